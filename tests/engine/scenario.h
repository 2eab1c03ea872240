// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"
#include "engine/standarddeck.h"

#include <QTest>
#include <algorithm>

namespace bastide::test {

/** A two-player game of the standard deck without the river whose first draws are `first`
 *  (tile ids), in that order: hand-built positions for the AI's tests. */
inline Game scenario(std::initializer_list<const char*> first,
                     Rules rules = {false, true, FarmerScoring::Modern})
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = rules;
    for (int p = 0; p < 2; ++p)
        setup->players.push_back(
            PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p), PlayerKind::Human, {}});
    Game game(setup, 1);
    std::vector<TileTypeId> rest(game.bag().begin(), game.bag().end());
    std::vector<TileTypeId> order;
    for (const char* id : first) {
        const TileTypeId type = game.tileSet().indexOf(QString::fromLatin1(id));
        const auto it = std::find(rest.begin(), rest.end(), type);
        if (it == rest.end())
            qFatal("scenario: no tile %s left", id);
        rest.erase(it);
        order.push_back(type);
    }
    order.insert(order.end(), rest.begin(), rest.end());
    if (game.reorderBag(order) != MoveError::None)
        qFatal("scenario: bad order");
    return game;
}

/** The move laying the current tile at (x, y) turned `rotation`, with a follower on
 *  `feature` when it is not negative. */
inline Move lay(const Game& game, int x, int y, int rotation, int feature = -1,
                FigureType figure = FigureType::Follower)
{
    Move m;
    m.tile = game.currentTile();
    m.placement = Placement{Cell{x, y}, Rotation(rotation)};
    if (feature >= 0)
        m.place = FigurePlacement{figure, feature};
    return m;
}

} // namespace bastide::test
