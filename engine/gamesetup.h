// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/player.h"
#include "engine/rules.h"
#include "engine/tileset.h"

#include <memory>
#include <optional>
#include <vector>

namespace bastide {

/** What a game is played with: tiles, rules and players. Shared by every copy of a game. */
struct GameSetup
{
    std::shared_ptr<const TileSet> tiles;
    bool standardDeck = false; // records name the deck "standard" instead of inlining it
    Rules rules;
    std::vector<PlayerSetup> players;
    std::optional<std::uint64_t> seed;
};

} // namespace bastide
