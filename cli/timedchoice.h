// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/aiplayer.h"

#include <chrono>
#include <optional>

namespace bastide::cli {

/** Asks `ai` for its move in `game`, cancelling its search when `budget` has passed; a player
 *  that does not search answers at once and never sees the cancel. */
Move chooseWithin(AiPlayer& ai, const Game& game, std::optional<std::chrono::milliseconds> budget);

} // namespace bastide::cli
