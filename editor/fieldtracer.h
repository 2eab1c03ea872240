// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <vector>

namespace bastide {

/**
 * Works out which field slots of a tile lie in one meadow as the tile art draws it: the
 * ground left free by cities, roads, rivers and road junctions, split into connected parts.
 * The editor groups a tile's fields this way, so the definition matches the picture.
 */
class FieldTracer
{
public:
    /** The slots not taken by a city, road or river, grouped by the meadow they open onto,
     *  groups ordered by their lowest slot; then an empty group for each meadow inside the
     *  tile that no slot opens onto (an inner field). The fields of `type` are drawn when
     *  they share out the free slots (so the cities part them as they say), and otherwise
     *  ignored. */
    static std::vector<SlotMask> trace(const TileType& type);
};

} // namespace bastide
