// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rules.h"
#include "engine/tiletype.h"

namespace bastide {

/** A tile set as stored in a deck file (spec §2): plain data, possibly invalid. */
struct Deck
{
    LocalizedText name;
    std::vector<TileType> tiles;

    int indexOf(const QString& id) const;
    int totalTiles() const;
    bool hasRiver() const;
    /** Whether some tile type is of the expansion set `name`. */
    bool hasGroup(const QString& name) const;
    /** Whether a tile type in play carries goods (spec §5: `goods` in the scores). */
    bool hasGoods(const Rules& rules) const;
    /** The start tile of a group (base start tile or spring), or -1. */
    int startTile(TileGroup group) const;
    /** The lake, or -1. */
    int lakeTile() const;

    friend bool operator==(const Deck&, const Deck&) = default;
};

/** inns-cathedrals and traders-builders: sets that bring figures and scoring. */
bool isKnownExpansion(const QString& set);
/** Whether tiles of `type`'s group are in a game under `rules` (river tiles with the river
 *  rule, an expansion set's when listed, base tiles always). */
bool inPlay(const TileType& type, const Rules& rules);

/** Picks the text for `language`, falling back to English, then to any text. */
QString localized(const LocalizedText& text, const QString& language);

} // namespace bastide
