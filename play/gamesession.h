// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "play/replayedgame.h"
#include "play/turnoutcome.h"

#include <QObject>
#include <functional>
#include <memory>
#include <optional>

namespace bastide {

class ComputerTurns;

/**
 * A game being played at one screen: the engine's Game, decided one decision at a time, and
 * the few actions a player takes. Each pending decision goes to the player the rules name:
 * a computer's on a worker thread, a person's through the actions (the tile, the figure, or
 * an answer to another decision such as a dragon step). Views listen to the signals and
 * never change the game behind the session's back. Qt Core only: tests and tools drive a
 * whole session without widgets.
 */
class GameSession : public QObject
{
    Q_OBJECT

public:
    enum class Phase
    {
        NoGame,
        PlaceTile,
        PlaceFigure,
        Decide,       // a person answers another decision (answers() lists them)
        ComputerTurn, // a computer decides (its move or an answer)
        Finished,
        Replay // a recorded game shown at some move: nobody plays
    };
    enum class Choice
    {
        NoFigure,
        Figure,
        ReturnAbbot
    };

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    /** Starts a new game; `setup->seed` must be set, it shuffles the bag. */
    void start(std::shared_ptr<const GameSetup> setup);
    /** Continues a game loaded and replayed by the engine, without playing it again. */
    void resume(ReplayedGame replayed);
    /** Continues a recorded game: the engine replays it once; false, and nothing changes,
     *  when it refuses a move. */
    bool resume(const GameRecord& record);
    /** Shows a recorded game as it stands after its moves, for a replay: no turn is taken,
     *  no computer thinks, nothing is autosaved, until the next start() or resume(). */
    void showReplay(const GameRecord& record);
    bool isReplaying() const { return m_phase == Phase::Replay; }

    bool hasGame() const { return m_game != nullptr; }
    const Game& game() const { return *m_game; }
    Phase phase() const { return m_phase; }
    /** The completed moves, as played. */
    const std::vector<TurnOutcome>& history() const { return m_history; }
    /** Names of the players in seat order. */
    QStringList playerNames() const;
    bool isComputer(int player) const;
    bool isThinking() const;
    /** How long a computer's decision takes at least, so a person can follow (ms); asked
     *  each time. The app sets it from its preferences; none by default. */
    void setComputerPace(std::function<int()> pace);

    // The decision in progress.
    /** Who decides now and what, as the engine says. */
    PendingDecision pending() const;
    Rotation rotation() const { return m_rotation; }
    /** Every legal placement of the tile in hand, all rotations. */
    const std::vector<Placement>& legalPlacements() const { return m_legal; }
    bool isLegal(Placement p) const;
    /** The tile laid by the tile move while the figure action is open. */
    std::optional<Placement> pendingPlacement() const;
    FigureOptions figureOptions() const { return m_options; }
    Choice choice() const { return m_choice; }
    FigurePlacement chosenFigure() const { return m_figure; }
    /** The move the turn would make if confirmed now. */
    std::optional<Move> pendingMove() const;
    /** The legal answers of the decision a person makes in Phase::Decide (and, while the
     *  tile is in hand, the abbey instead of it, when a set offers one). */
    std::vector<Decision> answers() const;

    // Player actions; each returns whether it did anything.
    bool rotate(int quarterTurns = 1);
    bool layTile(Cell cell);
    bool placeFigure(FigureType figure, int feature);
    bool chooseNoFigure();
    bool chooseReturnAbbot();
    bool confirm();
    bool stepBack();
    /** Picks the laid tile up and lays it on the empty `cell` instead (a click elsewhere on
     *  the board). Nothing changes when the cell holds a tile; when the tile does not fit
     *  there it is back in hand and the refusal is signalled, as by layTile(). */
    bool moveLaidTile(Cell cell);
    /** A person's answer to the decision of Phase::Decide (or the abbey for the tile). */
    bool answer(const Decision& decision);

    /** When on, a human turn ends by itself once the player has chosen a figure, no figure
     *  or the abbot's return, or at once when the laid tile offers no choice. */
    void setAutoEndTurn(bool on) { m_autoEndTurn = on; }
    bool autoEndTurn() const { return m_autoEndTurn; }

    bool canUndo() const;
    /** The player whose decision undo() would take back, or -1. */
    int undoMover() const;
    /** Takes back the last decisions of a person (and any computer decisions after them) by
     *  replaying the game from its seed without them: a whole turn of theirs, or their answer
     *  to another player's decision. */
    bool undo();
    /** Whether what was taken back can be played again: until a new decision is made. */
    bool canRedo() const { return !m_redo.empty(); }
    /** Plays again what the last undo took back, whole. */
    bool redo();
    /** Plays a whole move at once (tests and scripted play); false when illegal. */
    bool play(const Move& move);

signals:
    /** The whole game was replaced (new, resumed, undone): rebuild every view. */
    void gameReset();
    void phaseChanged(bastide::GameSession::Phase phase);
    /** The tile in hand or its rotation changed. */
    void handChanged();
    /** The laid-but-unconfirmed tile or the chosen figure changed. */
    void pendingChanged();
    void placementRefused(bastide::Cell cell, bastide::PlacementError error, bool fitsTurned);
    /** A decision inside a move was made and the move goes on (another player decides
     *  next): the board changed without a whole move. */
    void decisionMade(const bastide::MoveOutcome& outcome);
    void movePlayed(const bastide::TurnOutcome& outcome);
    void thinkingChanged(bool thinking);
    void gameFinished();
    /** Moves were taken back or played again by undo or redo (after gameReset): what is kept
     *  of the game, such as its autosave, must be written again. */
    void historyRewritten();

private:
    /** Where undo goes back to: the first `moves` moves, and of the next one (when
     *  `followUps` >= 0) its tile and figure and that many answers of other players. */
    struct UndoPoint
    {
        int moves = -1;
        int followUps = -1;
        int player = -1;
    };

    void nextDecision();
    void setPhase(Phase phase);
    /** Plays one decision and carries its outcome into the move in progress. */
    void applyDecision(const Decision& decision);
    void applyMove(const Move& move);
    void moveDone();
    void requestComputer();
    void onComputerMove(const Move& move);
    void onComputerAnswer(const Decision& decision);
    Rotation firstUsefulRotation() const;
    UndoPoint undoPoint() const;
    /** Takes over a replayed game and its history; the turn in progress is gone. */
    void adopt(ReplayedGame replayed);
    /** Takes the laid tile back into hand (the tile move undone). */
    void takeBackLaidTile();

    std::unique_ptr<Game> m_game;
    std::vector<TurnOutcome> m_history;
    Phase m_phase = Phase::NoGame;
    Rotation m_rotation;
    std::vector<Placement> m_legal;
    FigureOptions m_options;
    Choice m_choice = Choice::NoFigure;
    FigurePlacement m_figure;
    /** The game before the tile move, while the figure action is open: picking the tile up
     *  again is going back to it. */
    std::optional<Game> m_beforeLay;
    /** What the decisions of the move in progress did so far, and the figures before it. */
    std::optional<MoveOutcome> m_moveSoFar;
    std::vector<PlacedFigure> m_standingBefore;

    /** What undo took back, the last undone last: the tail of the record that redo()
     *  plays again (the answers that finish a cut move, then whole moves). */
    struct Taken
    {
        std::vector<Decision> followUps;
        std::vector<Move> moves;
    };
    std::vector<Taken> m_redo;
    bool m_redoing = false; // moves replayed by redo() keep the rest of m_redo

    ComputerTurns* m_computer;
    bool m_autoEndTurn = false;
};

} // namespace bastide
