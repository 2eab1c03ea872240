// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/endgamedialog.h"

#include "app/gametexts.h"
#include "app/houseruletexts.h"
#include "app/icons.h"
#include "app/playercolors.h"
#include "app/scorechart.h"
#include "app/scoretimeline.h"
#include "app/theme.h"
#include "editor/retranslator.h"
#include "engine/game.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <numeric>

namespace bastide {

EndGameDialog::EndGameDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("endGameDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(22, 18, 22, 16);
    layout->setSpacing(12);

    auto* header = new QHBoxLayout;
    header->setSpacing(14);
    m_trophy = new QLabel;
    m_trophy->setPixmap(Icons::icon(Icons::Name::Trophy, Theme::gold().darker(130)).pixmap(56, 56));
    header->addWidget(m_trophy, 0, Qt::AlignTop);
    auto* texts = new QVBoxLayout;
    m_winner = new QLabel;
    m_winner->setObjectName(QStringLiteral("winnerLabel"));
    QFont f = m_winner->font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    f.setBold(true);
    m_winner->setFont(f);
    m_winner->setWordWrap(true);
    m_details = new QLabel;
    m_details->setStyleSheet(QStringLiteral("color: #7d6c59;"));
    m_details->setWordWrap(true);
    texts->addWidget(m_winner);
    texts->addWidget(m_details);
    header->addLayout(texts, 1);
    layout->addLayout(header);

    m_table = new QTableWidget;
    m_table->setObjectName(QStringLiteral("scoreTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->verticalHeader()->hide();
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setStretchLastSection(false);
    layout->addWidget(m_table);

    m_chart = new ScoreChart;
    layout->addWidget(m_chart);
    m_timeline = new ScoreTimeline;
    m_timeline->setMinimumHeight(110);
    layout->addWidget(m_timeline, 1);

    auto* buttons = new QHBoxLayout;
    auto* close = new QPushButton;
    auto* newGame = new QPushButton(Icons::icon(Icons::Name::NewGame), QString());
    auto* again = new QPushButton;
    again->setObjectName(QStringLiteral("playAgainButton"));
    again->setProperty("primary", true);
    again->setDefault(true);
    buttons->addWidget(close);
    buttons->addStretch();
    buttons->addWidget(newGame);
    buttons->addWidget(again);
    layout->addLayout(buttons);
    // The game's own texts are worded again by whoever shows it (setGame).
    auto* retranslator = new Retranslator(this);
    retranslator->add([this, close, newGame, again] {
        setWindowTitle(tr("Game over"));
        close->setText(tr("Look at the board"));
        newGame->setText(tr("New game…"));
        again->setText(tr("Play again"));
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(newGame, &QPushButton::clicked, this, [this] {
        accept();
        emit newGameRequested();
    });
    connect(again, &QPushButton::clicked, this, [this] {
        accept();
        emit playAgainRequested();
    });
}

void EndGameDialog::setGame(const Game& game)
{
    const int n = game.playerCount();
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return game.player(a).score() > game.player(b).score(); });
    const std::uint8_t won = game.winners();
    const int best = game.player(order.front()).score();
    QStringList winners;
    for (int p : order) {
        if (won >> p & 1)
            winners << game.setup().players[std::size_t(p)].name;
    }
    if (winners.size() == 1) {
        m_winner->setText(tr("%1 wins with %n point(s)!", "", best).arg(winners.front()));
        const PlayerColor color = game.setup().players[std::size_t(order.front())].color;
        m_winner->setStyleSheet(
            QStringLiteral("color: %1;").arg(PlayerColors::textColor(color).name()));
    } else {
        m_winner->setText(
            tr("%1 share the win with %n point(s)!", "", best).arg(GameTexts::nameList(winners)));
        m_winner->setStyleSheet(QString());
    }
    // The house rules the game was played with, if any, under the tiles laid.
    const QString houseRules = HouseRuleTexts::summary(game.rules());
    m_details->setText(tr("%n tile(s) laid", "", game.board().placedCount()) +
                       (houseRules.isEmpty() ? QString() : QLatin1Char('\n') + houseRules));

    QStringList headers{tr("Player")};
    for (int c = 0; c < ScoreCategoryCount; ++c)
        headers << GameTexts::categoryName(ScoreCategory(c));
    headers << tr("Total");
    m_table->clear();
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(n);
    std::vector<ScoreChart::Bar> bars;
    for (int row = 0; row < n; ++row) {
        const int p = order[std::size_t(row)];
        const PlayerSetup& who = game.setup().players[std::size_t(p)];
        const PlayerState& s = game.player(p);
        auto* name = new QTableWidgetItem(PlayerColors::dot(who.color), who.name);
        QFont bold = name->font();
        bold.setBold((won >> p & 1) != 0);
        name->setFont(bold);
        m_table->setItem(row, 0, name);
        // Centred under their headings: the columns share out the width of a large screen.
        for (int c = 0; c < ScoreCategoryCount; ++c) {
            auto* cell = new QTableWidgetItem(QString::number(s.breakdown[std::size_t(c)]));
            cell->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(row, c + 1, cell);
        }
        auto* total = new QTableWidgetItem(QString::number(s.score()));
        total->setTextAlignment(Qt::AlignCenter);
        QFont tf = total->font();
        tf.setBold(true);
        total->setFont(tf);
        m_table->setItem(row, ScoreCategoryCount + 1, total);
        // The goods column only where trade goods were in play (spec §5).
        m_table->setColumnHidden(int(ScoreCategory::Goods) + 1, !game.ruleSet().hasGoods());
        bars.push_back(ScoreChart::Bar{who.name, who.color, s.breakdown});
    }
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive); // stretched ones keep their width
    m_table->resizeColumnsToContents();
    // The names as wide as the longest needs; the points share the rest evenly, each column
    // at least as wide as the widest of them with room on either side.
    const int padding = 2 * fontMetrics().averageCharWidth();
    const int nameWidth = std::max(m_table->columnWidth(0), header->sectionSizeHint(0)) + padding;
    int pointsWidth = 0;
    int pointColumns = 0;
    for (int c = 1; c < m_table->columnCount(); ++c) {
        if (m_table->isColumnHidden(c))
            continue;
        pointsWidth = std::max({pointsWidth, m_table->columnWidth(c), header->sectionSizeHint(c)});
        ++pointColumns;
    }
    pointsWidth += padding;
    header->setMinimumSectionSize(std::min(pointsWidth, nameWidth));
    header->setSectionResizeMode(QHeaderView::Stretch);
    header->setSectionResizeMode(0, QHeaderView::Fixed);
    m_table->setColumnWidth(0, nameWidth);
    m_table->setMinimumWidth(2 * m_table->frameWidth() + nameWidth + pointColumns * pointsWidth);
    int h = header->height() + 4;
    for (int r = 0; r < n; ++r)
        h += m_table->rowHeight(r);
    m_table->setFixedHeight(h);
    m_chart->setBars(std::move(bars));
    fitToWindow();
}

void EndGameDialog::fitToWindow()
{
    // Sized by the window it covers rather than by the screen: roomy over a large window
    // (the score lines get the height), never larger than a small one unless its contents
    // cannot be shown in less.
    const QWidget* over = parentWidget() ? parentWidget()->window() : nullptr;
    const QSize room = over ? over->size() : screen()->availableGeometry().size();
    layout()->activate();
    const QSize least = minimumSizeHint().expandedTo(minimumSize());
    const int w = std::clamp(room.width() * 11 / 20, least.width(),
                             std::max(least.width(), room.width() - 24));
    const int h = std::clamp(room.height() * 4 / 5, least.height(),
                             std::max(least.height(), room.height() - 24));
    resize(w, h);
}

QString EndGameDialog::winnerText() const
{
    return m_winner->text();
}

} // namespace bastide
