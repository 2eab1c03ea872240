// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/board.h"
#include "engine/decision.h"
#include "engine/gamesetup.h"
#include "engine/move.h"
#include "engine/moveoutcome.h"
#include "engine/rules/modulestate.h"
#include "engine/rules/ruleset.h"
#include "engine/scoreevent.h"
#include "engine/tilebag.h"

#include <QStringList>
#include <functional>
#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace bastide {

class Random;
class RuleContext;
class Scoring;

/** A bit per FigureType where `test` holds for its entry of `values`, unrolled: the search
 *  asks this on every move. */
template <class T, class Test>
constexpr unsigned figureBits(const std::array<T, FigureTypeCount>& values, Test test)
{
    return [&]<std::size_t... I>(std::index_sequence<I...>)
    {
        return ((unsigned(test(values[I])) << I) | ...);
    }
    (std::make_index_sequence<FigureTypeCount>());
}

/** A player's supply, trade goods and score. Figures in supply are counted per FigureType,
 *  so a set that brings a figure adds a row to the figure table, not a field here. */
struct PlayerState
{
    ScoreBreakdown breakdown{};
    std::array<std::uint8_t, FigureTypeCount> supply{}; // figures in supply, by FigureType
    int score() const;
    /** How many figures of `type` are in supply. */
    int inSupply(FigureType type) const { return supply[std::size_t(type)]; }
    void take(FigureType type) { --supply[std::size_t(type)]; }
    void giveBack(FigureType type) { ++supply[std::size_t(type)]; }
    /** The figure types with at least one in supply, a bit per FigureType. */
    unsigned available() const
    {
        return figureBits(supply, [](std::uint8_t n) { return n != 0; });
    }
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

/** Where the current player may put a figure after laying a tile at some placement: a mask
 *  of feature indices per figure type. */
struct FigureOptions
{
    std::array<std::uint16_t, FigureTypeCount> masks{}; // bit per feature index, by FigureType
    bool canReturnAbbot = false;

    std::uint16_t of(FigureType type) const { return masks[std::size_t(type)]; }
    void allow(FigureType type, int feature)
    {
        masks[std::size_t(type)] |= std::uint16_t(1u << feature);
    }
    /** Whether any figure may be placed (returning the abbot aside). */
    bool any() const
    {
        return figureBits(masks, [](std::uint16_t m) { return m != 0; }) != 0;
    }
    friend bool operator==(const FigureOptions&, const FigureOptions&) = default;
};

/**
 * A game in progress: board, bag, players, the rule modules' states and whose decision it is,
 * under the rules of spec §4. A turn is a sequence of decisions (pending(), decide()): the
 * tile move, the figure action, and the decisions the modules ask of other players; apply()
 * plays a record's whole move, which is the decisions of one tile. The game ends, with final
 * scoring, when no tile can be drawn. A Game is a value: the AI copies it freely, and a const
 * Game may be read from several threads.
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
    /** The figure with `id` on the board, or nullptr when it is not there (any more). */
    const PlacedFigure* figure(FigureId id) const;
    /** The completed moves, in order (the move in progress is not among them). */
    const std::vector<Move>& moves() const { return m_moves; }
    /** The rules of this game at the fixed points of a turn, expansions included. */
    const RuleSet& ruleSet() const { return *m_ruleSet; }
    /** A rule module's state in this game (the module's own type), or nullptr. */
    template <class State> const State* moduleState(const RuleModule& module) const
    {
        return static_cast<const State*>(m_states.get(std::size_t(module.slot())));
    }

