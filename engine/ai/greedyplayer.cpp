// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/greedyplayer.h"

#include "engine/ai/moverating.h"

namespace bastide {

GreedyPlayer::GreedyPlayer(std::uint64_t seed, EvaluationWeights weights)
    : m_random(seed), m_evaluator(weights)
{}

Move GreedyPlayer::choose(const Game& game, const std::atomic<bool>* cancel)
{
    const std::vector<RatedMove> rated = rateMoves(game, m_evaluator, cancel);
    if (rated.empty())
        return Move{}; // the game is over: nothing to play
    double best = -1e18;
    std::vector<std::size_t> bestMoves;
    for (std::size_t i = 0; i < rated.size(); ++i) {
        const double v = rated[i].value;
        if (v > best + 1e-9) {
            best = v;
            bestMoves.assign(1, i);
        } else if (v > best - 1e-9) {
            bestMoves.push_back(i);
        }
    }
    return rated[bestMoves[m_random.below(std::uint32_t(bestMoves.size()))]].move;
}

} // namespace bastide
