// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/searchplayer.h"

#include "engine/ai/greedyplayer.h"

#include <chrono>
#include <climits>
#include <cmath>

namespace bastide {

SearchPlayer::SearchPlayer(SearchSettings settings, std::uint64_t seed)
    : m_settings(std::move(settings)), m_playout(m_settings.playout), m_random(seed)
{}

void SearchPlayer::setBudget(double seconds, int iterations)
{
    m_settings.seconds = std::max(seconds, 0.0);
    m_settings.iterations = std::max(iterations, 0);
}

void SearchPlayer::rootMoves(const Game& game, const std::atomic<bool>* cancel)
{
    m_children.clear();
    const int me = game.currentPlayer();
    const TileRules& tr = game.tileSet().rules(game.currentTile());
    for (const Move& m : game.legalMoves()) {
        // A symmetric tile gives the same outcomes in its repeated rotations.
        if (!m.discard && !(tr.distinctRotations & (1u << m.placement.rotation)))
            continue;
        m_children.push_back(Child{m});
    }
    if (m_children.size() < 2 || m_settings.priorVisits <= 0)
        return;
    std::vector<double> value(m_children.size(), -1e9);
    double best = -1e9;
    Game next = game;
    for (std::size_t i = 0; i < m_children.size(); ++i) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            break;
        next = game;
        next.applyLegal(m_children[i].move);
        value[i] = GreedyPlayer::evaluate(next, me);
        best = std::max(best, value[i]);
    }
    for (std::size_t i = 0; i < m_children.size(); ++i)
        m_children[i].prior = 0.5 + 0.5 * std::tanh((value[i] - best) / m_settings.priorScale);
}

double SearchPlayer::reward(const Game& finished, int player) const
{
    int best = INT_MIN;
    for (int p = 0; p < finished.playerCount(); ++p) {
        if (p != player)
            best = std::max(best, finished.player(p).score());
    }
    const double lead = finished.player(player).score() - best;
    const double win = lead > 0 ? 1.0 : lead == 0 ? 0.5 : 0.0;
    const double margin = 0.5 + 0.5 * std::tanh(lead / m_settings.rewardScale);
    return m_settings.winWeight * win + (1 - m_settings.winWeight) * margin;
}

Move SearchPlayer::choose(const Game& game, const std::atomic<bool>* cancel)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    const auto budget = std::chrono::duration<double>(m_settings.seconds);
    const int maxIterations = m_settings.iterations > 0 ? m_settings.iterations
                              : m_settings.seconds > 0  ? INT_MAX
                                                        : 1000;
    m_iterations.store(0, std::memory_order_relaxed);
    rootMoves(game, cancel);
    if (m_children.empty())
        return Move{}; // the game is over: nothing to play
    if (m_children.size() == 1)
        return m_children.front().move;

    const int me = game.currentPlayer();
    const double pv = m_settings.priorVisits > 0 ? m_settings.priorVisits : 0.0;
    const double c = m_settings.exploration;
    Game scratch = game;
    int done = 0;
    while (done < maxIterations) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            break;
        if (m_settings.seconds > 0 && Clock::now() - start >= budget)
            break;
        const double logTotal = std::log(double(done) + pv * double(m_children.size()) + 1.0);
        Child* chosen = nullptr;
        double bestScore = -1e18;
        for (Child& child : m_children) {
            const double n = child.visits + pv;
            double score;
            if (n <= 0)
                score = 1e9 - child.prior; // unvisited and no prior: try it first
            else
                score = (child.reward + child.prior * pv) / n + c * std::sqrt(logTotal / n);
            if (score > bestScore) {
                bestScore = score;
                chosen = &child;
            }
        }
        scratch = game;
        scratch.shuffleUnseen(m_random);
        scratch.applyLegal(chosen->move);
        m_playout.run(scratch, m_random);
        chosen->reward += reward(scratch, me);
        ++chosen->visits;
        ++done;
        m_iterations.store(done, std::memory_order_relaxed);
    }
    m_totalIterations += done;

    const Child* best = &m_children.front();
    for (const Child& child : m_children) {
        const double mean = (child.reward + child.prior * pv) / std::max(child.visits + pv, 1e-9);
        const double bestMean =
            (best->reward + best->prior * pv) / std::max(best->visits + pv, 1e-9);
        if (child.visits > best->visits || (child.visits == best->visits && mean > bestMean))
            best = &child;
    }
    return best->move;
}

} // namespace bastide
