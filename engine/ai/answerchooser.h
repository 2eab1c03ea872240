// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/evaluator.h"
#include "engine/decision.h"

namespace bastide {

class Game;

/**
 * The computer's answer to a decision that is not a tile move (a dragon step, a wagon, the
 * abbey or the draw, the final round): each legal answer is played on a copy and the one
 * after which the evaluation expects the best final lead for the player who decides is
 * kept, so a decision is always taken for the player the rules name, never for the mover.
 */
class AnswerChooser
{
public:
    explicit AnswerChooser(EvaluationWeights weights = {}) : m_evaluator(weights) {}

    /** The best legal answer to `game`'s pending decision for the player who makes it;
     *  the first legal answer when all are alike. */
    Decision choose(const Game& game);

private:
    Evaluator m_evaluator;
};

} // namespace bastide
