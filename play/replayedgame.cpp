// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "play/replayedgame.h"

namespace bastide {

std::optional<ReplayedGame> ReplayedGame::of(GameRecord record, const QString& fileName,
                                             Problems& problems)
{
    std::vector<MoveOutcome> outcomes;
    std::optional<Game> game = replay(record, fileName, problems, &outcomes);
    if (!game)
        return std::nullopt;
    return ReplayedGame{std::move(record), std::move(*game), std::move(outcomes)};
}

} // namespace bastide
