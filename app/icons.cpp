// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/icons.h"

#include "app/theme.h"
#include "editor/paintediconengine.h"

#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>
#include <cmath>
#include <memory>

namespace bastide {

namespace {

// Every icon is drawn on a 24 × 24 grid.
void arc(QPainter& p, bool clockwise)
{
    // Three quarters of a circle with an arrowhead on its end, pointing the way it turns.
    constexpr qreal Pi = 3.14159265358979;
    const QPointF c(12, 12.5);
    const qreal r = 7.0;
    const qreal start = clockwise ? 210.0 : -30.0;
    const qreal sweep = clockwise ? -255.0 : 255.0;
    QPainterPath path;
    const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
    path.arcMoveTo(box, start);
    path.arcTo(box, start, sweep);
    p.drawPath(path);
    const qreal end = (start + sweep) * Pi / 180.0;
    const QPointF tip(c.x() + r * std::cos(end), c.y() - r * std::sin(end));
    // The direction of travel along the arc at its end (y grows downwards).
    const QPointF t =
        clockwise ? QPointF(std::sin(end), std::cos(end)) : QPointF(-std::sin(end), -std::cos(end));
    const QPointF n(-t.y(), t.x());
    QPolygonF head;
    head << tip + t * 3.2 << tip - t * 2.2 + n * 3.6 << tip - t * 2.2 - n * 3.6;
    p.setBrush(p.pen().color());
    p.setPen(QPen(p.pen().color(), 1.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolygon(head);
}

void magnifier(QPainter& p, bool plus)
{
    p.drawEllipse(QRectF(4, 4, 12, 12));
    p.drawLine(QPointF(14.5, 14.5), QPointF(20, 20));
    p.drawLine(QPointF(7, 10), QPointF(13, 10));
    if (plus)
        p.drawLine(QPointF(10, 7), QPointF(10, 13));
}

void draw(QPainter& p, Icons::Name name, const QColor& ink)
{
    QPen pen(ink, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    switch (name) {
    case Icons::Name::NewGame: {
        p.drawRoundedRect(QRectF(3.5, 6.5, 12, 12), 2, 2);
        p.drawLine(QPointF(19, 3), QPointF(19, 11));
        p.drawLine(QPointF(15, 7), QPointF(23, 7));
        p.setPen(QPen(ink, 1.4));
        p.drawLine(QPointF(3.5, 12.5), QPointF(15.5, 12.5));
        p.drawLine(QPointF(9.5, 6.5), QPointF(9.5, 18.5));
        break;
    }
    case Icons::Name::Open: {
        QPainterPath folder;
        folder.moveTo(3, 19);
        folder.lineTo(3, 6);
        folder.lineTo(9, 6);
        folder.lineTo(11, 8);
        folder.lineTo(19, 8);
        folder.lineTo(19, 11);
        p.drawPath(folder);
        QPainterPath front;
        front.moveTo(3, 19);
        front.lineTo(7, 11);
        front.lineTo(22, 11);
        front.lineTo(18, 19);
        front.closeSubpath();
        p.drawPath(front);
        break;
    }
    case Icons::Name::Save: {
        QPainterPath disk;
        disk.moveTo(4, 4);
        disk.lineTo(17, 4);
        disk.lineTo(20, 7);
        disk.lineTo(20, 20);
        disk.lineTo(4, 20);
        disk.closeSubpath();
        p.drawPath(disk);
        p.drawRect(QRectF(8, 4, 7, 5));
        p.drawRect(QRectF(7, 13, 10, 7));
        break;
    }
    case Icons::Name::Undo: {
        QPainterPath path;
        path.moveTo(8, 9);
        path.lineTo(15, 9);
        path.cubicTo(QPointF(21, 9), QPointF(21, 19), QPointF(15, 19));
        path.lineTo(9, 19);
        p.drawPath(path);
        p.drawPolyline(QPolygonF() << QPointF(11, 5) << QPointF(7, 9) << QPointF(11, 13));
        break;
    }
    case Icons::Name::Redo: { // the undo arrow, mirrored
        QPainterPath path;
        path.moveTo(16, 9);
        path.lineTo(9, 9);
        path.cubicTo(QPointF(3, 9), QPointF(3, 19), QPointF(9, 19));
        path.lineTo(15, 19);
        p.drawPath(path);
        p.drawPolyline(QPolygonF() << QPointF(13, 5) << QPointF(17, 9) << QPointF(13, 13));
        break;
    }
    case Icons::Name::RotateLeft:
        arc(p, false);
        break;
    case Icons::Name::RotateRight:
        arc(p, true);
        break;
    case Icons::Name::Confirm:
        p.setPen(QPen(ink, 2.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(QPolygonF() << QPointF(5, 12.5) << QPointF(10, 17.5) << QPointF(19.5, 6.5));
        break;
    case Icons::Name::StepBack:
        p.drawPolyline(QPolygonF() << QPointF(13, 6) << QPointF(7, 12) << QPointF(13, 18));
        p.drawLine(QPointF(7.5, 12), QPointF(19, 12));
        break;
    case Icons::Name::FitAll:
        p.drawPolyline(QPolygonF() << QPointF(4, 9) << QPointF(4, 4) << QPointF(9, 4));
        p.drawPolyline(QPolygonF() << QPointF(15, 4) << QPointF(20, 4) << QPointF(20, 9));
        p.drawPolyline(QPolygonF() << QPointF(20, 15) << QPointF(20, 20) << QPointF(15, 20));
        p.drawPolyline(QPolygonF() << QPointF(9, 20) << QPointF(4, 20) << QPointF(4, 15));
        p.drawRoundedRect(QRectF(8.5, 8.5, 7, 7), 1, 1);
        break;
    case Icons::Name::Centre:
        p.drawEllipse(QRectF(5, 5, 14, 14));
        p.setBrush(ink);
        p.drawEllipse(QRectF(10, 10, 4, 4));
        p.drawLine(QPointF(12, 2), QPointF(12, 5));
        p.drawLine(QPointF(12, 19), QPointF(12, 22));
        p.drawLine(QPointF(2, 12), QPointF(5, 12));
        p.drawLine(QPointF(19, 12), QPointF(22, 12));
        break;
    case Icons::Name::ZoomIn:
        magnifier(p, true);
        break;
    case Icons::Name::ZoomOut:
        magnifier(p, false);
        break;
    case Icons::Name::Tiles:
        p.drawRoundedRect(QRectF(9, 3.5, 11, 11), 1.5, 1.5);
        p.drawPolyline(QPolygonF() << QPointF(6.5, 6.5) << QPointF(6.5, 17) << QPointF(17, 17));
        p.drawPolyline(QPolygonF() << QPointF(4, 9.5) << QPointF(4, 20) << QPointF(14, 20));
        break;
    case Icons::Name::NoFigure: {
        QPainterPath body;
        body.addEllipse(QRectF(9, 3, 6, 6));
        body.moveTo(6, 20);
        body.lineTo(9, 10);
        body.lineTo(15, 10);
        body.lineTo(18, 20);
        body.closeSubpath();
        p.setPen(QPen(ink, 1.6));
        p.drawPath(body);
        p.setPen(QPen(ink, 2.2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(4, 4), QPointF(20, 20));
        break;
    }
    case Icons::Name::ReturnAbbot: {
        QPainterPath hood;
        hood.moveTo(7, 20);
        hood.cubicTo(QPointF(7, 9), QPointF(9, 4), QPointF(12, 4));
        hood.cubicTo(QPointF(15, 4), QPointF(17, 9), QPointF(17, 20));
        hood.closeSubpath();
        p.setPen(QPen(ink, 1.6));
        p.drawPath(hood);
        p.setPen(QPen(ink, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(QPolygonF() << QPointF(1.5, 10) << QPointF(4.5, 7) << QPointF(7.5, 10));
        p.drawLine(QPointF(4.5, 7.5), QPointF(4.5, 15));
        break;
    }
    case Icons::Name::Trophy: {
        QPainterPath cup;
        cup.moveTo(7, 4);
        cup.lineTo(17, 4);
        cup.cubicTo(QPointF(17, 12), QPointF(15, 14), QPointF(12, 14));
        cup.cubicTo(QPointF(9, 14), QPointF(7, 12), QPointF(7, 4));
        p.drawPath(cup);
        p.drawArc(QRectF(3, 5, 5, 6), 90 * 16, 180 * 16);
        p.drawArc(QRectF(16, 5, 5, 6), 90 * 16, -180 * 16);
        p.drawLine(QPointF(12, 14), QPointF(12, 18));
        p.drawLine(QPointF(8, 20), QPointF(16, 20));
        break;
    }
    }
}

} // namespace

QIcon Icons::icon(Name name)
{
    return icon(name, Theme::ink());
}

QIcon Icons::icon(Name name, const QColor& color)
{
    return QIcon(new PaintedIconEngine([name, color](QPainter& p, qreal side) {
        p.scale(side / 24.0, side / 24.0);
        draw(p, name, color);
    }));
}

QIcon Icons::appIcon()
{
    // The same drawing as the desktop's icon (resources/icons/bastide.svg).
    auto svg = std::make_shared<QSvgRenderer>(QStringLiteral(":/icons/bastide.svg"));
    return QIcon(new PaintedIconEngine(
        [svg](QPainter& p, qreal side) { svg->render(&p, QRectF(0, 0, side, side)); }));
}

} // namespace bastide
