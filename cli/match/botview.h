// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamerecord.h"
#include "engine/random.h"

#include <optional>

namespace bastide::cli {

/**
 * The record a bot is given for a decision (spec §6): the moves so far (the move in progress
 * as far as it went), the bag with the tile to play first and every other unseen tile
 * shuffled with `random` (river tiles still first, the lake last of them), no seed, and the
 * clock. It tells a bot nothing about the draw order. Without `withBag` (the abbey-or-draw
 * decision, taken before the tile is seen) there is no bag at all.
 */
GameRecord botView(const Game& game, Random& random, std::optional<double> clock,
                   bool withBag = true);

/** The unseen tiles of `game` as botView orders them: the tile to play, then the rest shuffled
 *  within the order the rules allow. */
std::vector<TileTypeId> shuffledBag(const Game& game, Random& random);

} // namespace bastide::cli
