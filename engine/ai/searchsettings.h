// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/evaluationweights.h"
#include "engine/ai/playout.h"

#include <QString>

namespace bastide {

/** What a search player may spend on a move and how it weighs what it finds. */
struct SearchSettings
{
    QString level = QStringLiteral("hard");
    /** Wall-clock budget per move; 0 for none. With a time budget a search is not
     *  reproducible, since how far it gets depends on the machine. */
    double seconds = 1.0;
    /** Simulation budget per move over all threads; 0 for none. With only this budget a
     *  search is deterministic given the seed: with halving whatever the number of threads
     *  (see DealRound), with UCB given that number too. */
    int iterations = 0;
    /** Threads, each searching its own tree over its own copy of the game with its own
     *  seed; their root statistics are added up. 0: one per core. */
    int threads = 0;
    /** Sequential halving over deals shared by every candidate (see SearchWorker::runDeals)
     *  instead of UCB: the `candidates` moves the evaluation likes best are played from the
     *  same deals, and the worse half is dropped at the end of each round. */
    bool halving = true;
    int candidates = 16;
    double exploration = 0.25; // UCB constant, on rewards in [0, 1]
    /** Virtual visits carrying the evaluation's opinion of each root move after playing it,
     *  as if that many simulations had ended there. */
    double priorVisits = 4.0;
    /** Placements kept at the root, the best by the evaluation (0: all), and figure options
     *  kept per placement besides laying the tile bare. */
    int placements = 0;
    int figureOptions = 3;
    /** Plies after the root move played by the one-move player (each player answering with
     *  the move the evaluation likes best for them), then plies played by the playout
     *  policy, before the evaluation judges the position; -1 plays to the end. An even
     *  number of plies in all judges the position after the searching player's own move,
     *  as the one-move player does; after the other's, the evaluation misses what the
     *  searching player would answer. */
    int replyPlies = 0;
    int rolloutPlies = 10;
    double rewardScale = 20.0; // points of lead that make a reward of about 0.88
    EvaluationWeights weights;
    PlayoutPolicy playout;
};

} // namespace bastide
