// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/deck.h"

#include "engine/rules/ruleset.h"

namespace bastide {

int Deck::indexOf(const QString& id) const
{
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (tiles[i].id == id)
            return int(i);
    }
    return -1;
}

int Deck::totalTiles() const
{
    int n = 0;
    for (const TileType& t : tiles)
        n += t.count;
    return n;
}

bool Deck::hasRiver() const
{
    for (const TileType& t : tiles) {
        if (t.group == TileGroup::River)
            return true;
    }
    return false;
}

bool Deck::hasGroup(const QString& name) const
{
    for (const TileType& t : tiles) {
        if (t.group == TileGroup::Expansion && t.expansion == name)
            return true;
    }
    return false;
}

bool Deck::hasGoods(const Rules& rules) const
{
    for (const TileType& t : tiles) {
        if (!inPlay(t, rules))
            continue;
        for (const Feature& f : t.features) {
            if (f.hasGoods())
                return true;
        }
    }
    return false;
}

int Deck::startTile(TileGroup group) const
{
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (tiles[i].group == group && tiles[i].start)
            return int(i);
    }
    return -1;
}

int Deck::lakeTile() const
{
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (tiles[i].group == TileGroup::River && tiles[i].end)
            return int(i);
    }
    return -1;
}

bool isKnownExpansion(const QString& set)
{
    return RuleSet::knowsSet(set);
}

bool inPlay(const TileType& type, const Rules& rules)
{
    switch (type.group) {
    case TileGroup::Base:
        return true;
    case TileGroup::River:
        return rules.river;
    case TileGroup::Expansion:
        return rules.expansions.contains(type.expansion);
    }
    return false;
}

QString localized(const LocalizedText& text, const QString& language)
{
    if (auto it = text.find(language); it != text.end() && !it->isEmpty())
        return *it;
    if (auto it = text.find(QStringLiteral("en")); it != text.end() && !it->isEmpty())
        return *it;
    return text.isEmpty() ? QString() : text.first();
}

} // namespace bastide
