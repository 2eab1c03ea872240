// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/moverating.h"
#include "engine/ai/searchsettings.h"

#include <vector>

namespace bastide {

/**
 * The moves a search weighs at the root, split into the two steps of a turn: where the tile
 * goes (a group) and then what figure, if any, goes on it (the group's options). Figure
 * options the evaluation rates poorly are pruned, and optionally the weakest placements.
 * Each option and group carries the evaluation's opinion as a prior reward. Built once per
 * search and read by every thread.
 */
struct RootMoves
{
    struct Option
    {
        Move move;
        double prior = 0.5; // reward the evaluation expects after this move, in [0, 1]
        double value = 0;   // the evaluation's expected final lead after this move
    };
    struct Group
    {
        int first = 0; // index of its first option
        int count = 0;
        double prior = 0.5; // its best option's
    };

    std::vector<Option> options;
    std::vector<Group> groups;

    /** Groups `rated` (legal-move order: each placement bare, then its figure options) and
     *  prunes them as `settings` say. */
    static RootMoves build(const std::vector<RatedMove>& rated, const SearchSettings& settings);
    /** The reward in [0, 1] of a final or expected lead of `lead` points. */
    static double reward(double lead, double scale);
};

} // namespace bastide
