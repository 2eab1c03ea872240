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
 *  chart as tabs. The turn card keeps its size in small windows; the scores take the room
 *  their rows need, scrolled to the player whose turn it is when there is less; the log
 *  has the rest and scrolls on its own, following its newest line. */
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
    /** The scores' own scroll area. */
    QScrollArea* scoresArea() const { return m_scores; }
    /** Puts the replay's controls in the turn card's place while `replaying`. */
    void addReplayPanel(QWidget* panel);
    void setReplaying(bool replaying);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* createLogCard(GameLogModel* log, GameSession* session);
    /** Keeps the newest log line in view as lines come, unless the player scrolled up. */
    void followLog();
    /** Scrolls the scores to the row of the player whose turn it is. */
    void showActivePlayer();
    /** Lets the scores' area grow to all their rows and no further. */
    void fitScores();

    GameSession* m_session;
    TurnPanel* m_turnPanel;
    ScorePanel* m_scorePanel;
    QScrollArea* m_scores = nullptr;
    QListView* m_logView = nullptr;
    QTabWidget* m_tabs = nullptr;
    ScoreTrendView* m_trend = nullptr;
    bool m_logAtEnd = true;
    QWidget* m_replayPanel = nullptr;
};

} // namespace bastide
