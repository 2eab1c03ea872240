// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

class QWidget;

namespace bastide {

class GameSession;

/**
 * Undo and Redo as the window offers them: whole moves, and in a game of several people at
 * one screen (hotseat) a move of someone other than the player to move is only taken back
 * when asked first ("Undo Anna's move?").
 */
class UndoControl : public QObject
{
    Q_OBJECT

public:
    UndoControl(GameSession* session, QWidget* window);

    /** Takes back the last move a person played, asking first when it was another's. */
    void undo();
    void redo();
    /** Whether undo() asks before taking back the move it would now. */
    bool wouldAsk() const;

signals:
    void movesTakenBack();

private:
    void undoNow();

    GameSession* m_session;
    QWidget* m_window;
};

} // namespace bastide