    int currentPlayer() const { return m_current; }
    /** Who made move `k` (0-based) of moves(). */
    int moverOf(int k) const { return m_movers[std::size_t(k)]; }
    /** The current move is the second part of a builder's double turn. */
    bool inSecondTurn() const { return m_secondPart; }
    /** In a second part, the feature that gave it (the builder's road or city), if any. */
    SegmentId secondPartCause() const { return m_secondPart ? m_secondPartCause : SegmentId(); }
    /** The players with the highest score, a bit per player: the winners once finished. */
    std::uint8_t winners() const;
    bool isFinished() const { return m_finished; }
    /** The tile to play now (the first of the bag that may be drawn), or an invalid id when
     *  none can be drawn. */
    TileTypeId currentTile() const
    {
        if (!m_ruleSet->holdsBackTiles())
            return m_bag.empty() ? TileTypeId() : m_bag.remaining().front();
        return firstDrawable();
    }
    int tilesLeft() const { return m_bag.size(); }
    /** The tiles not drawn yet, in draw order. */
    std::span<const TileTypeId> bag() const { return m_bag.remaining(); }
    /** Whether `type` may be drawn now (in the bag, river tiles first, the lake last, not
     *  held back by a module). */
    MoveError canDraw(TileTypeId type) const;
    /** Replaces the order of the undrawn tiles; refused unless it holds exactly the same
     *  tiles in an order the rules allow. */
    MoveError reorderBag(std::span<const TileTypeId> order);
    /** Shuffles the undrawn tiles after the current one in an order the rules allow (river
     *  tiles first, the lake last): a search's guess at the hidden draw order. */
    void shuffleUnseen(Random& random);

    // --- Decisions --------------------------------------------------------------------------
    /** The decision the game waits for and who makes it; kind None once finished. */
    PendingDecision pending() const;
    /** Every legal answer to the pending decision. */
    std::vector<Decision> legalDecisions() const;
    MoveError check(const Decision& decision) const;
    /** Validates and plays one decision, and tells what it did; a refused decision changes
     *  nothing and comes back with its error. `outcome.moveComplete` says whether the move
     *  is over; `outcome.next` is the decision after it. */
    MoveOutcome decide(const Decision& decision);
    /** The tile laid by the tile move while the figure action is pending. */
    std::optional<Placement> laidTile() const;
    /** The move being decided, while one is (from the tile move to its last decision). */
    const Move* moveInProgress() const
    {
        return m_turn.step == Step::Idle || m_turn.step == Step::FinalRound ? nullptr
                                                                            : &m_turn.move;
    }
    /** The decisions of a move, in the order they are made. */
    static std::vector<Decision> decisionsOf(const Move& move);

    // --- Whole moves ------------------------------------------------------------------------
    MoveError check(const Move& move) const;
    /** Validates and plays `move`, the decisions of one tile, and tells everything it did; a
     *  refused move changes nothing and comes back with its error. A move whose other
     *  players' decisions are missing stops where the first one is (outcome.next). */
    MoveOutcome apply(const Move& move);
    /** Plays a move that check() accepts without validating it again: for searches that
     *  only generate legal moves. An illegal move here corrupts the game. Fills `outcome`
     *  when given (playouts pass none and pay for no list). Decisions of other players the
     *  move does not hold are taken as the first legal answer. */
    void applyLegal(const Move& move, MoveOutcome* outcome = nullptr);
    /** Who answers, in applyLegal, the decisions a module asks that the move does not hold:
     *  a search gives each to the player it names. */
    using AnswerFunction = std::function<Decision(const Game&)>;
    /** As above, taking the move over instead of copying it (a playout's fresh move); the
     *  decisions of other players it does not hold are `answer`'s (the first legal answer
     *  without one). An abbey move or a decline is played as the decision it answers. */
    void applyLegal(Move&& move, MoveOutcome* outcome = nullptr,
                    const AnswerFunction* answer = nullptr);
    /** Whether the player to move is to lay a tile (or to choose the abbey instead), not to
     *  answer another decision. */
    bool awaitsTileMove() const
    {
        const DecisionKind kind = pending().kind;
        return kind == DecisionKind::TileMove || kind == DecisionKind::AbbeyOrDraw;
    }

    template <class F> void forEachPlacement(TileTypeId type, F&& f) const
    {
        m_board.forEachPlacement(type, f);
    }
    FigureOptions figureOptions(TileTypeId type, Placement p) const;
    /** Every legal complete move for the current tile (a discard when it fits nowhere), or
     *  in the final round the decline. */
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
    /** The rule modules' end-of-game awards as they would be if the game ended now (who
     *  leads each trade good). */
    std::vector<ScoreEvent> projectedAwards() const;
    /** What the feature holding `segment` would score now, and to whom (end-of-game
     *  formula for an unfinished feature). An id that names no segment is worth nothing. */
    ScoreEvent valueOf(SegmentId segment) const;

