// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"
#include "engine/random.h"

#include <array>

namespace bastide {

/** How a playout decides: where to lay the tile, how often it considers a figure, and how it
 *  weighs the options. */
struct PlayoutPolicy
{
    /** Random placements looked at per move; the one that helps its player's own features
     *  most (and others' least) is laid. 1 is a uniformly random placement. */
    int candidates = 1;
    double figureChance = 0.5; // chance to look at figure options after laying a tile
    // Relative weights of putting a figure on each kind of feature, and of putting none.
    double city = 3.0;
    double road = 2.0;
    double monastery = 4.0;
    double field = 1.0;
    double abbot = 3.0;
    double returnAbbot = 0.5;
    /** The big follower: its feature kind's weight times this (it counts twice). */
    double big = 1.5;
    double builder = 2.0; // on an own growing road or city: a second tile ahead
    double pig = 2.0;     // on an own field
    double none = 2.0;
    int keepFollowersForFields = 2; // no farmer when this few followers or fewer are left
    /** Own turns left from which a figure is always placed when one can be: a figure kept
     *  to the end scores nothing. 0 never. */
    int spendAtTheEnd = 0;
};

/**
 * The fast move policy of the search players' simulations. A placement is a uniformly random
 * legal one (rejection-sampled from the frontier, so nothing is listed), or the best of a few
 * such by a cheap look at the features its edges join; a figure is chosen by cheap weights per
 * feature kind. It never allocates and only produces legal moves.
 */
class Playout
{
public:
    explicit Playout(PlayoutPolicy policy = {});

    const PlayoutPolicy& policy() const { return m_policy; }

    /** A legal move for the current tile of `game` (a discard when it fits nowhere). */
    Move chooseMove(const Game& game, Random& random) const;
    /** Plays `game` on to its end, or `maxMoves` moves when that is not negative; returns how
     *  many moves were played. */
    int run(Game& game, Random& random, int maxMoves = -1) const;

    /** A uniformly random legal placement of `type`; false when it fits nowhere. */
    static bool randomPlacement(const Game& game, TileTypeId type, Random& random, Placement* out);

private:
    static constexpr int MaxOwners = 96; // figures on the board, at most
    /** One follower, abbot, big follower, builder and pig option per feature, and the
     *  abbot's return. */
    static constexpr int MaxFigureChoices = 5 * MaxTileFeatures + 1;
    struct Owner
    {
        SegmentId root;
        std::uint8_t player;
    };

    /** How much laying `type` at `p` helps the player to move: features of theirs it joins
     *  count for, others' against; monasteries and gardens around the cell alike. */
    int placementGain(const Game& game, TileTypeId type, Placement p,
                      const std::array<Owner, MaxOwners>& owners, int ownerCount) const;
    void chooseFigure(const Game& game, Move& move, Random& random) const;
    /** The weight of a follower on a feature of `kind` (0: never). */
    double kindWeight(FeatureKind kind, int followersLeft, bool spend) const;

    PlayoutPolicy m_policy;
};

} // namespace bastide
