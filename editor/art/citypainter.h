// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPainter>
#include <cstdint>

namespace bastide {

class ClearanceMap;
class TileLayout;

/** Paints the cities of a layout: warm stone ground crowded with houses, crenellated walls
 *  along the city border, gatehouses where roads enter, and shields. */
class CityPainter
{
public:
    static void paint(QPainter& p, const TileLayout& layout, std::uint64_t seed);

private:
    static void paintPaving(QPainter& p, const TileLayout& layout, std::uint64_t seed);
    static void paintHouses(QPainter& p, const ClearanceMap& room, std::uint64_t seed);
    static void paintWalls(QPainter& p, const TileLayout& layout);
    static void paintGates(QPainter& p, const TileLayout& layout);
};

} // namespace bastide
