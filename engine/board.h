// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/celltable.h"
#include "engine/ids.h"
#include "engine/moveerror.h"
#include "engine/tileset.h"

#include <algorithm>
#include <memory>
#include <span>

namespace bastide {

/** A tile on the board. */
struct PlacedTile
{
    Cell cell;
    TileTypeId type;
    Rotation rotation;
    std::uint8_t neighbours = 0; // of the eight surrounding cells, how many hold a tile
    SegmentId firstSegment;      // the segment of feature 0; see segment()
    /** The segment of the tile's feature `feature`. */
    SegmentId segment(int feature) const { return SegmentId(firstSegment.value() + feature); }
    friend bool operator==(const PlacedTile&, const PlacedTile&) = default;
};

/** An empty cell next to the map, with the edge terrains its neighbours demand. */
struct FrontierCell
{
    Cell cell;
    std::uint16_t demand = 0; // see DemandCount
    friend bool operator==(const FrontierCell&, const FrontierCell&) = default;
};

/** Features a placement finished: city and road roots, and tiles whose centre is surrounded. */
struct PlaceEffects
{
    int completedCount = 0;
    std::array<SegmentId, MaxTileFeatures> completed{};
    int centreCount = 0;
    std::array<SegmentId, 9> centres{};
    /** Equal in what they list (entries past the counts are not part of them). */
    friend bool operator==(const PlaceEffects& a, const PlaceEffects& b)
    {
        return a.completedCount == b.completedCount && a.centreCount == b.centreCount &&
               std::equal(a.completed.begin(), a.completed.begin() + a.completedCount,
                          b.completed.begin()) &&
               std::equal(a.centres.begin(), a.centres.begin() + a.centreCount, b.centres.begin());
    }
};

/** The feature one feature of a tile would belong to if the tile were laid: the features
 *  already on the board it would join (their roots) and its open ends after laying. */
struct FeatureAfter
{
    int rootCount = 0;
    std::array<SegmentId, SlotCount> roots{};
    int openEnds = 0;
    bool joins(SegmentId root) const
    {
        for (int i = 0; i < rootCount; ++i) {
            if (roots[std::size_t(i)] == root)
                return true;
        }
        return false;
    }
};

/**
 * The map: placed tiles, the frontier of open cells, and the features they form, merged
 * incrementally with a union-find. Each placed feature is a segment; a set of joined
 * segments is a feature, whose root keeps its open ends, size, shields and figure count.
 * Placing a tile touches only its four neighbours and eight surrounding cells.
 */
class Board
{
public:
    Board(std::shared_ptr<const TileSet> tiles, bool riverRule);

    const TileSet& tileSet() const { return *m_set; }

    /** Lays the start tile (or the spring) at (0,0), rotation 0. */
    void placeStart(TileTypeId type);
    PlacementError check(TileTypeId type, Placement p) const;
    /** Lays a tile; `check` must have returned None. */
    PlaceEffects place(TileTypeId type, Placement p);
    /** Lays a tile into `effects` (reset first), without a copy of them. */
    void place(TileTypeId type, Placement p, PlaceEffects& effects);

    /** Calls f(Placement) for every legal placement of `type`, all four rotations. */
    template <class F> void forEachPlacement(TileTypeId type, F&& f) const;
    bool canPlace(TileTypeId type) const;
    /** How many legal placements `type` has; with placementAt, a uniform random choice
     *  without building a list (search playouts and the benchmark do this every turn). */
    int placementCount(TileTypeId type) const;
    /** The k-th legal placement in forEachPlacement's order, 0 <= k < placementCount. */
    Placement placementAt(TileTypeId type, int k) const;
    /** Features of `type` laid at `p` that would join a feature already holding a figure,
     *  as a bit per feature index; nothing is changed. */
    std::uint16_t occupiedAfter(TileTypeId type, Placement p) const;
    /** What feature `feature` of `type` laid at `p` would join, and its open ends then
     *  (the builder's and the pig's conditions); nothing is changed. */
    FeatureAfter featureAfter(TileTypeId type, Placement p, int feature) const;

    int placedCount() const { return int(m_tiles.size()); }
    const PlacedTile& tile(TileIndex index) const { return m_tiles[index.index()]; }
    std::span<const PlacedTile> tiles() const { return m_tiles; }
    /** The tile at `cell`, or an invalid index. */
    TileIndex tileAt(Cell cell) const
    {
        const std::int32_t v = m_cells.find(cell);
        return v >= 0 ? TileIndex(v) : TileIndex();
    }
    std::span<const FrontierCell> frontier() const { return m_frontier; }
    /** What the tiles around the empty `cell` demand of its edges (see FrontierCell); 0 for a
     *  cell next to no tile, or one already filled. */
    int demandAt(Cell cell) const
    {
        const std::int32_t v = m_cells.find(cell);
        return v < 0 && v != CellTable::Missing ? m_frontier[std::size_t(-(v + 1))].demand : 0;
    }

