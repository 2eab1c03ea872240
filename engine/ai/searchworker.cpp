// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/searchworker.h"

#include "engine/ai/dealround.h"

#include <climits>
#include <cmath>

namespace bastide {

void RootStats::resize(const RootMoves& root)
{
    reward.assign(root.options.size(), 0.0);
    visits.assign(root.options.size(), 0);
    groupReward.assign(root.groups.size(), 0.0);
    groupVisits.assign(root.groups.size(), 0);
}

void RootStats::add(const RootStats& other)
{
    for (std::size_t i = 0; i < reward.size(); ++i) {
        reward[i] += other.reward[i];
        visits[i] += other.visits[i];
    }
    for (std::size_t i = 0; i < groupReward.size(); ++i) {
        groupReward[i] += other.groupReward[i];
        groupVisits[i] += other.groupVisits[i];
    }
}

SearchWorker::SearchWorker(const Game& game, const RootMoves& root, const SearchSettings& settings,
                           std::uint64_t seed)
    : m_rootGame(game), m_scratch(game), m_dealt(game), m_root(root), m_settings(settings),
      m_playout(settings.playout), m_evaluator(settings.weights), m_answers(settings.weights),
      m_answerFor([this](const Game& g) { return m_answers.choose(g); }), m_random(seed),
      m_player(game.currentPlayer())
{
    m_stats.resize(root);
}

int SearchWorker::selectGroup(int total) const
{
    const double pv = m_settings.priorVisits;
    const double logTotal = std::log(total + pv * double(m_root.groups.size()) + 1.0);
    int chosen = 0;
    double best = -1e18;
    for (std::size_t g = 0; g < m_root.groups.size(); ++g) {
        const double n = m_stats.groupVisits[g] + pv;
        const double score = n <= 0 ? 1e9 - double(g) // no prior: each once, in order
                                    : (m_stats.groupReward[g] + m_root.groups[g].prior * pv) / n +
                                          m_settings.exploration * std::sqrt(logTotal / n);
        if (score > best) {
            best = score;
            chosen = int(g);
        }
    }
    return chosen;
}

int SearchWorker::selectOption(const RootMoves::Group& group) const
{
    if (group.count == 1)
        return group.first;
    const double pv = m_settings.priorVisits;
    int total = 0;
    for (int i = group.first; i < group.first + group.count; ++i)
        total += m_stats.visits[std::size_t(i)];
    const double logTotal = std::log(total + pv * group.count + 1.0);
    int chosen = group.first;
    double best = -1e18;
    for (int i = group.first; i < group.first + group.count; ++i) {
        const std::size_t k = std::size_t(i);
        const double n = m_stats.visits[k] + pv;
        const double score = n <= 0 ? 1e9 - double(i)
                                    : (m_stats.reward[k] + m_root.options[k].prior * pv) / n +
                                          m_settings.exploration * std::sqrt(logTotal / n);
        if (score > best) {
            best = score;
            chosen = i;
        }
    }
    return chosen;
}

double SearchWorker::simulate(const RootMoves::Option& option)
{
    m_dealt = m_rootGame;
    m_dealt.shuffleUnseen(m_random);
    return play(m_dealt, option, m_random);
}

double SearchWorker::play(const Game& dealt, const RootMoves::Option& option, Random& random)
{
    m_scratch = dealt;
    m_scratch.applyLegal(Move(option.move), nullptr, &m_answerFor);
    for (int ply = 0; ply < m_settings.replyPlies && !m_scratch.isFinished(); ++ply) {
        // Cancelled, the rating stops after one move: the simulation ends at once and its
        // deal is dropped.
        const std::vector<RatedMove> replies = rateMoves(m_scratch, m_evaluator, m_cancel);
        m_scratch.applyLegal(Move(std::max_element(replies.begin(), replies.end(),
                                                   [](const RatedMove& a, const RatedMove& b) {
                                                       return a.value < b.value;
                                                   })
                                      ->move),
                             nullptr, &m_answerFor);
    }
    m_playout.run(m_scratch, random, m_settings.rolloutPlies);
    double lead;
    if (m_scratch.isFinished()) {
        int best = INT_MIN;
        for (int p = 0; p < m_scratch.playerCount(); ++p) {
            if (p != m_player)
                best = std::max(best, m_scratch.player(p).score());
        }
        lead = m_scratch.player(m_player).score() - best;
    } else {
        lead = m_evaluator.lead(m_scratch, m_player);
    }
    return RootMoves::reward(lead, m_settings.rewardScale);
}

void SearchWorker::runDeals(DealRound& round, const Limits& limits)
{
    auto cancelled = [&limits] {
        return limits.cancel && limits.cancel->load(std::memory_order_relaxed);
    };
    const std::vector<int>& candidates = round.candidates();
    m_cancel = limits.cancel;
    while (!cancelled()) {
        if (limits.timed && std::chrono::steady_clock::now() >= limits.deadline)
            break;
        const int deal = round.claim();
        if (deal < 0)
            break;
        Random dealing(round.dealSeed(deal));
        m_dealt = m_rootGame;
        m_dealt.shuffleUnseen(dealing);
        const std::uint64_t playoutSeed = dealing.next();
        // The flag is read before every simulation, not only every deal, so cancelling
        // waits for one playout at most; a deal cut short is dropped whole, since only
        // complete deals compare the candidates on the same luck.
        std::vector<double> rewards(candidates.size());
        std::size_t played = 0;
        for (; played < candidates.size() && !cancelled(); ++played) {
            Random random(playoutSeed);
            rewards[played] =
                play(m_dealt, m_root.options[std::size_t(candidates[played])], random);
            if (limits.progress)
                limits.progress->fetch_add(1, std::memory_order_relaxed);
        }
        if (played < candidates.size())
            break;
        round.record(deal, std::move(rewards));
    }
}

int SearchWorker::run(const Limits& limits)
{
    const int maxIterations = limits.iterations > 0 ? limits.iterations : INT_MAX;
    m_cancel = limits.cancel;
    int done = 0;
    while (done < maxIterations) {
        if (limits.cancel && limits.cancel->load(std::memory_order_relaxed))
            break;
        if (limits.timed && std::chrono::steady_clock::now() >= limits.deadline)
            break;
        const int g = selectGroup(done);
        const int o = selectOption(m_root.groups[std::size_t(g)]);
        const double r = simulate(m_root.options[std::size_t(o)]);
        if (limits.cancel && limits.cancel->load(std::memory_order_relaxed))
            break; // its replies may have been cut short: not a fair sample
        m_stats.reward[std::size_t(o)] += r;
        ++m_stats.visits[std::size_t(o)];
        m_stats.groupReward[std::size_t(g)] += r;
        ++m_stats.groupVisits[std::size_t(g)];
        ++done;
        if (limits.progress)
            limits.progress->fetch_add(1, std::memory_order_relaxed);
    }
    return done;
}

} // namespace bastide
