// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace bastide::cli {

/** `bastide-cli legal GAME.json`: every legal move for the tile to play, for bot authors. */
int runLegal(const QStringList& arguments);

} // namespace bastide::cli
