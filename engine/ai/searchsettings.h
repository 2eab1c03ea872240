// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

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
    /** Simulation budget per move; 0 for none. With only this budget a search is
     *  deterministic given the seed. */
    int iterations = 0;
    double exploration = 0.5; // UCB constant, on rewards in [0, 1]
    /** Virtual visits carrying the one-move heuristic's opinion of each move. Off by
     *  default: in matches against greedy the prior cost more than it saved. */
    double priorVisits = 0.0;
    double priorScale = 10.0;  // points of heuristic lead that make a prior of about 0.73
    double rewardScale = 20.0; // points of final lead that make a reward of about 0.88
    double winWeight = 0.5;    // share of the reward that is plain win or loss
    PlayoutPolicy playout;
};

} // namespace bastide
