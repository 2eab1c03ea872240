// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/toolicons.h"

#include "art/terrainpalette.h"
#include "editor/markglyphs.h"
#include "editor/paintediconengine.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace bastide {

namespace {

using namespace palette;

constexpr int Size = 32;

/** A little tile of grass with rounded corners, the ground every terrain icon stands on. */
void tileGround(QPainter& p)
{
    QPainterPath tile;
    tile.addRoundedRect(QRectF(3, 3, 26, 26), 5, 5);
    p.fillPath(tile, QColor(Grass));
    p.setClipPath(tile);
}

void tileFrame(QPainter& p)
{
    p.setClipping(false);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(Outline), 1.2));
    p.drawRoundedRect(QRectF(3, 3, 26, 26), 5, 5);
}

void paintCity(QPainter& p)
{
    tileGround(p);
    QPainterPath cap;
    cap.moveTo(0, 0);
    cap.lineTo(32, 0);
    cap.lineTo(32, 6);
    cap.quadTo(16, 26, 0, 6);
    cap.closeSubpath();
    p.fillPath(cap, QColor(CityGround));
    p.setPen(QPen(QColor(WallDark), 2.2));
    p.drawPath(QPainterPath(cap));
    // Roofs.
    p.setPen(Qt::NoPen);
    for (QPointF at : {QPointF(10, 7), QPointF(17, 10), QPointF(23, 6)}) {
        p.setBrush(QColor(Plaster));
        p.drawRect(QRectF(at.x() - 2.5, at.y(), 5, 3.5));
        QPainterPath roof;
        roof.moveTo(at.x() - 3.5, at.y() + 0.5);
        roof.lineTo(at.x(), at.y() - 3);
        roof.lineTo(at.x() + 3.5, at.y() + 0.5);
        roof.closeSubpath();
        p.fillPath(roof, QColor(Roof));
    }
    tileFrame(p);
}

void paintRoad(QPainter& p)
{
    tileGround(p);
    p.setPen(QPen(QColor(RoadEdge), 7, Qt::SolidLine, Qt::FlatCap));
    p.drawLine(QPointF(16, 0), QPointF(16, 32));
    p.setPen(QPen(QColor(Road), 5, Qt::SolidLine, Qt::FlatCap));
    p.drawLine(QPointF(16, 0), QPointF(16, 32));
    tileFrame(p);
}

void paintRiver(QPainter& p)
{
    tileGround(p);
    QPainterPath river;
    river.moveTo(16, 0);
    river.cubicTo(8, 10, 24, 20, 16, 32);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(BankSand), 9, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(river);
    p.setPen(QPen(QColor(Water), 6, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(river);
    p.setPen(QPen(QColor(WaterLight), 1.2));
    p.drawLine(QPointF(14, 9), QPointF(16, 8));
    p.drawLine(QPointF(16, 23), QPointF(18, 22));
    tileFrame(p);
}

void paintField(QPainter& p)
{
    tileGround(p);
    p.setPen(QPen(QColor(GrassDark), 1.4, Qt::SolidLine, Qt::RoundCap));
    for (QPointF at : {QPointF(9, 12), QPointF(20, 9), QPointF(14, 21), QPointF(23, 22)}) {
        p.drawLine(at, at + QPointF(-1.5, -3));
        p.drawLine(at, at + QPointF(0, -3.5));
        p.drawLine(at, at + QPointF(1.5, -3));
    }
    tileFrame(p);
}

void paintJoin(QPainter& p)
{
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(Outline), 2.4, Qt::SolidLine, Qt::RoundCap));
    QPainterPath link;
    link.moveTo(8, 22);
    link.cubicTo(8, 8, 24, 24, 24, 10);
    p.drawPath(link);
    for (QPointF at : {QPointF(8, 23), QPointF(24, 9)}) {
        p.setBrush(QColor(Roof));
        p.setPen(QPen(QColor(Outline), 1.4));
        p.drawEllipse(at, 4.5, 4.5);
    }
}

