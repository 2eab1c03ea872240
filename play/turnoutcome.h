// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <span>
#include <vector>

namespace bastide {

/**
 * What one played move did, for views to show and animate: the engine's MoveOutcome (who
 * moved, the tile laid, the figure placed, every score, the figures returned, whether the
 * game ended) plus what only a view needs. Nothing here is a rule: it is all copied from
 * the engine's answer or from the setup.
 */
struct TurnOutcome : MoveOutcome
{
    int moveNumber = 0;  // from 1, as a record counts moves
    TileIndex tileIndex; // the tile laid on the board; none for a discard
    bool computer = false;
    /** The figures during scoring: those already standing plus the one just placed. */
    std::vector<PlacedFigure> figuresDuring;

    /** The turn `outcome` made as move `moveNumber` of `game` (as it stands then or
     *  later: laid tiles never move), when `standing` were the figures on the board before
     *  it. */
    static TurnOutcome of(const Game& game, MoveOutcome outcome, int moveNumber,
                          std::span<const PlacedFigure> standing);
    /** The turns of a whole game from its moves' outcomes, in order (a replayed record);
     *  `standing`, when given, receives the figures on the board after them. */
    static std::vector<TurnOutcome> historyOf(const Game& game, std::vector<MoveOutcome> outcomes,
                                              std::vector<PlacedFigure>* standing = nullptr);

    friend bool operator==(const TurnOutcome&, const TurnOutcome&) = default;
};

} // namespace bastide
