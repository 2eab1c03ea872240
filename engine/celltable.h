// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"

#include <cstdint>
#include <vector>

namespace bastide {

/**
 * Cell → integer map over a dense grid that covers the cells set so far, grown with a
 * margin when a cell falls outside. A map of tiles is compact, so the grid stays small
 * (about 30 × 30 for a whole game): a lookup is one bounds check and one read, where a hash
 * table paid for hashing and probing on the hottest path of the engine, and copying a board
 * for a search copies a few kilobytes.
 */
class CellTable
{
public:
    static constexpr std::int32_t Missing = INT32_MIN;

    /** `expectedCells` is a hint for the first grid's side. */
    explicit CellTable(int expectedCells = 64);

    std::int32_t find(Cell cell) const
    {
        const auto dx = std::uint32_t(cell.x - m_left);
        const auto dy = std::uint32_t(cell.y - m_top);
        if (dx >= std::uint32_t(m_width) || dy >= std::uint32_t(m_height))
            return Missing;
        return m_values[std::size_t(dy) * std::size_t(m_width) + dx];
    }
    void set(Cell cell, std::int32_t value);
    int size() const { return m_size; }
    /** Whether `cell` may be stored: records and decks keep coordinates far smaller. */
    static constexpr bool holds(Cell c)
    {
        return c.x > -32768 && c.x < 32768 && c.y > -32768 && c.y < 32768;
    }

    friend bool operator==(const CellTable&, const CellTable&) = default;

private:
    /** Grows the grid to cover `cell`, with room to spare on the side it grew. */
    void cover(Cell cell);

    std::vector<std::int32_t> m_values; // row-major, Missing where unset
    int m_left = 0;
    int m_top = 0;
    int m_width = 0;
    int m_height = 0;
    int m_size = 0;
};

} // namespace bastide
