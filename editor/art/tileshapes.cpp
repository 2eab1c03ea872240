// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/tileshapes.h"

#include <QPainterPathStroker>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace bastide::tileshapes {

QPointF sideMidpoint(int side)
{
    static constexpr std::array<QPointF, 4> mids{QPointF(0.5, 0.0), QPointF(1.0, 0.5),
                                                 QPointF(0.5, 1.0), QPointF(0.0, 0.5)};
    return mids[std::size_t(side & 3)];
}

QPointF inward(int side)
{
    static constexpr std::array<QPointF, 4> dirs{QPointF(0, 1), QPointF(-1, 0), QPointF(0, -1),
                                                 QPointF(1, 0)};
    return dirs[std::size_t(side & 3)];
}

QPointF slotMidpoint(int slot)
{
    const int side = slot / 3;
    const qreal along = (slot % 3 + 0.5) / 3.0;
    switch (side) {
    case 0:
        return {along, 0.0};
    case 1:
        return {1.0, along};
    case 2:
        return {1.0 - along, 1.0};
    default:
        return {0.0, 1.0 - along};
    }
}

QTransform rotation(int quarterTurns)
{
    // One clockwise quarter turn on a y-down square: (x, y) -> (1 - y, x).
    const QTransform quarter(0, 1, -1, 0, 1, 0);
    QTransform t;
    for (int i = 0; i < (quarterTurns & 3); ++i)
        t = t * quarter;
    return t;
}

QTransform tileToRect(const QRectF& rect, int quarterTurns)
{
    return rotation(quarterTurns) * QTransform::fromScale(rect.width(), rect.height()) *
           QTransform::fromTranslate(rect.x(), rect.y());
}

qreal length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

QPointF normalized(QPointF v)
{
    const qreal l = length(v);
    return l > 1e-9 ? v / l : QPointF(0, 0);
}

Cubic straight(QPointF a, QPointF b)
{
    return {a, a + (b - a) / 3.0, a + (b - a) * 2.0 / 3.0, b};
}

QPainterPath flattened(const QPainterPath& path)
{
    constexpr qreal scale = 1000; // Qt flattens to about half a unit: 1/2000 of a tile
    QPainterPath flat;
    flat.setFillRule(path.fillRule());
    const QTransform down = QTransform::fromScale(1 / scale, 1 / scale);
    for (const QPolygonF& polygon : path.toSubpathPolygons(QTransform::fromScale(scale, scale)))
        flat.addPolygon(down.map(polygon));
    flat.closeSubpath();
    return flat;
}

QPainterPath disc(QPointF centre, qreal radius)
{
    QPainterPath path;
    path.addEllipse(centre, radius, radius);
    return flattened(path);
}

QPainterPath capShape(int side, qreal depth)
{
    // Built on the north side, then turned.
    const QPointF a(0, 0), b(1, 0), c(0.5, 2 * depth);
    const QPointF outA = a - normalized(c - a) * 0.4;
    const QPointF outB = b + normalized(b - c) * 0.4;
    QPainterPath path;
    path.moveTo(outA);
    path.lineTo(a);
    path.quadTo(c, b);
    path.lineTo(outB);
    path.lineTo(1.6, -2.0);
    path.lineTo(-0.6, -2.0);
    path.closeSubpath();
    return flattened(rotation(side).map(path));
}

QPainterPath cornerShape(int side, qreal bulge)
{
    // Built for the north-west corner (north and west sides), then turned.
    const QPointF p0(1, 0), p3(0, 1);
    const QPointF p1(0.8 + bulge, 0.3 + bulge), p2(0.3 + bulge, 0.8 + bulge);
    const QPointF out0 = p0 + normalized(p0 - p1) * 0.4;
    const QPointF out3 = p3 + normalized(p3 - p2) * 0.4;
    QPainterPath path;
    path.moveTo(out0);
    path.lineTo(p0);
    path.cubicTo(p1, p2, p3);
    path.lineTo(out3);
    path.lineTo(-2.0, 1.6);
    path.lineTo(-2.0, -2.0);
    path.lineTo(1.6, -2.0);
    path.closeSubpath();
    return flattened(rotation(side).map(path));
}

QPainterPath farSquare()
{
    QPainterPath path;
    path.addRect(QRectF(-2, -2, 5, 5));
    return path;
}

QPainterPath unitSquare()
{
    QPainterPath path;
    path.addRect(QRectF(0, 0, 1, 1));
    return path;
}

QPainterPath grown(const QPainterPath& path, qreal margin)
{
    QPainterPathStroker stroker;
    stroker.setWidth(2 * margin);
    stroker.setJoinStyle(Qt::MiterJoin); // the outlines are fine polylines: round joins only cost
    stroker.setCapStyle(Qt::RoundCap);
    return path.united(flattened(stroker.createStroke(path))).simplified();
}

QPointF nearestOnOutline(const QPainterPath& path, QPointF p)
{
    QPointF best = p;
    qreal nearest = std::numeric_limits<qreal>::max();
    for (const QPolygonF& polygon : path.toSubpathPolygons()) {
        for (qsizetype i = 0; i + 1 < polygon.size(); ++i) {
            const QPointF a = polygon[i], ab = polygon[i + 1] - a;
            const qreal l2 = QPointF::dotProduct(ab, ab);
            const qreal t =
                l2 > 1e-12 ? std::clamp(QPointF::dotProduct(p - a, ab) / l2, 0.0, 1.0) : 0.0;
            const QPointF q = a + ab * t;
            if (length(q - p) < nearest) {
                nearest = length(q - p);
                best = q;
            }
        }
    }
    return best;
}

QPainterPath stroked(const QPainterPath& path, qreal width, Qt::PenCapStyle cap)
{
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setCapStyle(cap);
    stroker.setJoinStyle(Qt::RoundJoin);
    stroker.setCurveThreshold(0.002);
    return flattened(stroker.createStroke(path)).simplified();
}

} // namespace bastide::tileshapes
