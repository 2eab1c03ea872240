// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"

#include <array>
#include <vector>

namespace bastide {

/**
 * Counts that tell a designer what a deck is made of: tiles, edges of each terrain, how
 * many tiles can be laid against each kind of edge, shields, monasteries and gardens; and
 * an estimate of which base tiles will often fit nowhere.
 */
struct DeckStatistics
{
    /** Open edges on a board in mid-game, roughly; the estimate assumes this many. */
    static constexpr int TypicalOpenEdges = 12;
    /** Estimated chance of fitting nowhere above which a tile is warned about. */
    static constexpr double RiskThreshold = 0.05;

    struct TerrainCount
    {
        int edges = 0; // edges of this terrain, every copy counted
        int tiles = 0; // copies with at least one edge of this terrain
    };
    struct Risk
    {
        int tile = -1;
        /** Share of base-game edges this tile can be laid against. */
        double fittingShare = 0;
        /** Chance that none of TypicalOpenEdges random open edges takes it. */
        double chance = 0;
    };

    explicit DeckStatistics(const Deck& deck);

    int types = 0;
    int tiles = 0;
    int baseTiles = 0;
    int riverTiles = 0;
    std::array<TerrainCount, 4> terrain{}; // indexed by Terrain
    int shields = 0;
    int monasteries = 0;
    int gardens = 0;
    /** Base tiles at risk of fitting nowhere, riskiest first. */
    std::vector<Risk> risks;
};

} // namespace bastide
