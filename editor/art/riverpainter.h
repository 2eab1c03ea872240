// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPainter>
#include <cstdint>

namespace bastide {

class TileLayout;

/** Paints rivers, springs and lakes of a layout: grassy banks, a sandy shore, water with a
 *  deeper channel and ripples, reeds round a lake and stones round a spring. */
class RiverPainter
{
public:
    static void paint(QPainter& p, const TileLayout& layout, std::uint64_t seed);
};

} // namespace bastide
