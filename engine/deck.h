// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

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
    /** The start tile of a group (base start tile or spring), or -1. */
    int startTile(TileGroup group) const;
    /** The lake, or -1. */
    int lakeTile() const;

    friend bool operator==(const Deck&, const Deck&) = default;
};

/** Picks the text for `language`, falling back to English, then to any text. */
QString localized(const LocalizedText& text, const QString& language);

} // namespace bastide
