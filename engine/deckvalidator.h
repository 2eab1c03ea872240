// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"
#include "engine/problem.h"

namespace bastide {

/** Limits that keep a hostile deck from exhausting memory; generous for any real design. */
inline constexpr int MaxDeckTiles = 1000;
inline constexpr int MaxShields = 99;
inline constexpr int MaxGoods = 99; // symbols of one kind on one feature

/**
 * Checks every validity rule of spec §1 and §2 on a deck value, so the reader, the
 * editor's live checks and the CLI agree. Returns every problem found, not just the first.
 */
Problems validateDeck(const Deck& deck);
/** Only the rules about one tile type on its own (slots, edges, features). */
Problems validateTile(const TileType& tile, int tileIndex);

bool isValidTileId(const QString& id);
/** An expansion set's name: 1-32 characters of a-z 0-9 - (spec §2 `group`). */
bool isValidGroupName(const QString& name);
bool isValidLanguageCode(const QString& code);

} // namespace bastide
