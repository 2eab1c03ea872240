// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QStringList>

namespace bastide::cli {

// Self-checks for soak runs (`selfplay --check`) and the fuzzers. Each returns what it
// found wrong, one line per fault; an empty list means the game passed.

/** The engine's invariants, and every move legalMoves() lists passing check(). */
QStringList checkGameState(const Game& game);

/**
 * Saves the game as a record (with its bag, and for a finished game also without), parses
 * and replays it, and compares: same moves, bag, turn, figures and scores, and a replayed
 * game that saves to the same bytes.
 */
QStringList checkRecordRoundTrip(const Game& game);

} // namespace bastide::cli
