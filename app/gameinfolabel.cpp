// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/gameinfolabel.h"

#include "app/houseruletexts.h"
#include "editor/groupnames.h"
#include "engine/deck.h"
#include "play/gamesession.h"

namespace bastide {

namespace {

QString farmersText(FarmerScoring f)
{
    switch (f) {
    case FarmerScoring::Modern:
        return GameInfoLabel::tr("modern farmers");
    case FarmerScoring::Classic:
        return GameInfoLabel::tr("classic farmers");
    case FarmerScoring::None:
        return GameInfoLabel::tr("no farmers");
    }
    return {};
}

} // namespace

GameInfoLabel::GameInfoLabel(GameSession* session, QWidget* parent)
    : QLabel(parent), m_session(session)
{
    setObjectName(QStringLiteral("gameInfo"));
    setContentsMargins(0, 0, 8, 0);
    connect(session, &GameSession::gameReset, this, &GameInfoLabel::refresh);
}

void GameInfoLabel::refresh()
{
    if (!m_session->hasGame()) {
        clear();
        return;
    }
    const Game& game = m_session->game();
    QStringList parts;
    parts << (game.setup().standardDeck
                  ? tr("standard deck")
                  : localized(game.tileSet().deck().name, QLocale().name().left(2)));
    if (game.rules().river)
        parts << tr("river");
    if (game.rules().abbot)
        parts << tr("abbot");
    if (game.rules().innsCathedrals())
        parts << tr("Inns & Cathedrals");
    if (game.rules().tradersBuilders())
        parts << tr("Traders & Builders");
    for (const QString& set : game.rules().expansions) {
        if (!isKnownExpansion(set))
            parts << GroupNames::display(set); // a deck's own set, by the name the deck gives it
    }
    for (const QString& houseRule : game.rules().houseRules)
        parts << HouseRuleTexts::part(houseRule); // "no pig": a component left out
    parts << farmersText(game.rules().farmers);
    if (game.setup().seed)
        parts << tr("seed %1").arg(*game.setup().seed);
    setText(parts.join(QStringLiteral(" · ")));
}

} // namespace bastide
