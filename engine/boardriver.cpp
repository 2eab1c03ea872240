// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The river rule's half of Board: where the river may go next, and following it as it is
// laid. It continues from its open end, and a bend may not turn the same way as the bend
// before it, whatever lies between.

#include "engine/board.h"

#include <bit>

namespace bastide {

namespace {

/** The turn from heading `from` to heading `to`: +1 right (clockwise), -1 left, 0 straight. */
int turnBetween(int from, int to)
{
    if (to == rotateSide(from, Rotation(1)))
        return 1;
    if (to == rotateSide(from, Rotation(3)))
        return -1;
    return 0;
}

/** Sides of the turned tile that carry the river, as a bit mask. */
int riverSides(const TileRules& tr, Rotation rotation)
{
    int sides = 0;
    for (int side = 0; side < SideCount; ++side) {
        if (signatureTerrain(tr.signature[rotation.index()], side) == Terrain::River)
            sides |= 1 << side;
    }
    return sides;
}

} // namespace

PlacementError Board::checkRiver(TileTypeId type, Placement p) const
{
    if (!m_river.open || p.cell != m_river.cell)
        return PlacementError::RiverMustContinue;
    const TileRules& tr = m_set->rules(type);
    const int sides = riverSides(tr, p.rotation);
    if (!(sides & (1 << m_river.entrySide)))
        return PlacementError::RiverMustContinue;
    const int out = sides & ~(1 << m_river.entrySide);
    if (out == 0)
        return PlacementError::None; // the lake
    const int outSide = std::countr_zero(unsigned(out));
    const int turn = turnBetween(oppositeSide(m_river.entrySide), outSide);
    if (turn != 0 && turn == m_river.lastTurn)
        return PlacementError::RiverSameBend;
    return PlacementError::None;
}

void Board::advanceRiver(TileTypeId type, Placement p)
{
    const TileRules& tr = m_set->rules(type);
    const int sides = riverSides(tr, p.rotation);
    if (tr.spring || !m_river.open) {
        // The spring: the river leaves through its only river edge.
        const int out = std::countr_zero(unsigned(sides));
        m_river = RiverEnd{true, neighbour(p.cell, out), std::int8_t(oppositeSide(out)), 0};
        return;
    }
    const int out = sides & ~(1 << m_river.entrySide);
    if (out == 0) {
        m_river.open = false; // the lake closes the river
        return;
    }
    const int outSide = std::countr_zero(unsigned(out));
    const int turn = turnBetween(oppositeSide(m_river.entrySide), outSide);
    m_river.cell = neighbour(p.cell, outSide);
    m_river.entrySide = std::int8_t(oppositeSide(outSide));
    if (turn != 0)
        m_river.lastTurn = std::int8_t(turn);
}

} // namespace bastide
