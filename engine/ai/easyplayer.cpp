// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/easyplayer.h"

#include "engine/ai/greedyplayer.h"

#include <cmath>

namespace bastide {

EasyPlayer::EasyPlayer(std::uint64_t seed, double temperature)
    : m_random(seed), m_temperature(temperature)
{}

Move EasyPlayer::choose(const Game& game, const std::atomic<bool>* cancel)
{
    const std::vector<Move> moves = game.legalMoves();
    if (moves.empty())
        return Move{}; // the game is over: nothing to play
    const int me = game.currentPlayer();
    std::vector<double> value(moves.size(), 0.0);
    Game next = game;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return moves.front(); // a legal move: the plain placement or the discard
        const Move& m = moves[i];
        next = game;
        next.applyLegal(m);
        value[i] = GreedyPlayer::evaluate(next, me);
    }
    // legalMoves lists each placement first without a figure, then with each figure. Pick
    // the placement loosely, by the value of its best option, then its best option: a
    // figure only where it beats laying the tile bare.
    std::vector<std::size_t> option; // best move of each placement
    std::vector<double> placementValue;
    double best = -1e18;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        if (!m.place && !m.returnAbbot) {
            option.push_back(i);
            placementValue.push_back(value[i]);
        } else if (value[i] > placementValue.back()) {
            option.back() = i;
            placementValue.back() = value[i];
        }
        best = std::max(best, placementValue.back());
    }
    double total = 0.0;
    for (double& v : placementValue) {
        v = std::exp((v - best) / m_temperature);
        total += v;
    }
    double x = m_random.unit() * total;
    for (std::size_t i = 0; i < option.size(); ++i) {
        x -= placementValue[i];
        if (x < 0)
            return moves[option[i]];
    }
    return moves.front();
}

} // namespace bastide
