// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/scorerow.h"

#include "app/icons.h"
#include "app/playercolors.h"
#include "app/theme.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>

namespace bastide {

ScoreRow::ScoreRow(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("scoreRow"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(8, 6, 10, 6);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(0);
    m_figure = new QLabel;
    m_figure->setFixedSize(30, 30);
    m_name = new QLabel;
    m_name->setObjectName(QStringLiteral("playerName"));
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
    m_supply = new QLabel;
    m_supply->setObjectName(QStringLiteral("supply"));
    m_supply->setStyleSheet(QStringLiteral("color: #7d6c59;"));
    m_score = new QLabel;
    m_score->setObjectName(QStringLiteral("score"));
    QFont big = m_score->font();
    big.setPointSizeF(big.pointSizeF() * 1.55);
    big.setBold(true);
    m_score->setFont(big);
    m_score->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_score->setMinimumWidth(m_score->fontMetrics().horizontalAdvance(QStringLiteral("888")));
    m_projected = new QLabel;
    m_projected->setObjectName(QStringLiteral("projected"));
    m_projected->setStyleSheet(QStringLiteral("color: #7d6c59;"));
    m_projected->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    grid->addWidget(m_figure, 0, 0, 2, 1, Qt::AlignVCenter);
    m_trophy = new QLabel;
    m_trophy->setObjectName(QStringLiteral("trophy"));
    m_trophy->setPixmap(Icons::icon(Icons::Name::Trophy, Theme::gold().darker(135)).pixmap(18, 18));
    m_trophy->setToolTip(tr("Winner"));
    m_trophy->hide();
    auto* nameRow = new QHBoxLayout;
    nameRow->setSpacing(6);
    nameRow->addWidget(m_name);
    nameRow->addWidget(m_trophy);
    nameRow->addStretch();
    grid->addLayout(nameRow, 0, 1);
    grid->addWidget(m_supply, 1, 1);
    grid->addWidget(m_score, 0, 2);
    grid->addWidget(m_projected, 1, 2);
    grid->setColumnStretch(1, 1);
}

void ScoreRow::setPlayer(const PlayerSetup& player, const QString& levelName)
{
    m_color = player.color;
    m_name->setText(player.name);
    m_name->setToolTip(player.kind == PlayerKind::Ai ? tr("Computer player (%1)").arg(levelName)
                                                     : tr("Human player"));
    m_figure->setPixmap(PlayerColors::figure(player.color, 30, devicePixelRatioF()));
}

void ScoreRow::setState(int score, int projected, int followers, bool abbotInSupply, bool abbotRule,
                        bool current)
{
    m_score->setText(QString::number(score));
    if (projected >= 0) {
        m_projected->setText(tr("→ %1").arg(projected));
        m_projected->setToolTip(tr("Score if the game ended now: %n point(s)", "", projected));
    }
    m_projected->setVisible(projected >= 0);
    QString supply = tr("%n follower(s)", "", followers);
    if (abbotRule)
        supply = abbotInSupply ? tr("%1 · abbot").arg(supply) : tr("%1 · abbot out").arg(supply);
    m_supply->setText(supply);
    const QColor c = PlayerColors::color(m_color);
    setStyleSheet(current ? QStringLiteral("QFrame#scoreRow { background: rgba(%1,%2,%3,38); "
                                           "border: 2px solid %4; border-radius: 8px; }")
                                .arg(c.red())
                                .arg(c.green())
                                .arg(c.blue())
                                .arg(c.name())
                          : QStringLiteral("QFrame#scoreRow { background: transparent; "
                                           "border: 2px solid transparent; border-radius: 8px; }"));
    m_name->setStyleSheet(
        QStringLiteral("color: %1;").arg(PlayerColors::textColor(m_color).name()));
}

void ScoreRow::setWinner(bool winner)
{
    m_trophy->setVisible(winner);
}

bool ScoreRow::isWinner() const
{
    return m_trophy->isVisibleTo(this);
}

QString ScoreRow::nameText() const
{
    return m_name->text();
}

QString ScoreRow::scoreText() const
{
    return m_score->text();
}

QString ScoreRow::supplyText() const
{
    return m_supply->text();
}

QString ScoreRow::projectedText() const
{
    return m_projected->isVisibleTo(this) ? m_projected->text() : QString();
}

} // namespace bastide
