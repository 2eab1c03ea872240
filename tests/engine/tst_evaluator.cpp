// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The evaluation behind every computer level: an open feature is worth its points now plus
// its chance to complete times what completing adds, a cell no tile left can fill makes its
// feature dead, fields count their cities, and figures in supply are worth nothing at the end.
// With the expansions: the big follower counts two for a majority, inns and cathedrals are
// worth nothing unfinished, builders and pigs are worth something to their owners only, and
// the goods awards go to whoever leads each kind; a finished game is worth its scores.

#include "engine/ai/evaluator.h"
#include "engine/ai/fillchance.h"
#include "engine/ai/moverating.h"
#include "engine/ai/tileodds.h"
#include "engine/random.h"
#include "engine/rules/tradersbuilders.h"
#include "scenario.h"
#include "testtable.h"

#include <QTest>
#include <bit>
#include <cmath>

using namespace bastide;
using bastide::test::lay;
using bastide::test::scenario;
using bastide::test::TestTable;

Q_DECLARE_METATYPE(bastide::FigureType)
Q_DECLARE_METATYPE(bastide::FeatureKind)

namespace {

const FeatureProspect* only(const PositionValue& value, FeatureKind kind)
{
    const FeatureProspect* found = nullptr;
    for (const FeatureProspect& f : value.features) {
        if (f.kind == kind) {
            if (found)
                return nullptr;
            found = &f;
        }
    }
    return found;
}

Rules withExpansion(const char* set)
{
    return Rules{false, true, FarmerScoring::Modern, {QString::fromLatin1(set)}};
}

/** Demand digit of `terrain` on `side` (see TileSet). */
int demand(int side, Terrain terrain)
{
    return (1 + int(terrain)) * demandDigit(side);
}

} // namespace

