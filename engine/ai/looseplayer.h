// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/aiplayer.h"
#include "engine/ai/evaluator.h"
#include "engine/random.h"

namespace bastide {

/**
 * The gentler levels (`easy`, `normal`): they rate moves with the evaluation like the
 * one-move player but pick where to lay the tile loosely (a softmax over the placements'
 * values), then the best figure for that placement, and a figure only where the
 * evaluation says it beats laying the tile bare. The temperature sets the strength.
 */
class LoosePlayer : public AiPlayer
{
public:
    /** `temperature`: how many points of expected lead it takes to make a placement e times
     *  likelier than another; larger is gentler. */
    LoosePlayer(QString level, std::uint64_t seed, double temperature);
    QString level() const override { return m_level; }
    Move choose(const Game& game, const std::atomic<bool>* cancel) override;

private:
    QString m_level;
    Random m_random;
    double m_temperature;
    Evaluator m_evaluator;
};

} // namespace bastide
