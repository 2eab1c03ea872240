// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamesetup.h"

#include <QObject>
#include <memory>

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
    /** Opens the new-game dialog, with this deck file chosen when given. */
    void newGame(const QString& deckPath = QString());
    /** The last game's table and rules again, with a fresh deal. */
    void playAgain();
    bool canPlayAgain() const { return m_lastSetup != nullptr; }

    void openGame();
    bool loadFrom(const QString& path);
    void saveGame();
    void saveGameAs();
    bool saveTo(const QString& path);

    /** Saves an unfinished game where resumeAutosave() finds it. */
    void autosave();
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

private:
    QString folder() const;

    GameSession* m_session;
    QMainWindow* m_window;
    std::shared_ptr<const GameSetup> m_lastSetup;
    QString m_file;
    QString m_lastError;
};

} // namespace bastide
