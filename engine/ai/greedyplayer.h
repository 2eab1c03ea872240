// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/aiplayer.h"
#include "engine/random.h"

namespace bastide {

/**
 * The one-move heuristic player: the move that maximises the immediate score difference
 * plus a simple value for figures left on open features. Ties are broken at random.
 */
class GreedyPlayer : public AiPlayer
{
public:
    explicit GreedyPlayer(std::uint64_t seed);
    QString level() const override { return QStringLiteral("greedy"); }
    Move choose(const Game& game, const std::atomic<bool>* cancel) override;

    /** The value of the position for `player`: score lead plus figures' prospects. */
    static double evaluate(const Game& game, int player);

private:
    Random m_random;
};

} // namespace bastide
