// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A thousand seeded random games across every rule combination and table size, and a thousand
// more with both expansions (spec §4.1, §4.2): the engine never breaks its invariants, records
// round-trip, and its scores, trade goods and turn order equal those of the slow flood-fill
// reference scorer.

#include "engine/gamerecord.h"
#include "engine/messages.h"
#include "engine/random.h"
#include "engine/rules/tradersbuilders.h"
#include "engine/standarddeck.h"
#include "referencescorer.h"

#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

std::shared_ptr<const GameSetup> setupFor(int seed, bool expansions = false)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    if (expansions)
        setup->rules.expansions = {QStringLiteral("inns-cathedrals"),
                                   QStringLiteral("traders-builders")};
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
    for (int t = 0; t < FigureTypeCount; ++t) {
        for (int f = 0; f < MaxTileFeatures; ++f) {
            if (o.of(FigureType(t)) & (1u << f))
                choices.push_back(move), choices.back().place = FigurePlacement{FigureType(t), f};
        }
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

/** What the random games did, to check they exercised the rules. */
struct Tally
{
    int discards = 0;
    int figuresPlaced = 0;
    int abbotReturns = 0;
    std::array<int, FigureTypeCount> placedByType{};
    int doubleTurns = 0;
    int goodsTaken = 0;
};

bool failed(int seed, const char* what)
{
    qWarning("seed %d: %s", seed, what);
    return false;
}

/**
 * Plays seeded random games `from` to `to`; checks invariants, the reference scorer's
 * breakdowns, goods and movers, and the records; returns false (after QFAIL) on a mismatch.
 */
bool playRandomGames(int from, int to, bool expansions, Tally& tally)
{
    for (int seed = from; seed < to; ++seed) {
        const auto setup = setupFor(seed, expansions);
        Game game(setup, *setup->seed);
        ReferenceScorer reference(*setup, startTileOf(*setup));
        if (reference.totalMoves() != game.tilesLeft()) {
            qWarning("seed %d: reference bag %d, engine %d", seed, reference.totalMoves(),
                     game.tilesLeft());
            return false;
        }
        Random random(std::uint64_t(seed) * 7919 + 1);
        const int checkpoint = int(random.below(60));
        std::optional<GameRecord> saved;
        while (!game.isFinished()) {
            if (int(game.moves().size()) == checkpoint)
                saved = recordOf(game, true);
            const Move move = randomMove(game, random);
            tally.discards += move.discard;
            tally.figuresPlaced += move.place.has_value();
            if (move.place)
                ++tally.placedByType[std::size_t(move.place->figure)];
            tally.abbotReturns += move.returnAbbot;
            const MoveOutcome outcome = game.apply(move);
            if (outcome.error != MoveError::None) {
                qWarning("seed %d: legal move refused: %s", seed,
                         qPrintable(describe(outcome.error)));
                return false;
            }
            tally.doubleTurns += outcome.doubleTurn;
            for (int k : outcome.goodsTaken)
                tally.goodsTaken += k;
            const int mover = reference.play(move);
            const int k = int(game.moves().size()) - 1;
            if (game.moverOf(k) != mover || outcome.player != mover) {
                qWarning("seed %d, move %d: engine's mover %d, reference's %d", seed, k + 1,
                         game.moverOf(k), mover);
                return false;
            }
            if (seed % 10 == 0) {
                const QStringList problems = game.invariantViolations();
                if (!problems.isEmpty()) {
                    qWarning("seed %d, move %d: %s", seed, int(game.moves().size()),
                             qPrintable(problems.join(QStringLiteral("; "))));
                    return false;
                }
            }
        }
        reference.finish();
        for (int p = 0; p < game.playerCount(); ++p) {
            const ScoreBreakdown& engine = game.player(p).breakdown;
            const ScoreBreakdown& expected = reference.scores()[std::size_t(p)];
            if (engine != expected ||
                TradersBuilders::goodsOf(game, p) != reference.goods()[std::size_t(p)]) {
                QStringList e, r;
                for (int c = 0; c < ScoreCategoryCount; ++c) {
                    e << QString::number(engine[std::size_t(c)]);
                    r << QString::number(expected[std::size_t(c)]);
                }
                qWarning("seed %d player %d: engine %s, reference %s (road city monastery "
                         "garden field goods)",
                         seed, p, qPrintable(e.join(QLatin1Char(' '))),
                         qPrintable(r.join(QLatin1Char(' '))));
                return false;
            }
        }
        if (!game.invariantViolations().isEmpty())
            return failed(seed, "invariants broken at the end");

        // The finished record replays to the same scores and writes back identically.
        const QByteArray written = writeRecord(recordOf(game, false));
        Problems problems;
        const auto parsed = parseRecord(written, QStringLiteral("game.json"), problems);
        if (!parsed)
            return failed(seed, "the record does not parse");
        const auto replayed = replay(*parsed, QStringLiteral("game.json"), problems);
        if (!replayed || !replayed->isFinished())
            return failed(seed, "the record does not replay to the end");
        for (int p = 0; p < game.playerCount(); ++p) {
            if (!(replayed->player(p) == game.player(p)))
                return failed(seed, "a replayed player differs");
        }
        if (writeRecord(recordOf(*replayed, false)) != written)
            return failed(seed, "the replayed record writes back differently");

        // A record saved mid-game with its bag continues exactly as the game went on.
        if (saved) {
            const auto midParsed =
                parseRecord(writeRecord(*saved), QStringLiteral("save.json"), problems);
            if (!midParsed)
                return failed(seed, "the saved record does not parse");
            auto resumed = replay(*midParsed, QStringLiteral("save.json"), problems);
            if (!resumed)
                return failed(seed, "the saved record does not replay");
            for (std::size_t i = saved->moves.size(); i < game.moves().size(); ++i) {
                if (resumed->currentTile() != game.moves()[i].tile ||
                    resumed->apply(game.moves()[i]).error != MoveError::None)
                    return failed(seed, "the resumed game refuses a move");
            }
            for (int p = 0; p < game.playerCount(); ++p) {
                if (!(resumed->player(p) == game.player(p)))
                    return failed(seed, "a resumed player differs");
            }
        }
    }
    return true;
}

} // namespace

