// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/cubic.h"

#include "art/tileshapes.h"

namespace bastide::tileshapes {

QPointF Cubic::at(qreal t) const
{
    const qreal u = 1 - t;
    return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
}

QPointF Cubic::tangent(qreal t) const
{
    const qreal u = 1 - t;
    const QPointF d = 3 * u * u * (p1 - p0) + 6 * u * t * (p2 - p1) + 3 * t * t * (p3 - p2);
    return normalized(d);
}

Cubic Cubic::head(qreal t) const
{
    // de Casteljau: the first half of the split at t.
    const QPointF a = p0 + (p1 - p0) * t;
    const QPointF b = p1 + (p2 - p1) * t;
    const QPointF c = p2 + (p3 - p2) * t;
    const QPointF ab = a + (b - a) * t;
    const QPointF bc = b + (c - b) * t;
    return {p0, a, ab, ab + (bc - ab) * t};
}

void Cubic::addTo(QPainterPath& path) const
{
    path.moveTo(p0);
    path.cubicTo(p1, p2, p3);
}

} // namespace bastide::tileshapes
