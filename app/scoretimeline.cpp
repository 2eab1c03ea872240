// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/scoretimeline.h"

#include "app/playercolors.h"
#include "app/theme.h"

#include <QFontMetricsF>
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

namespace {

/** The tidy steps a grid may use, 1, 2, 5, 10, 20, 50, …, up to the first at least `most`. */
std::vector<int> tidySteps(int most)
{
    std::vector<int> steps;
    for (int magnitude = 1; steps.empty() || steps.back() < most; magnitude *= 10) {
        for (int f : {1, 2, 5})
            steps.push_back(f * magnitude);
    }
    return steps;
}

/** Adds `tick` to `ticks` when its label keeps clear of every label already taken. */
void takeIfApart(std::vector<ScoreTimeline::Tick>& ticks, const ScoreTimeline::Tick& tick,
                 std::vector<QRectF>& taken)
{
    // A few pixels of air: labels that only just touch read as one number.
    const QRectF padded = tick.label.adjusted(-2, -1, 2, 1);
    for (const QRectF& r : taken) {
        if (padded.intersects(r))
            return;
    }
    taken.push_back(tick.label);
    ticks.push_back(tick);
}

} // namespace

ScoreTimeline::Axes ScoreTimeline::axes() const
{
    const QFontMetricsF fm(font());
    const qreal line = fm.height();
    std::size_t moves = 1;
    int best = 10;
    for (const Line& l : m_lines) {
        moves = std::max(moves, l.scores.size());
        for (int s : l.scores)
            best = std::max(best, s);
    }
    const int lastMove = int(moves) - 1;
    Axes axes;
    // Rows: half a label above the plot for the top number, the move numbers and the axis
    // title under it.
    const qreal plotTop = line / 2 + 2;
    const qreal plotBottom = height() - line - 6;
    // The score step: the smallest tidy one whose grid lines are a label and some air apart;
    // the top rounded up to it, so every line falls on a number players read.
    int step = 1;
    for (int s : tidySteps(best)) {
        step = s;
        axes.top = (best + s - 1) / s * s;
        if ((plotBottom - plotTop) * s / axes.top >= line + 6)
            break;
    }
    axes.top = (best + step - 1) / step * step;
    const qreal scoreWidth = fm.horizontalAdvance(QString::number(axes.top));
    const qreal moveWidth = fm.horizontalAdvance(QString::number(std::max(1, lastMove)));
    // The last move's number is centred on the plot's right edge: room for half of it.
    const qreal left = scoreWidth + 8;
    const qreal right = width() - std::max<qreal>(6, moveWidth / 2 + 2);
    axes.plot = QRectF(left, plotTop, right - left, plotBottom - plotTop);
    const QRectF& plot = axes.plot;
    if (plot.width() < 10 || plot.height() < 10)
        return axes;

    std::vector<QRectF> taken;
    //: Under the score-over-time chart: its horizontal axis counts moves
    const QString title = tr("moves");
    const qreal titleWidth = fm.horizontalAdvance(title);
    axes.title =
        QRectF(std::max<qreal>(0, width() - titleWidth - 2), plot.bottom() + 3, titleWidth, line);
    taken.push_back(axes.title);
    for (int v = 0; v <= axes.top; v += step) {
        const qreal y = plot.bottom() - plot.height() * v / axes.top;
        const qreal w = fm.horizontalAdvance(QString::number(v));
        const qreal labelTop = std::clamp(y - line / 2, 0.0, height() - line);
        takeIfApart(axes.scores, Tick{v, y, QRectF(left - 6 - w, labelTop, w, line)}, taken);
    }
    // The move step: the smallest tidy one whose numbers have a gap between them.
    if (lastMove > 0) {
        int moveStep = 1;
        for (int s : tidySteps(lastMove)) {
            moveStep = s;
            if (plot.width() * s / lastMove >= moveWidth + 10)
                break;
        }
        // Move 0 is the start, on the score axis: its number would sit on the scores' 0.
        for (int m = moveStep; m <= lastMove; m += moveStep) {
            const qreal x = plot.left() + plot.width() * m / lastMove;
            const qreal w = fm.horizontalAdvance(QString::number(m));
            const qreal labelLeft = std::clamp(x - w / 2, 0.0, width() - w);
            takeIfApart(axes.moves, Tick{m, x, QRectF(labelLeft, plot.bottom() + 3, w, line)},
                        taken);
        }
    }
    return axes;
}

void ScoreTimeline::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Axes axes = this->axes();
    const QRectF& plot = axes.plot;
    if (plot.width() < 10 || plot.height() < 10)
        return;
    std::size_t moves = 1;
    for (const Line& l : m_lines)
        moves = std::max(moves, l.scores.size());
    auto at = [&](std::size_t move, int score) {
        const qreal x =
            plot.left() + plot.width() * qreal(move) / qreal(std::max<std::size_t>(1, moves - 1));
        return QPointF(x, plot.bottom() - plot.height() * score / axes.top);
    };

    p.setFont(font());
    // Grid lines only where a number names them, so lines and numbers stay as far apart.
    for (const Tick& t : axes.scores) {
        p.setPen(QPen(QColor(0, 0, 0, t.value == 0 ? 60 : 22), 1));
        p.drawLine(QPointF(plot.left(), t.at), QPointF(plot.right(), t.at));
        p.setPen(Theme::mutedInk());
        p.drawText(t.label, Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip,
                   QString::number(t.value));
    }
    p.setPen(QPen(QColor(0, 0, 0, 60), 1));
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    for (const Tick& t : axes.moves) {
        p.setPen(QPen(QColor(0, 0, 0, 16), 1));
        p.drawLine(QPointF(t.at, plot.top()), QPointF(t.at, plot.bottom()));
        p.setPen(QPen(QColor(0, 0, 0, 60), 1));
        p.drawLine(QPointF(t.at, plot.bottom()), QPointF(t.at, plot.bottom() + 3));
        p.setPen(Theme::mutedInk());
        p.drawText(t.label, Qt::AlignCenter | Qt::TextDontClip, QString::number(t.value));
    }
    p.setPen(Theme::mutedInk());
    p.drawText(axes.title, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, tr("moves"));
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
