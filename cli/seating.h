// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/player.h"

#include <cstdint>

namespace bastide::cli {

/** The colour of a seat in a series of games: seat order red, blue, green, yellow, black, pink. */
PlayerColor seatColor(int seat);

/** Mixes two numbers into a new seed, so a series seed gives each game and seat its own. */
std::uint64_t mixSeed(std::uint64_t a, std::uint64_t b);

/** The entrant (index into the command line's list) in `seat` of game `gameIndex`: seats rotate
 *  one place per game, so every entrant plays every seat equally often. */
int rotatedEntrant(int seat, int gameIndex, int entrants);

} // namespace bastide::cli
