// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/celltable.h"

#include <bit>

namespace bastide {

CellTable::CellTable(int expectedCells)
{
    const std::uint32_t capacity = std::bit_ceil(std::uint32_t(std::max(16, expectedCells * 2)));
    m_entries.assign(capacity, Entry{EmptyKey, 0});
    m_mask = capacity - 1;
    m_shift = 32 - std::countr_zero(capacity);
}

void CellTable::set(Cell cell, std::int32_t value)
{
    const std::uint32_t key = pack(cell);
    for (std::uint32_t i = slotFor(key);; i = (i + 1) & m_mask) {
        Entry& e = m_entries[i];
        if (e.key == key) {
            e.value = value;
            return;
        }
        if (e.key == EmptyKey) {
            e = Entry{key, value};
            if (++m_size * 2 > int(m_entries.size()))
                grow();
            return;
        }
    }
}

void CellTable::grow()
{
    std::vector<Entry> old = std::move(m_entries);
    const std::uint32_t capacity = std::uint32_t(old.size()) * 2;
    m_entries.assign(capacity, Entry{EmptyKey, 0});
    m_mask = capacity - 1;
    m_shift = 32 - std::countr_zero(capacity);
    m_size = 0;
    for (const Entry& e : old) {
        if (e.key != EmptyKey) {
            for (std::uint32_t i = slotFor(e.key);; i = (i + 1) & m_mask) {
                if (m_entries[i].key == EmptyKey) {
                    m_entries[i] = e;
                    ++m_size;
                    break;
                }
            }
        }
    }
}

} // namespace bastide
