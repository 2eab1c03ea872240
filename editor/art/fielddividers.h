// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/tilelayout.h"

#include <QPointF>
#include <utility>
#include <vector>

namespace bastide {

/**
 * What a tile's cities and roads must do to part meadows its definition keeps apart where
 * the plain drawing would join them (a city dividing two fields inside the tile, as on the
 * expansions' tiles): a tongue of city reaching the border point between two fields, roads
 * that end running on to a city gate, two cities joined by a band meeting at a wall.
 */
class FieldDividers
{
public:
    /** Two fields meeting along the border with nothing between them. */
    struct Break
    {
        int slot = -1;           // the first field's slot; the second's is the next clockwise
        bool onCorner = false;   // the two slots are on two sides
        QPointF point;           // on the border, between the two slots
        std::vector<int> both;   // the cities both fields border
        std::vector<int> either; // the cities one of them borders
    };
    /** Two cities, each listed by one of the fields on either side of a road end. */
    struct Bridge
    {
        std::vector<int> from, to;
    };

    /** The dividers `type` asks for; empty for a tile whose fields follow its edges. */
    static FieldDividers of(const TileType& type);

    bool empty() const { return m_breaks.empty() && m_partingEnds.empty(); }
    const std::vector<Break>& breaks() const { return m_breaks; }
    /** Road ends whose two sides are different fields: (road feature, side). */
    const std::vector<std::pair<int, int>>& partingEnds() const { return m_partingEnds; }

    /** Adds the tongues and bands to the bodies and regions of the cities in `features`,
     *  keeping cities from overlapping (where a band meets another city, one wall parts
     *  them). */
    void addToCities(std::vector<TileLayout::FeatureShape>& features) const;

private:
    std::vector<Break> m_breaks;
    std::vector<Bridge> m_bridges;
    std::vector<std::pair<int, int>> m_partingEnds;
};

} // namespace bastide
