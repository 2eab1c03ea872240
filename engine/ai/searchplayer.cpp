// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/searchplayer.h"

#include "engine/ai/dealround.h"
#include "engine/ai/rootmoves.h"
#include "engine/ai/searchworker.h"
#include "engine/ai/tileodds.h"

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

    Search search;
    search.root = &root;
    search.limits.cancel = cancel;
    search.limits.progress = &m_iterations;
    search.limits.timed = m_settings.seconds > 0;
    search.start = start;
    search.seed = base;
    search.total = m_settings.iterations > 0 ? m_settings.iterations
                   : search.limits.timed     ? 0
                                             : 1000;
    // Every worker copies the game here, before any thread starts, from a copy whose unseen
    // tiles are in a fixed order: simulations shuffle them, and the result must not depend
    // on the real order, which a player cannot know.
    Game fair = game;
    TileOdds::hideOrder(fair);
    for (int t = 0; t < threadCount(); ++t) {
        const std::uint64_t seed = base ^ (0x9E3779B97F4A7C15ull * std::uint64_t(t + 1));
        search.workers.push_back(std::make_unique<SearchWorker>(fair, root, m_settings, seed));
    }
    const int chosen = m_settings.halving ? halve(search) : bandit(search);
    m_totalIterations += m_iterations.load(std::memory_order_relaxed);
    return root.options[std::size_t(chosen)].move;
}

/** Runs `work(t)` for every worker, each on a thread of its own (the first on this one). */
template <class Work> void SearchPlayer::parallel(const Search& search, Work&& work)
{
    std::vector<std::jthread> pool;
    for (int t = 1; t < int(search.workers.size()); ++t)
        pool.emplace_back(work, t);
    work(0);
}

int SearchPlayer::bandit(Search& search)
{
    const int threads = int(search.workers.size());
    search.limits.deadline = search.start + std::chrono::duration_cast<Clock::duration>(
                                                std::chrono::duration<double>(m_settings.seconds));
    parallel(search, [&](int t) {
        SearchWorker::Limits mine = search.limits;
        if (search.total > 0)
            mine.iterations = search.total / threads + (t < search.total % threads ? 1 : 0);
        if (search.total == 0 || mine.iterations > 0)
            search.workers[std::size_t(t)]->run(mine);
    });
    const RootMoves& root = *search.root;
    const RootStats stats = merged(search);
    const int g = mostVisited(stats.groupVisits, stats.groupReward, 0, int(root.groups.size()));
    const RootMoves::Group& group = root.groups[std::size_t(g)];
    return mostVisited(stats.visits, stats.reward, group.first, group.count);
}

int SearchPlayer::halve(Search& search)
{
    const RootMoves& root = *search.root;
    // The candidates: the options the evaluation rates best.
    std::vector<int> candidates(root.options.size());
    for (std::size_t i = 0; i < candidates.size(); ++i)
        candidates[i] = int(i);
    std::stable_sort(candidates.begin(), candidates.end(), [&root](int a, int b) {
        return root.options[std::size_t(a)].value > root.options[std::size_t(b)].value;
    });
    int keep = m_settings.candidates;
    if (search.total > 0)
        keep = std::min(keep, search.total / 2); // every round should see each candidate
    if (int(candidates.size()) > keep)
        candidates.resize(std::size_t(std::max(keep, 2)));
    int rounds = 1;
    while ((1 << rounds) < int(candidates.size()))
        ++rounds;
    RootStats stats;
    stats.resize(root);
    auto mean = [&stats](int o) {
        const auto k = std::size_t(o);
        return stats.visits[k] ? stats.reward[k] / stats.visits[k] : 0.0;
    };
    auto cancelled = [&search] {
        return search.limits.cancel && search.limits.cancel->load(std::memory_order_relaxed);
    };
    auto roundSeed = [&search](int r) {
        return search.seed ^ (0xD1B54A32D192ED03ull * std::uint64_t(r + 1));
    };
    int spent = 0;
    for (int r = 0; r < rounds && !cancelled(); ++r) {
        const auto share = std::chrono::duration<double>(m_settings.seconds * (r + 1) / rounds);
        search.limits.deadline = search.start + std::chrono::duration_cast<Clock::duration>(share);
        // With a simulation budget each round spends its share; the last one all that is
        // left, the few simulations too few for a whole deal going to the best candidates.
        const int target = int(std::int64_t(search.total) * (r + 1) / rounds);
        const int deals = search.total > 0 ? (target - spent) / int(candidates.size()) : 0;
        if (search.total == 0 || deals > 0) {
            DealRound round(candidates, deals, roundSeed(r));
            parallel(search, [&](int t) {
                search.workers[std::size_t(t)]->runDeals(round, search.limits);
            });
            round.addTo(stats);
            spent += deals * int(candidates.size());
        }
        if (r == rounds - 1 && search.total > spent) {
            DealRound rest(
                std::vector<int>(candidates.begin(), candidates.begin() + (search.total - spent)),
                1, roundSeed(rounds));
            search.workers.front()->runDeals(rest, search.limits);
            rest.addTo(stats);
        }
        std::stable_sort(candidates.begin(), candidates.end(),
                         [&mean](int a, int b) { return mean(a) > mean(b); });
        if (r < rounds - 1)
            candidates.resize((candidates.size() + 1) / 2);
    }
    return candidates.front();
}

RootStats SearchPlayer::merged(const Search& search) const
{
    RootStats stats;
    stats.resize(*search.root);
    for (const auto& w : search.workers)
        stats.add(w->stats());
    return stats;
}

} // namespace bastide
