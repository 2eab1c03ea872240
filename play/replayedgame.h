// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamerecord.h"

#include <optional>

namespace bastide {

/**
 * A game record played through once by the engine: the record, the game as it stands after
 * its moves and what each move did. Whoever loads a game hands this on, so that the session
 * continues it without playing the record again.
 */
struct ReplayedGame
{
    GameRecord record;
    Game game;
    std::vector<MoveOutcome> outcomes; // one per move of the record, in order

    /** Replays `record` with the engine's checks; nullopt, with the problems, when a move
     *  or the saved bag is refused. */
    static std::optional<ReplayedGame> of(GameRecord record, const QString& fileName,
                                          Problems& problems);
};

} // namespace bastide
