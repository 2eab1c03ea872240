// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/boardmemo.h"
#include "engine/ai/evaluationweights.h"
#include "engine/ai/fillchance.h"
#include "engine/ai/tileodds.h"

#include <array>
#include <vector>

namespace bastide {

/** What the evaluation thinks of one feature with figures on it; hints word it. */
struct FeatureProspect
{
    SegmentId root;
    FeatureKind kind = FeatureKind::City;
    std::uint8_t owners = 0;  // players holding the majority, a bit each
    std::uint8_t present = 0; // players with any figure on it
    int points = 0;           // what it would score if the game ended now
    double expected = 0;      // expected final points to each owner
    double completion = 0;    // chance a city, road, monastery or garden completes
    int openCells = 0;        // empty cells it still needs (cities and roads)
    int deadCells = 0;        // of those, cells no tile left can fill
    int cities = 0;           // fields: completed cities bordering it
    double openCities = 0;    // fields: expected further cities from open ones
};

/** Every player's expected final score, and optionally the features behind it. */
struct PositionValue
{
    std::array<double, MaxPlayers> expected{};
    std::array<double, MaxPlayers> supply{}; // included in `expected`
    std::vector<FeatureProspect> features;
    /** Expected final lead of `player` over the best of the other `players`. */
    double lead(int player, int players) const;
};

/**
 * The evaluation function of every computer level: each player's score now, plus what
 * each feature they hold is expected to add by the end (its points now, plus its chance
 * to complete times what completing adds, that chance worked out from how many of the
 * unseen tiles fit each open cell), plus the worth of the figures in supply, which fades
 * to nothing near the end. Information-fair: it reads which tiles are left, never their
 * order. Not thread-safe (it keeps scratch space): one per thread.
 *
 * The rule modules speak for their expansions: the figure table gives each figure's weight
 * on its feature, and each module its own rates for the features it changes, the bonus of
 * its special figures and its end-of-game awards (RuleModule's estimate hooks).
 */
class Evaluator
{
public:
    explicit Evaluator(EvaluationWeights weights = {});

    const EvaluationWeights& weights() const { return m_w; }
    void setWeights(const EvaluationWeights& weights);

    /** Expected final lead of `player` over the best of the others. */
    double lead(const Game& game, int player);
    /** Fills `out` for `game`; with `prospects` also out.features. */
    void evaluate(const Game& game, PositionValue& out, bool prospects = false);

    /** The positions evaluated from now until `releaseBoard` (or the next `holdBoard`) share
     *  one board and one bag of unseen tiles; only figures, scores and supplies differ, as
     *  among the moves of one placement. What depends on the board alone is worked out once
     *  for them (see BoardMemo). A rule module whose figures change the board (none does
     *  yet) must not have its moves rated this way. */
    void holdBoard() { m_memo.start(); }
    /** Ends `holdBoard`: the next position may have any board. */
    void releaseBoard() { m_memo.stop(); }

private:
    struct Holding
    {
        SegmentId root;
        /** Figures on the feature, by FigureType and player. */
        std::array<std::array<std::uint8_t, MaxPlayers>, FigureTypeCount> count{};
        const std::array<std::uint8_t, MaxPlayers>& of(FigureType type) const
        {
            return count[std::size_t(type)];
        }
    };

    void collectHoldings(const Game& game);
    /** Chance the city or road with root `root` completes, when players holding `share`
     *  of the turns work on it; counts its open and dead cells. */
    double completion(const Game& game, SegmentId root, double share, int* open, int* dead);
    /** Chance of an unheld city completing, cached per evaluation (fields ask often). */
    double cityChance(const Game& game, SegmentId root);
    /** Expected final points of a monastery or garden and its chance to complete. */
    double centreValue(const Game& game, SegmentId segment, double* complete);
    double fieldValue(const Game& game, SegmentId root, int* cities, double* openCities);
    FeatureProspect featureValue(const Game& game, const Holding& h);
    /** Each player's weight for the majority on the feature, from the figure table. */
    std::array<std::uint8_t, MaxPlayers> weights(const Game& game, const Holding& h) const;
    /** What `player` gets besides the owners' share, as the rule modules see it (a
     *  builder's second parts to come, a pig's extra point per city). */
    double stakeBonus(const Game& game, const Holding& h, const FeatureProspect& f,
                      int player) const;

    EvaluationWeights m_w;
    TileOdds m_odds;
    BoardMemo m_memo;
    // What every evaluation computes again and again, worked out once per weights.
    FillChance m_cellFill;                 // an open cell of a city or road
    FillChance m_neighbourFill;            // an empty neighbour of a monastery or garden
    std::array<double, 32> m_extraCells{}; // extraCell to the power of the index
    std::vector<Holding> m_holdings;
    std::vector<Cell> m_cells;
    std::vector<SegmentId> m_seen;
    std::vector<std::pair<SegmentId, double>> m_cityChance;
    std::array<double, MaxPlayers> m_returning{};
    std::array<double, MaxPlayers> m_abbotBack{};
    double m_sharePerPlayer = 0.5;
    double m_fade = 1.0; // what figures in supply (and double turns ahead) are still worth
};

} // namespace bastide
