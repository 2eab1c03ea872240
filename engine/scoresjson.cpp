// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/scoresjson.h"

#include "engine/game.h"

#include <QJsonArray>

namespace bastide {

QJsonObject scoresJson(const Game& game)
{
    QJsonArray players;
    for (int p = 0; p < game.playerCount(); ++p) {
        const PlayerState& state = game.player(p);
        QJsonObject po;
        po.insert(QStringLiteral("name"), game.setup().players[std::size_t(p)].name);
        po.insert(QStringLiteral("score"), state.score());
        const ScoreBreakdown& b = state.breakdown;
        QJsonObject breakdown;
        breakdown.insert(QStringLiteral("road"), b[std::size_t(ScoreCategory::Road)]);
        breakdown.insert(QStringLiteral("city"), b[std::size_t(ScoreCategory::City)]);
        breakdown.insert(QStringLiteral("monastery"), b[std::size_t(ScoreCategory::Monastery)]);
        breakdown.insert(QStringLiteral("garden"), b[std::size_t(ScoreCategory::Garden)]);
        breakdown.insert(QStringLiteral("field"), b[std::size_t(ScoreCategory::Field)]);
        for (const auto& module : game.ruleSet().modules())
            module->writeScores(game, p, po, breakdown);
        po.insert(QStringLiteral("breakdown"), breakdown);
        players.append(po);
    }
    QJsonObject o;
    o.insert(QStringLiteral("finished"), game.isFinished());
    o.insert(QStringLiteral("players"), players);
    return o;
}

} // namespace bastide
