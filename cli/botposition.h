// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QString>
#include <optional>

namespace bastide::cli {

/** A position a bot is asked to move in (spec §6): the game replayed from a record, the tile
 *  to play first in its bag, and the record's clock. */
struct BotPosition
{
    Game game;
    std::optional<double> clock;
};

/**
 * Reads `path` as `move` and `legal` do (spec §6): the game waits for the record's pending
 * decision. A record with `bag` whose player could lay the abbey has chosen to draw, so the
 * position is the tile move. A record that cannot be read, whose moves are illegal, that is
 * finished, or that asks for a tile move without `bag` (or with an empty one) is refused: a
 * message naming the file and the problem goes to standard error.
 */
std::optional<BotPosition> readBotPosition(const QString& path);

} // namespace bastide::cli
