// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/scoretrendview.h"

#include "app/scorechart.h"
#include "app/scoretimeline.h"
#include "play/gamesession.h"

#include <QVBoxLayout>

namespace bastide {

ScoreTrendView::ScoreTrendView(GameSession* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_timeline(new ScoreTimeline),
      m_breakdown(new ScoreChart)
{
    setObjectName(QStringLiteral("scoreTrend"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(6);
    layout->addWidget(m_timeline, 1);
    layout->addWidget(m_breakdown);
    connect(session, &GameSession::movePlayed, this, &ScoreTrendView::refresh);
    connect(session, &GameSession::gameReset, this, &ScoreTrendView::refresh);
}

void ScoreTrendView::refresh()
{
    if (!m_session->hasGame()) {
        m_timeline->setLines({});
        m_breakdown->setBars({});
        return;
    }
    const Game& game = m_session->game();
    m_timeline->setLines(ScoreTimeline::fromHistory(game, m_session->history()));
    std::vector<ScoreChart::Bar> bars;
    for (int p = 0; p < game.playerCount(); ++p) {
        const PlayerSetup& who = game.setup().players[std::size_t(p)];
        bars.push_back(ScoreChart::Bar{who.name, who.color, game.player(p).breakdown});
    }
    m_breakdown->setBars(std::move(bars));
}

} // namespace bastide
