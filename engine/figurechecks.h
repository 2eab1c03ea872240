// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/board.h"
#include "engine/move.h"
#include "engine/moveerror.h"

namespace bastide {

class Game;
struct FigureOptions;

/**
 * Where the player to move may put a figure after laying a tile, checked against the figure
 * table (FigureRule) and the modules' vetoes, before the tile is on the board: the one rule
 * that both a record's move and the search's candidates go through.
 */
class FigureChecks
{
public:
    explicit FigureChecks(const Game& game) : m_game(game) {}

    /** Whether the move's figure action is legal (none is). */
    MoveError check(const Move& move) const;
    /** Every figure the player could place with `type` laid at `p`, and whether the abbot
     *  may be taken back. */
    FigureOptions options(TileTypeId type, Placement p) const;

private:
    /** Whether `player` has a meeple on one of the features the tile would join. */
    bool holdsMeeple(int player, const FeatureAfter& after) const;
    MoveError checkAbbotReturn(Placement laid) const;
    /** Whether a module vetoes `place` with `type` laid at `p`. */
    bool vetoed(TileTypeId type, Placement p, FigurePlacement place) const;

    const Game& m_game;
};

} // namespace bastide
