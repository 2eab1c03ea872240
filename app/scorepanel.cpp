// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/scorepanel.h"

#include "app/appsettings.h"
#include "app/gametexts.h"
#include "app/icons.h"
#include "app/scorerow.h"
#include "editor/retranslator.h"
#include "engine/rules/tradersbuilders.h"
#include "play/gamesession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace bastide {

ScorePanel::ScorePanel(GameSession* session, QWidget* parent) : QFrame(parent), m_session(session)
{
    setObjectName(QStringLiteral("card"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 10, 10, 10);
    layout->setSpacing(4);
    auto* title = new QLabel;
    title->setObjectName(QStringLiteral("cardTitle"));
    title->setContentsMargins(4, 0, 0, 2);
    layout->addWidget(title);
    m_rowsLayout = new QVBoxLayout;
    m_rowsLayout->setSpacing(2);
    layout->addLayout(m_rowsLayout);

    auto* footer = new QHBoxLayout;
    footer->setContentsMargins(4, 6, 0, 0);
    m_tilesLeft = new QLabel;
    m_tilesLeft->setObjectName(QStringLiteral("tilesLeft"));
    m_showTiles = new QPushButton(Icons::icon(Icons::Name::Tiles), QString());
    m_showTiles->setFocusPolicy(Qt::NoFocus);
    footer->addWidget(m_tilesLeft, 1);
    footer->addWidget(m_showTiles);
    layout->addLayout(footer);

    connect(m_showTiles, &QPushButton::clicked, this, &ScorePanel::showTilesRequested);
    connect(session, &GameSession::gameReset, this, &ScorePanel::rebuildRows);
    connect(session, &GameSession::movePlayed, this, &ScorePanel::refresh);
    connect(session, &GameSession::phaseChanged, this, &ScorePanel::refresh);
    connect(session, &GameSession::pendingChanged, this, &ScorePanel::refresh);
    auto* texts = new Retranslator(this);
    texts->add([this, title] {
        title->setText(tr("SCORES"));
        m_showTiles->setText(tr("Tiles…"));
        m_showTiles->setToolTip(tr("Which tiles are still in the bag (T)"));
        // The rows' level names and counts are worded again from the game.
        rebuildRows();
    });
}

void ScorePanel::rebuildRows()
{
    for (ScoreRow* row : m_rows)
        delete row;
    m_rows.clear();
    if (m_session->hasGame()) {
        for (const PlayerSetup& p : m_session->game().setup().players) {
            auto* row = new ScoreRow;
            row->setPlayer(p, GameTexts::levelName(p.level));
            m_rowsLayout->addWidget(row);
            row->show();
            m_rows.push_back(row);
        }
    }
    refresh();
}

void ScorePanel::refresh()
{
    if (!m_session->hasGame()) {
        m_tilesLeft->setText(QString());
        m_showTiles->setEnabled(false);
        return;
    }
    const Game& game = m_session->game();
    const bool finished = game.isFinished();
    const bool project = AppSettings::showProjectedScores() && !finished;
    std::vector<PlayerState> projected;
    if (project)
        projected = game.projectedScores();
    const std::uint8_t winners = finished ? game.winners() : 0;
    const auto leaders = TradersBuilders::goodsLeaders(game);
    for (int p = 0; p < game.playerCount() && p < int(m_rows.size()); ++p) {
        const PlayerState& s = game.player(p);
        m_rows[std::size_t(p)]->setWinner((winners >> p & 1) != 0);
        m_rows[std::size_t(p)]->setState(
            s.score(), project ? projected[std::size_t(p)].score() : -1, s,
            game.ruleSet().figuresInGame(), !finished && game.currentPlayer() == p);
        // Who leads each good, as the engine's final award would go now (spec §4.2).
        std::array<bool, GoodsKindCount> leads{};
        for (int k = 0; k < GoodsKindCount; ++k)
            leads[std::size_t(k)] = (leaders[std::size_t(k)] >> p) & 1;
        m_rows[std::size_t(p)]->setGoods(TradersBuilders::goodsOf(game, p), leads,
                                         game.ruleSet().hasGoods());
    }
    m_tilesLeft->setText(finished ? tr("No tiles left")
                                  : tr("%n tile(s) left", "", game.tilesLeft()));
    m_showTiles->setEnabled(true);
}

QString ScorePanel::tilesLeftText() const
{
    return m_tilesLeft->text();
}

} // namespace bastide