QPainterPath shieldPath(QRectF r)
{
    QPainterPath s;
    s.moveTo(r.left(), r.top());
    s.lineTo(r.right(), r.top());
    s.lineTo(r.right(), r.top() + r.height() * 0.45);
    s.quadTo(r.right(), r.bottom() - r.height() * 0.15, r.center().x(), r.bottom());
    s.quadTo(r.left(), r.bottom() - r.height() * 0.15, r.left(), r.top() + r.height() * 0.45);
    s.closeSubpath();
    return s;
}

void paintShield(QPainter& p)
{
    const QPainterPath s = shieldPath(QRectF(7, 4, 18, 24));
    p.fillPath(s, QColor(ShieldBlue));
    p.setPen(QPen(QColor(ShieldGold), 2));
    p.drawPath(s);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(ShieldGold));
    p.drawEllipse(QPointF(16, 14), 3.5, 3.5);
}

void paintMonastery(QPainter& p)
{
    p.setPen(QPen(QColor(Outline), 1.2));
    p.setBrush(QColor(ChapelWall));
    p.drawRect(QRectF(8, 15, 16, 12));
    p.drawRect(QRectF(13, 8, 6, 8));
    QPainterPath roof;
    roof.moveTo(6, 16);
    roof.lineTo(16, 10);
    roof.lineTo(26, 16);
    roof.closeSubpath();
    p.setBrush(QColor(ChapelRoof));
    p.drawPath(roof);
    QPainterPath spire;
    spire.moveTo(12.5, 9);
    spire.lineTo(16, 3);
    spire.lineTo(19.5, 9);
    spire.closeSubpath();
    p.drawPath(spire);
    p.setBrush(QColor(WallDark));
    p.drawRoundedRect(QRectF(14, 20, 4, 7), 2, 2);
}

void paintGarden(QPainter& p)
{
    p.setPen(QPen(QColor(Outline), 1.2));
    p.setBrush(QColor(Hedge));
    p.drawRoundedRect(QRectF(5, 5, 22, 22), 5, 5);
    p.setBrush(QColor(Lawn));
    p.drawRoundedRect(QRectF(9, 9, 14, 14), 3, 3);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(Gravel));
    p.drawRect(QRectF(15, 9, 2, 14));
    p.drawRect(QRectF(9, 15, 14, 2));
    p.setBrush(QColor(Water));
    p.drawEllipse(QPointF(16, 16), 2.6, 2.6);
}

void paintSmallTile(QPainter& p, QRectF r)
{
    QPainterPath tile;
    tile.addRoundedRect(r, 3, 3);
    p.fillPath(tile, QColor(Grass));
    p.setPen(QPen(QColor(Outline), 1.2));
    p.drawPath(tile);
}

void paintBadge(QPainter& p, QPointF at, const QColor& color, bool plus)
{
    p.setPen(QPen(Qt::white, 1.2));
    p.setBrush(color);
    p.drawEllipse(at, 6.5, 6.5);
    p.setPen(QPen(Qt::white, 2.2, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(at + QPointF(-3, 0), at + QPointF(3, 0));
    if (plus)
        p.drawLine(at + QPointF(0, -3), at + QPointF(0, 3));
}

void paintArrow(QPainter& p, bool up)
{
    QPainterPath arrow;
    const qreal s = up ? 1 : -1;
    const QPointF c(16, 16);
    arrow.moveTo(c + QPointF(0, -10 * s));
    arrow.lineTo(c + QPointF(9, -1 * s));
    arrow.lineTo(c + QPointF(4, -1 * s));
    arrow.lineTo(c + QPointF(4, 10 * s));
    arrow.lineTo(c + QPointF(-4, 10 * s));
    arrow.lineTo(c + QPointF(-4, -1 * s));
    arrow.lineTo(c + QPointF(-9, -1 * s));
    arrow.closeSubpath();
    p.setPen(QPen(QColor(Outline), 1.2, Qt::SolidLine, Qt::SquareCap, Qt::RoundJoin));
    p.setBrush(QColor(RoadEdge));
    p.drawPath(arrow);
}

void paintPlay(QPainter& p)
{
    // A light disc with a dark rim reads on the terracotta button and in a pale menu alike.
    p.setPen(QPen(QColor(RoofDark), 1.4));
    p.setBrush(QColor(ChapelWall));
    p.drawEllipse(QPointF(16, 16), 12, 12);
    QPainterPath tri;
    tri.moveTo(12.5, 9.5);
    tri.lineTo(23, 16);
    tri.lineTo(12.5, 22.5);
    tri.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(Roof));
    p.drawPath(tri);
}

void paintPrint(QPainter& p)
{
    p.setPen(QPen(QColor(Outline), 1.2));
    p.setBrush(QColor(ChapelWall));
    p.drawRect(QRectF(7, 4, 18, 24));
    p.setPen(QPen(QColor(Outline), 0.8, Qt::DashLine));
    for (qreal x : {13.0, 19.0})
        p.drawLine(QPointF(x, 4), QPointF(x, 28));
    for (qreal y : {12.0, 20.0})
        p.drawLine(QPointF(7, y), QPointF(25, y));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(Grass));
    p.drawRect(QRectF(8, 5, 4.5, 6.5));
    p.drawRect(QRectF(19.5, 13, 5, 6.5));
    p.setBrush(QColor(Roof));
    p.drawRect(QRectF(13.5, 13, 5, 6.5));
}

