// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"

#include <QCoreApplication>
#include <QStringList>

namespace bastide {

/**
 * The groups of a deck's tiles as the editor shows them (spec §2 `group`): the base game,
 * the river, the two expansion sets Bastide knows and any set a designer names. A group is
 * handled by the name the deck file writes ("base", "river", "inns-cathedrals", "my-set").
 */
class GroupNames
{
    Q_DECLARE_TR_FUNCTIONS(bastide::GroupNames)

public:
    static const QString Base;
    static const QString River;

    /** The group's name for people: "Base game", "Inns & Cathedrals"; a designer's own set
     *  by the name it has in the file. */
    static QString display(const QString& group);
    /** The groups the deck's tiles are in: base and river first, then the known sets, then
     *  a designer's own in alphabetical order. */
    static QStringList inDeck(const Deck& deck);
    /** The deck's groups a game may leave out (neither base nor river). */
    static QStringList expansionsIn(const Deck& deck);
    /** Whether `name` may name a new set: 1 to 32 characters of a-z 0-9 -, not base or
     *  river. */
    static bool isValidSetName(const QString& name);
    /** The tile moved to `group`. The start, spring and lake marks mean something else in
     *  another group, so they go. */
    static TileType moved(const TileType& tile, const QString& group);
};

} // namespace bastide
