// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/board.h"

namespace bastide {

namespace {

constexpr std::array<std::array<int, 2>, 8> Around{
    {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}};

/** Where the three slots of one edge lie in the unturned tiles: slot k of our edge `side`
 *  is `ours + k`, and the neighbour's slot facing it is `theirs + 2 - k`. The same as
 *  unrotateSlot and facingSlot, without their divisions, on the engine's hottest loops. */
struct EdgeSlots
{
    int ours;
    int theirs;
};
constexpr EdgeSlots edgeSlots(int side, Rotation ourRotation, Rotation theirRotation)
{
    return {((side - ourRotation.value()) & 3) * 3, ((side + 2 - theirRotation.value()) & 3) * 3};
}
static_assert(edgeSlots(1, Rotation(3), Rotation(2)).ours == unrotateSlot(3, Rotation(3)));
static_assert(edgeSlots(1, Rotation(3), Rotation(2)).theirs + 2 ==
              unrotateSlot(facingSlot(3), Rotation(2)));
static_assert(edgeSlots(3, Rotation(1), Rotation(0)).theirs + 2 - 2 ==
              unrotateSlot(facingSlot(11), Rotation(0)));

} // namespace

Board::Board(std::shared_ptr<const TileSet> tiles, bool riverRule)
    : m_set(std::move(tiles)), m_riverRule(riverRule), m_cells(2 * m_set->deck().totalTiles() + 8)
{
    const std::size_t total = std::size_t(m_set->deck().totalTiles());
    m_tiles.reserve(total);
    m_segments.reserve(total * 6);
    m_frontier.reserve(2 * total + 4);
}

int Board::find(int segment) const
{
    const auto& s = m_segments;
    while (s[std::size_t(segment)].parent != segment)
        segment = s[std::size_t(segment)].parent;
    return segment;
}

int Board::findShortening(int segment)
{
    auto& s = m_segments;
    while (s[std::size_t(segment)].parent != segment) {
        const int parent = s[std::size_t(segment)].parent;
        s[std::size_t(segment)].parent = s[std::size_t(parent)].parent;
        segment = parent;
    }
    return segment;
}

int Board::unite(int a, int b)
{
    int ra = findShortening(a), rb = findShortening(b);
    if (ra == rb)
        return ra;
    if (m_segments[std::size_t(ra)].size < m_segments[std::size_t(rb)].size)
        std::swap(ra, rb);
    Segment& big = m_segments[std::size_t(ra)];
    Segment& small = m_segments[std::size_t(rb)];
    small.parent = ra;
    big.open = std::int16_t(big.open + small.open);
    big.size = std::int16_t(big.size + small.size);
    big.shields = big.shields + small.shields;
    big.figures = std::uint8_t(big.figures + small.figures);
    big.multi = big.multi || small.multi;
    std::swap(big.next, small.next);
    return ra;
}

bool Board::isComplete(SegmentId segment) const
{
    const Segment& s = m_segments[segment.index()];
    if (isCentreKind(s.kind))
        return m_tiles[s.tile].neighbours == 8;
    if (s.kind == FeatureKind::Field)
        return false;
    return rootOf(segment).open == 0;
}

int Board::featureTileCount(SegmentId segment) const
{
    const Segment& r = rootOf(segment);
    if (!r.multi)
        return r.size;
    // Rare: a tile with two segments of one kind (two city caps, a junction on a loop).
    // Walk the members; small, and only when such a tile is part of the feature.
    std::vector<std::uint16_t> seen;
    forEachSegment(segment, [&](SegmentId s) { seen.push_back(m_segments[s.index()].tile); });
    std::sort(seen.begin(), seen.end());
    return int(std::unique(seen.begin(), seen.end()) - seen.begin());
}

void Board::addFigure(SegmentId segment, int delta)
{
    Segment& r = m_segments[std::size_t(findShortening(segment.value()))];
    r.figures = std::uint8_t(r.figures + delta);
}

void Board::placeStart(TileTypeId type)
{
    addTile(type, Placement{Cell{0, 0}, Rotation(0)}, nullptr);
}

PlacementError Board::check(TileTypeId type, Placement p) const
{
    if (!p.rotation.valid())
        return PlacementError::BadRotation;
    if (!CellTable::holds(p.cell))
        return PlacementError::NotTouching; // far off the map, and its key would alias a near cell
    const std::int32_t v = m_cells.find(p.cell);
    if (v >= 0)
        return PlacementError::Occupied;
    if (v == CellTable::Missing)
        return PlacementError::NotTouching;
    const TileRules& tr = m_set->rules(type);
    const FrontierCell& fc = m_frontier[std::size_t(-v - 1)];
    const bool fits = m_set->rotationsFitting(type, fc.demand) & rotationBit(p.rotation);
    if (m_riverRule && tr.river) {
        const PlacementError river = checkRiver(type, p);
        if (river == PlacementError::RiverMustContinue)
            return river;
        return fits ? river : PlacementError::EdgeMismatch;
    }
    return fits ? PlacementError::None : PlacementError::EdgeMismatch;
}

bool Board::canPlace(TileTypeId type) const
{
    bool found = false;
    // forEachPlacement has no early exit; the frontier is small and this runs once a turn.
    const TileRules& tr = m_set->rules(type);
    if (m_riverRule && tr.river) {
        forEachPlacement(type, [&](Placement) { found = true; });
        return found;
    }
    for (const FrontierCell& fc : m_frontier) {
        if (m_set->rotationsFitting(type, fc.demand))
            return true;
    }
    return false;
}

std::uint16_t Board::occupiedAfter(TileTypeId type, Placement p) const
{
    const TileRules& tr = m_set->rules(type);
    if (tr.wildEdges)
        return 0; // its monastery joins nothing
    // Distinct (feature of the new tile, existing feature it joins) pairs.
    std::array<int, SlotCount> feature{};
    std::array<int, SlotCount> joined{}; // roots
    int n = 0;
    std::uint16_t occupied = 0;
    for (int side = 0; side < SideCount; ++side) {
        const TileIndex other = tileAt(neighbour(p.cell, side));
        if (!other.valid())
            continue;
        const PlacedTile& o = m_tiles[other.index()];
        const TileRules& orules = m_set->rules(o.type);
        if (orules.wildEdges)
            continue; // nothing joins across a wild edge
        int lastF = -1, lastTheirs = -1;
        const EdgeSlots edge = edgeSlots(side, p.rotation, o.rotation);
        for (int k = 0; k < 3; ++k) {
            const int f = tr.slotFeature[std::size_t(edge.ours + k)];
            const int theirs = orules.slotFeature[std::size_t(edge.theirs + 2 - k)];
            if (f == lastF && theirs == lastTheirs)
                continue; // the three slots of a city or field edge: one pair
            lastF = f;
            lastTheirs = theirs;
            const int r = find(o.segment(theirs).value());
            if (n > 0 && feature[std::size_t(n - 1)] == f && joined[std::size_t(n - 1)] == r)
                continue;
            feature[std::size_t(n)] = f;
            joined[std::size_t(n)] = r;
            ++n;
            if (m_segments[std::size_t(r)].figures > 0)
                occupied = std::uint16_t(occupied | (1u << f));
        }
    }
    if (occupied == 0)
        return 0;
    // Two features of the new tile touching one feature become one: spread occupancy.
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                if (joined[std::size_t(i)] != joined[std::size_t(j)])
                    continue;
                const std::uint16_t both = std::uint16_t((1u << feature[std::size_t(i)]) |
                                                         (1u << feature[std::size_t(j)]));
                if ((occupied & both) && (occupied & both) != both) {
                    occupied |= both;
                    changed = true;
                }
            }
        }
    }
    return occupied;
}