void paintDeck(QPainter& p)
{
    paintSmallTile(p, QRectF(11, 4, 17, 17));
    paintSmallTile(p, QRectF(7.5, 8, 17, 17));
    paintSmallTile(p, QRectF(4, 12, 17, 17));
}

void paintIcon(QPainter& p, ToolIcons::Icon which)
{
    using Icon = ToolIcons::Icon;
    switch (which) {
    case Icon::City:
        paintCity(p);
        break;
    case Icon::Road:
        paintRoad(p);
        break;
    case Icon::River:
        paintRiver(p);
        break;
    case Icon::Field:
        paintField(p);
        break;
    case Icon::Join:
        paintJoin(p);
        break;
    case Icon::Shield:
        paintShield(p);
        break;
    case Icon::Monastery:
        paintMonastery(p);
        break;
    case Icon::Garden:
        paintGarden(p);
        break;
    case Icon::Inn:
        MarkGlyphs::paint(p, MarkGlyphs::Mark::Inn, QRectF(3, 3, 26, 26));
        break;
    case Icon::Cathedral:
        MarkGlyphs::paint(p, MarkGlyphs::Mark::Cathedral, QRectF(3, 3, 26, 26));
        break;
    case Icon::Wine:
        MarkGlyphs::paint(p, MarkGlyphs::Mark::Wine, QRectF(3, 3, 26, 26));
        break;
    case Icon::Grain:
        MarkGlyphs::paint(p, MarkGlyphs::Mark::Grain, QRectF(3, 3, 26, 26));
        break;
    case Icon::Cloth:
        MarkGlyphs::paint(p, MarkGlyphs::Mark::Cloth, QRectF(3, 3, 26, 26));
        break;
    case Icon::InnerField:
        MarkGlyphs::paint(p, MarkGlyphs::Mark::InnerField, QRectF(3, 3, 26, 26));
        break;
    case Icon::Add:
        paintSmallTile(p, QRectF(5, 5, 20, 20));
        paintBadge(p, QPointF(23, 23), QColor(GrassDark).darker(120), true);
        break;
    case Icon::Duplicate:
        paintSmallTile(p, QRectF(10, 3, 18, 18));
        paintSmallTile(p, QRectF(4, 10, 18, 18));
        break;
    case Icon::Delete:
        paintSmallTile(p, QRectF(5, 5, 20, 20));
        paintBadge(p, QPointF(23, 23), QColor(RoofDark), false);
        break;
    case Icon::MoveUp:
        paintArrow(p, true);
        break;
    case Icon::MoveDown:
        paintArrow(p, false);
        break;
    case Icon::Play:
        paintPlay(p);
        break;
    case Icon::Print:
        paintPrint(p);
        break;
    case Icon::Deck:
        paintDeck(p);
        break;
    }
}

} // namespace

QIcon ToolIcons::icon(Icon which)
{
    // Drawn at exactly the pixels asked for, so it is sharp at 150 % as well as 200 %.
    return QIcon(new PaintedIconEngine([which](QPainter& p, qreal side) {
        p.scale(side / Size, side / Size);
        paintIcon(p, which);
    }));
}

} // namespace bastide
