// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/board.h"
#include "engine/gamesetup.h"
#include "engine/move.h"
#include "engine/scoreevent.h"

#include <QStringList>
#include <memory>
#include <span>
#include <vector>

namespace bastide {

class Random;

/** A player's supply and score. */
struct PlayerState
{
    ScoreBreakdown breakdown{};
    int followers = FollowersPerPlayer;
    bool abbotInSupply = false;
    int score() const;
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

/** A figure on the board. */
struct PlacedFigure
{
    std::uint8_t player = 0;
    FigureType type = FigureType::Follower;
    std::int32_t segment = 0; // the board segment it stands on (tile and feature)
    friend bool operator==(const PlacedFigure&, const PlacedFigure&) = default;
};

/** Where the current player may put a figure after laying a tile at some placement. */
struct FigureOptions
{
    std::uint16_t followers = 0; // bit per feature index of the tile type
    std::uint16_t abbot = 0;
    bool canReturnAbbot = false;
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

    int currentPlayer() const { return m_current; }
    bool isFinished() const { return m_finished; }
    /** The tile to play now (first of the bag), or -1 when the game is over. */
    int currentTile() const { return m_next < m_bag.size() ? m_bag[m_next] : -1; }
    int tilesLeft() const { return int(m_bag.size() - m_next); }
    /** The tiles not drawn yet, in draw order. */
    std::span<const std::uint16_t> bag() const
    {
        return std::span<const std::uint16_t>(m_bag).subspan(m_next);
    }
    /** Whether `type` may be drawn now (in the bag, river tiles first, the lake last). */
    MoveError canDraw(int type) const;
    /** Replaces the order of the undrawn tiles; refused unless it holds exactly the same
     *  tiles in an order the rules allow. */
    MoveError reorderBag(std::span<const std::uint16_t> order);

    MoveError check(const Move& move) const;
    /** Validates and plays `move`; appends what it scored to `events` when given. */
    MoveError apply(const Move& move, std::vector<ScoreEvent>* events = nullptr);
    /** Plays a move that check() accepts without validating it again: for searches that
     *  only generate legal moves. An illegal move here corrupts the game. */
    void applyLegal(const Move& move, std::vector<ScoreEvent>* events = nullptr);
    /** Shuffles the undrawn tiles after the current one in an order the rules allow (river
     *  tiles first, the lake last): a search's guess at the hidden draw order. */
    void shuffleUnseen(Random& random);

    template <class F> void forEachPlacement(int type, F&& f) const
    {
        m_board.forEachPlacement(type, f);
    }
    FigureOptions figureOptions(int type, Placement p) const;
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
     *  formula for an unfinished feature). */
    ScoreEvent valueOf(int segment) const;

private:
    void drawTile(int type);
    MoveError checkFigure(const Move& move) const;
    /** Players with the most figures on the feature, as a bit mask. */
    std::uint8_t majority(int root) const;
    void award(const ScoreEvent& event, std::vector<ScoreEvent>* events);
    void scoreCompleted(const PlaceEffects& effects, std::vector<ScoreEvent>* events);
    void returnFiguresOn(int root);
    void returnAbbot(std::vector<ScoreEvent>* events);
    int abbotSegment(int player) const;
    ScoreEvent featureValue(int root, ScoreReason reason) const;
    void scoreEndOfGame(std::vector<ScoreEvent>* events);
    void scoreFields(std::vector<ScoreEvent>* events);

    std::shared_ptr<const GameSetup> m_setup;
    Board m_board;
    std::vector<PlayerState> m_players;
    std::vector<PlacedFigure> m_figures;
    std::vector<std::uint16_t> m_bag;
    std::size_t m_next = 0;
    int m_riverLeft = 0; // river tiles (lake included) not drawn yet
    int m_current = 0;
    bool m_finished = false;
    std::vector<Move> m_moves;
};

} // namespace bastide
