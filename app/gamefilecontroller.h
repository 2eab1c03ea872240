// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamesetup.h"
#include "play/replayedgame.h"

#include <QObject>
#include <functional>
#include <memory>
#include <optional>

class QMainWindow;

namespace bastide {

class GameSession;

/**
 * The game on the table as a document: starting one (from the new-game dialog or again
 * with the same table), opening and saving records, the autosave after every move and
 * resuming it at start-up. Refusals are shown in a message box naming the file.
 */
class GameFileController : public QObject
{
    Q_OBJECT

public:
    GameFileController(GameSession* session, QMainWindow* window);

    /** Starts a game with exactly this setup (its seed set, or one is drawn). */
    void startGame(std::shared_ptr<GameSetup> setup);
    /** Opens the new-game dialog as it was last accepted; with this deck file and these
     *  sets chosen when given (the deck editor's Play This Deck). */
    void newGame(const QString& deckPath = QString(), const QStringList& expansions = {});
    /** The last game's table and rules again, with a fresh deal. */
    void playAgain();
    bool canPlayAgain() const { return m_lastSetup != nullptr; }

    void openGame();
    /** Opens `path` after asking, as Open does, whether to leave an unfinished game. */
    void openRecent(const QString& path);
    bool loadFrom(const QString& path);
    void saveGame();
    void saveGameAs();
    bool saveTo(const QString& path);

    /** Asks for a game file to replay and reads it; nullopt when none was chosen or it
     *  was refused (the refusal is shown). */
    std::optional<GameRecord> chooseGameToReplay();
    /** Continues a replayed position as a new game of its own, with no file yet. */
    void playOnFrom(const GameRecord& position);

    /** Saves an unfinished game where resumeAutosave() finds it. A game just started or
     *  opened is not written until its first move: the unfinished game it replaced stays
     *  resumable until then. */
    void autosave();
    /** Runs `then` at once when no unfinished game would be lost, else after the player
     *  agreed to leave it (or saved it first). */
    void whenGameMayBeReplaced(const std::function<void()>& then);
    /** Whether the game on the table has moves not saved to a file (finished or not): the
     *  window title marks it. */
    bool isModified() const;
    /** Whether the game on the table is unfinished and has moves not saved to a file. */
    bool hasUnsavedProgress() const;
    /** Resumes the autosaved game when there is an unfinished one. */
    bool resumeAutosave();
    /** At start-up: offers to resume an unfinished game, or opens the new-game dialog. */
    void offerResumeOrNewGame();

    /** Shows a refusal: the first paragraph as the headline, the rest as its reason. */
    void showError(const QString& title, const QString& text);
    QString lastError() const { return m_lastError; }
    QString currentFile() const { return m_file; }

signals:
    /** A game was started, opened or resumed: views show the whole of it. */
    void gameOpened();
    /** The file the game was opened from or saved to changed (empty: none). */
    void currentFileChanged(const QString& path);
    void modifiedChanged(bool modified);
    /** A game was opened or saved: the recent files' list has it first. */
    void recentFilesChanged();
    /** The new-game dialog `over` asked for How to Play, with every set's pages, as the
     *  game it sets up would play them with `farmers`. */
    void howToPlayRequested(QWidget* over, FarmerScoring farmers);

private:
    /** Where the file dialogs start: the folder of the last game opened or saved. */
    QString folder() const;
    void rememberFolder(const QString& path);
    void updateModified();
    void setCurrentFile(const QString& path);
    /** Continues a game read from the autosave (or a file) without replaying it again. */
    void resumeFrom(ReplayedGame saved);
    /** The save dialog's suggestion: dated, so saves of different games do not collide. */
    static QString defaultFileName();

    GameSession* m_session;
    QMainWindow* m_window;
    std::shared_ptr<const GameSetup> m_lastSetup;
    QString m_file;
    QString m_lastError;
    bool m_autosaveHeld = false; // a new game has no move yet: the old autosave is kept
    bool m_unsaved = false;      // moves played since the game was opened or saved
    bool m_modified = false;     // what isModified() said when last asked
};

} // namespace bastide
