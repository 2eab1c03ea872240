// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"
#include "engine/random.h"

#include <array>

namespace bastide {

/** How a playout decides: how often it considers a figure, and how it weighs the options. */
struct PlayoutPolicy
{
    double figureChance = 0.5; // chance to look at figure options after laying a tile
    // Relative weights of putting a figure on each kind of feature, and of putting none.
    double city = 3.0;
    double road = 2.0;
    double monastery = 4.0;
    double field = 1.0;
    double abbot = 3.0;
    double returnAbbot = 0.5;
    double none = 2.0;
    int keepFollowersForFields = 2; // no farmer when this few followers or fewer are left
};

/**
 * The fast move policy of the search players' simulations: a uniformly random legal
 * placement (rejection-sampled from the frontier, so nothing is listed) and a figure chosen
 * by cheap weights per feature kind. It never allocates and only produces legal moves.
 */
class Playout
{
public:
    explicit Playout(PlayoutPolicy policy = {});

    const PlayoutPolicy& policy() const { return m_policy; }

    /** A legal move for the current tile of `game` (a discard when it fits nowhere). */
    Move chooseMove(const Game& game, Random& random) const;
    /** Plays `game` on to its end; returns how many moves were played. */
    int run(Game& game, Random& random) const;

    /** A uniformly random legal placement of `type`; false when it fits nowhere. */
    static bool randomPlacement(const Game& game, int type, Random& random, Placement* out);

private:
    void chooseFigure(const Game& game, Move& move, Random& random) const;

    PlayoutPolicy m_policy;
};

} // namespace bastide
