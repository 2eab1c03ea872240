// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A thousand seeded random games across every rule combination and table size: the engine
// never breaks its invariants, records round-trip, and its scores equal those of the slow
// flood-fill reference scorer.

#include "engine/gamerecord.h"
#include "engine/messages.h"
#include "engine/random.h"
#include "engine/standarddeck.h"
#include "referencescorer.h"

#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

std::shared_ptr<const GameSetup> setupFor(int seed)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules.river = seed % 2 == 0;
    setup->rules.abbot = (seed / 2) % 2 == 0;
    setup->rules.farmers = FarmerScoring((seed / 4) % 3);
    const int players = 2 + (seed / 12) % 5;
    for (int p = 0; p < players; ++p)
        setup->players.push_back(PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p),
                                             PlayerKind::Ai, QStringLiteral("random")});
    setup->seed = std::uint64_t(seed);
    return setup;
}

/** A random legal placement; on half of the turns, a random figure option if any. */
Move randomMove(const Game& game, Random& random)
{
    Move move;
    move.tile = game.currentTile();
    std::vector<Placement> placements;
    game.forEachPlacement(move.tile, [&](Placement p) { placements.push_back(p); });
    if (placements.empty()) {
        move.discard = true;
        return move;
    }
    move.placement = placements[random.below(std::uint32_t(placements.size()))];
    if (random.below(2))
        return move;
    const FigureOptions o = game.figureOptions(move.tile, move.placement);
    std::vector<Move> choices;
    for (int f = 0; f < MaxTileFeatures; ++f) {
        if (o.followers & (1u << f))
            choices.push_back(move),
                choices.back().place = FigurePlacement{FigureType::Follower, f};
        if (o.abbot & (1u << f))
            choices.push_back(move), choices.back().place = FigurePlacement{FigureType::Abbot, f};
    }
    if (o.canReturnAbbot)
        choices.push_back(move), choices.back().returnAbbot = true;
    return choices.empty() ? move : choices[random.below(std::uint32_t(choices.size()))];
}

int startTileOf(const GameSetup& setup)
{
    const Deck& deck = setup.tiles->deck();
    return setup.rules.river ? deck.startTile(TileGroup::River) : deck.startTile(TileGroup::Base);
}

} // namespace

class tst_RandomGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thousandGamesKeepInvariantsRoundTripAndMatchTheReferenceScorer()
    {
        int discards = 0, figuresPlaced = 0, abbotReturns = 0;
        for (int seed = 0; seed < 1000; ++seed) {
            const auto setup = setupFor(seed);
            Game game(setup, *setup->seed);
            ReferenceScorer reference(*setup, startTileOf(*setup));
            Random random(std::uint64_t(seed) * 7919 + 1);
            const int checkpoint = int(random.below(60));
            std::optional<GameRecord> saved;
            while (!game.isFinished()) {
                if (int(game.moves().size()) == checkpoint)
                    saved = recordOf(game, true);
                const Move move = randomMove(game, random);
                discards += move.discard;
                figuresPlaced += move.place.has_value();
                abbotReturns += move.returnAbbot;
                const MoveError error = game.apply(move).error;
                if (error != MoveError::None)
                    QFAIL(qPrintable(QStringLiteral("seed %1: legal move refused: %2")
                                         .arg(seed)
                                         .arg(describe(error))));
                reference.play(move);
                if (seed % 10 == 0) {
                    const QStringList problems = game.invariantViolations();
                    if (!problems.isEmpty())
                        QFAIL(qPrintable(QStringLiteral("seed %1, move %2: %3")
                                             .arg(seed)
                                             .arg(game.moves().size())
                                             .arg(problems.join(QStringLiteral("; ")))));
                }
            }
            reference.finish();
            for (int p = 0; p < game.playerCount(); ++p) {
                if (game.player(p).breakdown != reference.scores()[std::size_t(p)]) {
                    QFAIL(qPrintable(
                        QStringLiteral("seed %1 player %2: engine %3, reference %4")
                            .arg(seed)
                            .arg(p)
                            .arg(game.player(p).score())
                            .arg(std::accumulate(reference.scores()[std::size_t(p)].begin(),
                                                 reference.scores()[std::size_t(p)].end(), 0))));
                }
            }
            QVERIFY(game.invariantViolations().isEmpty());

            // The finished record replays to the same scores and writes back identically.
            const QByteArray written = writeRecord(recordOf(game, false));
            Problems problems;
            const auto parsed = parseRecord(written, QStringLiteral("game.json"), problems);
            QVERIFY2(parsed, problems.empty() ? "" : qPrintable(describe(problems.front())));
            const auto replayed = replay(*parsed, QStringLiteral("game.json"), problems);
            QVERIFY(replayed);
            QVERIFY(replayed->isFinished());
            for (int p = 0; p < game.playerCount(); ++p)
                QCOMPARE(replayed->player(p), game.player(p));
            QCOMPARE(writeRecord(recordOf(*replayed, false)), written);

            // A record saved mid-game with its bag continues exactly as the game went on.
            if (saved) {
                const auto midParsed =
                    parseRecord(writeRecord(*saved), QStringLiteral("save.json"), problems);
                QVERIFY(midParsed);
                auto resumed = replay(*midParsed, QStringLiteral("save.json"), problems);
                QVERIFY(resumed);
                for (std::size_t i = saved->moves.size(); i < game.moves().size(); ++i) {
                    QCOMPARE(resumed->currentTile(), game.moves()[i].tile);
                    QCOMPARE(resumed->apply(game.moves()[i]).error, MoveError::None);
                }
                for (int p = 0; p < game.playerCount(); ++p)
                    QCOMPARE(resumed->player(p), game.player(p));
            }
        }
        // The games exercised what they are meant to.
        QVERIFY(figuresPlaced > 10000);
        QVERIFY(abbotReturns > 100);
        qInfo("%d figures placed, %d abbot returns, %d discards", figuresPlaced, abbotReturns,
              discards);
    }
};

QTEST_GUILESS_MAIN(tst_RandomGames)
#include "tst_randomgames.moc"
