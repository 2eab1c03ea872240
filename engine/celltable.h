// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"

#include <cstdint>
#include <vector>

namespace bastide {

/**
 * Cell → integer map with open addressing and linear probing. Cells are never removed, so
 * no tombstones are needed; it is a flat vector, so copying a board for a search is cheap.
 */
class CellTable
{
public:
    static constexpr std::int32_t Missing = INT32_MIN;

    explicit CellTable(int expectedCells = 64);

    std::int32_t find(Cell cell) const
    {
        const std::uint32_t key = pack(cell);
        for (std::uint32_t i = slotFor(key);; i = (i + 1) & m_mask) {
            const Entry& e = m_entries[i];
            if (e.key == key)
                return e.value;
            if (e.key == EmptyKey)
                return Missing;
        }
    }
    void set(Cell cell, std::int32_t value);
    int size() const { return m_size; }
    /** Whether `cell` has a key of its own: keys keep 16 bits of each coordinate. */
    static constexpr bool holds(Cell c)
    {
        return c.x > -32768 && c.x < 32768 && c.y > -32768 && c.y < 32768;
    }

private:
    struct Entry
    {
        std::uint32_t key;
        std::int32_t value;
        friend bool operator==(const Entry&, const Entry&) = default;
    };
    static constexpr std::uint32_t EmptyKey = 0x80008000u; // (-32768, -32768) is never used

    static std::uint32_t pack(Cell c)
    {
        return (std::uint32_t(std::uint16_t(c.x)) << 16) | std::uint16_t(c.y);
    }
    std::uint32_t slotFor(std::uint32_t key) const
    {
        return (key * 0x9E3779B1u) >> m_shift & m_mask;
    }
    void grow();

    std::vector<Entry> m_entries;
    std::uint32_t m_mask = 0;
    int m_shift = 0;
    int m_size = 0;

public:
    friend bool operator==(const CellTable&, const CellTable&) = default;
};

} // namespace bastide
