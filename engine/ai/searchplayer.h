// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/aiplayer.h"
#include "engine/ai/evaluator.h"
#include "engine/ai/searchsettings.h"
#include "engine/ai/searchworker.h"

#include <atomic>
#include <chrono>
#include <memory>

namespace bastide {

/**
 * Monte Carlo search over sampled draws, on every core: the evaluation rates every move
 * first (pruning weak figure options and seeding each move's statistics), then each thread
 * runs simulations over its own copy of the game (see SearchWorker): with halving, the
 * deals of each round that the threads share (see DealRound); with UCB, its own, with its
 * own seed. The threads' visit counts are added up: the most visited placement, then its most
 * visited figure option, is played. Stops at its time or simulation budget, or when cancelled.
 */
class SearchPlayer : public AiPlayer
{
public:
    SearchPlayer(SearchSettings settings, std::uint64_t seed);

    QString level() const override { return m_settings.level; }
    Move choose(const Game& game, const std::atomic<bool>* cancel) override;

    void setBudget(double seconds, int iterations) override;
    /** Threads to search with; 0 for one per core. */
    void setThreads(int threads) { m_settings.threads = std::max(threads, 0); }
    /** Simulations run by the search in progress (or the last one); any thread may read it. */
    int progress() const override { return m_iterations.load(std::memory_order_relaxed); }

    const SearchSettings& settings() const { return m_settings; }
    /** Simulations run over every search so far; for throughput measurements. */
    long long totalIterations() const { return m_totalIterations; }
    /** The threads the next search will use. */
    int threadCount() const;

private:
    using Clock = std::chrono::steady_clock;
    /** One move's search: the root moves, the workers and what limits them. */
    struct Search
    {
        const RootMoves* root = nullptr;
        std::vector<std::unique_ptr<SearchWorker>> workers;
        SearchWorker::Limits limits;
        Clock::time_point start;
        int total = 0;          // simulations over all workers; 0 for none
        std::uint64_t seed = 0; // the luck of halving's deals (the workers have their own)
    };

    template <class Work> static void parallel(const Search& search, Work&& work);
    /** UCB over placements, then figure options; the most visited wins. */
    int bandit(Search& search);
    /** Sequential halving over the best candidates, from shared deals; returns an option. */
    int halve(Search& search);
    RootStats merged(const Search& search) const;

    SearchSettings m_settings;
    Random m_random;
    Evaluator m_evaluator;
    std::atomic<int> m_iterations{0};
    long long m_totalIterations = 0;
};

} // namespace bastide
