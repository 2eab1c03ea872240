// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QLabel;
class QTableWidget;

namespace bastide {

class Game;
class ScoreChart;
class ScoreTimeline;

/** The end of a game: who won, a table and a chart of everyone's points by category, and
 *  buttons to play again with the same setup or set up a new game. */
class EndGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit EndGameDialog(QWidget* parent = nullptr);

    void setGame(const Game& game);
    /** The scores move by move, drawn under the breakdown. */
    ScoreTimeline* timeline() const { return m_timeline; }
    QString winnerText() const;
    QTableWidget* table() const { return m_table; }
    ScoreChart* chart() const { return m_chart; }

signals:
    void playAgainRequested();
    void newGameRequested();

private:
    void fitToWindow();

    QLabel* m_trophy;
    QLabel* m_winner;
    QLabel* m_details;
    QTableWidget* m_table;
    ScoreChart* m_chart;
    ScoreTimeline* m_timeline;
};

} // namespace bastide
