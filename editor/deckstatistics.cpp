// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/deckstatistics.h"

#include <algorithm>
#include <cmath>

namespace bastide {

DeckStatistics::DeckStatistics(const Deck& deck)
{
    types = int(deck.tiles.size());
    std::array<int, 4> baseEdges{};
    int baseEdgeTotal = 0;
    for (const TileType& t : deck.tiles) {
        const int copies = std::max(0, t.count);
        tiles += copies;
        (t.group == TileGroup::River ? riverTiles : baseTiles) += copies;
        std::array<bool, 4> has{};
        for (int side = 0; side < SideCount; ++side) {
            const int terrainIndex = int(t.edgeTerrain(side));
            terrain[std::size_t(terrainIndex)].edges += copies;
            has[std::size_t(terrainIndex)] = true;
            if (t.group == TileGroup::Base) {
                baseEdges[std::size_t(terrainIndex)] += copies;
                baseEdgeTotal += copies;
            }
        }
        for (std::size_t k = 0; k < has.size(); ++k)
            terrain[k].tiles += has[k] ? copies : 0;
        for (const Feature& f : t.features) {
            shields += f.shields * copies;
            monasteries += f.kind == FeatureKind::Monastery ? copies : 0;
            gardens += f.kind == FeatureKind::Garden ? copies : 0;
        }
    }
    if (baseEdgeTotal == 0)
        return;
    // A tile fits an open edge of any terrain it has (turned to face it). With the open
    // edges of a board drawn like the deck's edges, it fits none of n of them with
    // probability (1 - share)^n.
    for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
        const TileType& t = deck.tiles[i];
        if (t.group != TileGroup::Base || t.count < 1)
            continue;
        std::array<bool, 4> has{};
        for (int side = 0; side < SideCount; ++side)
            has[std::size_t(t.edgeTerrain(side))] = true;
        double share = 0;
        for (std::size_t k = 0; k < has.size(); ++k)
            share += has[k] ? double(baseEdges[k]) / baseEdgeTotal : 0;
        const double chance = std::pow(std::max(0.0, 1.0 - share), TypicalOpenEdges);
        if (chance > RiskThreshold)
            risks.push_back({int(i), share, chance});
    }
    std::sort(risks.begin(), risks.end(),
              [](const Risk& a, const Risk& b) { return a.chance > b.chance; });
}

} // namespace bastide
