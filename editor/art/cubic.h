// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPainterPath>
#include <QPointF>

namespace bastide::tileshapes {

/** A cubic Bézier arc: roads and rivers are built from these. */
struct Cubic
{
    QPointF p0, p1, p2, p3;
    QPointF at(qreal t) const;
    QPointF tangent(qreal t) const;
    /** The part from t = 0 to t. */
    Cubic head(qreal t) const;
    void addTo(QPainterPath& path) const;
};

} // namespace bastide::tileshapes
