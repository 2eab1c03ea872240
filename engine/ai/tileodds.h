// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <array>
#include <memory>
#include <vector>

namespace bastide {

/**
 * What the tiles still to come can do for an empty cell: how many of them fit it in some
 * rotation (none: the cell is dead, whatever borders it can never be finished). Only the
 * multiset of undrawn tiles is read, never their order, so a player using it is fair.
 */
class TileOdds
{
public:
    /** Counts the undrawn land tiles of `game`; call again for another position. What it
     *  worked out is kept while the tiles left stay the same. */
    void reset(const Game& game);

    /** Undrawn land (non-river) tiles. */
    int tilesLeft() const { return m_total; }
    /** How many undrawn land tiles fit an empty cell with these neighbours' demand. */
    int fitting(int demand);
    /** The demand of the empty cell `cell`: its neighbours' edge terrains (0 when it has
     *  no neighbour, so every tile "fits" but none can be laid there yet). */
    static int demandAt(const Board& board, Cell cell);
    /** Puts the tiles after the current one in a fixed order (by type, as the rules allow),
     *  so that nothing a search does can depend on the real, hidden order. */
    static void hideOrder(Game& game);

private:
    std::shared_ptr<const GameSetup> m_setup; // whose tiles the counts are of
    const TileSet* m_tiles = nullptr;
    std::vector<std::uint16_t> m_count; // per tile type
    std::vector<std::uint16_t> m_left;  // scratch: the next position's counts
    std::vector<TileTypeId> m_types;    // types with a count, to skip the rest
    int m_total = 0;
    std::array<std::int16_t, DemandCount> m_fit{};
    std::array<std::uint32_t, DemandCount> m_stamp{};
    std::uint32_t m_generation = 0;
};

} // namespace bastide
