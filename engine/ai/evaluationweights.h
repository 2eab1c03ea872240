// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace bastide {

/**
 * The numbers behind the evaluation (see Evaluator): how likely open cells are to be filled,
 * what an open feature is expected to grow by, and what a figure in supply is worth. Tuned by
 * coordinate search over one-move self-play (each change kept only when it won two matches
 * of 200 two-player games against the weights before it).
 */
struct EvaluationWeights
{
    // An open cell of a city or road gets a fitting tile from its owners with chance
    // 1 - exp(-reach * fitting tiles left * owners / players).
    double reach = 0.05;
    // Each open cell beyond the first: a tile that fills one cell may open another.
    double extraCell = 0.9;
    // Points a completed city gains per open cell it still has (the tiles that close it,
    // doubled with the rest); an unfinished one keeps `unfinishedGrowth` of that growth.
    double cityGrowth = 0.6;
    double roadGrowth = 0.6;
    double unfinishedGrowth = 0.5;
    // An empty neighbour of a monastery or garden fills with chance
    // 1 - exp(-neighbourFill * fitting tiles left); one not yet next to any tile counts
    // `farNeighbour` of that.
    double neighbourFill = 0.016;
    double farNeighbour = 0.36;
    // Fields: points per bordering city are 3 (4 classic) times its chance to complete; an
    // open city no one holds completes less often than one its owner works on.
    double unclaimedCityShare = 0.75;
    // Figures in supply: the first is worth `follower` points, each further one `decay` of
    // the one before; the whole supply fades to nothing over the last `fadeTurns` own turns.
    double follower = 6.0;
    double decay = 0.7;
    double abbot = 2.0;
    double fadeTurns = 6.0;
    // Followers on features likely to complete count as coming back, by this share.
    double returning = 0.6;
    // Traders & Builders: a builder on a growing road or city is worth this many points per
    // open cell its owner may extend it by (each a second turn), at most `builderCells`
    // cells; in supply it and the pig are worth a little, fading like the followers.
    double builderTurn = 1.5;
    int builderCells = 3;
    double builderSupply = 2.0;
    double pigSupply = 1.5;
};

} // namespace bastide
