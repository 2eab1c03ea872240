// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QPainter>
#include <QRectF>
#include <cstdint>

namespace bastide {

class TileLayout;

/**
 * Paints any tile definition at any rotation into a rectangle: meadow, rivers, roads,
 * cities, shields, monastery or garden, all worked out from the feature slot masks. A
 * tile with `art` (an SVG document) is drawn from that instead. The one painter behind
 * the board, the deck editor, icons and printed sheets.
 */
class TilePainter
{
public:
    /** Paints `type` turned `rotation` quarter turns clockwise into `rect`. */
    static void paint(QPainter& p, const TileType& type, Rotation rotation, const QRectF& rect);
    /** Paints a layout already worked out (and turned) for `type`; `seed` varies the grass. */
    static void paintLayout(QPainter& p, const TileLayout& turned, std::uint64_t seed,
                            const QRectF& rect);
    /** Paints the tile's own SVG art; false when it has none or it does not parse. */
    static bool paintSvg(QPainter& p, const TileType& type, Rotation rotation, const QRectF& rect);
    /** The seed that makes a tile's grass and houses the same every time it is drawn. */
    static std::uint64_t seedFor(const TileType& type, Rotation rotation);
};

} // namespace bastide
