// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/groupnames.h"

#include "engine/deckvalidator.h"

#include <algorithm>

namespace bastide {

const QString GroupNames::Base = QStringLiteral("base");
const QString GroupNames::River = QStringLiteral("river");

QString GroupNames::display(const QString& group)
{
    if (group == Base)
        return tr("Base game");
    if (group == River)
        return tr("River");
    if (group == QLatin1String(InnsCathedrals))
        //: The expansion set, as the Russian and Ukrainian editions name it.
        return tr("Inns & Cathedrals");
    if (group == QLatin1String(TradersBuilders))
        return tr("Traders & Builders");
    return group;
}

QStringList GroupNames::inDeck(const Deck& deck)
{
    QStringList known, own;
    bool base = false, river = false;
    for (const TileType& t : deck.tiles) {
        const QString name = t.groupName();
        if (t.group == TileGroup::Base)
            base = true;
        else if (t.group == TileGroup::River)
            river = true;
        else if (isKnownExpansion(name) && !known.contains(name))
            known << name;
        else if (!isKnownExpansion(name) && !own.contains(name))
            own << name;
    }
    std::sort(known.begin(), known.end()); // inns-cathedrals before traders-builders
    std::sort(own.begin(), own.end());
    QStringList groups;
    if (base)
        groups << Base;
    if (river)
        groups << River;
    return groups + known + own;
}

QStringList GroupNames::expansionsIn(const Deck& deck)
{
    QStringList groups = inDeck(deck);
    groups.removeAll(Base);
    groups.removeAll(River);
    return groups;
}

bool GroupNames::isValidSetName(const QString& name)
{
    return name != Base && name != River && isValidGroupName(name);
}

TileType GroupNames::moved(const TileType& tile, const QString& group)
{
    TileType t = tile;
    if (t.groupName() == group)
        return t;
    t.start = false;
    t.end = false;
    t.expansion.clear();
    if (group == Base) {
        t.group = TileGroup::Base;
    } else if (group == River) {
        t.group = TileGroup::River;
    } else {
        t.group = TileGroup::Expansion;
        t.expansion = group;
    }
    return t;
}

} // namespace bastide
