// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/figurepainter.h"

#include <QLinearGradient>
#include <QPainterPathStroker>
#include <QRadialGradient>
#include <algorithm>
#include <array>

namespace bastide {

namespace {

constexpr std::array<QRgb, 6> PlayerColors{
    0xffd8322a, // red
    0xff2447b0, // blue
    0xff239035, // green
    0xfff4c81e, // yellow
    0xff2a2a2e, // black
    0xffef7fb6, // pink
};

QPainterPath follower()
{
    QPainterPath body;
    body.moveTo(0.42, 0.33);
    body.cubicTo(0.3, 0.34, 0.16, 0.36, 0.1, 0.42);
    body.cubicTo(0.05, 0.47, 0.08, 0.56, 0.16, 0.56);
    body.cubicTo(0.22, 0.56, 0.28, 0.53, 0.33, 0.52);
    body.cubicTo(0.33, 0.6, 0.31, 0.68, 0.27, 0.76);
    body.lineTo(0.16, 0.92);
    body.cubicTo(0.14, 0.96, 0.17, 0.98, 0.21, 0.98);
    body.lineTo(0.37, 0.98);
    body.cubicTo(0.41, 0.98, 0.43, 0.95, 0.44, 0.92);
    body.cubicTo(0.46, 0.84, 0.48, 0.8, 0.5, 0.8);
    body.cubicTo(0.52, 0.8, 0.54, 0.84, 0.56, 0.92);
    body.cubicTo(0.57, 0.95, 0.59, 0.98, 0.63, 0.98);
    body.lineTo(0.79, 0.98);
    body.cubicTo(0.83, 0.98, 0.86, 0.96, 0.84, 0.92);
    body.lineTo(0.73, 0.76);
    body.cubicTo(0.69, 0.68, 0.67, 0.6, 0.67, 0.52);
    body.cubicTo(0.72, 0.53, 0.78, 0.56, 0.84, 0.56);
    body.cubicTo(0.92, 0.56, 0.95, 0.47, 0.9, 0.42);
    body.cubicTo(0.84, 0.36, 0.7, 0.34, 0.58, 0.33);
    body.closeSubpath();
    QPainterPath head;
    head.addEllipse(QPointF(0.5, 0.2), 0.145, 0.15);
    return body.united(head);
}

QPainterPath abbot()
{
    // A hooded, robed figure: pointed hood, wide sleeves, a bell-shaped robe.
    QPainterPath robe;
    robe.moveTo(0.5, 0.02);
    robe.cubicTo(0.6, 0.08, 0.69, 0.2, 0.68, 0.34);
    robe.cubicTo(0.76, 0.38, 0.86, 0.44, 0.9, 0.56);
    robe.cubicTo(0.91, 0.62, 0.86, 0.64, 0.8, 0.62);
    robe.cubicTo(0.84, 0.74, 0.88, 0.86, 0.9, 0.94);
    robe.cubicTo(0.78, 0.99, 0.22, 0.99, 0.1, 0.94);
    robe.cubicTo(0.12, 0.86, 0.16, 0.74, 0.2, 0.62);
    robe.cubicTo(0.14, 0.64, 0.09, 0.62, 0.1, 0.56);
    robe.cubicTo(0.14, 0.44, 0.24, 0.38, 0.32, 0.34);
    robe.cubicTo(0.31, 0.2, 0.4, 0.08, 0.5, 0.02);
    robe.closeSubpath();
    return robe;
}

/** `path` scaled to stand in the unit box: feet at the bottom, centred across. */
QPainterPath standInBox(const QPainterPath& path, qreal width, qreal height)
{
    const QRectF b = path.boundingRect();
    const qreal scale = std::min(width / b.width(), height / b.height());
    return QTransform::fromTranslate(0.5 - b.center().x() * scale, 0.98 - b.bottom() * scale)
        .scale(scale, scale)
        .map(path);
}

QPainterPath stroke(QPointF a, QPointF b, qreal width)
{
    QPainterPath line;
    line.moveTo(a);
    line.lineTo(b);
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setCapStyle(Qt::RoundCap);
    return stroker.createStroke(line);
}

QPainterPath bigFollower()
{
    // The follower's own shape, heavier in every limb and with a bigger head, so it reads
    // as the big one even drawn at the same size; on the board it is drawn larger too.
    const QPainterPath base = follower();
    QPainterPathStroker stroker;
    stroker.setWidth(0.12);
    stroker.setJoinStyle(Qt::RoundJoin);
    QPainterPath head;
    head.addEllipse(QPointF(0.5, 0.17), 0.19, 0.19);
    // Legs kept apart, as the follower's are: the stance tells it from the robed abbot.
    QPainterPath stride;
    stride.addPolygon(QPolygonF{QPointF(0.5, 0.76), QPointF(0.6, 1.1), QPointF(0.4, 1.1)});
    stride.closeSubpath();
    const QPainterPath heavy =
        base.united(stroker.createStroke(base)).united(head).subtracted(stride).simplified();
    return standInBox(heavy, 0.98, 0.97);
}

QPainterPath builder()
{
    // A worker in a wide-brimmed hat, one arm raised with a hammer over the shoulder.
    QPainterPath shape;
    QPainterPath head;
    head.addEllipse(QPointF(0.4, 0.3), 0.105, 0.11);
    shape = shape.united(head);
    QPainterPath hat;
    hat.addRoundedRect(QRectF(0.2, 0.17, 0.41, 0.06), 0.03, 0.03);
    hat.addRoundedRect(QRectF(0.29, 0.07, 0.22, 0.13), 0.04, 0.04);
    shape = shape.united(hat);
    QPainterPath tunic;
    tunic.addPolygon(QPolygonF{QPointF(0.26, 0.41), QPointF(0.55, 0.41), QPointF(0.61, 0.74),
                               QPointF(0.2, 0.74)});
    tunic.closeSubpath();
    shape = shape.united(tunic);
    QPainterPath legs;
    legs.addPolygon(QPolygonF{QPointF(0.23, 0.7), QPointF(0.38, 0.7), QPointF(0.35, 0.98),
                              QPointF(0.19, 0.98)});
    legs.closeSubpath();
    legs.addPolygon(QPolygonF{QPointF(0.43, 0.7), QPointF(0.58, 0.7), QPointF(0.63, 0.98),
                              QPointF(0.47, 0.98)});
    legs.closeSubpath();
    shape = shape.united(legs);
    shape = shape.united(stroke(QPointF(0.28, 0.46), QPointF(0.14, 0.68), 0.1));
    shape = shape.united(stroke(QPointF(0.53, 0.46), QPointF(0.71, 0.36), 0.1));
    shape = shape.united(stroke(QPointF(0.64, 0.47), QPointF(0.8, 0.14), 0.055));
    shape = shape.united(stroke(QPointF(0.7, 0.08), QPointF(0.92, 0.18), 0.1));
    return shape.simplified();
}

QPainterPath pig()
{
    // A pig seen from the side, snout to the east, curly tail to the west.
    QPainterPath shape;
    QPainterPath body;
    body.addEllipse(QPointF(0.47, 0.56), 0.35, 0.21);
    shape = shape.united(body);
    QPainterPath head;
    head.addEllipse(QPointF(0.8, 0.5), 0.14, 0.13);
    shape = shape.united(head);
    QPainterPath snout;
    snout.addRoundedRect(QRectF(0.86, 0.46, 0.13, 0.13), 0.04, 0.04);
    shape = shape.united(snout);
    QPainterPath ears;
    ears.addPolygon(QPolygonF{QPointF(0.69, 0.41), QPointF(0.72, 0.26), QPointF(0.8, 0.38)});
    ears.closeSubpath();
    ears.addPolygon(QPolygonF{QPointF(0.8, 0.38), QPointF(0.88, 0.27), QPointF(0.9, 0.41)});
    ears.closeSubpath();
    shape = shape.united(ears);
    for (qreal x : {0.2, 0.33, 0.55, 0.68}) {
        QPainterPath leg;
        leg.addRoundedRect(QRectF(x, 0.64, 0.09, 0.22), 0.03, 0.03);
        shape = shape.united(leg);
    }
    QPainterPath tail;
    tail.moveTo(0.14, 0.5);
    tail.cubicTo(0.04, 0.52, 0.02, 0.38, 0.1, 0.38);
    tail.cubicTo(0.15, 0.38, 0.13, 0.45, 0.09, 0.44);
    QPainterPathStroker stroker;
    stroker.setWidth(0.045);
    stroker.setCapStyle(Qt::RoundCap);
    shape = shape.united(stroker.createStroke(tail));
    return shape.simplified();
}

QTransform lyingDown()
{
    // On its back, head to the east, a little flattened as a piece seen from above.
    return QTransform(0, 0.8, -1, 0, 1, 0.18);
}

} // namespace

QColor playerColor(PlayerColor color)
{
    return QColor(PlayerColors[std::size_t(color)]);
}

QPainterPath FigurePainter::silhouette(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Follower:
        return follower();
    case FigureKind::Farmer:
        return lyingDown().map(follower()).translated(0, 0.02);
    case FigureKind::Abbot:
        return abbot();
    case FigureKind::BigFollower:
        return bigFollower();
    case FigureKind::BigFarmer:
        return lyingDown().map(bigFollower()).translated(0, 0.02);
    case FigureKind::Builder:
        return builder();
    case FigureKind::Pig:
        return pig();
    }
    return follower();
}

