// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ids.h"

#include <cstdint>

namespace bastide {

/** What part of a placed tile a figure stands on (spec §3, addresses). */
enum class SiteKind : std::uint8_t
{
    Feature, // a feature of the tile: `index` is the feature index of the tile type
    TowerTop,
    Corner, // `index` 0–3: the tile's NW, NE, SE, SW corner on the board
    Tile    // the tile itself (the dragon, the fairy)
};

/**
 * Where a figure stands: a feature of any placed tile, a tower top, a tile corner or the
 * tile itself. A figure is named by its site in records and keeps it while on the board.
 */
struct Site
{
    SiteKind kind = SiteKind::Feature;
    TileIndex tile;
    std::int8_t index = 0;

    static Site feature(TileIndex tile, int feature)
    {
        return Site{SiteKind::Feature, tile, std::int8_t(feature)};
    }
    static Site towerTop(TileIndex tile) { return Site{SiteKind::TowerTop, tile, 0}; }
    static Site corner(TileIndex tile, int corner)
    {
        return Site{SiteKind::Corner, tile, std::int8_t(corner)};
    }
    static Site wholeTile(TileIndex tile) { return Site{SiteKind::Tile, tile, 0}; }
    bool valid() const { return tile.valid(); }
    friend bool operator==(const Site&, const Site&) = default;
};

} // namespace bastide
