// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>
#include <chrono>

namespace bastide::cli {

/** `bastide-cli move GAME.json [--ai LEVEL] [--seed S]`: Bastide's AI as a bot (spec §6). */
int runMove(const QStringList& arguments);

/** The thinking time `move` gives its AI under a clock of `clockSeconds`: the clock less a
 *  margin for start-up, reading the record and printing the move. */
std::chrono::milliseconds moveBudget(double clockSeconds);

} // namespace bastide::cli
