// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the deck reader (spec §1–2) on arbitrary bytes. A refused deck must
// name the file in every problem; an accepted deck must write back to an equal deck and
// carry a whole game, with and without its river, with the engine's invariants intact.

#include "engine/deckjson.h"
#include "engine/deckvalidator.h"
#include "engine/tileset.h"
#include "fuzzsupport.h"

using namespace bastide;
using namespace bastide::cli;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString file = QStringLiteral("fuzz-deck.json");
    Problems problems;
    const auto deck = readDeck(fuzz::bytesOf(data, size), file, problems);
    if (!deck) {
        fuzz::checkRefusal(problems, file);
        return 0;
    }
    if (!problems.empty())
        fuzz::fail(QStringLiteral("a deck was accepted with problems"));

    Problems again;
    const auto reread = readDeck(writeDeck(*deck), file, again);
    if (!reread || !(*reread == *deck))
        fuzz::fail(QStringLiteral("the deck does not read back equal after writing"));

    const auto tiles = TileSet::build(*deck);
    for (const bool river : {false, true}) {
        if (river && !deck->hasRiver())
            continue;
        auto setup = std::make_shared<GameSetup>();
        setup->tiles = tiles;
        setup->rules = Rules{river, true, FarmerScoring::Classic, {}};
        setup->players = {PlayerSetup{QStringLiteral("A"), PlayerColor::Red, PlayerKind::Ai,
                                      QStringLiteral("random")},
                          PlayerSetup{QStringLiteral("B"), PlayerColor::Blue, PlayerKind::Ai,
                                      QStringLiteral("random")}};
        setup->seed = size;
        Game game(setup, *setup->seed);
        fuzz::failIf(checkGameState(game), "new game");
        fuzz::playOut(game, size, MaxDeckTiles);
    }
    return 0;
}
