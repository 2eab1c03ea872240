// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/previewtexts.h"

#include "app/gametexts.h"
#include "engine/movepreview.h"

namespace bastide {

QString PreviewTexts::effectText(const Game& game, const Move& move)
{
    const MovePreview preview(game, move);
    QStringList lines;
    for (const ScoreEvent& e : preview.events()) {
        QStringList winners;
        for (int p = 0; p < game.playerCount(); ++p) {
            if (e.winners & (1u << p))
                winners << game.setup().players[std::size_t(p)].name;
        }
        if (!winners.isEmpty() && e.points > 0)
            lines << GameTexts::scoreLine(e, winners, game.rules().farmers);
    }
    if (lines.isEmpty())
        return QString();
    //: Above the list of what the move would score, before the player ends the turn
    return tr("Ending the turn scores:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

std::optional<int> PreviewTexts::abbotPoints(const Game& game, Placement laid)
{
    Move move;
    move.tile = game.currentTile();
    move.placement = laid;
    move.returnAbbot = true;
    const MovePreview preview(game, move);
    if (!preview.isValid())
        return std::nullopt;
    for (const ScoreEvent& e : preview.events()) {
        if (e.reason == ScoreReason::AbbotReturned)
            return e.points;
    }
    return 0;
}

} // namespace bastide
