// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/looseplayer.h"

#include "engine/ai/moverating.h"

#include <cmath>

namespace bastide {

LoosePlayer::LoosePlayer(QString level, std::uint64_t seed, double temperature)
    : m_level(std::move(level)), m_random(seed), m_temperature(temperature)
{}

Move LoosePlayer::choose(const Game& game, const std::atomic<bool>* cancel)
{
    const std::vector<RatedMove> rated = rateMoves(game, m_evaluator, cancel);
    if (rated.empty())
        return Move{}; // the game is over: nothing to play
    // legalMoves lists each placement first without a figure, then with each figure. Pick
    // the placement loosely, by the value of its best option, then its best option: a
    // figure only where it beats laying the tile bare.
    std::vector<std::size_t> option; // best move of each placement
    std::vector<double> placementValue;
    double best = -1e18;
    for (std::size_t i = 0; i < rated.size(); ++i) {
        const Move& m = rated[i].move;
        if (!m.place && !m.returnAbbot) {
            option.push_back(i);
            placementValue.push_back(rated[i].value);
        } else if (rated[i].value > placementValue.back()) {
            option.back() = i;
            placementValue.back() = rated[i].value;
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
            return rated[option[i]].move;
    }
    return rated.front().move;
}

} // namespace bastide
