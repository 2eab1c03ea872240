// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace bastide {

/** The turn card's points preview in words: what ending the turn as chosen would score,
 *  and what taking the abbot back would give. The figures come from the engine's preview
 *  of the move; nothing here knows the rules. */
class PreviewTexts
{
    Q_DECLARE_TR_FUNCTIONS(PreviewTexts)

public:
    /** "Ending the turn scores:" and a line per feature it scores for someone ("Anna: city
     *  of 5 tiles, 12 points"); empty when the move scores nothing. */
    static QString effectText(const Game& game, const Move& move);
    /** The points taking the abbot back would give with the tile laid at `laid`; nullopt
     *  when it may not be taken back. */
    static std::optional<int> abbotPoints(const Game& game, Placement laid);
};

} // namespace bastide
