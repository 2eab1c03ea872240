// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <array>
#include <optional>

namespace bastide {

/** A hole on the board: for each side (north, east, south, west) the terrain of the edge
 *  that faces it, or nothing where no tile lies beside it. */
using Hole = std::array<std::optional<Terrain>, SideCount>;

/**
 * A tile's four edges, read clockwise from north: what decides where it may be laid. Two
 * tiles have the same pattern when one turned is the other; the normal form is the turn
 * that puts cities first, so city-road-field-road and road-city-road-field are one pattern.
 */
struct EdgePattern
{
    std::array<Terrain, SideCount> edges{};

    static EdgePattern of(const TileType& tile);
    /** This pattern turned `quarters` quarter turns clockwise. */
    EdgePattern turned(int quarters) const;
    /** One turn per pattern whatever the tile's rotation: the one that reads first with
     *  city before road before field, as designers name them ("city-road-field-road"). */
    EdgePattern normal() const;
    /** Whether some turn of the tile meets every edge of `hole` with the same terrain. */
    bool fits(const Hole& hole) const;
    /** Edges of `terrain`. */
    int count(Terrain terrain) const;

    friend auto operator<=>(const EdgePattern&, const EdgePattern&) = default;
};

} // namespace bastide
