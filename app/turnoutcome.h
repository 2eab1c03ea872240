// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <vector>

namespace bastide {

/** What one played move did, for views to show and animate: who played it, where the tile
 *  went, the figures that stood on the board during scoring, and every score it caused. */
struct TurnOutcome
{
    Move move;
    int player = 0;
    int moveNumber = 0; // from 1, as a record counts moves
    int tileIndex = -1; // board index of the tile laid; -1 for a discard
    bool computer = false;
    bool lastMove = false; // the game ended with it; end-of-game scores are in `events`
    std::vector<ScoreEvent> events;
    /** The figures before scoring: those already standing plus the one just placed. */
    std::vector<PlacedFigure> figuresDuring;
    bool doubleTurn = false; // the move started a builder's double turn (MoveOutcome)
    Goods goodsTaken{};      // trade-goods tokens the mover took (MoveOutcome)
};

} // namespace bastide
