// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QColor>
#include <QCoreApplication>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace bastide {

class FeatureGeometry;

/**
 * What the tile canvas draws over the tile: the slot handles round the border, the glow of
 * the edge a brush is over, a feature's highlight and the line of a join drag.
 */
class CanvasOverlay
{
    // Worded in the canvas's translation context: these were its words before they moved.
    Q_DECLARE_TR_FUNCTIONS(bastide::TileCanvas)

public:
    /** One bar per run of slots of one feature along each edge, labelled with its number;
     *  the features `hovered` and `shown` stand out. */
    static void paintHandles(QPainter& p, const QRectF& rect, const TileType& tile, int hovered,
                             int shown);
    /** The expansions' marks as small badges by the features that carry them: an inn by
     *  its road, a cathedral, trade goods and inner fields by their city. For a tile shown
     *  with its own picture, which does not draw the marks the rules see. */
    static void paintMarks(QPainter& p, const FeatureGeometry* geometry, const QRectF& rect,
                           const TileType& tile);
    static void paintEdgeBand(QPainter& p, const QRectF& rect, int side, const QColor& color);
    static void paintHighlight(QPainter& p, const FeatureGeometry* geometry, const QRectF& rect,
                               int feature, const QColor& color);
    /** Every feature's zone over a tile's own picture, tinted in its kind's colour and
     *  numbered, to check that the picture lines up with the features the rules use. */
    static void paintZones(QPainter& p, const FeatureGeometry* geometry, const QRectF& rect,
                           const TileType& tile);
    /** The line from where a join drag started to the mouse, coloured by whether the two
     *  pieces can join. */
    static void paintJoinLine(QPainter& p, QPointF from, QPointF to, const QColor& color);
};

} // namespace bastide
