// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/celltable.h"

#include <algorithm>
#include <cmath>

namespace bastide {

namespace {

/** Cells added beyond the one that did not fit, on the side that grew. */
constexpr int GrowthMargin = 8;

} // namespace

CellTable::CellTable(int expectedCells)
{
    // A map of n tiles is rarely wider than about 2·√n; start there, centred on the start.
    const int side = std::clamp(2 * int(std::sqrt(double(std::max(expectedCells, 1)))), 8, 48);
    m_left = -side / 2;
    m_top = -side / 2;
    m_width = side;
    m_height = side;
    m_values.assign(std::size_t(side) * std::size_t(side), Missing);
}

void CellTable::set(Cell cell, std::int32_t value)
{
    if (find(cell) == Missing) {
        if (!(unsigned(cell.x - m_left) < unsigned(m_width) &&
              unsigned(cell.y - m_top) < unsigned(m_height)))
            cover(cell);
        ++m_size;
    }
    m_values[std::size_t(cell.y - m_top) * std::size_t(m_width) + std::size_t(cell.x - m_left)] =
        value;
}

void CellTable::cover(Cell cell)
{
    const int left = cell.x < m_left ? cell.x - GrowthMargin : m_left;
    const int top = cell.y < m_top ? cell.y - GrowthMargin : m_top;
    const int right = cell.x >= m_left + m_width ? cell.x + GrowthMargin : m_left + m_width - 1;
    const int bottom = cell.y >= m_top + m_height ? cell.y + GrowthMargin : m_top + m_height - 1;
    const int width = right - left + 1;
    const int height = bottom - top + 1;
    std::vector<std::int32_t> values(std::size_t(width) * std::size_t(height), Missing);
    for (int y = 0; y < m_height; ++y) {
        const auto from = m_values.begin() + std::ptrdiff_t(y) * m_width;
        std::copy(from, from + m_width,
                  values.begin() + std::ptrdiff_t(y + m_top - top) * width + (m_left - left));
    }
    m_values = std::move(values);
    m_left = left;
    m_top = top;
    m_width = width;
    m_height = height;
}

} // namespace bastide
