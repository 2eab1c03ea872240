// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/tilelayout.h"

#include <optional>
#include <vector>

namespace bastide {

/**
 * Where the roads that end on a tile go: into the monastery or garden, to a junction
 * shared in the middle, through a gate into a city, over a bridge, or to a hamlet of their
 * own, chosen so that the drawing divides the fields as the definition does.
 */
class RoadEndRouter
{
public:
    /** What is already laid out when the road ends are routed. */
    struct Ground
    {
        std::optional<QPointF> centre; // the monastery or garden
        QPainterPath banks;            // rivers with their banks
        QPainterPath roads;            // roads running side to side, with verges
        QPainterPath cities;
        /** Road ends whose two sides are different fields, (road feature, side): each runs
         *  on to a city (or water, or a road running through), parting them. */
        std::vector<std::pair<int, int>> parting;
    };
    /** Which road ends to route: parting ones go before the centre is placed (it keeps off
     *  them), the others after. */
    enum class Ends
    {
        All,
        Parting,
        Others,
    };
    struct Routes
    {
        /** Centre lines, each with the road feature it belongs to. */
        std::vector<std::pair<int, tileshapes::Cubic>> arms;
        std::vector<TileLayout::Gate> gates;
        std::vector<TileLayout::Junction> junctions;
    };

    static Routes route(const TileType& type, const Ground& ground, Ends which = Ends::All);
};

} // namespace bastide