FeatureAfter Board::featureAfter(TileTypeId type, Placement p, int feature) const
{
    const TileRules& tr = m_set->rules(type);
    // Every (feature of the new tile, existing root) pair its edges would join, and for each
    // joined side whether the join closes two open ends (roads and cities meet mid-edge).
    struct Join
    {
        int feature;
        SegmentId root;
        bool closesEnds;
    };
    std::array<Join, SlotCount> joins{};
    int n = 0;
    std::array<int, SideCount> endsAtWildEdges{}; // features of ours whose end a wild edge closes
    int wildSides = 0;
    for (int side = 0; side < SideCount; ++side) {
        const TileIndex other = tileAt(neighbour(p.cell, side));
        if (!other.valid())
            continue;
        const PlacedTile& o = m_tiles[other.index()];
        const TileRules& orules = m_set->rules(o.type);
        if (tr.wildEdges)
            continue; // the abbey's monastery joins nothing
        if (orules.wildEdges) {
            // Nothing joins across a wild edge; a road or city end facing it is closed.
            if (signatureTerrain(tr.signature[p.rotation.index()], side) != Terrain::Field)
                endsAtWildEdges[std::size_t(wildSides++)] =
                    tr.slotFeature[std::size_t(unrotateSlot(middleSlot(side), p.rotation))];
            continue;
        }
        const bool closes =
            signatureTerrain(tr.signature[p.rotation.index()], side) != Terrain::Field;
        int lastF = -1, lastTheirs = -1;
        const EdgeSlots edge = edgeSlots(side, p.rotation, o.rotation);
        for (int k = 0; k < 3; ++k) {
            const int f = tr.slotFeature[std::size_t(edge.ours + k)];
            const int theirs = orules.slotFeature[std::size_t(edge.theirs + 2 - k)];
            if (f == lastF && theirs == lastTheirs) {
                // The same pair as the slot before (a city or field edge): one join, which
                // closes the ends if this is the middle slot.
                joins[std::size_t(n - 1)].closesEnds |= closes && k == 1;
                continue;
            }
            lastF = f;
            lastTheirs = theirs;
            joins[std::size_t(n++)] =
                Join{f, SegmentId(find(o.segment(theirs).value())), closes && k == 1};
        }
    }
    // Grow the merged feature: new-tile features and roots linked by some join.
    std::uint16_t features = std::uint16_t(1u << feature);
    FeatureAfter after;
    for (bool grew = true; grew;) {
        grew = false;
        for (int i = 0; i < n; ++i) {
            const Join& j = joins[std::size_t(i)];
            const bool ours = features & (1u << j.feature);
            const bool known = after.joins(j.root);
            if (ours && !known) {
                after.roots[std::size_t(after.rootCount++)] = j.root;
                grew = true;
            } else if (known && !ours) {
                features = std::uint16_t(features | (1u << j.feature));
                grew = true;
            }
        }
    }
    for (int f = 0; f < tr.featureCount; ++f) {
        if (features & (1u << f))
            after.openEnds += tr.features[std::size_t(f)].edges;
    }
    for (int i = 0; i < after.rootCount; ++i)
        after.openEnds += m_segments[after.roots[std::size_t(i)].index()].open;
    for (int i = 0; i < n; ++i) {
        if (joins[std::size_t(i)].closesEnds && (features & (1u << joins[std::size_t(i)].feature)))
            after.openEnds -= 2;
    }
    for (int i = 0; i < wildSides; ++i) {
        if (features & (1u << endsAtWildEdges[std::size_t(i)]))
            --after.openEnds;
    }
    return after;
}

