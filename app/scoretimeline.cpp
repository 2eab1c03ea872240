// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/scoretimeline.h"

#include "app/playercolors.h"
#include "app/theme.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace bastide {

ScoreTimeline::ScoreTimeline(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("scoreTimeline"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ScoreTimeline::setLines(std::vector<Line> lines)
{
    m_lines = std::move(lines);
    update();
}

void ScoreTimeline::setMarker(int move)
{
    m_marker = move;
    update();
}

std::vector<ScoreTimeline::Line> ScoreTimeline::fromHistory(const Game& game,
                                                            const std::vector<TurnOutcome>& history)
{
    std::vector<Line> lines;
    for (const PlayerSetup& p : game.setup().players)
        lines.push_back(Line{p.name, p.color, {0}});
    std::vector<int> totals(lines.size(), 0);
    for (const TurnOutcome& o : history) {
        for (const ScoreEvent& e : o.events) {
            for (std::size_t p = 0; p < totals.size(); ++p) {
                if (e.winners & (1u << p))
                    totals[p] += e.points;
            }
        }
        for (std::size_t p = 0; p < lines.size(); ++p)
            lines[p].scores.push_back(totals[p]);
    }
    return lines;
}

QSize ScoreTimeline::sizeHint() const
{
    return QSize(300, 160);
}

QSize ScoreTimeline::minimumSizeHint() const
{
    return QSize(160, 80);
}

void ScoreTimeline::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    std::size_t moves = 1;
    int best = 10;
    for (const Line& l : m_lines) {
        moves = std::max(moves, l.scores.size());
        for (int s : l.scores)
            best = std::max(best, s);
    }
    // Round the top up to a tidy figure, so the grid lines fall on numbers players read.
    const int step = best <= 40 ? 10 : best <= 100 ? 20 : best <= 200 ? 50 : 100;
    const int top = (best + step - 1) / step * step;
    const int labelWidth = fm.horizontalAdvance(QString::number(top)) + 6;
    const QRectF plot(labelWidth, fm.height() / 2.0 + 2, width() - labelWidth - 6,
                      height() - fm.height() - 8);
    if (plot.width() < 10 || plot.height() < 10)
        return;
    auto at = [&](std::size_t move, int score) {
        const qreal x =
            plot.left() + plot.width() * qreal(move) / qreal(std::max<std::size_t>(1, moves - 1));
        return QPointF(x, plot.bottom() - plot.height() * score / top);
    };

    p.setFont(font());
    for (int v = 0; v <= top; v += step) {
        const qreal y = plot.bottom() - plot.height() * v / top;
        p.setPen(QPen(QColor(0, 0, 0, v == 0 ? 60 : 22), 1));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(Theme::mutedInk());
        p.drawText(QRectF(0, y - fm.height() / 2.0, labelWidth - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    }
    p.setPen(Theme::mutedInk());
    //: Under the score-over-time chart: its horizontal axis counts moves
    p.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), fm.height() + 4),
               Qt::AlignHCenter | Qt::AlignTop, tr("moves"));
    if (m_marker >= 0 && std::size_t(m_marker) < moves) {
        p.setPen(QPen(Theme::accent(), 1.5, Qt::DashLine));
        const qreal x = at(std::size_t(m_marker), 0).x();
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
    for (const Line& l : m_lines) {
        if (l.scores.empty())
            continue;
        QPainterPath path(at(0, l.scores.front()));
        // Steps rather than slopes: a score only changes when a move scores.
        for (std::size_t m = 1; m < l.scores.size(); ++m) {
            path.lineTo(at(m, l.scores[m - 1]));
            path.lineTo(at(m, l.scores[m]));
        }
        p.setPen(
            QPen(PlayerColors::color(l.color), 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
}

} // namespace bastide