    /** Equal games: same setup object, board, players, figures, bag, module states and
     *  history, and the same move in progress. */
    friend bool operator==(const Game& a, const Game& b);

private:
    friend class RuleContext;
    friend class Scoring;

    /** Where the move in progress stands in the turn order of spec §4. */
    enum class Step : std::uint8_t
    {
        Idle,         // no move begun: the tile move is pending
        Laid,         // the tile move is decided: the figure action is pending
        AfterFigure,  // the modules' decisions before scoring (the dragon's flight)
        AfterScoring, // the modules' decisions after scoring (the wagons)
        FinalRound    // no tile can be drawn: the modules' round before the end (4.5)
    };
    struct MoveInProgress
    {
        Step step = Step::Idle;
        Move move;
        TileIndex tile;         // the tile laid, from AfterFigure on
        PlaceEffects effects{}; // what laying it completed, scored after the flight
        PendingDecision asked;  // the decision a module asked for
        int askingModule = -1;  // its index among the modules
        /** Answers taken from the whole move being played (kept past its end, for the
         *  check that it held no more than were asked). */
        std::size_t answersUsed = 0;
        /** Equal as far as the step makes them matter: what a finished move leaves behind
         *  is not cleared (a search plays many moves and pays for no clearing). */
        bool operator==(const MoveInProgress& b) const
        {
            const MoveInProgress& a = *this;
            if (a.step != b.step || a.asked != b.asked || a.askingModule != b.askingModule)
                return false;
            if (a.step == Step::Idle || a.step == Step::FinalRound)
                return true;
            if (a.step == Step::Laid)
                return a.move == b.move;
            return a.move == b.move && a.tile == b.tile && a.effects == b.effects;
        }
        /** Back to no move begun, cheaply. */
        void clear()
        {
            step = Step::Idle;
            asked = {};
            askingModule = -1;
        }
    };

    TileTypeId firstDrawable() const;
    /** A new move begins: the modules may ask a decision before the draw. */
    void openMove(MoveOutcome* outcome);
    /** Ends the game: the end-of-game scoring. */
    void endGame(MoveOutcome* outcome);
    void startTurn(MoveOutcome* outcome);
    MoveError checkFigure(const Move& move) const;
    /** Whether the move's answers to other players' decisions are all legal, tried on a
     *  copy; fills `outcome` with the copy's when they are. */
    MoveError checkByPlaying(const Move& move, MoveOutcome* outcome);
    /** Plays the move in progress from its step until it ends or a decision is pending. The
     *  modules' questions are answered from `answers` (the follow-ups of a whole move) while
     *  they last; then they stay pending, or with `leavePending` false are `answer`'s (the
     *  first legal answer without one). */
    MoveError continueMove(MoveOutcome* outcome, std::span<const Decision> answers,
                           bool leavePending, const AnswerFunction* answer = nullptr);
    /** Runs one hook on every module from the one asking; false when a module asked. */
    template <class Hook> bool runAskingHook(Hook hook, MoveOutcome* outcome);
    MoveError answer(const Decision& decision, MoveOutcome* outcome);
    void layTile(MoveOutcome* outcome);
    void placeFigure(const Move& move, MoveOutcome* outcome);
    void finishMove(MoveOutcome* outcome);
    void removeFigure(std::size_t index, MoveOutcome* outcome, int event, ReturnReason why);
    int award(const ScoreEvent& event, MoveOutcome* outcome);

    std::shared_ptr<const GameSetup> m_setup;
    std::shared_ptr<const RuleSet> m_ruleSet;
    Board m_board;
    std::vector<PlayerState> m_players;
    std::vector<PlacedFigure> m_figures;
    int m_nextFigure = 0; // the id of the next figure placed
    TileBag m_bag;
    ModuleStates m_states;
    int m_current = 0;
    bool m_finished = false;
    bool m_secondPart = false; // the current move is the second part of a double turn
    SegmentId m_secondPartCause;
    bool m_turnStarted = false; // the current turn's start (modules' turnStart) has run
    MoveInProgress m_turn;
    std::vector<Move> m_moves;
    std::vector<std::uint8_t> m_movers; // who made each move
};

} // namespace bastide