int Board::placementCount(TileTypeId type) const
{
    if (m_riverRule && m_set->rules(type).river) {
        int n = 0;
        forEachPlacement(type, [&](Placement) { ++n; });
        return n;
    }
    int n = 0;
    for (const FrontierCell& fc : m_frontier)
        n += m_set->rotationsFittingCount(type, fc.demand);
    return n;
}

Placement Board::placementAt(TileTypeId type, int k) const
{
    if (m_riverRule && m_set->rules(type).river) {
        Placement found;
        forEachPlacement(type, [&](Placement p) {
            if (k-- == 0)
                found = p;
        });
        return found;
    }
    for (const FrontierCell& fc : m_frontier) {
        const int here = m_set->rotationsFittingCount(type, fc.demand);
        if (k >= here) {
            k -= here;
            continue;
        }
        unsigned rotations = m_set->rotationsFitting(type, fc.demand);
        for (; k > 0; --k)
            rotations &= rotations - 1;
        return Placement{fc.cell, Rotation(std::countr_zero(rotations))};
    }
    return Placement{};
}

PlaceEffects Board::place(TileTypeId type, Placement p)
{
    PlaceEffects effects;
    addTile(type, p, &effects);
    return effects;
}

void Board::place(TileTypeId type, Placement p, PlaceEffects& effects)
{
    effects.completedCount = 0;
    effects.centreCount = 0;
    addTile(type, p, &effects);
}