qreal FigurePainter::boardScale(FigureKind kind)
{
    return kind == FigureKind::BigFollower || kind == FigureKind::BigFarmer ? 1.3 : 1.0;
}

void FigurePainter::paint(QPainter& p, FigureKind kind, PlayerColor color, const QRectF& rect)
{
    const qreal size = std::min(rect.width(), rect.height());
    const QRectF box(rect.center() - QPointF(size / 2, size / 2), QSizeF(size, size));
    const QColor fill = playerColor(color);
    const bool dark = color == PlayerColor::Black;

    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(box.topLeft());
    p.scale(size, size);
    const QPainterPath shape = silhouette(kind);
    const QRectF bounds = shape.boundingRect();

    // Cast shadow at the feet, then a light halo that separates the figure from dark ground.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(20, 14, 8, 90));
    if (kind == FigureKind::Farmer || kind == FigureKind::BigFarmer)
        p.drawPath(shape.translated(0.05, 0.06));
    else
        p.drawEllipse(QPointF(0.56, bounds.bottom() - 0.01), 0.4, 0.07);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 252, 240, 170), 0.11, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(shape);

    QLinearGradient wood(bounds.topLeft(), bounds.bottomRight());
    wood.setColorAt(0, fill.lighter(dark ? 190 : 135));
    wood.setColorAt(0.55, fill);
    wood.setColorAt(1, fill.darker(dark ? 110 : 135));
    const QColor edge = dark ? QColor(0xffb9b4aa) : fill.darker(260);
    p.setPen(QPen(edge, 0.045, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(wood);
    p.drawPath(shape);

    // Details that tell the pieces apart at a glance.
    if (kind == FigureKind::Abbot) {
        QPainterPath face;
        face.addEllipse(QPointF(0.5, 0.25), 0.075, 0.085);
        p.setPen(Qt::NoPen);
        p.setBrush(fill.darker(dark ? 60 : 190));
        p.drawPath(face);
        p.setPen(QPen(QColor(0xfff3e2b0), 0.035, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(0.3, 0.62), QPointF(0.7, 0.62)); // rope belt
        p.drawLine(QPointF(0.56, 0.62), QPointF(0.6, 0.8));
    }
    const QColor detail = dark ? QColor(0xffb9b4aa) : fill.darker(230);
    if (kind == FigureKind::BigFollower || kind == FigureKind::BigFarmer) {
        // A pale sash across the chest: the big one at a glance, whatever its colour.
        QPainterPath sash;
        sash.moveTo(0.33, 0.4);
        sash.lineTo(0.67, 0.68);
        if (kind == FigureKind::BigFarmer)
            sash = lyingDown().map(sash).translated(0, 0.02);
        p.setPen(QPen(QColor(0xfff3e2b0), 0.07, Qt::SolidLine, Qt::FlatCap));
        p.setBrush(Qt::NoBrush);
        p.save();
        p.setClipPath(shape);
        p.drawPath(sash);
        p.restore();
    }
    if (kind == FigureKind::Builder) {
        p.setPen(QPen(detail, 0.035, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(QPointF(0.29, 0.19), QPointF(0.51, 0.19)); // hat band
        p.drawLine(QPointF(0.23, 0.6), QPointF(0.58, 0.6));   // belt
        p.setPen(QPen(detail, 0.03, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(0.72, 0.1), QPointF(0.9, 0.175)); // the hammer's iron head
    }
    if (kind == FigureKind::Pig) {
        p.setPen(Qt::NoPen);
        p.setBrush(detail);
        p.drawEllipse(QPointF(0.8, 0.46), 0.022, 0.022);  // eye
        p.drawEllipse(QPointF(0.945, 0.51), 0.013, 0.02); // nostrils
        p.drawEllipse(QPointF(0.915, 0.51), 0.013, 0.02);
        p.setPen(QPen(detail, 0.02, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(0.5, 0.4), QPointF(0.5, 0.44)); // a little bristle ridge
        p.drawLine(QPointF(0.58, 0.39), QPointF(0.58, 0.43));
    }
    // A soft sheen, as on a varnished wooden piece.
    QRadialGradient sheen(bounds.topLeft() + QPointF(bounds.width() * 0.35, bounds.height() * 0.2),
                          bounds.width() * 0.35);
    sheen.setColorAt(0, QColor(255, 255, 255, dark ? 70 : 90));
    sheen.setColorAt(1, QColor(255, 255, 255, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(sheen);
    p.drawPath(shape);
    p.restore();
}

} // namespace bastide
