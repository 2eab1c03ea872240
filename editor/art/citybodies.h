// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QPainterPath>
#include <vector>

namespace bastide {

/**
 * The shapes of a tile's cities: a cap on one side, a corner, a passage across, three
 * sides or the whole tile, worked out from the sides each city reaches. Small cities keep
 * their natural shape and bigger ones give way around them, so cities never overlap.
 */
class CityBodies
{
public:
    struct City
    {
        int feature = -1;
        /** Reaches past the tile border; its outline inside the tile is the wall. */
        QPainterPath body;
        /** The part inside the tile. */
        QPainterPath region;
    };

    static std::vector<City> layOut(const TileType& type);
};

} // namespace bastide
