// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QListView;
class QScrollArea;
class QTabWidget;

namespace bastide {

class BoardArt;
class GameLogModel;
class GameSession;
class ScorePanel;
class ScoreTrendView;
class TurnPanel;

/** The column beside the board: the turn card, the scores, and the game log with the score
 *  chart as tabs. The turn card keeps its size in small windows; the scores and the log
 *  scroll beneath it when there is no room for them. */
class SidePanel : public QWidget
{
    Q_OBJECT

public:
    SidePanel(GameSession* session, BoardArt* art, GameLogModel* log, QWidget* parent = nullptr);

    TurnPanel* turnPanel() const { return m_turnPanel; }
    ScorePanel* scorePanel() const { return m_scorePanel; }
    QListView* logView() const { return m_logView; }
    QTabWidget* tabs() const { return m_tabs; }
    ScoreTrendView* trendView() const { return m_trend; }
    QScrollArea* lowerArea() const { return m_lower; }
    /** Puts the replay's controls in the turn card's place while `replaying`. */
    void addReplayPanel(QWidget* panel);
    void setReplaying(bool replaying);

private:
    QWidget* createLogCard(GameLogModel* log, GameSession* session);
    /** Keeps the newest log line in view as lines come, unless the player scrolled up. */
    void followLog();

    TurnPanel* m_turnPanel;
    ScorePanel* m_scorePanel;
    QListView* m_logView = nullptr;
    QTabWidget* m_tabs = nullptr;
    ScoreTrendView* m_trend = nullptr;
    QScrollArea* m_lower = nullptr;
    bool m_logAtEnd = true;
    QWidget* m_replayPanel = nullptr;
};

} // namespace bastide
