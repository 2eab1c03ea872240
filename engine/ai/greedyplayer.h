// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/aiplayer.h"
#include "engine/ai/evaluator.h"
#include "engine/random.h"

namespace bastide {

/**
 * The one-move player: it plays each legal move on a copy and keeps the one after which
 * the evaluation expects the best final lead (ties broken at random). It looks no further
 * ahead, but it values open features by their chance to complete, fields by their cities'
 * chances and followers in supply by the turns left to use them.
 */
class GreedyPlayer : public AiPlayer
{
public:
    explicit GreedyPlayer(std::uint64_t seed, EvaluationWeights weights = {});
    QString level() const override { return QStringLiteral("greedy"); }
    Move choose(const Game& game, const std::atomic<bool>* cancel) override;

private:
    Random m_random;
    Evaluator m_evaluator;
};

} // namespace bastide
