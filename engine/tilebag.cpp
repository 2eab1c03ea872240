// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/tilebag.h"

#include "engine/random.h"
#include "engine/rules.h"
#include "engine/tileset.h"

#include <algorithm>

namespace bastide {

namespace {

/** Shuffles v[from, to). */
void shuffle(std::vector<TileTypeId>& v, std::size_t from, std::size_t to, Random& rng)
{
    for (std::size_t i = to; i > from + 1; --i) {
        const std::size_t j = from + rng.below(std::uint32_t(i - from));
        std::swap(v[i - 1], v[j]);
    }
}

} // namespace

TileBag::TileBag(const TileSet& tiles, const Rules& rules, TileTypeId start, std::uint64_t seed)
{
    const Deck& deck = tiles.deck();
    const TileTypeId spring =
        rules.river ? TileTypeId(deck.startTile(TileGroup::River)) : TileTypeId();
    const TileTypeId lake = rules.river ? TileTypeId(deck.lakeTile()) : TileTypeId();
    Random rng(seed);
    m_tiles.reserve(std::size_t(deck.totalTiles()));
    if (rules.river) {
        for (int t = 0; t < int(deck.tiles.size()); ++t) {
            const TileType& type = deck.tiles[std::size_t(t)];
            if (type.group != TileGroup::River || TileTypeId(t) == spring || TileTypeId(t) == lake)
                continue;
            for (int c = 0; c < type.count; ++c)
                m_tiles.push_back(TileTypeId(t));
        }
        shuffle(m_tiles, 0, m_tiles.size(), rng);
        if (lake.valid())
            m_tiles.push_back(lake);
        m_riverLeft = int(m_tiles.size());
    }
    const std::size_t baseFrom = m_tiles.size();
    for (int t = 0; t < int(deck.tiles.size()); ++t) {
        const TileType& type = deck.tiles[std::size_t(t)];
        // Base tiles and those of the expansion sets in play, shuffled together (spec §4).
        if (type.group == TileGroup::River || !inPlay(type, rules))
            continue;
        const int copies = type.count - (TileTypeId(t) == start ? 1 : 0);
        for (int c = 0; c < copies; ++c)
            m_tiles.push_back(TileTypeId(t));
    }
    shuffle(m_tiles, baseFrom, m_tiles.size(), rng);
}

MoveError TileBag::canDraw(const TileSet& tiles, TileTypeId type) const
{
    if (!tiles.contains(type) ||
        std::find(m_tiles.begin() + std::ptrdiff_t(m_next), m_tiles.end(), type) == m_tiles.end())
        return MoveError::TileNotInBag;
    const TileRules& tr = tiles.rules(type);
    if (m_riverLeft > 0 && !tr.river)
        return MoveError::RiverTilesFirst;
    if (tr.lake && m_riverLeft > 1)
        return MoveError::LakeLast;
    return MoveError::None;
}

void TileBag::draw(const TileSet& tiles, TileTypeId type)
{
    // Nearly always the tile on top (a record or a player that draws another is rare).
    if (m_tiles[m_next] != type) {
        const auto from = m_tiles.begin() + std::ptrdiff_t(m_next);
        const auto pos = std::find(from, m_tiles.end(), type);
        std::rotate(from, pos, pos + 1);
    }
    ++m_next;
    if (tiles.rules(type).river)
        --m_riverLeft;
}

MoveError TileBag::reorder(const TileSet& tiles, std::span<const TileTypeId> order)
{
    std::vector<TileTypeId> a(m_tiles.begin() + std::ptrdiff_t(m_next), m_tiles.end());
    std::vector<TileTypeId> b(order.begin(), order.end());
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    if (a != b)
        return MoveError::TileNotInBag;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const TileRules& tr = tiles.rules(order[i]);
        const bool mustBeRiver = int(i) < m_riverLeft;
        if (tr.river != mustBeRiver || (tr.lake && int(i) != m_riverLeft - 1))
            return MoveError::RiverTilesFirst;
    }
    std::copy(order.begin(), order.end(), m_tiles.begin() + std::ptrdiff_t(m_next));
    return MoveError::None;
}

void TileBag::shuffleUnseen(const TileSet& tiles, Random& random)
{
    if (m_next >= m_tiles.size())
        return;
    // The current tile is known; river tiles still to come stay before the base tiles.
    const std::size_t riverEnd = m_next + std::size_t(std::max(m_riverLeft, 0));
    if (riverEnd > m_next + 1) {
        const bool lakeLast = tiles.rules(m_tiles[riverEnd - 1]).lake;
        shuffle(m_tiles, m_next + 1, riverEnd - (lakeLast ? 1 : 0), random);
    }
    shuffle(m_tiles, std::max(riverEnd, m_next + 1), m_tiles.size(), random);
}

} // namespace bastide
