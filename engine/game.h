// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/board.h"
#include "engine/gamesetup.h"
#include "engine/move.h"
#include "engine/moveoutcome.h"
#include "engine/rules/ruleset.h"
#include "engine/scoreevent.h"

#include <QStringList>
#include <memory>
#include <span>
#include <vector>

namespace bastide {

class Random;

/** A player's supply, trade goods and score. */
struct PlayerState
{
    ScoreBreakdown breakdown{};
    int followers = FollowersPerPlayer;
    bool abbotInSupply = false;
    bool bigInSupply = false;     // Inns & Cathedrals
    bool builderInSupply = false; // Traders & Builders
    bool pigInSupply = false;     // Traders & Builders
    Goods goods{};                // trade-goods tokens held
    int score() const;
    /** How many figures of `type` are in supply. */
    int inSupply(FigureType type) const;
    void take(FigureType type);
    void giveBack(FigureType type);
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

/** Where the current player may put a figure after laying a tile at some placement. */
struct FigureOptions
{
    std::uint16_t followers = 0; // bit per feature index of the tile type
    std::uint16_t abbot = 0;
    std::uint16_t big = 0;
    std::uint16_t builder = 0;
    std::uint16_t pig = 0;
    bool canReturnAbbot = false;

    std::uint16_t of(FigureType type) const;
    void allow(FigureType type, int feature);
    /** Whether any figure may be placed (returning the abbot aside). */
    bool any() const { return (followers | abbot | big | builder | pig) != 0; }
    friend bool operator==(const FigureOptions&, const FigureOptions&) = default;
};

/**
 * A game in progress: board, bag, players and whose turn it is, under the rules of
 * spec §4. apply() validates and plays a whole move (tile, figure or abbot return, then
 * scoring); the game ends, with final scoring, when the bag runs out. A Game is a value:
 * the AI copies it freely.
 */
class Game
{
public:
    /** A new game: start tile laid, bag shuffled from `seed`. */
    Game(std::shared_ptr<const GameSetup> setup, std::uint64_t seed);

    const GameSetup& setup() const { return *m_setup; }
    std::shared_ptr<const GameSetup> sharedSetup() const { return m_setup; }
    const TileSet& tileSet() const { return *m_setup->tiles; }
    const Rules& rules() const { return m_setup->rules; }
    const Board& board() const { return m_board; }
    int playerCount() const { return int(m_players.size()); }
    const PlayerState& player(int index) const { return m_players[std::size_t(index)]; }
    std::span<const PlacedFigure> figures() const { return m_figures; }
    const std::vector<Move>& moves() const { return m_moves; }
    /** The rules of this game at the fixed points of a turn, expansions included. */
    const RuleSet& ruleSet() const { return *m_ruleSet; }

    int currentPlayer() const { return m_current; }
    /** Who made move `k` (0-based) of moves(). */
    int moverOf(int k) const { return m_movers[std::size_t(k)]; }
    /** The current move is the second tile of a builder's double turn. */
    bool inSecondTurn() const { return m_secondTurn; }
    /** The players with the highest score, a bit per player: the winners once finished. */
    std::uint8_t winners() const;
    bool isFinished() const { return m_finished; }
    /** The tile to play now (first of the bag), or an invalid id when the game is over. */
    TileTypeId currentTile() const { return m_next < m_bag.size() ? m_bag[m_next] : TileTypeId(); }
    int tilesLeft() const { return int(m_bag.size() - m_next); }
    /** The tiles not drawn yet, in draw order. */
    std::span<const TileTypeId> bag() const
    {
        return std::span<const TileTypeId>(m_bag).subspan(m_next);
    }
    /** Whether `type` may be drawn now (in the bag, river tiles first, the lake last). */
    MoveError canDraw(TileTypeId type) const;
    /** Replaces the order of the undrawn tiles; refused unless it holds exactly the same
     *  tiles in an order the rules allow. */
    MoveError reorderBag(std::span<const TileTypeId> order);

    MoveError check(const Move& move) const;
    /** Validates and plays `move`, and tells everything it did; a refused move changes
     *  nothing and comes back with its error. */
    MoveOutcome apply(const Move& move);
    /** Plays a move that check() accepts without validating it again: for searches that
     *  only generate legal moves. An illegal move here corrupts the game. Fills `outcome`
     *  when given (playouts pass none and pay for no list). */
    void applyLegal(const Move& move, MoveOutcome* outcome = nullptr);
    /** Shuffles the undrawn tiles after the current one in an order the rules allow (river
     *  tiles first, the lake last): a search's guess at the hidden draw order. */
    void shuffleUnseen(Random& random);

    template <class F> void forEachPlacement(TileTypeId type, F&& f) const
    {
        m_board.forEachPlacement(type, f);
    }
    FigureOptions figureOptions(TileTypeId type, Placement p) const;
    /** Every legal complete move for the current tile (a discard when it fits nowhere). */
    std::vector<Move> legalMoves() const;

    /**
     * Self-check of the incremental state against a recount from the board: figures
     * conserved, each feature's figure count and open ends as the placed tiles say,
     * completed features holding no follower. Empty when all is well. Slow: for tests,
     * fuzzing and soak runs.
     */
    QStringList invariantViolations() const;

    /** Scores as they would stand if the game ended now. */
    std::vector<PlayerState> projectedScores() const;
    /** What the feature holding `segment` would score now, and to whom (end-of-game
     *  formula for an unfinished feature). An id that names no segment is worth nothing. */
    ScoreEvent valueOf(SegmentId segment) const;

    /** Equal games: same setup object, board, players, figures, bag and history. */
    friend bool operator==(const Game& a, const Game& b);

private:
    void fillBag(std::uint64_t seed);
    void drawTile(TileTypeId type);
    MoveError checkFigure(const Move& move) const;
    /** Whether `player` has a figure that counts for majorities on one of the roots. */
    bool holdsAny(int player, const FeatureAfter& after) const;
    void placeFigure(const Move& move, MoveOutcome* outcome);
    /** Players with the most figures on the feature (by weight), as a bit mask. */
    std::uint8_t majority(SegmentId root) const;
    void award(const ScoreEvent& event, MoveOutcome* outcome);
    void scoreCompleted(const PlaceEffects& effects, TurnMemo& memo, MoveOutcome* outcome);
    void returnFiguresOn(SegmentId root, MoveOutcome* outcome);
    void returnAbbot(MoveOutcome* outcome);
    SegmentId figureSegment(int player, FigureType type) const;
    ScoreEvent featureValue(SegmentId root, ScoreReason reason) const;
    void scoreEndOfGame(MoveOutcome* outcome);
    void scoreFields(MoveOutcome* outcome);
    /** Awards a field (modern) or city (classic) to `winners`, split by what each gets per
     *  city once the rule modules have had their say (the pig). */
    void awardField(ScoreEvent e, int perCity, std::span<const SegmentId> fieldRoots,
                    MoveOutcome* outcome);
    std::vector<SegmentId> completedCitiesBordering(SegmentId fieldRoot) const;

    std::shared_ptr<const GameSetup> m_setup;
    std::shared_ptr<const RuleSet> m_ruleSet;
    Board m_board;
    std::vector<PlayerState> m_players;
    std::vector<PlacedFigure> m_figures;
    std::vector<TileTypeId> m_bag;
    std::size_t m_next = 0;
    int m_riverLeft = 0; // river tiles (lake included) not drawn yet
    int m_current = 0;
    bool m_finished = false;
    bool m_secondTurn = false; // the current move is a builder's second tile
    std::vector<Move> m_moves;
    std::vector<std::uint8_t> m_movers; // who made each move
};

} // namespace bastide
