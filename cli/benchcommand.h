// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"
#include "engine/random.h"

#include <QStringList>

namespace bastide::cli {

/**
 * Plays one random game as the benchmark defines it: a random legal placement, and on half
 * of the turns where a figure can go, a random figure option. Returns the finished game.
 */
Game playBenchmarkGame(const std::shared_ptr<const GameSetup>& setup, Random& random);

/** `bastide-cli bench [--seconds T]`: random games on one thread, as fast as it can. */
int runBench(const QStringList& arguments);

} // namespace bastide::cli
