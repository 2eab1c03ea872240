// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QPointF>
#include <QRectF>
#include <utility>

namespace bastide {

class FeatureGeometry;

/** What lies under a point of the tile canvas: the edge and slot whose band it is in, and
 *  the feature there. */
struct CanvasHit
{
    int side = -1;
    int slot = -1;
    bool inBand = false; // near enough to the border for an edge brush
    int feature = -1;
    int featureSlot = -1; // a slot of `feature` near the point (-1 for a centre)
    bool onTile = false;
};

/**
 * Where things are on the tile canvas: which edge, slot and feature a point is over, and the
 * points a click must hit to reach an edge or a slot. Kept apart from the widget so that
 * the drawing and the tests agree on one geometry.
 */
class CanvasHitTest
{
public:
    static constexpr qreal BandDepth = 0.3;   // a brush takes the edge whose band the mouse is in
    static constexpr qreal BorderDepth = 0.1; // this close to the border, the slot decides
    static constexpr qreal HandleGap = 7;     // pixels between the tile and the slot handles
    static constexpr qreal HandleWidth = 11;

    /** `geometry` may be null (then only border slots are found). */
    static CanvasHit hitAt(const TileType& tile, const FeatureGeometry* geometry,
                           const QRectF& rect, QPointF pos);
    /** A point in the middle of an edge's band, where a brush click sets that edge. */
    static QPointF edgePoint(const QRectF& rect, int side);
    /** A point just inside a border slot. */
    static QPointF slotPoint(const QRectF& rect, int slot);
    /** The two corners of the unit tile at the ends of `side`, in slot order. */
    static std::pair<QPointF, QPointF> sideEnds(int side);
};

} // namespace bastide