class tst_RandomGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thousandGamesKeepInvariantsRoundTripAndMatchTheReferenceScorer()
    {
        Tally tally;
        QVERIFY(playRandomGames(0, 1000, false, tally));
        // The games exercised what they are meant to.
        QVERIFY(tally.figuresPlaced > 10000);
        QVERIFY(tally.abbotReturns > 100);
        qInfo("%d figures placed, %d abbot returns, %d discards", tally.figuresPlaced,
              tally.abbotReturns, tally.discards);
    }

    void thousandGamesWithBothExpansionsMatchTheReferenceScorer()
    {
        Tally tally;
        QVERIFY(playRandomGames(0, 1000, true, tally));
        qInfo("%d big followers, %d builders, %d pigs placed; %d double turns, %d goods taken",
              tally.placedByType[std::size_t(FigureType::Big)],
              tally.placedByType[std::size_t(FigureType::Builder)],
              tally.placedByType[std::size_t(FigureType::Pig)], tally.doubleTurns,
              tally.goodsTaken);
        QVERIFY(tally.placedByType[std::size_t(FigureType::Big)] > 1000);
        QVERIFY(tally.placedByType[std::size_t(FigureType::Builder)] > 500);
        QVERIFY(tally.placedByType[std::size_t(FigureType::Pig)] > 300);
        QVERIFY(tally.doubleTurns > 100);
        QVERIFY(tally.goodsTaken > 500);
        QVERIFY(tally.abbotReturns > 100);
    }
};

QTEST_GUILESS_MAIN(tst_RandomGames)
#include "tst_randomgames.moc"
