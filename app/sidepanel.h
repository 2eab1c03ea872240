// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QListView;

namespace bastide {

class BoardArt;
class GameLogModel;
class GameSession;
class ScorePanel;
class TurnPanel;

/** The column beside the board: the turn card, the scores and the game log, as cards. */
class SidePanel : public QWidget
{
    Q_OBJECT

public:
    SidePanel(GameSession* session, BoardArt* art, GameLogModel* log, QWidget* parent = nullptr);

    TurnPanel* turnPanel() const { return m_turnPanel; }
    ScorePanel* scorePanel() const { return m_scorePanel; }
    QListView* logView() const { return m_logView; }

private:
    QWidget* createLogCard(GameLogModel* log);

    TurnPanel* m_turnPanel;
    ScorePanel* m_scorePanel;
    QListView* m_logView = nullptr;
};

} // namespace bastide
