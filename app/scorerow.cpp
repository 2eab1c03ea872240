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
    m_goods = new QLabel;
    m_goods->setObjectName(QStringLiteral("goods"));
    m_goods->setStyleSheet(QStringLiteral("color: #7d6c59;"));
    m_goods->hide();
    grid->addWidget(m_goods, 2, 1);
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

void ScoreRow::setState(int score, int projected, const PlayerState& state, unsigned figuresInGame,
                        bool current)
{
    m_score->setText(QString::number(score));
    if (projected >= 0) {
        m_projected->setText(tr("→ %1").arg(projected));
        m_projected->setToolTip(tr("Score if the game ended now: %n point(s)", "", projected));
    }
    m_projected->setVisible(projected >= 0);
    auto inGame = [figuresInGame](FigureType type) {
        return (figuresInGame & (1u << unsigned(type))) != 0;
    };
    QString supply = tr("%n follower(s)", "", state.inSupply(FigureType::Follower));
    if (inGame(FigureType::Abbot))
        supply = state.inSupply(FigureType::Abbot) ? tr("%1 · abbot").arg(supply)
                                                   : tr("%1 · abbot out").arg(supply);
    // The expansions' figures: the word while in supply, struck out once on the board.
    QStringList extra;
    QStringList tip;
    auto figure = [&](FigureType type, bool inSupply, const QString& name) {
        if (!inGame(type))
            return;
        extra << (inSupply ? name : QStringLiteral("<s>%1</s>").arg(name));
        tip << (inSupply ? tr("%1: in supply").arg(name) : tr("%1: on the board").arg(name));
    };
    figure(FigureType::Big, state.inSupply(FigureType::Big) > 0, tr("big follower"));
    figure(FigureType::Builder, state.inSupply(FigureType::Builder) > 0, tr("builder"));
    figure(FigureType::Pig, state.inSupply(FigureType::Pig) > 0, tr("pig"));
    if (extra.isEmpty()) {
        m_supply->setTextFormat(Qt::PlainText);
        m_supply->setText(supply);
        m_supply->setToolTip(QString());
    } else {
        m_supply->setTextFormat(Qt::RichText);
        m_supply->setText(supply.toHtmlEscaped() + QStringLiteral("<br>") +
                          extra.join(QStringLiteral(" · ")));
        m_supply->setToolTip(tip.join(QLatin1Char('\n')));
    }
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

void ScoreRow::setGoods(const Goods& goods, const std::array<bool, GoodsKindCount>& leads,
                        bool shown)
{
    m_goods->setVisible(shown);
    if (!shown)
        return;
    QStringList parts;
    QStringList tip;
    for (int k = 0; k < GoodsKindCount; ++k) {
        const int n = goods[std::size_t(k)];
        QString part;
        QString line;
        switch (GoodsKind(k)) {
        case GoodsKind::Wine:
            part = tr("wine %1").arg(n);
            line = tr("Wine: %n token(s)", "", n);
            break;
        case GoodsKind::Grain:
            part = tr("grain %1").arg(n);
            line = tr("Grain: %n token(s)", "", n);
            break;
        case GoodsKind::Cloth:
            part = tr("cloth %1").arg(n);
            line = tr("Cloth: %n token(s)", "", n);
            break;
        }
        if (leads[std::size_t(k)]) {
            part = QStringLiteral("<b>%1</b>").arg(part.toHtmlEscaped());
            line = tr("%1 — leads, 10 points at the end").arg(line);
        }
        parts << part;
        tip << line;
    }
    m_goods->setTextFormat(Qt::RichText);
    m_goods->setText(parts.join(QStringLiteral(" · ")));
    m_goods->setToolTip(tip.join(QLatin1Char('\n')));
}

QString ScoreRow::goodsText() const
{
    return m_goods->isVisibleTo(this) ? m_goods->text() : QString();
}

QString ScoreRow::projectedText() const
{
    return m_projected->isVisibleTo(this) ? m_projected->text() : QString();
}

} // namespace bastide
