// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

namespace bastide {

class GameSession;
class ScoreChart;
class ScoreTimeline;

/** The side panel's chart tab during play: each player's score over the moves so far and
 *  where their points came from, kept in step with the game. */
class ScoreTrendView : public QWidget
{
    Q_OBJECT

public:
    explicit ScoreTrendView(GameSession* session, QWidget* parent = nullptr);

    ScoreTimeline* timeline() const { return m_timeline; }
    ScoreChart* breakdown() const { return m_breakdown; }
    void refresh();

private:
    GameSession* m_session;
    ScoreTimeline* m_timeline;
    ScoreChart* m_breakdown;
};

} // namespace bastide
