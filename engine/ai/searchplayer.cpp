// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/searchplayer.h"

#include "engine/ai/rootmoves.h"
#include "engine/ai/searchworker.h"

#include <algorithm>
#include <memory>
#include <thread>

namespace bastide {

namespace {

/** The best of `count` entries from `first` by visits, then by mean reward. */
int mostVisited(const std::vector<int>& visits, const std::vector<double>& reward, int first,
                int count)
{
    int best = first;
    for (int i = first + 1; i < first + count; ++i) {
        const auto k = std::size_t(i), b = std::size_t(best);
        const double mean = visits[k] ? reward[k] / visits[k] : 0.0;
        const double bestMean = visits[b] ? reward[b] / visits[b] : 0.0;
        if (visits[k] > visits[b] || (visits[k] == visits[b] && mean > bestMean))
            best = i;
    }
    return best;
}

} // namespace

SearchPlayer::SearchPlayer(SearchSettings settings, std::uint64_t seed)
    : m_settings(std::move(settings)), m_random(seed), m_evaluator(m_settings.weights)
{}

void SearchPlayer::setBudget(double seconds, int iterations)
{
    m_settings.seconds = std::max(seconds, 0.0);
    m_settings.iterations = std::max(iterations, 0);
}

int SearchPlayer::threadCount() const
{
    if (m_settings.threads > 0)
        return m_settings.threads;
    return std::max(1, int(std::thread::hardware_concurrency()));
}

Move SearchPlayer::choose(const Game& game, const std::atomic<bool>* cancel)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    m_iterations.store(0, std::memory_order_relaxed);
    const std::uint64_t base = m_random.next(); // drawn even when no search runs: reproducible
    const std::vector<RatedMove> rated = rateMoves(game, m_evaluator, cancel);
    if (rated.empty())
        return Move{}; // the game is over: nothing to play
    if (rated.size() == 1 || (cancel && cancel->load(std::memory_order_relaxed))) {
        return std::max_element(rated.begin(), rated.end(),
                                [](const auto& a, const auto& b) { return a.value < b.value; })
            ->move;
    }
    const RootMoves root = RootMoves::build(rated, m_settings);

    const int threads = threadCount();
    SearchWorker::Limits limits;
    limits.cancel = cancel;
    limits.progress = &m_iterations;
    limits.timed = m_settings.seconds > 0;
    limits.deadline = start + std::chrono::duration_cast<Clock::duration>(
                                  std::chrono::duration<double>(m_settings.seconds));
    const int total = m_settings.iterations > 0 ? m_settings.iterations : limits.timed ? 0 : 1000;
    // Every worker copies the game here, before any thread starts, from a copy whose unseen
    // tiles are in a fixed order: simulations shuffle them, and the result must not depend
    // on the real order, which a player cannot know.
    Game fair = game;
    TileOdds::hideOrder(fair);
    std::vector<std::unique_ptr<SearchWorker>> workers;
    for (int t = 0; t < threads; ++t) {
        const std::uint64_t seed = base ^ (0x9E3779B97F4A7C15ull * std::uint64_t(t + 1));
        workers.push_back(std::make_unique<SearchWorker>(fair, root, m_settings, seed));
    }
    std::vector<int> done(std::size_t(threads), 0);
    auto work = [&](int t) {
        SearchWorker::Limits mine = limits;
        if (total > 0)
            mine.iterations = total / threads + (t < total % threads ? 1 : 0);
        if (total == 0 || mine.iterations > 0)
            done[std::size_t(t)] = workers[std::size_t(t)]->run(mine);
    };
    {
        std::vector<std::jthread> pool;
        for (int t = 1; t < threads; ++t)
            pool.emplace_back(work, t);
        work(0);
    } // jthreads join here
    RootStats stats;
    stats.resize(root);
    for (const auto& w : workers) {
        stats.add(w->stats());
    }
    for (int d : done)
        m_totalIterations += d;
    const int g = mostVisited(stats.groupVisits, stats.groupReward, 0, int(root.groups.size()));
    const RootMoves::Group& group = root.groups[std::size_t(g)];
    const int o = mostVisited(stats.visits, stats.reward, group.first, group.count);
    return root.options[std::size_t(o)].move;
}

} // namespace bastide
