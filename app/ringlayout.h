// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QPointF>
#include <QRectF>
#include <vector>

namespace bastide {

class FeatureGeometry;

/**
 * Where the figure rings go on a tile just laid: one per figure the player may put there,
 * near its feature's anchor (a monk and the abbot side by side on one monastery), each with
 * its centre on its own feature and clear of the other rings, so none covers another
 * feature (the abbot's ring is never on the river beside the monastery).
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
    };

    /** The rings for `options` on `tile` laid turned `rotation` into `rect`; `radius` is a
     *  ring's radius. */
    static std::vector<Ring> rings(const TileType& tile, const FeatureGeometry& geometry,
                                   const FigureOptions& options, Rotation rotation,
                                   const QRectF& rect, qreal radius);

private:
    static void pushApart(std::vector<Ring>& rings, const QRectF& rect, qreal radius);
};

} // namespace bastide
