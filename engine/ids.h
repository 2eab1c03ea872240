// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtCore/qhashfunctions.h>
#include <compare>
#include <cstddef>
#include <cstdint>

namespace bastide {

/**
 * An index of one kind of thing, as a type of its own. The board hands out placed-tile
 * indices and segment numbers that are both small integers, and a tile's type is one too;
 * as plain ints one could be passed for another and still compile. Each kind is an Id with
 * its own tag, made from an int only explicitly; -1 (the default) means none.
 */
template <class Tag> class Id
{
public:
    constexpr Id() = default;
    constexpr explicit Id(int value) : m_value(value) {}

    constexpr int value() const { return m_value; }
    /** For indexing the vector the id points into. */
    constexpr std::size_t index() const { return std::size_t(m_value); }
    constexpr bool valid() const { return m_value >= 0; }

    friend constexpr auto operator<=>(Id, Id) = default;
    friend constexpr bool operator==(Id, Id) = default;
    friend size_t qHash(Id id, size_t seed = 0) { return ::qHash(id.m_value, seed); }

private:
    std::int32_t m_value = -1;
};

/** A tile on the board, numbered in the order the tiles were laid. */
using TileIndex = Id<struct TileIndexTag>;
/** One feature of one placed tile. Joined segments form a feature, named by its root. */
using SegmentId = Id<struct SegmentIdTag>;
/** A tile's type: its index in the deck's tiles (and the TileSet's tables). Bags, records and
 *  moves name tiles by type; a placed tile on the board is a TileIndex. */
using TileTypeId = Id<struct TileTypeIdTag>;

} // namespace bastide
