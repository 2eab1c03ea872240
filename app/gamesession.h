// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/replayedgame.h"
#include "app/turnoutcome.h"

#include <QObject>
#include <memory>
#include <optional>

namespace bastide {

class ComputerTurns;

/**
 * A game being played in the window: the engine's Game plus the turn in progress (the
 * tile's rotation, where it was laid, which figure was chosen) and the few actions a
 * player takes. Computer turns run on a worker thread. Views listen to the signals and
 * never change the game behind the session's back.
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
        ComputerTurn,
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
    const std::vector<TurnOutcome>& history() const { return m_history; }
    /** Names of the players in seat order. */
    QStringList playerNames() const;
    bool isComputer(int player) const;
    bool isThinking() const;

    // The turn in progress.
    Rotation rotation() const { return m_rotation; }
    /** Every legal placement of the tile in hand, all rotations. */
    const std::vector<Placement>& legalPlacements() const { return m_legal; }
    bool isLegal(Placement p) const;
    std::optional<Placement> pendingPlacement() const { return m_pending; }
    FigureOptions figureOptions() const { return m_options; }
    Choice choice() const { return m_choice; }
    FigurePlacement chosenFigure() const { return m_figure; }
    /** The move the turn would make if confirmed now. */
    std::optional<Move> pendingMove() const;

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

    /** When on, a human turn ends by itself once the player has chosen a figure, no figure
     *  or the abbot's return, or at once when the laid tile offers no choice. */
    void setAutoEndTurn(bool on) { m_autoEndTurn = on; }
    bool autoEndTurn() const { return m_autoEndTurn; }

    bool canUndo() const;
    /** The player whose move undo() would take back, or -1. */
    int undoMover() const;
    /** Takes back the last human move (and any computer moves after it) by replaying the
     *  game from its seed without them. */
    bool undo();
    /** Whether moves taken back can be played again: until a new move is played. */
    bool canRedo() const { return !m_redo.empty(); }
    /** Plays again the moves the last undo took back, whole: a person's move with the
     *  computers' replies and discards that followed it. */
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
    void movePlayed(const bastide::TurnOutcome& outcome);
    void thinkingChanged(bool thinking);
    void gameFinished();
    /** Moves were taken back or played again by undo or redo (after gameReset): what is kept
     *  of the game, such as its autosave, must be written again. */
    void historyRewritten();

private:
    void beginTurn();
    void setPhase(Phase phase);
    void applyMove(const Move& move);
    void requestComputerMove();
    void onComputerMove(const Move& move);
    Rotation firstUsefulRotation() const;
    /** Index of the move undo goes back to, or -1. */
    int undoTarget() const;
    /** Takes over a replayed game and its history; the turn in progress is gone. */
    void adopt(ReplayedGame replayed);

    std::unique_ptr<Game> m_game;
    std::vector<TurnOutcome> m_history;
    Phase m_phase = Phase::NoGame;
    Rotation m_rotation;
    std::vector<Placement> m_legal;
    std::optional<Placement> m_pending;
    FigureOptions m_options;
    Choice m_choice = Choice::NoFigure;
    FigurePlacement m_figure;

    /** Groups of moves taken back, the last undone last: what redo() plays again. */
    std::vector<std::vector<Move>> m_redo;
    bool m_redoing = false; // moves replayed by redo() keep the rest of m_redo

    ComputerTurns* m_computer;
    bool m_autoEndTurn = false;
};

} // namespace bastide
