// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/endgamedialog.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace bastide {

class BoardScene;
class BoardView;
class GameSession;

/**
 * The end-of-game screen: shown once the game is over and the board has shown its last
 * scores, or again on request; closed when another game starts.
 */
class EndGamePresenter : public QObject
{
    Q_OBJECT

public:
    EndGamePresenter(GameSession* session, BoardScene* scene, BoardView* view, QWidget* window);

    /** Shows the results of the finished game (nothing before it is over). */
    void show();
    /** Words the open screen again (the language changed). */
    void refresh();
    EndGameDialog* dialog() const { return m_dialog; }

signals:
    void playAgainRequested();
    void newGameRequested();

private:
    void onGameFinished();

    GameSession* m_session;
    BoardScene* m_scene;
    BoardView* m_view;
    QWidget* m_window;
    QPointer<EndGameDialog> m_dialog;
    bool m_pending = false;
};

} // namespace bastide
