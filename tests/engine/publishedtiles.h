// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace bastide::test {

/**
 * A tile as the rules see it, in the terms of tiles.md: features with their slots, marks
 * and (fields) bordering cities. Read from the hand-written table of published tiles, or
 * taken from a deck, so the two can be compared whatever ids, rotation or feature order
 * either uses.
 */
struct PublishedFeature
{
    QString kind;           // city, road, river, field, monastery, garden
    std::uint16_t mask = 0; // bit i for slot i (N0 = 0 … W2 = 11)
    /** shield, inn, cathedral, wine, grain, cloth → how many (1 for inn and cathedral). */
    QMap<QString, int> marks;
    std::vector<int> cities; // fields: indices of the cities they border
};

struct PublishedTile
{
    QString id;
    int count = 1;
    QString group;
    bool start = false;
    bool end = false;
    std::vector<PublishedFeature> features;
};

struct PublishedTable
{
    std::vector<PublishedTile> tiles;
    /** Group → the tile total its section heading announces. */
    QMap<QString, int> groupTotals;
};

/**
 * Reads tables in tiles.md's notation (see tests/data/published-tiles.md). Any row it
 * cannot read, or that contradicts itself (edges column against features, a slot used
 * twice or not at all, a section total), is an error naming the line and tile.
 */
std::optional<PublishedTable> readPublishedTable(const QString& text, QStringList& errors);

/** A deck's tile in the same terms. */
PublishedTile publishedFromDeck(const TileType& type);
std::vector<PublishedTile> publishedFromDeck(const Deck& deck);

/** N E S W edge letters as in tiles.md (C, R, I, F), after `rotation` quarter turns. */
QString edgesOf(const PublishedTile& tile, int rotation = 0);

/** The tile's features in tiles.md's notation, after `rotation` quarter turns. */
QString describeTile(const PublishedTile& tile, int rotation = 0);

/**
 * Compares the tiles of `deck` with the `published` ones, group by group: every published
 * tile type must be in the deck with its count, and nothing else. Returns one sentence per
 * difference, naming the tile(s); empty when they agree.
 */
QStringList compareWithPublished(const std::vector<PublishedTile>& published,
                                 const std::vector<PublishedTile>& deck);

} // namespace bastide::test
