// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The board's wild edges (the abbey, abbey-mayor.md): what faces one ends there.

#include "engine/board.h"

namespace bastide {

SegmentId Board::closeAgainstWildEdge(int tile, int side)
{
    const PlacedTile& t = m_tiles[std::size_t(tile)];
    const TileRules& rt = m_set->rules(t.type);
    if (rt.wildEdges) // two wild edges: nothing meets
        return SegmentId();
    const Terrain terrain = signatureTerrain(rt.signature[t.rotation.index()], side);
    if (terrain == Terrain::Field)
        return SegmentId(); // fields have no ends to close
    const int f = rt.slotFeature[std::size_t(unrotateSlot(middleSlot(side), t.rotation))];
    const int root = findShortening(t.segment(f).value());
    Segment& r = m_segments[std::size_t(root)];
    r.open = std::int16_t(r.open - 1);
    return SegmentId(root);
}

void Board::noteCompleted(PlaceEffects& effects, SegmentId root)
{
    for (int i = 0; i < effects.completedCount; ++i) {
        if (effects.completed[std::size_t(i)] == root)
            return;
    }
    effects.completed[std::size_t(effects.completedCount++)] = root;
}

} // namespace bastide
