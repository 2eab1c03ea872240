// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/answerchooser.h"
#include "engine/ai/evaluator.h"
#include "engine/ai/rootmoves.h"

#include <atomic>
#include <chrono>
#include <vector>

namespace bastide {

class DealRound;

/** Visits and summed rewards of every root option and group; threads' stats add up. */
struct RootStats
{
    std::vector<double> reward; // per option
    std::vector<int> visits;
    std::vector<double> groupReward;
    std::vector<int> groupVisits;

    void resize(const RootMoves& root);
    void add(const RootStats& other);
};

/**
 * One thread of a root-parallel search: its own copy of the game, random stream, evaluation
 * and statistics. Each simulation deals the unseen tiles in a fresh order (it never knows
 * the real one), picks a placement and then a figure option (by UCB, or every candidate on
 * the same deal), answers it with a few plies of the one-move player and then of the cheap
 * playout policy, as the settings say, and lets the evaluation judge the position (or the
 * final score, when the game ends first).
 */
class SearchWorker
{
public:
    struct Limits
    {
        int iterations = 0; // this worker's share; 0 for none
        std::chrono::steady_clock::time_point deadline{};
        bool timed = false;
        const std::atomic<bool>* cancel = nullptr;
        std::atomic<int>* progress = nullptr; // simulations over all workers
    };

    /** Made in the thread that owns `game`: it copies the game before any thread starts. */
    SearchWorker(const Game& game, const RootMoves& root, const SearchSettings& settings,
                 std::uint64_t seed);
    // Its answer function points at its own chooser: it stays where it was made.
    SearchWorker(const SearchWorker&) = delete;
    SearchWorker& operator=(const SearchWorker&) = delete;

    /** Runs UCB simulations until a limit is reached; returns how many it ran. */
    int run(const Limits& limits);
    /**
     * Plays the deals it claims from `round` until the round has none left or a limit is
     * reached: each deals the unseen tiles once and plays every candidate from that same
     * deal with the same playout seed. The luck of the draw is then shared (common random
     * numbers), so the differences between candidates show after far fewer simulations.
     * Each deal played whole is recorded in the round; one cut short is dropped.
     */
    void runDeals(DealRound& round, const Limits& limits);
    /** The statistics of run()'s simulations; runDeals() keeps its in the round. */
    const RootStats& stats() const { return m_stats; }

private:
    int selectGroup(int total) const;
    int selectOption(const RootMoves::Group& group) const;
    double simulate(const RootMoves::Option& option);
    /** One simulation of `option` from `dealt` (unseen tiles already in some order). */
    double play(const Game& dealt, const RootMoves::Option& option, Random& random);

    Game m_rootGame; // this worker's own copy: threads share no game
    Game m_scratch;
    Game m_dealt;
    const RootMoves& m_root;
    const SearchSettings& m_settings;
    Playout m_playout;
    Evaluator m_evaluator;
    // Decisions a module asks inside a simulated move, each for the player it names.
    AnswerChooser m_answers;
    Game::AnswerFunction m_answerFor;
    Random m_random;
    RootStats m_stats;
    const std::atomic<bool>* m_cancel = nullptr; // the running search's, for the replies
    int m_player = 0;
};

} // namespace bastide
