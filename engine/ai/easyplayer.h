// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/aiplayer.h"
#include "engine/ai/evaluator.h"
#include "engine/random.h"

namespace bastide {

/**
 * The gentle level: it rates moves like the one-move heuristic but picks where to lay the
 * tile loosely (a softmax over the placements' values), then the best figure for that
 * placement, and a figure only where the heuristic says it beats laying the tile bare.
 */
class EasyPlayer : public AiPlayer
{
public:
    /** `temperature`: how many points of heuristic value it takes to make a move e times
     *  likelier than another; larger is gentler. */
    explicit EasyPlayer(std::uint64_t seed, double temperature = 1.5);
    QString level() const override { return QStringLiteral("easy"); }
    Move choose(const Game& game, const std::atomic<bool>* cancel) override;

private:
    Random m_random;
    double m_temperature;
    Evaluator m_evaluator;
};

} // namespace bastide
