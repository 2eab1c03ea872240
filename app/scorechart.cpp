// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/scorechart.h"

#include "app/gametexts.h"
#include "app/playercolors.h"
#include "app/theme.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace bastide {

namespace {
constexpr int RowHeight = 30;
constexpr int LegendHeight = 30;
} // namespace

ScoreChart::ScoreChart(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("scoreChart"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ScoreChart::setBars(std::vector<Bar> bars)
{
    m_bars = std::move(bars);
    updateGeometry();
    update();
}

QColor ScoreChart::categoryColor(ScoreCategory category)
{
    switch (category) {
    case ScoreCategory::Road:
        return QColor(0xc9, 0xa8, 0x62);
    case ScoreCategory::City:
        return QColor(0xb2, 0x5a, 0x3a);
    case ScoreCategory::Monastery:
        return QColor(0x5b, 0x7f, 0xa6);
    case ScoreCategory::Garden:
        return QColor(0x4d, 0x77, 0x32);
    case ScoreCategory::Field:
        return QColor(0xe3, 0xc1, 0x4a);
    case ScoreCategory::Goods:
        return QColor(0x8a, 0x4f, 0x9e);
    }
    return Qt::gray;
}

bool ScoreChart::shows(ScoreCategory category) const
{
    // Trade goods only in games that had them: a column of zeros elsewhere.
    if (category != ScoreCategory::Goods)
        return true;
    return std::any_of(m_bars.begin(), m_bars.end(), [](const Bar& bar) {
        return bar.points[std::size_t(ScoreCategory::Goods)] != 0;
    });
}

QStringList ScoreChart::legend() const
{
    QStringList names;
    for (int c = 0; c < ScoreCategoryCount; ++c) {
        if (shows(ScoreCategory(c)))
            names << GameTexts::categoryName(ScoreCategory(c));
    }
    return names;
}

int ScoreChart::legendHeight(int width) const
{
    const QFontMetrics fm = fontMetrics();
    qreal x = 0;
    int lines = 1;
    for (int c = 0; c < ScoreCategoryCount; ++c) {
        if (!shows(ScoreCategory(c)))
            continue;
        const qreal w = 20 + fm.horizontalAdvance(GameTexts::categoryName(ScoreCategory(c))) + 18;
        if (x > 0 && x + w > width) {
            x = 0;
            ++lines;
        }
        x += w;
    }
    return LegendHeight + (lines - 1) * (LegendHeight - 8);
}

bool ScoreChart::hasHeightForWidth() const
{
    return true;
}

int ScoreChart::heightForWidth(int width) const
{
    return legendHeight(width) + int(m_bars.size()) * RowHeight + 12;
}

QSize ScoreChart::sizeHint() const
{
    return QSize(520, legendHeight(width()) + int(m_bars.size()) * RowHeight + 12);
}

QSize ScoreChart::minimumSizeHint() const
{
    return QSize(320, sizeHint().height());
}

QFont ScoreChart::nameFont() const
{
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

int ScoreChart::nameColumnWidth() const
{
    // Measured in the bold the names are drawn in; at most a third of the chart, so very
    // long names are shortened rather than squeezing the bars.
    const QFontMetricsF fm(nameFont());
    int widest = 0;
    for (const Bar& b : m_bars)
        widest = std::max(widest, int(std::ceil(fm.horizontalAdvance(b.name))));
    return std::min(widest + 12, width() / 3);
}

QString ScoreChart::shownName(int row) const
{
    // Measured in fractions of a pixel, as the painter draws: whole-pixel metrics may judge a
    // name to fit that is then drawn a little wider and cut at the column's edge.
    const QFontMetricsF fm(nameFont());
    const QString& name = m_bars[std::size_t(row)].name;
    return fm.elidedText(name, Qt::ElideRight, nameColumnWidth() - 10);
}

QStringList ScoreChart::shortenedNames() const
{
    QStringList shortened;
    for (int row = 0; row < int(m_bars.size()); ++row) {
        if (shownName(row) != m_bars[std::size_t(row)].name)
            shortened << m_bars[std::size_t(row)].name;
    }
    return shortened;
}

int ScoreChart::barsTop() const
{
    return legendHeight(width()) + 6;
}

QRect ScoreChart::rowRect(int row) const
{
    return QRect(0, barsTop() + row * RowHeight, width(), RowHeight - 8);
}

QString ScoreChart::toolTipAt(QPoint pos) const
{
    for (int row = 0; row < int(m_bars.size()); ++row) {
        if (!rowRect(row).contains(pos))
            continue;
        const Bar& b = m_bars[std::size_t(row)];
        int total = 0;
        for (int v : b.points)
            total += v;
        //: A score chart's tooltip: the player's whole name and their points
        QStringList lines{tr("%1: %n point(s)", "", total).arg(b.name)};
        for (int c = 0; c < ScoreCategoryCount; ++c) {
            const int v = b.points[std::size_t(c)];
            if (v != 0)
                lines << QStringLiteral("%1: %2")
                             .arg(GameTexts::categoryName(ScoreCategory(c)))
                             .arg(v);
        }
        return lines.join(QLatin1Char('\n'));
    }
    return QString();
}

bool ScoreChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else // shown while the pointer stays on the row, then the next row's
            QToolTip::showText(help->globalPos(), text, this,
                               rowRect((help->pos().y() - barsTop()) / RowHeight));
        return true;
    }
    return QWidget::event(event);
}

void ScoreChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();

    // Legend, wrapped onto a second line when the names are long.
    qreal x = 0;
    qreal ly = 8;
    for (int c = 0; c < ScoreCategoryCount; ++c) {
        if (!shows(ScoreCategory(c)))
            continue;
        const QString label = GameTexts::categoryName(ScoreCategory(c));
        const qreal w = 20 + fm.horizontalAdvance(label) + 18;
        if (x > 0 && x + w > width()) {
            x = 0;
            ly += LegendHeight - 8;
        }
        p.setPen(Qt::NoPen);
        p.setBrush(categoryColor(ScoreCategory(c)));
        p.drawRoundedRect(QRectF(x, ly, 14, 14), 3, 3);
        p.setPen(Theme::ink());
        p.drawText(QPointF(x + 20, ly + 7 + fm.ascent() / 2.0 - 1), label);
        x += w;
    }

    int best = 1;
    for (const Bar& b : m_bars) {
        int total = 0;
        for (int v : b.points)
            total += v;
        best = std::max(best, total);
    }
    const int nameWidth = nameColumnWidth();
    const QFont bold = nameFont();
    const int totalWidth = fm.horizontalAdvance(QStringLiteral("8888")) + 10;
    const qreal barSpace = std::max(40, width() - nameWidth - totalWidth);
    qreal y = ly + LegendHeight - 2; // barsTop(), as the legend wrapped
    for (int row = 0; row < int(m_bars.size()); ++row) {
        const Bar& b = m_bars[std::size_t(row)];
        p.setPen(PlayerColors::textColor(b.color));
        p.setFont(bold);
        // Not clipped to the column: the elided name fits it, and a clip would cut its "…".
        p.drawText(QRectF(0, y, nameWidth - 8, RowHeight - 8),
                   Qt::AlignVCenter | Qt::AlignLeft | Qt::TextDontClip, shownName(row));
        qreal bx = nameWidth;
        int total = 0;
        const qreal h = RowHeight - 10;
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, 14));
        p.drawRoundedRect(QRectF(nameWidth, y, barSpace, h), 4, 4);
        for (int c = 0; c < ScoreCategoryCount; ++c) {
            const int v = b.points[std::size_t(c)];
            total += v;
            if (v <= 0)
                continue;
            const qreal w = barSpace * v / best;
            p.setBrush(categoryColor(ScoreCategory(c)));
            p.drawRect(QRectF(bx, y, w, h));
            if (w > fm.horizontalAdvance(QString::number(v)) + 6) {
                p.setPen(c == int(ScoreCategory::Field) || c == int(ScoreCategory::Road)
                             ? Theme::ink()
                             : QColor(Qt::white));
                p.setFont(font());
                p.drawText(QRectF(bx, y, w, h), Qt::AlignCenter, QString::number(v));
                p.setPen(Qt::NoPen);
            }
            bx += w;
        }
        p.setPen(Theme::ink());
        p.setFont(bold);
        p.drawText(QRectF(bx + 6, y, totalWidth, h), Qt::AlignVCenter | Qt::AlignLeft,
                   QString::number(total));
        y += RowHeight;
    }
}

} // namespace bastide
