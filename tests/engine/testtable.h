// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deckjson.h"
#include "engine/game.h"
#include "engine/standarddeck.h"

#include <QString>
#include <optional>

namespace bastide::test {

/**
 * A game to build small boards in tests: tiles are named by id and laid where the test
 * says (any tile of the bag may be named, as a record may). Players take turns as in play.
 */
class TestTable
{
public:
    explicit TestTable(Rules rules = Rules{false, true, FarmerScoring::Modern, {}}, int players = 2,
                       std::shared_ptr<const TileSet> tiles = standardTileSet())
        : m_game(makeSetup(std::move(tiles), rules, players), 1)
    {}

    /** Lays `tile` at (x, y) turned `rotation` times, with an optional figure. */
    MoveError lay(const char* tile, int x, int y, int rotation,
                  std::optional<FigurePlacement> figure = std::nullopt, bool returnAbbot = false)
    {
        Move m;
        m.tile = m_game.tileSet().indexOf(QString::fromLatin1(tile));
        m.placement = Placement{Cell{x, y}, Rotation(rotation)};
        m.place = figure;
        m.returnAbbot = returnAbbot;
        return play(m);
    }
    MoveError discard(const char* tile)
    {
        Move m;
        m.tile = m_game.tileSet().indexOf(QString::fromLatin1(tile));
        m.discard = true;
        return play(m);
    }

    MoveError play(const Move& m)
    {
        last = m_game.apply(m);
        events.insert(events.end(), last.events.begin(), last.events.end());
        return last.error;
    }

    static FigurePlacement follower(int feature) { return {FigureType::Follower, feature}; }
    static FigurePlacement abbot(int feature) { return {FigureType::Abbot, feature}; }
    static FigurePlacement big(int feature) { return {FigureType::Big, feature}; }
    static FigurePlacement builder(int feature) { return {FigureType::Builder, feature}; }
    static FigurePlacement pig(int feature) { return {FigureType::Pig, feature}; }

    Game& game() { return m_game; }
    int score(int player) const { return m_game.player(player).score(); }
    int points(int player, ScoreCategory c) const
    {
        return m_game.player(player).breakdown[std::size_t(c)];
    }
    /** Score of `player` if the game ended now (end-of-game scoring on a copy). */
    int projected(int player) const
    {
        return m_game.projectedScores()[std::size_t(player)].score();
    }
    int projected(int player, ScoreCategory c) const
    {
        return m_game.projectedScores()[std::size_t(player)].breakdown[std::size_t(c)];
    }

    std::vector<ScoreEvent> events;
    MoveOutcome last; // what the latest move did

private:
    static std::shared_ptr<const GameSetup> makeSetup(std::shared_ptr<const TileSet> tiles,
                                                      Rules rules, int players)
    {
        auto setup = std::make_shared<GameSetup>();
        setup->tiles = std::move(tiles);
        setup->rules = rules;
        for (int p = 0; p < players; ++p)
            setup->players.push_back(PlayerSetup{
                QStringLiteral("P%1").arg(p + 1), PlayerColor(p), PlayerKind::Human, {}});
        return setup;
    }

    Game m_game;
};

/** A deck from JSON text, for tests that need tiles the standard deck lacks. */
inline std::shared_ptr<const TileSet> tilesFromJson(const QByteArray& json)
{
    Problems problems;
    auto deck = readDeck(json, QStringLiteral("test deck"), problems);
    return deck ? TileSet::build(std::move(*deck)) : nullptr;
}

} // namespace bastide::test
