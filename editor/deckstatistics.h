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
 * What it says about fitting counts the tiles in play, as a game shuffles them: the base
 * game's and those of the expansion sets chosen. It is about whole edge patterns (every edge
 * of a turn of the tile against every side of a hole), never terrains one by one. It cannot say how
 * often a tile will fit nowhere in play: that depends on the holes games leave, which the test
 * games (DeckSimulation) measure.
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
         *  edges of the tiles in play. */
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

    /** `sets`: the expansion sets in play beside the base game (a set the deck has not is
     *  left out); their tiles count with the base tiles. */
    explicit DeckStatistics(const Deck& deck, const QStringList& sets = {});

    /** Copies and types in play with a turn whose edges meet every side of `hole`. */
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
    /** The deck's expansion sets in play, and the copies in play: base and those sets'. */
    QStringList sets;
    int playedTiles = 0;
    /** Each group of the deck, in the order GroupNames::inDeck gives; every copy counted. */
    std::vector<GroupCount> groups;
    std::array<TerrainCount, 4> terrain{}; // indexed by Terrain
    int shields = 0;
    int monasteries = 0;
    int gardens = 0;
    /** Copies in play: road ends and roads that run through. */
    int roadEnds = 0;
    int roadsThrough = 0;
    /** City parts of the copies in play by the number of edges they reach (index 1 to 4). */
    std::array<int, SideCount + 1> cityParts{};
    /** Points per copy in play, on average. */
    double pointsPerTile = 0;
    /** Edge patterns of the tiles in play, most copies first. */
    std::vector<PatternCount> patterns;
    /** Every tile type in play with copies, in deck order. */
    std::vector<TileFigures> perTile;
    /** Tile types in play whose edges meet no edge any other tile in play has: no hole
     *  a game can leave takes them. */
    std::vector<int> fitsNoHole;
    /** Tile types in play that fill fewer than AwkwardCornerShare of corner holes, fewest
     *  first. */
    std::vector<int> awkward;

private:
    void countGroup(const TileType& tile, int copies);

    std::vector<std::pair<EdgePattern, int>> m_played; // each type in play: pattern, copies
};

} // namespace bastide
