// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/edgepattern.h"
#include "engine/deck.h"

#include <array>
#include <vector>

namespace bastide {

/**
 * Counts that tell a designer what a deck is made of: tiles, edges of each terrain, edge
 * patterns, how many copies fill a hole, road ends and city parts, points per tile.
 *
 * What it says about fitting is about whole edge patterns (every edge of a turn of the tile
 * against every side of a hole), never terrains one by one. It cannot say how often a tile
 * will fit nowhere in play: that depends on the holes games leave, which the test games
 * (DeckSimulation) measure.
 */
struct DeckStatistics
{
    /** A corner hole filled by less than this share of chances marks a tile as awkward. */
    static constexpr double AwkwardCornerShare = 0.15;

    struct TerrainCount
    {
        int edges = 0; // edges of this terrain, every copy counted
        int tiles = 0; // copies with at least one edge of this terrain
    };
    struct PatternCount
    {
        EdgePattern pattern; // normal form
        int copies = 0;
        std::vector<int> tiles; // tile types with this pattern
    };
    struct TileFigures
    {
        int tile = -1;
        EdgePattern pattern;
        /** Chance it fills a hole with one neighbour, the neighbour's edge drawn like the
         *  deck's base edges. */
        double oneSided = 0;
        /** The same for a corner hole: two neighbours on adjacent sides. */
        double corner = 0;
        int roadEnds = 0;
        int points = 0;
    };
    struct Fill
    {
        int copies = 0;
        int types = 0;
    };

    /** What one group of tiles holds (spec §2 `group`), the expansions' marks included. */
    struct GroupCount
    {
        QString group; // as the file names it: "base", "river", "inns-cathedrals", ...
        int types = 0;
        int tiles = 0;
        int shields = 0;
        int monasteries = 0; // monasteries and gardens
        int inns = 0;
        int cathedrals = 0;
        Goods goods{}; // symbols by kind, every copy counted
        int innerFields = 0;
    };

    explicit DeckStatistics(const Deck& deck);

    /** Base copies and types with a turn whose edges meet every side of `hole`. */
    Fill fill(const Hole& hole) const;
    /** What finishing everything on the tile is worth: 2 per city part and 2 per shield, 1
     *  per road part, 9 for a monastery or garden; fields are left out (their points
     *  depend on the farmer rule and the cities around). */
    static int pointsOf(const TileType& tile);
    /** Roads that stop on the tile (at a junction, a city, a monastery or in a field). */
    static int roadEndsOf(const TileType& tile);

    int types = 0;
    int tiles = 0;
    int baseTiles = 0;
    int riverTiles = 0;
    int expansionTiles = 0; // in any expansion set, a designer's own included
    /** Each group of the deck, in the order GroupNames::inDeck gives; every copy counted. */
    std::vector<GroupCount> groups;
    std::array<TerrainCount, 4> terrain{}; // indexed by Terrain
    int shields = 0;
    int monasteries = 0;
    int gardens = 0;
    /** Base copies: road ends and roads that run through. */
    int roadEnds = 0;
    int roadsThrough = 0;
    /** Base copies' city parts by the number of edges they reach (index 1 to 4). */
    std::array<int, SideCount + 1> cityParts{};
    /** Points per base copy, on average. */
    double pointsPerTile = 0;
    /** Base tiles' edge patterns, most copies first. */
    std::vector<PatternCount> patterns;
    /** Every base tile type with copies, in deck order. */
    std::vector<TileFigures> perTile;
    /** Base tile types whose edges meet no edge any other tile of the deck has: no hole
     *  the deck can leave takes them. */
    std::vector<int> fitsNoHole;
    /** Base tile types that fill fewer than AwkwardCornerShare of corner holes, fewest
     *  first. */
    std::vector<int> awkward;

private:
    void countGroup(const TileType& tile, int copies);

    std::vector<std::pair<EdgePattern, int>> m_base; // each base type's pattern and copies
};

} // namespace bastide
