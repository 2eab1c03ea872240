// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/decision.h"
#include "engine/placedfigure.h"
#include "engine/scoreevent.h"

namespace bastide {

class Game;
class ModuleState;
class RuleModule;
struct Move;
struct MoveOutcome;

/**
 * What a rule module may do to a game from its hooks, while a move is played: change its own
 * state, award points (negative ones too), send figures home and ask a player for a decision.
 * Everything goes through Game, so the move's outcome reports it.
 */
class RuleContext
{
public:
    const Game& game() const { return m_game; }
    /** The player who makes the move. */
    int mover() const;
    /** The move as decided so far. */
    const Move& move() const;
    /** The tile the move laid, once laid; invalid before and for a discard. */
    TileIndex laidTile() const;

    /** The module's own state in this game, for changing. */
    template <class State> State& state(const RuleModule& module)
    {
        return static_cast<State&>(*editState(module));
    }
    /** Gives `event.points` to every winner of `event` and reports it; returns the event's
     *  index in the outcome, or -1 when nobody wins it. */
    int award(const ScoreEvent& event);
    /** Sends a figure home without scoring it (then the modules' figureRemoved). */
    void sendHome(FigureId figure);
    /** Stops the move until `decision` is answered (the module's checkAnswer and applyAnswer
     *  handle the answer). */
    void ask(PendingDecision decision);
    /** What the move reports, or nullptr when nobody listens (a search's playout). */
    MoveOutcome* outcome() const;

private:
    friend class Game;
    friend class Scoring;
    RuleContext(Game& game, MoveOutcome* outcome) : m_game(game), m_outcome(outcome) {}
    ModuleState* editState(const RuleModule& module);

    Game& m_game;
    MoveOutcome* m_outcome;
};

} // namespace bastide
