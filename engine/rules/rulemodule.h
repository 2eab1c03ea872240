// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/decision.h"
#include "engine/move.h"
#include "engine/moveerror.h"
#include "engine/rules.h"
#include "engine/rules/modulestate.h"
#include "engine/scoreevent.h"

#include <QJsonObject>
#include <span>
#include <vector>

namespace bastide {

class Game;
class RuleContext;
struct PlacedFigure;

/** What a module tells the evaluator about a city or road it changes (an inn, a cathedral):
 *  points per tile and shield when completed and when left unfinished at the end. */
struct FeatureRates
{
    double completed = 0.0;
    double unfinished = 0.0;
};

/** What the evaluator knows of one player's stake in one feature, for a module's bonus. */
struct StakeView
{
    int player = 0;
    SegmentId root;
    FeatureKind kind = FeatureKind::Road;
    std::array<std::uint8_t, FigureTypeCount> figures{}; // the player's figures on it, by type
    bool owns = false;                                   // the player holds the majority now
    int openCells = 0;                                   // empty cells next to its open ends
    bool deadCells = false;                              // one of them no tile can ever fill
    int cities = 0;                                      // a field: completed cities it supplies
    double openCities = 0; // a field: further cities expected from unfinished ones
};

/** The search's own tuning that a module's estimate may scale by (engine/ai fills it). */
struct EstimateTuning
{
    double fade = 1.0;      // how much of the game is left to use an advantage, 1 to 0
    double extraTurn = 0.0; // points a second part of a turn is worth
    int extraTurnCells = 0; // open cells that still count towards more second parts
};

/**
 * One expansion's rules at the fixed points of a turn (ARCHITECTURE.md, "Rule modules"; spec
 * §4 Turn). Game calls these only for the modules that are on, at fixed points of a move and
 * never per candidate placement; where figures may go is data (FigureRule). Every hook has a
 * neutral default, so a module implements only its own points. A module may keep state in
 * the game (initialState, RuleContext::state), award points at any step (RuleContext::award,
 * negative points included), and ask other players for decisions (RuleContext::ask). The
 * steps where decisions may be asked (beforeDraw, afterFigure, afterScoring, finalRound) are
 * called only in games where some module said it uses them (RuleSet::setAsks), so the
 * others pay nothing for them.
 */
class RuleModule
{
public:
    virtual ~RuleModule() = default;

    /** The module's slot among the game's modules, for its state. */
    int slot() const { return m_slot; }
    void setSlot(int slot) { m_slot = slot; }

    // --- State -------------------------------------------------------------------------
    /** The state a new game starts with; none for a module that keeps nothing. */
    virtual std::unique_ptr<ModuleState> initialState(const Game& game) const;

    // --- The turn, in the order of spec §4 ------------------------------------------------
    /** (1) A turn begins (not after a discard, not in a second part). */
    virtual void turnStart(RuleContext& context) const;
    /** (2) Before the draw of each move: a module may ask the player to move to decide
     *  first (lay the abbey, or draw). */
    virtual void beforeDraw(RuleContext& context) const;
    /** (2) Whether `type` is held back from the draw now (the bag keeps its place). */
    virtual bool holdsBack(const Game& game, TileTypeId type) const;
    /** (4) Before the tile is laid. */
    virtual void beforeTile(RuleContext& context) const;
    /** (5) Why a figure may not go where the move puts it, beyond the figure table (the
     *  dragon's tile, a field with a barn); None to allow. */
    virtual MoveError vetoFigure(const Game& game, const Move& move) const;
    /** (6) After the figure action, before scoring: a module may ask for decisions here
     *  (the dragon's flight); it is called again after each answer until it asks no more. */
    virtual void afterFigure(RuleContext& context) const;
    /** (7) A city, road, monastery or garden is scored (completed, returned abbot or at the
     *  end) with the base formula in `event`: change its points (inns, cathedrals). */
    virtual void scoreFeature(const Game& game, ScoreEvent& event) const;
    /** (7) A completed city or road was scored; its figures are still on it (goods). */
    virtual void afterCompleted(RuleContext& context, SegmentId root) const;
    /** (7-8) After scoring: further scorings and decisions (barns, wagons); called again
     *  after each answer until it asks no more. */
    virtual void afterScoring(RuleContext& context) const;
    /** (9) Whether the mover plays a second part of the turn (the builder's double turn):
     *  engaged if so, holding the feature that gives it (or an invalid id). */
    virtual std::optional<SegmentId> anotherPart(const RuleContext& context) const;
    /** No tile can be drawn: before the end-of-game scoring, a module may ask players for
     *  decisions of a round of their own (the final abbey round); called again after each
     *  answer until it asks no more. */
    virtual void finalRound(RuleContext& context) const;
    /** A figure left the board without being scored (sent home by a rule): what follows
     *  from it (a builder or pig left alone goes home too). */
    virtual void figureRemoved(RuleContext& context, const PlacedFigure& figure) const;

    // --- Scoring formulas -------------------------------------------------------------------
    /** What `player`, a winner of a field award, gets per completed city (`points` from
     *  the farmers variant), given the fields the award is for (pig). */
    virtual int fieldCityPoints(const Game& game, int player, std::span<const SegmentId> fieldRoots,
                                int points) const;
    /** After the fields at the end of the game: awards of the module's own (goods). Called on
     *  a game in progress too, for what they would be if it ended now. */
    virtual void finalScoring(const Game& game, std::vector<ScoreEvent>& awards) const;

    /** The keys the expansion adds to a player's scores as `replay` prints them (spec §5):
     *  to the player object and to its breakdown. */
    virtual void writeScores(const Game& game, int player, QJsonObject& playerObject,
                             QJsonObject& breakdown) const;

    // --- Decisions a module asks for --------------------------------------------------------
    /** Whether `decision` answers the decision the module asked for; None if so. */
    virtual MoveError checkAnswer(const Game& game, const Decision& decision) const;
    /** Plays an answer checkAnswer accepted. */
    virtual void applyAnswer(RuleContext& context, const Decision& decision) const;
    /** Every legal answer to the decision the module asked for. */
    virtual void legalAnswers(const Game& game, std::vector<Decision>& answers) const;

    // --- The computer's estimates -----------------------------------------------------------
    /** Points per tile and shield of a city or road the module changes, for the evaluator;
     *  `rates` holds the base game's and is left alone when the module has nothing to say. */
    virtual void featureRates(const Game& game, SegmentId root, FeatureRates& rates) const;
    /** Expected points a player's special figures on a feature are worth beyond its score. */
    virtual double stakeBonus(const Game& game, const StakeView& stake,
                              const EstimateTuning& tuning) const;
    /** Expected end-of-game awards of the module, added to `expected` per player. */
    virtual void estimateFinal(const Game& game, std::span<double> expected) const;

private:
    int m_slot = -1;
};

} // namespace bastide
