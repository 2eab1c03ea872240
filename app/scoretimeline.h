// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "play/turnoutcome.h"

#include <QRectF>
#include <QWidget>
#include <vector>

namespace bastide {

/** Each player's score move by move, as a line in their colour: who led when, and the
 *  jumps completed features and the end of the game gave. Drawn by hand in the theme, on a
 *  grid whose ticks are spaced for their labels at any size. */
class ScoreTimeline : public QWidget
{
    Q_OBJECT

public:
    struct Line
    {
        QString name;
        PlayerColor color = PlayerColor::Red;
        std::vector<int> scores; // after move 0 (the start, always 0), 1, 2, …
    };

    /** A grid line with its number: the score or move it marks, where it is drawn (y for
     *  scores, x for moves) and the rectangle its label takes. */
    struct Tick
    {
        int value = 0;
        qreal at = 0;
        QRectF label;
    };

    /** Where everything goes at the chart's size: the plot, the ticks of both axes whose
     *  labels are drawn (none overlapping another or the axis title) and the title. */
    struct Axes
    {
        QRectF plot;
        int top = 10; // the score at the plot's top edge
        std::vector<Tick> scores;
        std::vector<Tick> moves;
        QRectF title; // "moves", under the plot
    };

    explicit ScoreTimeline(QWidget* parent = nullptr);

    void setLines(std::vector<Line> lines);
    const std::vector<Line>& lines() const { return m_lines; }
    /** The lines for the moves in `history`, each player's score summed from its events. */
    static std::vector<Line> fromHistory(const Game& game, const std::vector<TurnOutcome>& history);
    /** Marks the move shown (in a replay); -1 for none. */
    void setMarker(int move);
    /** The grid as it is drawn now (tests check its labels stay apart). */
    Axes axes() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<Line> m_lines;
    int m_marker = -1;
};

} // namespace bastide
