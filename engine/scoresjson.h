// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>

namespace bastide {

class Game;

/** The scores of a game as `replay` prints them (spec §5): `finished`, and per player the
 *  name, score and breakdown, with the keys each expansion in play adds (its rule module
 *  writes them). */
QJsonObject scoresJson(const Game& game);

} // namespace bastide
