// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/aiplayer.h"
#include "engine/ai/playout.h"
#include "engine/ai/searchsettings.h"

#include <atomic>
#include <vector>

namespace bastide {

/**
 * Monte Carlo search over determinised draws: each simulation shuffles the unseen tiles
 * (their order is hidden), plays one of the current moves chosen by UCB (seeded with the
 * one-move heuristic's opinion) and finishes the game with fast playouts; the most
 * simulated move wins. Stops at its time or simulation budget, or when cancelled.
 */
class SearchPlayer : public AiPlayer
{
public:
    SearchPlayer(SearchSettings settings, std::uint64_t seed);

    QString level() const override { return m_settings.level; }
    Move choose(const Game& game, const std::atomic<bool>* cancel) override;

    void setBudget(double seconds, int iterations) override;
    /** Simulations run by the search in progress (or the last one); any thread may read it. */
    int progress() const override { return m_iterations.load(std::memory_order_relaxed); }

    const SearchSettings& settings() const { return m_settings; }
    /** Simulations run over every search so far; for throughput measurements. */
    long long totalIterations() const { return m_totalIterations; }

private:
    struct Child
    {
        Move move;
        double prior = 0.5;
        double reward = 0; // sum over real simulations
        int visits = 0;
    };

    void rootMoves(const Game& game, const std::atomic<bool>* cancel);
    double reward(const Game& finished, int player) const;

    SearchSettings m_settings;
    Playout m_playout;
    Random m_random;
    std::vector<Child> m_children;
    std::atomic<int> m_iterations{0};
    long long m_totalIterations = 0;
};

} // namespace bastide
