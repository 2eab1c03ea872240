// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/evaluator.h"

#include <atomic>
#include <vector>

namespace bastide {

/** A legal move and the evaluation's expected final lead of its player after it. */
struct RatedMove
{
    Move move;
    double value = 0;
};

/**
 * Every legal move of the player to move in `game`, each rated by playing it on a copy and
 * evaluating the result; a rotation that gives the same tile as an earlier one is left
 * out. Stops early when `cancel` is set, returning the moves rated so far (at least one
 * when the game is not over).
 */
std::vector<RatedMove> rateMoves(const Game& game, Evaluator& evaluator,
                                 const std::atomic<bool>* cancel = nullptr);

/** The legal moves of `game`, without the repeated rotations of a symmetric tile. */
std::vector<Move> distinctMoves(const Game& game);

} // namespace bastide
