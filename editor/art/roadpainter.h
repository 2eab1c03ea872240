// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPainter>
#include <cstdint>

namespace bastide {

class TileLayout;

/** Paints the roads of a layout: a sandy track with darker verges, stone bridges over water,
 *  a bridge where one road passes over another, and where roads end, a small square with a well or
 * a hamlet of houses. */
class RoadPainter
{
public:
    static void paint(QPainter& p, const TileLayout& layout, std::uint64_t seed);

private:
    static void paintBridges(QPainter& p, const TileLayout& layout, const QPainterPath& lines);
    static void paintOverpasses(QPainter& p, const TileLayout& layout);
    static void paintHamlets(QPainter& p, const TileLayout& layout);
};

} // namespace bastide
