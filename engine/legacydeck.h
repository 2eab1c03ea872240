// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamerecord.h"

#include <memory>
#include <optional>

namespace bastide {

/**
 * Bastide's built-in deck as it was before its River was made the published one (issue 14):
 * the same base tiles, a River with wrong tiles under the same ids. Records saved then name
 * the deck "standard" but were played with this one; it is kept so they can still be opened,
 * with the deck carried inline from then on. "standard" always means the current deck.
 */
const Deck& legacyDeck();
std::shared_ptr<const TileSet> legacyTileSet();

/**
 * `record`, which names the built-in deck, read as played on the legacy deck (inline, so
 * it is a record of the spec as it stands); nullopt unless it names the built-in deck and
 * plays the river.
 */
std::optional<GameRecord> onLegacyDeck(const GameRecord& record);

/**
 * After `record` failed to replay: when it names the built-in deck and replays on the legacy
 * deck, its last problem becomes ProblemCode::LegacyRiver (same move and tile), which says
 * why. Otherwise nothing changes.
 */
void explainLegacyRiver(const GameRecord& record, Problems& problems);

} // namespace bastide
