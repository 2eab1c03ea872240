// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/searchworker.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <utility>
#include <vector>

namespace bastide {

/**
 * One round of sequential halving, shared by every search thread. The threads claim its
 * deals one at a time instead of each taking a fixed share: deals differ in cost (a long
 * playout, many legal replies), and with fixed shares of a simulation budget the thread
 * that drew the dear ones held the others idle at the round's end (3–12 % of the two
 * cores in the middle game; on the clock each thread simply plays until the round's time
 * is up). Each deal's luck comes from its index, not from the thread that plays it, and
 * the rewards are added up in deal order: a search with a simulation budget chooses the
 * same move on any number of threads, so a budgeted self-play match replays alike on any
 * machine.
 */
class DealRound
{
public:
    /** `deals`: how many to hand out; 0 for no limit (the search's clock ends the round). */
    DealRound(std::vector<int> candidates, int deals, std::uint64_t seed);

    const std::vector<int>& candidates() const { return m_candidates; }
    /** The next deal to play, or -1 once all are handed out; any thread may call it. */
    int claim();
    /** The seed a deal is dealt and played from, whichever thread plays it. */
    std::uint64_t dealSeed(int deal) const;
    /** One reward per candidate, from a deal played whole; any thread may call it. */
    void record(int deal, std::vector<double> rewards);
    /** Adds every recorded deal to `stats`, in deal order, so the sums never depend on
     *  which thread finished first. Call once the threads have stopped. */
    void addTo(RootStats& stats);

private:
    std::vector<int> m_candidates;
    int m_deals;
    std::uint64_t m_seed;
    std::atomic<int> m_next{0};
    std::mutex m_mutex;
    std::vector<std::pair<int, std::vector<double>>> m_played; // guarded by m_mutex
};

} // namespace bastide
