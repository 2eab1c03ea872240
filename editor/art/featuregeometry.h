// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <memory>

namespace bastide {

class TileLayout;

/**
 * Where the features of one tile type lie, for interaction: the point a figure stands on
 * and the region to highlight and hit-test, in the coordinates of the rectangle the tile is
 * drawn in, at any rotation. Built once per tile definition; copies share the work.
 */
class FeatureGeometry
{
public:
    explicit FeatureGeometry(const TileType& type);

    int featureCount() const;
    /** Where a figure on `feature` stands, inside the feature's area. */
    QPointF anchor(int feature, Rotation rotation, const QRectF& rect) const;
    /** The feature's area within the tile (empty for an index out of range). */
    QPainterPath region(int feature, Rotation rotation, const QRectF& rect) const;
    /** The feature under `point`, or -1. */
    int featureAt(QPointF point, Rotation rotation, const QRectF& rect) const;
    /** The unrotated layout in the unit square, for painters that need more. */
    const TileLayout& layout() const { return *m_layout; }

private:
    std::shared_ptr<const TileLayout> m_layout;
};

} // namespace bastide
