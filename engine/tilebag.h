// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ids.h"
#include "engine/moveerror.h"

#include <span>
#include <vector>

namespace bastide {

class Random;
class TileSet;
struct Rules;

/**
 * The tiles not drawn yet, in draw order (spec §4 Setup): river tiles first, the lake last of
 * them, then the base tiles and those of the expansion sets in play, shuffled together. A
 * value type: a game copies it with itself.
 */
class TileBag
{
public:
    TileBag() = default;
    /** Every tile of the deck in play but `start`, shuffled from `seed` as the rules say. */
    TileBag(const TileSet& tiles, const Rules& rules, TileTypeId start, std::uint64_t seed);

    bool empty() const { return m_next == m_tiles.size(); }
    int size() const { return int(m_tiles.size() - m_next); }
    /** The tiles not drawn yet, in draw order. */
    std::span<const TileTypeId> remaining() const
    {
        return std::span<const TileTypeId>(m_tiles).subspan(m_next);
    }
    /** The first tile that may be drawn for which `mayDraw(type)` holds, or an invalid id. */
    template <class MayDraw> TileTypeId firstDrawable(MayDraw&& mayDraw) const
    {
        for (std::size_t i = m_next; i < m_tiles.size(); ++i) {
            if (mayDraw(m_tiles[i]))
                return m_tiles[i];
        }
        return TileTypeId();
    }
    /** Whether `type` may be drawn now: in the bag, river tiles first, the lake last. */
    MoveError canDraw(const TileSet& tiles, TileTypeId type) const;
    /** Takes `type` out; the others keep their order. canDraw() must have said yes. */
    void draw(const TileSet& tiles, TileTypeId type);
    /** Replaces the order of the undrawn tiles; refused unless it holds exactly the same
     *  tiles in an order the rules allow. */
    MoveError reorder(const TileSet& tiles, std::span<const TileTypeId> order);
    /** Shuffles the tiles after the first one in an order the rules allow: a search's guess
     *  at the hidden draw order. */
    void shuffleUnseen(const TileSet& tiles, Random& random);

    friend bool operator==(const TileBag&, const TileBag&) = default;

private:
    std::vector<TileTypeId> m_tiles;
    std::size_t m_next = 0;
    int m_riverLeft = 0; // river tiles (lake included) not drawn yet
};

} // namespace bastide
