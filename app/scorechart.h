// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/player.h"
#include "engine/scoreevent.h"

#include <QStringList>
#include <QWidget>

namespace bastide {

/** A bar per player split by where the points came from (roads, cities, monasteries,
 *  gardens, fields), with a legend; drawn by hand in the theme's colours. */
class ScoreChart : public QWidget
{
    Q_OBJECT

public:
    struct Bar
    {
        QString name;
        PlayerColor color = PlayerColor::Red;
        ScoreBreakdown points{};
    };

    explicit ScoreChart(QWidget* parent = nullptr);
    void setBars(std::vector<Bar> bars);
    const std::vector<Bar>& bars() const { return m_bars; }
    static QColor categoryColor(ScoreCategory category);
    /** The categories' names in the legend, in order: those the bars can show. */
    QStringList legend() const;
    /** The names too long to show whole, shortened with "…" (tests check none is). */
    QStringList shortenedNames() const;
    /** The name of the player in `row` as drawn: whole, or shortened to end in "…". */
    QString shownName(int row) const;
    /** Where the bar of the player in `row` is drawn, its name included. */
    QRect rowRect(int row) const;
    /** What a tooltip at `pos` says: the whole name of the player there and their points by
     *  category, so a shortened name can still be read; empty off the bars. */
    QString toolTipAt(QPoint pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    int legendHeight(int width) const;
    /** The top of the first bar, under the legend as wrapped at the chart's width. */
    int barsTop() const;
    bool shows(ScoreCategory category) const;
    QFont nameFont() const;
    int nameColumnWidth() const;

    std::vector<Bar> m_bars;
};

} // namespace bastide
