// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/match/botview.h"

namespace bastide::cli {

namespace {

void shuffle(std::vector<TileTypeId>& tiles, Random& random)
{
    for (std::size_t i = tiles.size(); i > 1; --i)
        std::swap(tiles[i - 1], tiles[random.below(std::uint32_t(i))]);
}

} // namespace

std::vector<TileTypeId> shuffledBag(const Game& game, Random& random)
{
    const auto bag = game.bag();
    if (bag.empty())
        return {};
    // River tiles come first and the lake last of them, so only the tiles within each of
    // those runs may trade places.
    std::vector<TileTypeId> river;
    std::vector<TileTypeId> lake;
    std::vector<TileTypeId> base;
    for (std::size_t i = 1; i < bag.size(); ++i) {
        const TileRules& rules = game.tileSet().rules(bag[i]);
        (rules.lake ? lake : rules.river ? river : base).push_back(bag[i]);
    }
    shuffle(river, random);
    shuffle(base, random);
    std::vector<TileTypeId> order{bag[0]};
    order.insert(order.end(), river.begin(), river.end());
    order.insert(order.end(), lake.begin(), lake.end());
    order.insert(order.end(), base.begin(), base.end());
    return order;
}

GameRecord botView(const Game& game, Random& random, std::optional<double> clock, bool withBag)
{
    auto setup = std::make_shared<GameSetup>(game.setup());
    setup->seed.reset();
    GameRecord record;
    record.setup = std::move(setup);
    record.moves = recordOf(game, false).moves;
    if (withBag)
        record.bag = shuffledBag(game, random);
    record.clock = clock;
    return record;
}

} // namespace bastide::cli
