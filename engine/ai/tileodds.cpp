// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/tileodds.h"

#include <algorithm>

namespace bastide {

void TileOdds::reset(const Game& game)
{
    if (&game.setup() != m_setup.get()) {
        m_setup = game.sharedSetup(); // held, so that its address stays its own
        m_tiles = &game.tileSet();
        m_count.clear(); // so the counts below differ, and every cached demand is dropped
    }
    const TileSet& tiles = *m_tiles;
    m_left.assign(std::size_t(tiles.typeCount()), 0);
    int total = 0;
    for (const TileTypeId type : game.bag()) {
        if (tiles.rules(type).river)
            continue; // river tiles only ever continue the river
        ++m_left[type.index()];
        ++total;
    }
    // The positions a search rates one after another mostly have the same tiles left (every
    // move of one tile does): then every count worked out so far still holds.
    if (m_left == m_count)
        return;
    std::swap(m_left, m_count);
    m_total = total;
    m_types.clear();
    for (std::size_t k = 0; k < m_count.size(); ++k) {
        if (m_count[k])
            m_types.push_back(TileTypeId(int(k)));
    }
    if (++m_generation == 0) { // wrapped: forget every cached demand
        m_stamp.fill(0);
        m_generation = 1;
    }
}

int TileOdds::fitting(int demand)
{
    if (m_stamp[std::size_t(demand)] == m_generation)
        return m_fit[std::size_t(demand)];
    int n = 0;
    for (const TileTypeId type : m_types) {
        if (m_tiles->rotationsFitting(type, demand))
            n += m_count[type.index()];
    }
    m_stamp[std::size_t(demand)] = m_generation;
    m_fit[std::size_t(demand)] = std::int16_t(n);
    return n;
}

int TileOdds::demandAt(const Board& board, Cell cell)
{
    return board.demandAt(cell); // the frontier keeps it up to date as tiles are laid
}

void TileOdds::hideOrder(Game& game)
{
    std::vector<TileTypeId> order(game.bag().begin(), game.bag().end());
    if (order.size() < 3)
        return;
    const TileSet& tiles = game.tileSet();
    // River tiles before the lake before land tiles: the only order the rules allow.
    auto key = [&tiles](TileTypeId type) {
        const TileRules& tr = tiles.rules(type);
        return (tr.river ? 0 : 2 << 16) + (tr.lake ? 1 << 16 : 0) + type.value();
    };
    std::sort(order.begin() + 1, order.end(),
              [&key](TileTypeId a, TileTypeId b) { return key(a) < key(b); });
    game.reorderBag(order);
}

} // namespace bastide
