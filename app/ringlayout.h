// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <vector>

namespace bastide {

class FeatureGeometry;

/**
 * Where the figure rings go on a tile just laid: one per figure the player may put there,
 * near its feature's anchor (a monk and the abbot side by side on one monastery), each with
 * its centre on its own feature and clear of the other rings, so none covers another
 * feature (the abbot's ring is never on the river beside the monastery). On a crowded tile
 * (a follower and a big follower on each of a crossroads' eight features) the rings are
 * drawn smaller, as little as needed for all of them to fit apart on their features.
 */
class RingLayout
{
public:
    struct Ring
    {
        FigureType figure;
        int feature;
        FeatureKind kind;
        QPointF at;
        qreal radius; // the same for every ring on the tile
        /** How far from its centre the figure a chosen ring shows may reach without
         *  covering another ring. */
        qreal room = 0;
    };

    /** The rings for `options` on `tile` laid turned `rotation` into `rect`, each `radius`
     *  across where there is room, else smaller, down to `minRadius`. */
    static std::vector<Ring> rings(const TileType& tile, const FeatureGeometry& geometry,
                                   const FigureOptions& options, Rotation rotation,
                                   const QRectF& rect, qreal radius, qreal minRadius);

private:
    /** The rings each `radius` across, as far apart as their features let them. */
    static std::vector<Ring> arrange(const TileType& tile, const std::vector<QPainterPath>& regions,
                                     const FeatureGeometry& geometry, const FigureOptions& options,
                                     Rotation rotation, const QRectF& rect, qreal radius);
    static void pushApart(std::vector<Ring>& rings, const QRectF& rect, qreal radius);
    /** Sets each ring's room from the rings round it. */
    static void measureRoom(std::vector<Ring>& rings, const QRectF& rect);
};

} // namespace bastide
