// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/decksimulation.h"

#include "engine/ai/randomplayer.h"
#include "engine/game.h"
#include "engine/tileset.h"

namespace bastide {

DeckSimulation::Result DeckSimulation::run(const Deck& deck, const QStringList& sets, int games,
                                           std::uint64_t seed, const std::atomic<bool>* cancel,
                                           std::atomic<int>* progress)
{
    Result result;
    result.drawsPerTile.assign(deck.tiles.size(), 0);
    result.discardsPerTile.assign(deck.tiles.size(), 0);
    result.strandedPerTile.assign(deck.tiles.size(), 0);
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = TileSet::build(deck);
    setup->rules.river = deck.hasRiver();
    // The sets in play, as the new-game dialog would pass them: only groups of the deck.
    for (const TileType& t : deck.tiles) {
        if (t.group == TileGroup::Expansion && sets.contains(t.expansion) &&
            !setup->rules.expansions.contains(t.expansion))
            setup->rules.expansions << t.expansion;
    }
    // The tiles that may be drawn after the river: the base game's and the sets'.
    std::vector<TileTypeId> played;
    for (std::size_t t = 0; t < deck.tiles.size(); ++t) {
        const TileType& tile = deck.tiles[t];
        if (tile.count > 0 && tile.group != TileGroup::River &&
            (tile.group == TileGroup::Base || setup->rules.expansions.contains(tile.expansion)))
            played.push_back(TileTypeId(int(t)));
    }
    setup->players = {PlayerSetup{QStringLiteral("A"), PlayerColor::Red, PlayerKind::Ai, {}},
                      PlayerSetup{QStringLiteral("B"), PlayerColor::Blue, PlayerKind::Ai, {}}};
    for (int g = 0; g < games; ++g) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            break;
        }
        Game game(setup, seed + std::uint64_t(g));
        RandomPlayer player(seed * 7919 + std::uint64_t(g));
        while (!game.isFinished()) {
            const Move move = player.choose(game, cancel);
            const TileTypeId tile = game.currentTile();
            if (deck.tiles[tile.index()].group != TileGroup::River) {
                ++result.playedTurns;
                for (const TileTypeId t : played)
                    result.strandedPerTile[t.index()] += game.board().canPlace(t) ? 0 : 1;
            }
            ++result.draws;
            ++result.drawsPerTile[tile.index()];
            if (move.discard) {
                ++result.discards;
                ++result.discardsPerTile[tile.index()];
            }
            if (game.apply(move).error != MoveError::None)
                break; // cannot happen with a legal move; never loop on it
        }
        ++result.games;
        if (progress)
            progress->store(result.games, std::memory_order_relaxed);
    }
    return result;
}

} // namespace bastide