void Board::addTile(TileTypeId type, Placement p, PlaceEffects* effects)
{
    const TileRules& tr = m_set->rules(type);
    const int index = int(m_tiles.size());
    PlacedTile placed;
    placed.cell = p.cell;
    placed.type = type;
    placed.rotation = p.rotation;
    placed.firstSegment = SegmentId(int(m_segments.size()));
    m_tiles.push_back(placed);

    for (int f = 0; f < tr.featureCount; ++f) {
        const FeatureRules& fr = tr.features[std::size_t(f)];
        const int id = placed.segment(f).value();
        Segment s;
        s.parent = id;
        s.next = id;
        s.tile = std::uint16_t(index);
        s.feature = std::uint8_t(f);
        s.kind = fr.kind;
        s.open = fr.edges;
        s.size = 1;
        s.shields = fr.shields;
        s.figures = 0;
        s.multi = fr.sharesKind;
        m_segments.push_back(s);
    }

    // The cell stops being frontier: swap-remove its entry.
    const std::int32_t old = m_cells.find(p.cell);
    if (old < 0 && old != CellTable::Missing) {
        const std::size_t fi = std::size_t(-old - 1);
        if (fi + 1 != m_frontier.size()) {
            m_frontier[fi] = m_frontier.back();
            m_cells.set(m_frontier[fi].cell, -std::int32_t(fi) - 1);
        }
        m_frontier.pop_back();
    }
    m_cells.set(p.cell, index);

    const std::uint8_t signature = tr.signature[p.rotation.index()];
    for (int side = 0; side < SideCount; ++side) {
        const Cell n = neighbour(p.cell, side);
        const std::int32_t v = m_cells.find(n);
        // The neighbour's side facing us now demands our terrain; it had no neighbour there.
        const int demand = tr.wildEdges ? 0
                                        : (1 + int(signatureTerrain(signature, side))) *
                                              demandDigit(oppositeSide(side));
        if (v >= 0 && tr.wildEdges) {
            // What faces a wild edge ends there, and may be completed by it.
            const SegmentId closed = closeAgainstWildEdge(v, oppositeSide(side));
            if (effects && closed.valid() && m_segments[closed.index()].open == 0 &&
                (m_segments[closed.index()].kind == FeatureKind::City ||
                 m_segments[closed.index()].kind == FeatureKind::Road))
                noteCompleted(*effects, closed);
        } else if (v >= 0) {
            connect(index, side, v);
        } else if (v == CellTable::Missing) {
            m_cells.set(n, -std::int32_t(m_frontier.size()) - 1);
            m_frontier.push_back(FrontierCell{n, std::uint16_t(demand)});
        } else {
            FrontierCell& fc = m_frontier[std::size_t(-v - 1)];
            fc.demand = std::uint16_t(fc.demand + demand);
        }
    }

    for (const auto& d : Around) {
        const TileIndex other = tileAt(Cell{p.cell.x + d[0], p.cell.y + d[1]});
        if (!other.valid())
            continue;
        PlacedTile& o = m_tiles[other.index()];
        ++o.neighbours;
        ++m_tiles[std::size_t(index)].neighbours;
        const int centre = m_set->rules(o.type).centre;
        if (effects && centre >= 0 && o.neighbours == 8)
            effects->centres[std::size_t(effects->centreCount++)] = o.segment(centre);
    }
    if (effects && tr.centre >= 0 && m_tiles[std::size_t(index)].neighbours == 8)
        effects->centres[std::size_t(effects->centreCount++)] = placed.segment(tr.centre);

    if (effects) {
        for (int f = 0; f < tr.featureCount; ++f) {
            const FeatureKind k = tr.features[std::size_t(f)].kind;
            if (k != FeatureKind::City && k != FeatureKind::Road)
                continue;
            const SegmentId r(findShortening(placed.segment(f).value()));
            if (m_segments[r.index()].open == 0)
                noteCompleted(*effects, r);
        }
    }
    if (m_riverRule && tr.river)
        advanceRiver(type, p);
}

void Board::connect(int ourTile, int side, int theirTile)
{
    const PlacedTile& a = m_tiles[std::size_t(ourTile)];
    const PlacedTile& b = m_tiles[std::size_t(theirTile)];
    const TileRules& ra = m_set->rules(a.type);
    const TileRules& rb = m_set->rules(b.type);
    if (ra.wildEdges || rb.wildEdges) {
        closeAgainstWildEdge(ra.wildEdges ? theirTile : ourTile,
                             ra.wildEdges ? oppositeSide(side) : side);
        return;
    }
    int middle = -1;
    int lastA = -1, lastB = -1;
    const EdgeSlots edge = edgeSlots(side, a.rotation, b.rotation);
    for (int k = 0; k < 3; ++k) {
        const int fa = ra.slotFeature[std::size_t(edge.ours + k)];
        const int fb = rb.slotFeature[std::size_t(edge.theirs + 2 - k)];
        // A city or field edge names one pair of features in all three slots: join once.
        if (fa == lastA && fb == lastB) {
            if (k == 1)
                middle = findShortening(a.segment(fa).value());
            continue;
        }
        lastA = fa;
        lastB = fb;
        const int joined = unite(a.segment(fa).value(), b.segment(fb).value());
        if (k == 1)
            middle = joined;
    }
    const Terrain t = signatureTerrain(ra.signature[a.rotation.index()], side);
    if (t != Terrain::Field) {
        Segment& r = m_segments[std::size_t(findShortening(middle))];
        r.open = std::int16_t(r.open - 2);
    }
}

} // namespace bastide