    // Features. A segment is (placed tile, feature index); a feature is named by its root.
    SegmentId segmentOf(TileIndex tile, int feature) const
    {
        return m_tiles[tile.index()].segment(feature);
    }
    /** Segments are numbered 0 … segmentCount() - 1. */
    int segmentCount() const { return int(m_segments.size()); }
    SegmentId root(SegmentId segment) const { return SegmentId(find(segment.value())); }
    TileIndex segmentTile(SegmentId segment) const
    {
        return TileIndex(m_segments[segment.index()].tile);
    }
    int segmentFeature(SegmentId segment) const { return m_segments[segment.index()].feature; }
    FeatureKind kind(SegmentId segment) const { return m_segments[segment.index()].kind; }
    /** Cities and roads: no open end left. Centres: all eight neighbours placed. */
    bool isComplete(SegmentId segment) const;
    /** Distinct tiles in the feature (a tile counts once however many segments it has). */
    int featureTileCount(SegmentId segment) const;
    int shields(SegmentId segment) const { return rootOf(segment).shields; }
    int openEnds(SegmentId segment) const { return rootOf(segment).open; }
    int figureCount(SegmentId segment) const { return rootOf(segment).figures; }
    void addFigure(SegmentId segment, int delta);
    /** Calls f(SegmentId) for each segment of the feature. */
    template <class F> void forEachSegment(SegmentId segment, F&& f) const;

    /** Equal boards hold the same tiles and features (root choice and path lengths of the
     *  union-find included: a board copied and replayed identically compares equal). */
    friend bool operator==(const Board&, const Board&) = default;

private:
    struct Segment
    {
        std::int32_t parent;
        std::int32_t next; // circular list of the feature's segments, spliced on union
        std::uint16_t tile;
        std::uint8_t feature;
        FeatureKind kind;
        // Valid on roots only.
        std::int16_t open;
        std::int16_t size;
        std::int32_t shields; // a hostile deck may hold 1000 tiles of 99 shields
        std::uint8_t figures;
        bool multi; // some tile has several segments in this feature
        friend bool operator==(const Segment&, const Segment&) = default;
    };
    struct RiverEnd
    {
        bool open = false;
        Cell cell;
        std::int8_t entrySide = 0;
        std::int8_t lastTurn = 0; // +1 right, -1 left, 0 no bend yet
        friend bool operator==(const RiverEnd&, const RiverEnd&) = default;
    };

    const Segment& rootOf(SegmentId segment) const
    {
        return m_segments[std::size_t(find(segment.value()))];
    }
    /** The root, read only: const queries never write, so several threads may read one
     *  board (a parallel search shares a const Game). */
    int find(int segment) const;
    /** The root, halving the path on the way: only from mutating calls. */
    int findShortening(int segment);
    int unite(int a, int b);
    void addTile(TileTypeId type, Placement p, PlaceEffects* effects);
    void connect(int ourTile, int side, int theirTile);
    /** Closes the road, city or river end of `tile` on `side`, which faces a wild edge;
     *  returns the closed feature's root (invalid when nothing ends there). */
    SegmentId closeAgainstWildEdge(int tile, int side);
    static void noteCompleted(PlaceEffects& effects, SegmentId root);
    PlacementError checkRiver(TileTypeId type, Placement p) const;
    void advanceRiver(TileTypeId type, Placement p);

    std::shared_ptr<const TileSet> m_set;
    bool m_riverRule = false;
    std::vector<PlacedTile> m_tiles;
    std::vector<Segment> m_segments;
    CellTable m_cells; // placed tile index, or -(frontier index + 1)
    std::vector<FrontierCell> m_frontier;
    RiverEnd m_river;
};

template <class F> void Board::forEachPlacement(TileTypeId type, F&& f) const
{
    const TileRules& tr = m_set->rules(type);
    if (m_riverRule && tr.river) {
        if (!m_river.open)
            return;
        for (int r = 0; r < 4; ++r) {
            const Placement p{m_river.cell, Rotation(r)};
            if (check(type, p) == PlacementError::None)
                f(p);
        }
        return;
    }
    for (const FrontierCell& fc : m_frontier) {
        const unsigned rotations = m_set->rotationsFitting(type, fc.demand);
        if (rotations == 0)
            continue;
        for (int r = 0; r < 4; ++r) {
            if (rotations & (1u << r))
                f(Placement{fc.cell, Rotation(r)});
        }
    }
}

template <class F> void Board::forEachSegment(SegmentId segment, F&& f) const
{
    // An id that names no segment (a figure drawn off the board, a stale id) visits nothing
    // instead of walking memory that is not a feature's ring.
    if (!segment.valid() || segment.value() >= segmentCount())
        return;
    int s = segment.value();
    do {
        f(SegmentId(s));
        s = m_segments[std::size_t(s)].next;
    } while (s != segment.value());
}

} // namespace bastide
