// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace bastide::cli {

/** `bastide-cli replay GAME.json`: replays a record and prints its scores (spec §5). */
int runReplay(const QStringList& arguments);

} // namespace bastide::cli
