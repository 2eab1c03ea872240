// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/dealround.h"

#include <algorithm>

namespace bastide {

namespace {

/** A 64-bit finaliser: neighbouring inputs give unrelated outputs, so the seeds of deals
 *  0, 1, 2 … do not start overlapping random streams. */
std::uint64_t mix(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

} // namespace

DealRound::DealRound(std::vector<int> candidates, int deals, std::uint64_t seed)
    : m_candidates(std::move(candidates)), m_deals(deals), m_seed(seed)
{}

int DealRound::claim()
{
    const int deal = m_next.fetch_add(1, std::memory_order_relaxed);
    return m_deals > 0 && deal >= m_deals ? -1 : deal;
}

std::uint64_t DealRound::dealSeed(int deal) const
{
    return mix(m_seed ^ mix(std::uint64_t(deal) + 1));
}

void DealRound::record(int deal, std::vector<double> rewards)
{
    const std::lock_guard lock(m_mutex);
    m_played.emplace_back(deal, std::move(rewards));
}

void DealRound::addTo(RootStats& stats)
{
    const std::lock_guard lock(m_mutex);
    std::sort(m_played.begin(), m_played.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& played : m_played) {
        for (std::size_t i = 0; i < m_candidates.size(); ++i) {
            const auto option = std::size_t(m_candidates[i]);
            stats.reward[option] += played.second[i];
            ++stats.visits[option];
        }
    }
}

} // namespace bastide