class tst_Evaluator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openCityIsWorthItsPointsPlusItsChanceToComplete()
    {
        Game game = scenario({"N"});
        // The corner city continues the start tile's city and leaves one edge open, east.
        QCOMPARE(game.apply(lay(game, 0, -1, 2, 0)).error, MoveError::None);
        Evaluator evaluator;
        PositionValue value;
        evaluator.evaluate(game, value, true);
        const FeatureProspect* city = only(value, FeatureKind::City);
        QVERIFY(city);
        QCOMPARE(city->owners, std::uint8_t(1));
        QCOMPARE(city->points, 2);
        QCOMPARE(city->openCells, 1);
        QCOMPARE(city->deadCells, 0);
        QVERIFY(city->completion > 0.0 && city->completion < 1.0);
        // Completed it would score 2 × 3 tiles; open it scores 2 now.
        QVERIFY(city->expected > 2.0 && city->expected < 6.0);
        QVERIFY(value.expected[0] > value.expected[1]);
    }

    void aCellNoTileLeftFitsIsDead()
    {
        const Game game = scenario({});
        TileOdds odds;
        odds.reset(game);
        QCOMPARE(odds.tilesLeft(), game.tilesLeft());
        QCOMPARE(odds.fitting(0), game.tilesLeft());
        // City north and south, road east and west: no tile of the deck has that.
        const int impossible = demand(0, Terrain::City) + demand(1, Terrain::Road) +
                               demand(2, Terrain::City) + demand(3, Terrain::Road);
        QCOMPARE(odds.fitting(impossible), 0);
        // A road on one side only: every tile with a road fits, in some rotation.
        const int road = demand(0, Terrain::Road);
        QVERIFY(odds.fitting(road) > 0 && odds.fitting(road) < game.tilesLeft());
    }

    void farmerCountsThreePointsPerCompletedCityItBorders()
    {
        Game game = scenario({"E", "B"});
        // Player 1 closes a two-tile city with a follower on it: 4 points at once.
        QCOMPARE(game.apply(lay(game, 0, -1, 2, 0)).error, MoveError::None);
        QCOMPARE(game.player(0).score(), 4);
        // Player 2 lays a monastery beside it with a farmer on the field along that city.
        QCOMPARE(game.apply(lay(game, 1, -1, 0, 0)).error, MoveError::None);
        Evaluator evaluator;
        PositionValue value;
        evaluator.evaluate(game, value, true);
        const FeatureProspect* field = only(value, FeatureKind::Field);
        QVERIFY(field);
        QCOMPARE(field->owners, std::uint8_t(2));
        QCOMPARE(field->cities, 1);
        QCOMPARE(field->points, 3);
        QVERIFY(field->expected >= 3.0);
    }

    void figuresInSupplyAreWorthNothingAtTheEnd()
    {
        Game game = scenario({});
        Evaluator evaluator;
        PositionValue start;
        evaluator.evaluate(game, start, false);
        QVERIFY(start.supply[0] > 0.0);
        QCOMPARE(start.supply[0], start.supply[1]);
        Random random(3);
        while (game.tilesLeft() > 1) {
            const std::vector<Move> legal = game.legalMoves();
            game.apply(legal[random.below(std::uint32_t(legal.size()))]);
        }
        PositionValue end;
        evaluator.evaluate(game, end, false);
        QCOMPARE(end.supply[0], 0.0);
        QCOMPARE(end.supply[1], 0.0);
    }

    void eachFurtherFollowerInSupplyIsWorthLess()
    {
        Game game = scenario({"U", "U"});
        Evaluator evaluator;
        auto supplyAfter = [&](bool withFollower) {
            Game copy = game;
            // A road going nowhere useful: its own worth is the same either way.
            copy.apply(lay(copy, 1, 0, 1, withFollower ? 0 : -1));
            PositionValue v;
            evaluator.evaluate(copy, v, false);
            return v.supply[0];
        };
        const double seven = supplyAfter(false);
        const double six = supplyAfter(true);
        QVERIFY(seven > six);
        QVERIFY(seven - six < six / 6.0); // the seventh adds less than the average of six
    }

    void aBigFollowerCountsTwoForTheMajorityOfAnOpenCity_data()
    {
        QTest::addColumn<FigureType>("first");
        QTest::addColumn<int>("owners");
        QTest::newRow("follower against follower: both own it") << FigureType::Follower << 3;
        QTest::newRow("big follower against follower: its owner alone") << FigureType::Big << 1;
    }
    void aBigFollowerCountsTwoForTheMajorityOfAnOpenCity()
    {
        QFETCH(FigureType, first);
        QFETCH(int, owners);
        TestTable t(withExpansion("inns-cathedrals"));
        QCOMPARE(t.lay("E", 0, 1, 2, FigurePlacement{first, 0}), MoveError::None); // P1, cap south
        QCOMPARE(t.lay("B", 1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("B", -1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("E", 1, 2, 3, TestTable::follower(0)), MoveError::None); // P2, cap west
        QCOMPARE(t.lay("Q", 0, 2, 0), MoveError::None); // joins both caps, open to the west
        Evaluator evaluator;
        PositionValue value;
        evaluator.evaluate(t.game(), value, true);
        const FeatureProspect* city = only(value, FeatureKind::City);
        QVERIFY(city);
        QCOMPARE(city->openCells, 1);
        QCOMPARE(int(city->owners), owners);
    }

    void innsAndCathedralsAreWorthNothingUnfinished_data()
    {
        QTest::addColumn<QString>("tile");
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<FeatureKind>("kind");
        QTest::addColumn<double>("perTileComplete");
        // IC-K: a cathedral city on all four sides, north of the start's city.
        QTest::newRow("cathedral") << QStringLiteral("IC-K") << 0 << -1 << FeatureKind::City << 3.0;
        // IC-A: a road with an inn, west and south; it goes on with the start's road.
        QTest::newRow("inn") << QStringLiteral("IC-A") << 1 << 0 << FeatureKind::Road << 2.0;
    }
    void innsAndCathedralsAreWorthNothingUnfinished()
    {
        QFETCH(QString, tile);
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(FeatureKind, kind);
        QFETCH(double, perTileComplete);
        TestTable t(withExpansion("inns-cathedrals"));
        QCOMPARE(t.lay(qPrintable(tile), x, y, 0, TestTable::follower(0)), MoveError::None);
        Evaluator evaluator;
        PositionValue value;
        evaluator.evaluate(t.game(), value, true);
        const FeatureProspect* f = only(value, kind);
        QVERIFY(f);
        QCOMPARE(f->points, 0); // it would score nothing if the game ended now
        QVERIFY(f->completion > 0.0 && f->completion < 1.0);
        // Only completing pays, at the higher rate: two tiles (no shields) and what may grow.
        const EvaluationWeights& w = evaluator.weights();
        const double growth = (kind == FeatureKind::City ? w.cityGrowth : w.roadGrowth);
        QVERIFY(f->expected > 0.0);
        QVERIFY(f->expected <=
                f->completion * perTileComplete * (2 + growth * f->openCells) + 1e-9);
    }

    void aBuilderOnItsOwnersGrowingRoadIsWorthMoreThanInSupply()
    {
        auto leadAfter = [](bool builder) {
            TestTable t(withExpansion("traders-builders"));
            t.lay("U", 1, 0, 1, TestTable::follower(0));
            t.lay("E", 0, -1, 2);
            // P1 extends the road, open at both ends, and may leave the builder there.
            const MoveError e =
                builder ? t.lay("U", 2, 0, 1, TestTable::builder(0)) : t.lay("U", 2, 0, 1);
            Evaluator evaluator;
            return e == MoveError::None ? evaluator.lead(t.game(), 0) : -1000.0;
        };
        const double bare = leadAfter(false);
        QVERIFY(bare > -1000.0);
        QVERIFY(leadAfter(true) > bare);
    }

    void aPigAddsAPointPerCityOfItsFieldToItsOwnerOnly()
    {
        TestTable t(withExpansion("traders-builders"));
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::follower(1)), MoveError::None); // P1's farmer
        QCOMPARE(t.lay("U", -1, 0, 1, TestTable::follower(1)), MoveError::None); // P2's
        QCOMPARE(t.lay("B", -1, -1, 0, TestTable::pig(0)), MoveError::None);     // P1's pig
        // The field, its completed city and the followers are alike for both; without the
        // worth of a pig in supply only the pig's extra point per city sets them apart.
        EvaluationWeights w;
        w.pigSupply = 0;
        Evaluator evaluator(w);
        PositionValue value;
        evaluator.evaluate(t.game(), value, true);
        const FeatureProspect* field = only(value, FeatureKind::Field);
        QVERIFY(field);
        QCOMPARE(field->cities, 1);
        QCOMPARE(evaluator.lead(t.game(), 0), double(field->cities) + field->openCities);
    }

    void theGoodsAwardsGoToWhoeverLeadsEachKind()
    {
        TestTable t(withExpansion("traders-builders"));
        QCOMPARE(t.lay("TB-Q", 0, -1, 1), MoveError::None); // wine, city north-south
        QCOMPARE(t.lay("TB-T", 0, -2, 2), MoveError::None); // wine, city south and east
        QCOMPARE(t.lay("TB-G", 1, -2, 0), MoveError::None); // grain, city west and north
        Evaluator evaluator;
        const double before = evaluator.lead(t.game(), 1);
        QCOMPARE(t.lay("E", 1, -3, 2), MoveError::None); // P2 completes it: 2 wine, 1 grain
        QCOMPARE(TradersBuilders::goodsOf(t.game(), 1), (Goods{2, 1, 0}));
        // Two awards of 10 now go to P2 (the city itself was nobody's, the supplies are alike).
        QVERIFY(qAbs(evaluator.lead(t.game(), 1) - before - 20.0) < 1e-9);
    }

    void aFinishedGameIsWorthItsScores()
    {
        Game game = scenario({});
        Random random(5);
        while (!game.isFinished()) {
            const std::vector<Move> legal = game.legalMoves();
            game.apply(legal[random.below(std::uint32_t(legal.size()))]);
        }
        // Farmers stay on the board when the game ends, already paid: not counted again.
        Evaluator evaluator;
        PositionValue value;
        evaluator.evaluate(game, value, false);
        QCOMPARE(value.expected[0], double(game.player(0).score()));
        QCOMPARE(value.expected[1], double(game.player(1).score()));
    }

    void leadsOfTwoPlayersAreOpposite()
    {
        Game game = scenario({"N", "B"});
        game.apply(lay(game, 0, -1, 2, 0));
        QCOMPARE(game.apply(lay(game, 0, 1, 0, 1)).error, MoveError::None);
        Evaluator evaluator;
        QCOMPARE(evaluator.lead(game, 0), -evaluator.lead(game, 1));
    }

    void aRememberedFillChanceIsTheSameAsAComputedOne()
    {
        // Bit for bit: the evaluation must not change by remembering, so the search players
        // play exactly as before. More shares than tables, and counts beyond the tables.
        FillChance chance(0.05);
        for (int pass = 0; pass < 2; ++pass) {
            for (double share : {0.5, 1.0, 0.75, 1.5, 2.0, 2.5, 3.0, 1.0 / 6, 1.0 / 3, 0.5}) {
                for (int fitting : {0, 1, 7, 40, 255, 256, 400}) {
                    const double computed = 1.0 - std::exp(-0.05 * fitting * share);
                    QCOMPARE(chance(fitting, share), computed);
                    QCOMPARE(chance(fitting, share), computed); // remembered now
                }
            }
        }
        chance.setRate(0.016); // forgets what it knew at the other rate
        QCOMPARE(chance(12), 1.0 - std::exp(-0.016 * 12 * 1.0));
    }

    void ratingMovesOneAfterAnotherGivesAFreshEvaluationsValues()
    {
        // Bit for bit, as above. Rating the moves of one tile, the evaluation keeps what the
        // board of each placement and the tiles left decide (BoardMemo, TileOdds); a fresh
        // evaluator for every move works it all out again.
        const Rules both{false,
                         true,
                         FarmerScoring::Modern,
                         {QLatin1String(InnsCathedralsSet), QLatin1String(TradersBuildersSet)}};
        for (const Rules& rules : {Rules{false, true, FarmerScoring::Modern, {}}, both}) {
            Game game = scenario({}, rules);
            Random random(47);
            Evaluator kept;
            int compared = 0;
            while (!game.isFinished()) {
                const std::vector<RatedMove> rated = rateMoves(game, kept);
                for (const RatedMove& r : rated) {
                    Game next = game;
                    next.applyLegal(r.move);
                    Evaluator fresh;
                    const double expected = fresh.lead(next, game.currentPlayer());
                    QVERIFY2(std::bit_cast<std::uint64_t>(r.value) ==
                                 std::bit_cast<std::uint64_t>(expected),
                             qPrintable(QStringLiteral("move %1, %2 tiles laid: %3, fresh %4")
                                            .arg(compared)
                                            .arg(game.board().tiles().size())
                                            .arg(r.value, 0, 'g', 17)
                                            .arg(expected, 0, 'g', 17)));
                    ++compared;
                }
                // Most moves of a placement lay a figure, so a uniform choice holds many features.
                const RatedMove& next = rated[random.below(std::uint32_t(rated.size()))];
                game.apply(next.move);
            }
            QVERIFY(compared > 1000);
        }
    }

    void theBoardKeepsEveryEmptyCellsDemandAsItsNeighboursMakeIt()
    {
        // Board::demandAt reads the frontier; here it is worked out from the neighbours' edges.
        auto fromNeighbours = [](const Board& board, Cell cell) {
            int demand = 0;
            for (int side = 0; side < SideCount; ++side) {
                const TileIndex other = board.tileAt(neighbour(cell, side));
                if (!other.valid())
                    continue;
                const PlacedTile& t = board.tile(other);
                const Terrain terrain =
                    signatureTerrain(board.tileSet().rules(t.type).signature[t.rotation.index()],
                                     oppositeSide(side));
                demand += (1 + int(terrain)) * demandDigit(side);
            }
            return demand;
        };
        Game game = scenario({});
        Random random(31);
        int checked = 0;
        while (!game.isFinished()) {
            const Board& board = game.board();
            for (int y = -12; y <= 12; ++y) {
                for (int x = -12; x <= 12; ++x) {
                    const Cell cell{x, y};
                    const int expected =
                        board.tileAt(cell).valid() ? 0 : fromNeighbours(board, cell);
                    QCOMPARE(board.demandAt(cell), expected);
                    QCOMPARE(TileOdds::demandAt(board, cell), expected);
                    checked += expected != 0;
                }
            }
            const std::vector<Move> legal = game.legalMoves();
            game.apply(legal[random.below(std::uint32_t(legal.size()))]);
        }
        QVERIFY(checked > 1000); // the frontier was really looked at
    }
};

QTEST_GUILESS_MAIN(tst_Evaluator)
#include "tst_evaluator.moc"
