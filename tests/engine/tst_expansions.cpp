// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules of Inns & Cathedrals and Traders & Builders (spec §4.1, §4.2), one test each, on
// small hand-built boards: the standard deck's tiles (tiles.md for the expansions' feature
// indices), or a deck of tests/engine/data/ built for the purpose where a game must end or a
// tile must fit nowhere. Base tiles: D = city 0, road 1, fields 2 and 3 (the start tile);
// E = city 0, field 1; B = field 0, monastery 1; U = road 0; W = roads 0 (east) 1 (south)
// 2 (west); F = city 0 (east-west, a shield).

#include "engine/ai/playout.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"
#include "engine/rules/tradersbuilders.h"
#include "testtable.h"

#include <QFile>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

Q_DECLARE_METATYPE(bastide::FigureType)
Q_DECLARE_METATYPE(bastide::FarmerScoring)

namespace {

const QString IcSet = QStringLiteral("inns-cathedrals");
const QString TbSet = QStringLiteral("traders-builders");

Rules withExpansions(QStringList sets, FarmerScoring farmers = FarmerScoring::Modern)
{
    return Rules{false, true, farmers, std::move(sets)};
}
const Rules Inns = withExpansions({IcSet});
const Rules Traders = withExpansions({TbSet});
const Rules Both = withExpansions({IcSet, TbSet});

/** Both expansions with one component left out by a house rule (docs/formats.md §7). */
Rules without(const char* houseRule, FarmerScoring farmers = FarmerScoring::Modern)
{
    Rules rules = withExpansions({IcSet, TbSet}, farmers);
    rules.houseRules = {QString::fromLatin1(houseRule)};
    return rules;
}

std::shared_ptr<const TileSet> testDeck(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    return tilesFromJson(f.readAll());
}

std::uint8_t bit(int player)
{
    return std::uint8_t(1u << player);
}

/** The only event of `category` among `events`; fails the test if not exactly one. */
std::optional<ScoreEvent> onlyEvent(const std::vector<ScoreEvent>& events, ScoreCategory category)
{
    std::optional<ScoreEvent> found;
    for (const ScoreEvent& e : events) {
        if (e.category != category)
            continue;
        if (found)
            return std::nullopt;
        found = e;
    }
    return found;
}

/** The builder-turns deck after its first five moves: P1's builder on the road, and the fifth
 *  move (P1's) extended that road, so P1 is in the second part of a double turn. */
bool playToBuildersDoubleTurn(TestTable& t)
{
    return t.lay("road", 1, 0, 0, TestTable::follower(0)) == MoveError::None &&
           t.lay("cap", 0, -1, 2) == MoveError::None && // the start's city closes: none open
           t.lay("road", 2, 0, 0, TestTable::builder(0)) == MoveError::None &&
           t.lay("road", -1, 0, 0) == MoveError::None && // P2 extends it: no double turn
           t.lay("road", 3, 0, 0) == MoveError::None;
}

} // namespace

class tst_Expansions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // --- Big follower (spec §4.1) ---

    void bigFollowerCountsTwiceForACity_data()
    {
        QTest::addColumn<bool>("secondKnight");
        QTest::addColumn<std::uint8_t>("winners");
        QTest::newRow("big against one knight: 2-1") << false << bit(0);
        QTest::newRow("big against two knights: 2-2") << true << std::uint8_t(bit(0) | bit(1));
    }
    void bigFollowerCountsTwiceForACity()
    {
        QFETCH(bool, secondKnight);
        QFETCH(std::uint8_t, winners);
        TestTable t(Inns);
        QCOMPARE(t.lay("E", 0, 1, 2, TestTable::big(0)), MoveError::None); // P1's big, cap south
        QVERIFY(!t.game().player(0).inSupply(FigureType::Big));
        QCOMPARE(t.game().player(0).inSupply(FigureType::Follower),
                 7); // the big is not one of the seven
        QCOMPARE(t.lay("B", 1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("B", -1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("E", 1, 2, 3, TestTable::follower(0)), MoveError::None); // P2's knight
        QCOMPARE(t.lay("U", -1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("E", -1, 2, 1,
                       secondKnight ? std::optional(TestTable::follower(0)) : std::nullopt),
                 MoveError::None);
        QCOMPARE(t.lay("Q", 0, 2, 0), MoveError::None); // joins the three caps: 4 tiles, 1 shield
        const auto city = onlyEvent(t.last.events, ScoreCategory::City);
        QVERIFY(city);
        QCOMPARE(city->winners, winners);
        QCOMPARE(t.points(0, ScoreCategory::City), 10);
        QCOMPARE(t.points(1, ScoreCategory::City), secondKnight ? 10 : 0);
        QVERIFY(t.game().player(0).inSupply(FigureType::Big)); // it goes home as a follower does
        QCOMPARE(t.game().player(1).inSupply(FigureType::Follower), 7);
    }

    void bigFollowerCountsTwiceForARoad_data()
    {
        QTest::addColumn<FigureType>("rival");
        QTest::addColumn<std::uint8_t>("winners");
        QTest::newRow("big against a thief: 2-1") << FigureType::Follower << bit(0);
        QTest::newRow("big against big: 2-2") << FigureType::Big << std::uint8_t(bit(0) | bit(1));
    }
    void bigFollowerCountsTwiceForARoad()
    {
        QFETCH(FigureType, rival);
        QFETCH(std::uint8_t, winners);
        TestTable t(Inns);
        QCOMPARE(t.lay("W", -1, 0, 0, TestTable::big(0)), MoveError::None); // P1's big
        QCOMPARE(t.lay("U", 0, 1, 1), MoveError::None);
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);
        QCOMPARE(t.lay("W", 1, 1, 2, FigurePlacement{rival, 1}), MoveError::None); // P2's
        QCOMPARE(t.lay("V", 1, 0, 0), MoveError::None); // joins both: 4 tiles
        const auto road = onlyEvent(t.last.events, ScoreCategory::Road);
        QVERIFY(road);
        QCOMPARE(road->winners, winners);
        QCOMPARE(t.points(0, ScoreCategory::Road), 4);
        QCOMPARE(t.points(1, ScoreCategory::Road), rival == FigureType::Big ? 4 : 0);
    }

    void bigFollowerCountsTwiceForAField_data()
    {
        QTest::addColumn<FarmerScoring>("farmers");
        QTest::addColumn<FigureType>("rival");
        QTest::addColumn<int>("p1");
        QTest::addColumn<int>("p2");
        QTest::newRow("modern, 2-1") << FarmerScoring::Modern << FigureType::Follower << 3 << 0;
        QTest::newRow("modern, 2-2") << FarmerScoring::Modern << FigureType::Big << 3 << 3;
        QTest::newRow("classic, 2-1") << FarmerScoring::Classic << FigureType::Follower << 4 << 0;
        QTest::newRow("classic, 2-2") << FarmerScoring::Classic << FigureType::Big << 4 << 4;
    }
    void bigFollowerCountsTwiceForAField()
    {
        QFETCH(FarmerScoring, farmers);
        QFETCH(FigureType, rival);
        QFETCH(int, p1);
        QFETCH(int, p2);
        TestTable t(withExpansions({IcSet}, farmers));
        // E closes the start's city at once; P1's big farmer on the field north of E, P2's on
        // the start's field north of its road; B joins the two fields.
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::big(1)), MoveError::None);
        QCOMPARE(t.lay("U", -1, 0, 1, FigurePlacement{rival, 1}), MoveError::None);
        QCOMPARE(t.lay("B", -1, -1, 0), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::Field), p1);
        QCOMPARE(t.projected(1, ScoreCategory::Field), p2);
    }

    void bigFollowerNeverStandsInAGarden()
    {
        TestTable t(Inns);
        QCOMPARE(t.lay("U-garden", 0, 1, 1, TestTable::big(3)), MoveError::GardenTakesOnlyAbbot);
        QCOMPARE(t.game().figureOptions(t.game().tileSet().indexOf(QStringLiteral("U-garden")),
                                        Placement{Cell{0, 1}, Rotation(1)})
                         .of(FigureType::Big) &
                     (1u << 3),
                 0u);
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::big(1)), MoveError::None); // a monastery is fine
    }

    void bigFollowerIsNotInTheGameWithoutTheExpansion()
    {
        TestTable t(Traders);
        QVERIFY(!t.game().player(0).inSupply(FigureType::Big));
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::big(0)), MoveError::FigureNotInGame);
    }

    void secondBigFollowerIsRefused()
    {
        TestTable t(Inns);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::big(0)), MoveError::None);
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::big(1)), MoveError::BigNotInSupply);
    }

    // --- Inns and cathedrals (spec §4.1) ---

    void roadWithAnInnScoresTwoPerTileWhenComplete()
    {
        TestTable t(Inns);
        QCOMPARE(t.lay("IC-B", -1, 0, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("W", -2, 0, 0), MoveError::None);
        QCOMPARE(t.lay("W", 1, 0, 0), MoveError::None); // W, IC-B, D, W
        QCOMPARE(t.points(0, ScoreCategory::Road), 8);
        const auto road = onlyEvent(t.last.events, ScoreCategory::Road);
        QVERIFY(road && road->inn && road->complete);
        QCOMPARE(road->tiles, 4);
    }

    void roadWithAnInnScoresNothingUnfinished()
    {
        TestTable t(Inns);
        QCOMPARE(t.lay("IC-B", -1, 0, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::Road), 0);
        QCOMPARE(t.game().valueOf(t.last.placed->segment).points, 0);
        // The same road without the inn would give a point per tile.
        TestTable plain(Inns);
        QCOMPARE(plain.lay("U", -1, 0, 1, TestTable::follower(0)), MoveError::None);
        QCOMPARE(plain.projected(0, ScoreCategory::Road), 2);
    }

    void anotherRoadOnTheInnsTileDoesNotShareTheInn()
    {
        TestTable t(Inns);
        // IC-C: inns on its east (0) and west (2) roads, none on the south one (1).
        QCOMPARE(t.lay("IC-C", -1, 0, 0, TestTable::follower(1)), MoveError::None);
        QCOMPARE(t.lay("A", -1, 1, 2), MoveError::None); // ends the south road at a monastery
        QCOMPARE(t.points(0, ScoreCategory::Road), 2);
        const auto road = onlyEvent(t.last.events, ScoreCategory::Road);
        QVERIFY(road && !road->inn);
    }

    void cityWithACathedralScoresThreePerTileAndShieldWhenComplete()
    {
        TestTable t(Inns);
        QCOMPARE(t.lay("IC-K", 0, -1, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("E", 0, -2, 2), MoveError::None);
        QCOMPARE(t.lay("E", -1, -1, 1), MoveError::None);
        QCOMPARE(t.lay("F", 1, -1, 0), MoveError::None); // the shield
        QCOMPARE(t.score(0), 0);
        QCOMPARE(t.lay("E", 2, -1, 3), MoveError::None);
        QCOMPARE(t.points(0, ScoreCategory::City), 3 * (6 + 1));
        const auto city = onlyEvent(t.last.events, ScoreCategory::City);
        QVERIFY(city && city->cathedral && city->complete);
    }

    void cityWithACathedralScoresNothingUnfinished()
    {
        TestTable t(Inns);
        QCOMPARE(t.lay("IC-K", 0, -1, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("E", 0, -2, 2), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::City), 0);
        QCOMPARE(t.projected(0), 0);
    }

    void cityWithACathedralIsAnOrdinaryCompletedCityForFarmers_data()
    {
        QTest::addColumn<FarmerScoring>("farmers");
        QTest::addColumn<int>("points");
        QTest::newRow("modern") << FarmerScoring::Modern << 3;
        QTest::newRow("classic") << FarmerScoring::Classic << 4;
    }
    void cityWithACathedralIsAnOrdinaryCompletedCityForFarmers()
    {
        QFETCH(FarmerScoring, farmers);
        QFETCH(int, points);
        TestTable t(withExpansions({IcSet}, farmers));
        QCOMPARE(t.lay("IC-K", 0, -1, 0), MoveError::None);
        QCOMPARE(t.lay("E", 0, -2, 2, TestTable::follower(1)), MoveError::None); // P2's farmer
        QCOMPARE(t.lay("E", -1, -1, 1), MoveError::None);
        QCOMPARE(t.lay("E", 1, -1, 3), MoveError::None); // closed: D, IC-K and three caps
        QCOMPARE(t.projected(1, ScoreCategory::Field), points);
    }

    // --- Trade goods (spec §4.2) ---

    void goodsGoToThePlayerWhoCompletesTheCityWithNoKnightInIt()
    {
        TestTable t(Traders);
        QCOMPARE(t.lay("TB-Q", 0, -1, 1), MoveError::None); // wine, city north-south
        QCOMPARE(t.lay("TB-T", 0, -2, 2), MoveError::None); // wine, city south and east
        QCOMPARE(t.lay("TB-G", 1, -2, 0), MoveError::None); // grain, city west and north
        QCOMPARE(TradersBuilders::goodsOf(t.game(), 1),
                 (Goods{0, 0, 0}));                      // incomplete cities give nothing
        QCOMPARE(t.lay("E", 1, -3, 2), MoveError::None); // P2 completes it
        QCOMPARE(t.last.goodsTaken, (Goods{2, 1, 0}));   // summed by kind
        QCOMPARE(TradersBuilders::goodsOf(t.game(), 1), (Goods{2, 1, 0}));
        QCOMPARE(TradersBuilders::goodsOf(t.game(), 0), (Goods{0, 0, 0}));
        QCOMPARE(t.score(1), 0); // nobody held the city: no points, goods all the same
    }

    void separateCityOnTheSameTileKeepsItsGoods()
    {
        TestTable t(Traders);
        // TB-N: city 0 east-west with cloth, city 1 south without goods: city 1 closes at once.
        QCOMPARE(t.lay("TB-N", 0, -1, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.last.goodsTaken, (Goods{0, 0, 0}));
        QCOMPARE(TradersBuilders::goodsOf(t.game(), 0), (Goods{0, 0, 0}));
        QCOMPARE(t.lay("E", 1, -1, 3), MoveError::None);
        QCOMPARE(t.lay("U", 1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("E", -1, -1, 1), MoveError::None); // P2 closes P1's city 0
        QCOMPARE(TradersBuilders::goodsOf(t.game(), 1), (Goods{0, 0, 1}));
        QCOMPARE(TradersBuilders::goodsOf(t.game(), 0),
                 (Goods{0, 0, 0})); // holding the city takes none
        QCOMPARE(t.points(0, ScoreCategory::City), 2 * 3);
    }

    void goodsAwardTenToEveryPlayerWithTheMostOfAKind()
    {
        auto tiles = testDeck(QFINDTESTDATA("data/goods-awards.json"));
        QVERIFY(tiles);
        TestTable t(Rules{false, true, FarmerScoring::Modern, {}}, 3, tiles);
        QVERIFY(t.game().ruleSet().hasGoods()); // goods tiles of the base group are enough
        QCOMPARE(t.lay("road-wine", 1, 0, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("road-wine", -1, 0, 0), MoveError::None);
        QCOMPARE(t.lay("road-grain", 2, 0, 0), MoveError::None);
        QCOMPARE(t.lay("cap", 1, -1, 2), MoveError::None);  // P1: wine and a city of 2
        QCOMPARE(t.lay("cap", -1, -1, 2), MoveError::None); // P2: wine
        QCOMPARE(t.projected(2, ScoreCategory::Goods), 0);  // P3 has none yet
        QCOMPARE(t.projected(0, ScoreCategory::Goods), 10); // tied on wine: 10 each
        QCOMPARE(t.projected(1, ScoreCategory::Goods), 10);
        QCOMPARE(t.lay("cap", 2, -1, 2), MoveError::None); // P3: grain; the bag is empty
        QVERIFY(t.last.finished);
        QVERIFY(t.game().isFinished());
        QCOMPARE(t.points(0, ScoreCategory::Goods), 10);
        QCOMPARE(t.points(1, ScoreCategory::Goods), 10);
        QCOMPARE(t.points(2, ScoreCategory::Goods), 10);
        std::vector<ScoreEvent> awards;
        for (const ScoreEvent& e : t.last.events) {
            if (e.category == ScoreCategory::Goods)
                awards.push_back(e);
        }
        // Wine to P1 and P2, grain to P3; nobody holds cloth, so nobody gets its 10.
        QCOMPARE(awards.size(), std::size_t(2));
        QCOMPARE(awards[0].goodsKind, std::int8_t(GoodsKind::Wine));
        QCOMPARE(awards[0].winners, std::uint8_t(bit(0) | bit(1)));
        QCOMPARE(awards[0].points, 10);
        QCOMPARE(awards[1].goodsKind, std::int8_t(GoodsKind::Grain));
        QCOMPARE(awards[1].winners, bit(2));
        QCOMPARE(t.score(0), 4 + 10);
        QCOMPARE(t.game().winners(), bit(0));
    }

    // --- The builder and the double turn (spec §4.2) ---

    void builderIsRefusedWithoutAFollowerOnAFieldAndOnAFeatureTheTileCompletes()
    {
        TestTable t(Traders);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::builder(0)), MoveError::BuilderNeedsFollower);
        QCOMPARE(t.lay("W", -1, 0, 0, TestTable::follower(0)), MoveError::None); // P1's thief
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);
        // W at (1,0) closes P1's road with its west road (2).
        QCOMPARE(t.lay("W", 1, 0, 0, TestTable::builder(2)), MoveError::BuilderFeatureCompleted);
        QCOMPARE(t.lay("W", 1, 0, 0, TestTable::builder(1)), MoveError::BuilderNeedsFollower);
        QCOMPARE(t.lay("W", 1, 0, 0, TestTable::builder(3)), MoveError::BuilderNeedsRoadOrCity);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::builder(0)), MoveError::None); // still open
        QVERIFY(!t.game().player(0).inSupply(FigureType::Builder));
    }

    void builderJoinsTheFeatureOfItsOwnersBigFollower()
    {
        TestTable t(Both);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::big(0)), MoveError::None);
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);
        QCOMPARE(t.lay("U", 2, 0, 1, TestTable::builder(0)), MoveError::None);
        // It counts for no majority: the road is still P1's by the big alone.
        QCOMPARE(t.projected(0, ScoreCategory::Road), 3);
    }

    void buildersRoadExtendedGivesADoubleTurnAndNoThird()
    {
        TestTable t(Traders);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);
        QCOMPARE(t.lay("U", 2, 0, 1, TestTable::builder(0)), MoveError::None);
        QVERIFY(!t.last.doubleTurn); // laid with the builder: it did not stand there before
        QCOMPARE(t.game().currentPlayer(), 1);
        QCOMPARE(t.lay("B", 0, 1, 0), MoveError::None);
        QCOMPARE(t.lay("U", 3, 0, 1), MoveError::None); // P1 extends the builder's road
        QCOMPARE(t.last.player, 0);
        QVERIFY(t.last.doubleTurn);
        QVERIFY(t.last.sameMover);
        QCOMPARE(t.game().currentPlayer(), 0);
        QVERIFY(t.game().inSecondTurn());
        QCOMPARE(t.lay("U", -1, 0, 1), MoveError::None); // extends it again: no third tile
        QCOMPARE(t.last.player, 0);
        QVERIFY(!t.last.doubleTurn);
        QVERIFY(!t.last.sameMover);
        QVERIFY(!t.game().inSecondTurn());
        QCOMPARE(t.game().currentPlayer(), 1);
        QCOMPARE(t.game().moverOf(4), 0);
        QCOMPARE(t.game().moverOf(5), 0);
        QCOMPARE(t.game().moverOf(3), 1);

        // The record says so: replayed, the same player makes both moves.
        const QByteArray written = writeRecord(recordOf(t.game()));
        Problems problems;
        const auto parsed = parseRecord(written, QStringLiteral("double.json"), problems);
        QVERIFY(parsed);
        const auto replayed = replay(*parsed, QStringLiteral("double.json"), problems);
        QVERIFY2(replayed, problems.empty() ? "" : qPrintable(describe(problems.front())));
        QCOMPARE(replayed->moverOf(5), 0);
        QCOMPARE(replayed->currentPlayer(), 1);
        QCOMPARE(replayed->player(0), t.game().player(0));
    }

    void discardInsideTheSecondPartKeepsTheTurn()
    {
        auto tiles = testDeck(QFINDTESTDATA("data/builder-turns.json"));
        QVERIFY(tiles);
        TestTable t(Traders, 2, tiles);
        QVERIFY(playToBuildersDoubleTurn(t));
        QVERIFY(t.last.doubleTurn);
        QCOMPARE(t.discard("walled"), MoveError::None); // no city edge is open anywhere
        QVERIFY(t.last.sameMover);
        QVERIFY(!t.last.doubleTurn);
        QCOMPARE(t.game().currentPlayer(), 0);
        QVERIFY(t.game().inSecondTurn());
        QCOMPARE(t.lay("road", 4, 0, 0), MoveError::None); // the second tile, still P1's
        QCOMPARE(t.last.player, 0);
        QVERIFY(!t.last.doubleTurn);
        QCOMPARE(t.game().currentPlayer(), 1);
    }

    void noTileLeftMeansNoSecondTurn()
    {
        auto tiles = testDeck(QFINDTESTDATA("data/builder-turns.json"));
        QVERIFY(tiles);
        TestTable t(Traders, 2, tiles);
        QVERIFY(playToBuildersDoubleTurn(t));
        QCOMPARE(t.discard("walled"), MoveError::None);
        QCOMPARE(t.lay("road", 4, 0, 0), MoveError::None);
        QCOMPARE(t.lay("road", -2, 0, 0), MoveError::None);
        QCOMPARE(t.game().tilesLeft(), 1);
        QCOMPARE(t.lay("road", 5, 0, 0), MoveError::None); // extends the builder's road, last
        QVERIFY(!t.last.doubleTurn);
        QVERIFY(!t.last.sameMover);
        QVERIFY(t.last.finished);
        QVERIFY(t.game().isFinished());
        // At the end the builder scores nothing and counts for no majority.
        QCOMPARE(t.points(0, ScoreCategory::Road), 8); // start and 7 roads, P1's thief
    }

    void builderComesBackOnCompletionAndIsPlacedAgainInTheSecondPart()
    {
        TestTable t(Traders);
        QCOMPARE(t.lay("W", -1, 0, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::builder(0)), MoveError::None);
        QCOMPARE(t.lay("B", 0, 1, 0), MoveError::None);
        // W closes the road (4 tiles) and carries a new thief on its south road.
        QCOMPARE(t.lay("W", 2, 0, 0, TestTable::follower(1)), MoveError::None);
        QCOMPARE(t.points(0, ScoreCategory::Road), 4); // the builder adds nothing
        QVERIFY(t.game().player(0).inSupply(FigureType::Builder));
        QCOMPARE(t.last.returned.size(), std::size_t(2)); // the thief and the builder
        const std::vector<PlacedFigure> returned = t.last.returnedFigures();
        QVERIFY(std::any_of(returned.begin(), returned.end(),
                            [](const PlacedFigure& f) { return f.type == FigureType::Builder; }));
        QVERIFY(t.last.doubleTurn); // the builder stood on the road the tile extended
        QCOMPARE(t.lay("U", 2, 1, 0, TestTable::builder(0)), MoveError::None);
        QCOMPARE(t.last.player, 0);
        QVERIFY(!t.game().player(0).inSupply(FigureType::Builder));
        QCOMPARE(t.game().currentPlayer(), 1);
    }

    void figureFreedInTheFirstPartIsPlacedInTheSecond()
    {
        TestTable t(Both);
        QCOMPARE(t.lay("W", -1, 0, 0, TestTable::big(0)), MoveError::None);
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::builder(0)), MoveError::None);
        QCOMPARE(t.lay("B", 0, 1, 0), MoveError::None);
        QCOMPARE(t.lay("W", 2, 0, 0), MoveError::None); // closes the road: the big comes home
        QVERIFY(t.last.doubleTurn);
        QVERIFY(t.game().player(0).inSupply(FigureType::Big));
        QCOMPARE(t.lay("U", 2, 1, 0, TestTable::big(0)), MoveError::None);
        QCOMPARE(t.last.player, 0);
        QVERIFY(!t.game().player(0).inSupply(FigureType::Big));
    }

    // --- The pig (spec §4.2) ---

    void pigRaisesItsOwnersFieldToFourPerCityModern()
    {
        TestTable t(Traders);
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::follower(1)), MoveError::None); // P1's farmer
        QCOMPARE(t.lay("U", -1, 0, 1, TestTable::follower(1)), MoveError::None); // P2's
        QCOMPARE(t.lay("B", -1, -1, 0, TestTable::pig(0)), MoveError::None);     // joins; P1's pig
        QCOMPARE(t.projected(0, ScoreCategory::Field), 4); // co-owner with the pig
        QCOMPARE(t.projected(1, ScoreCategory::Field), 3); // co-owner without
        QVERIFY(!t.game().player(0).inSupply(FigureType::Pig));
    }

    void pigRaisesTheCityAwardToFiveClassic()
    {
        TestTable t(withExpansions({TbSet}, FarmerScoring::Classic));
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::follower(1)), MoveError::None);
        QCOMPARE(t.lay("U", -1, 0, 1, TestTable::follower(1)), MoveError::None);
        QCOMPARE(t.lay("B", -1, -1, 0, TestTable::pig(0)), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::Field), 5);
        QCOMPARE(t.projected(1, ScoreCategory::Field), 4);
    }

    void pigIsRefusedWithoutAFarmer()
    {
        TestTable t(Traders);
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::pig(1)), MoveError::PigNeedsFarmer);
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::pig(0)), MoveError::PigNeedsField);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::follower(0)), MoveError::None); // a thief is
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);                        // not a farmer
        QCOMPARE(t.lay("U", 2, 0, 1, TestTable::pig(1)), MoveError::PigNeedsFarmer);
    }

    void pigIsNotInTheGameWithFarmersOff()
    {
        TestTable t(withExpansions({TbSet}, FarmerScoring::None));
        QVERIFY(!t.game().player(0).inSupply(FigureType::Pig));
        QVERIFY(t.game().player(0).inSupply(FigureType::Builder));
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::pig(1)), MoveError::PigFarmersOff);
    }

    // --- A turn's one figure action, and what a move reports ---

    void riverTilesNeverStartADoubleTurnAndTheBuilderWorksAfterTheLake()
    {
        // Under the river rule the river is laid first as a chain whose bends alternate, so a
        // river tile touches the map only by the river edge of the tile before it: no river
        // tile can extend a road or city, and no double turn can start in the river phase.
        // After the lake, roads begun on river tiles are extended like any other.
        const Rules rules{true, true, FarmerScoring::Modern, {TbSet}};
        PlayoutPolicy eager;
        eager.figureChance = 1.0;
        eager.builder = 20.0; // builders often, so double turns come up in a few games
        const Playout playout(eager);
        int doubleTurns = 0;
        int secondParts = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            TestTable table(rules, 2 + int(seed % 3));
            Game game(table.game().sharedSetup(), seed);
            Random random(seed * 101);
            while (!game.isFinished()) {
                const Move move = playout.chooseMove(game, random);
                const bool river = game.tileSet().rules(move.tile).river;
                const bool second = game.inSecondTurn();
                const int mover = game.currentPlayer();
                const MoveOutcome outcome = game.apply(move);
                QCOMPARE(outcome.error, MoveError::None);
                if (river) {
                    QVERIFY(!outcome.doubleTurn);
                    QVERIFY(!second);
                    QVERIFY(!outcome.placed || outcome.placed->type != FigureType::Builder);
                }
                if (outcome.doubleTurn) {
                    ++doubleTurns;
                    QCOMPARE(game.currentPlayer(), mover); // the same player lays the next
                }
                secondParts += second && !move.discard ? 1 : 0;
            }
        }
        QVERIFY(doubleTurns > 0);
        QVERIFY(secondParts > 0);
    }

    void oneFigureActionPerTile()
    {
        TestTable t(Both);
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::abbot(1)), MoveError::None);
        QCOMPARE(t.lay("U", 1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("U", -1, 0, 1, TestTable::big(0), true), MoveError::FigureAndAbbotReturn);
        QCOMPARE(t.lay("U", -1, 0, 1, TestTable::follower(0), true),
                 MoveError::FigureAndAbbotReturn);
        // No legal move does two.
        for (const Move& m : t.game().legalMoves())
            QVERIFY(!(m.place && m.returnAbbot));
    }

    void moveOutcomeTellsWhoMovedWhatWasPlacedScoredReturnedAndTaken()
    {
        TestTable t(Traders);
        QCOMPARE(t.lay("TB-N", 0, -1, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.last.player, 0);
        QVERIFY(t.last.placed);
        QCOMPARE(t.last.placed->player, 0);
        QCOMPARE(t.last.placed->type, FigureType::Follower);
        const Board& board = t.game().board();
        QCOMPARE(board.tile(board.segmentTile(t.last.placed->segment)).cell, (Cell{0, -1}));
        QCOMPARE(board.segmentFeature(t.last.placed->segment), 0);
        QVERIFY(t.last.events.empty()); // city 1 closed, but nobody held it
        QVERIFY(t.last.returned.empty());
        QVERIFY(!t.last.finished);
        const PlacedFigure knight = *t.last.placed;
        QCOMPARE(t.lay("E", 1, -1, 3), MoveError::None);
        QCOMPARE(t.lay("U", 1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("E", -1, -1, 1), MoveError::None);
        QCOMPARE(t.last.player, 1);
        QVERIFY(!t.last.placed);
        QCOMPARE(t.last.events.size(), std::size_t(1));
        QCOMPARE(t.last.events[0].winners, bit(0));
        QCOMPARE(t.last.events[0].points, 6);
        QCOMPARE(t.last.returnedFigures(), std::vector<PlacedFigure>{knight});
        QCOMPARE(t.last.goodsTaken, (Goods{0, 0, 1}));
        QVERIFY(!t.last.sameMover);
        QVERIFY(!t.last.finished);
        QCOMPARE(t.game().moverOf(3), 1);
        // A refused move reports its error and changes nothing.
        const Game before = t.game();
        QCOMPARE(t.lay("E", -1, -1, 1), MoveError::Occupied);
        QVERIFY(t.last.events.empty());
        QVERIFY(t.game() == before);
    }

    // --- House rules: one component of an expansion left out (docs/formats.md §7) ---

    void noBigFollowerLeavesOnlyTheBigFollowerOut()
    {
        TestTable t(without("no-big-follower"));
        QVERIFY(!t.game().player(0).inSupply(FigureType::Big));
        QVERIFY(t.game().player(0).inSupply(FigureType::Builder));
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::big(0)), MoveError::FigureLeftOut);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::follower(0)), MoveError::None);
        // The inns still score as inns.
        QCOMPARE(t.lay("IC-B", -1, 0, 0), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::Road), 0);
    }

    void noInnsScoresAnInnsRoadAsAPlainRoad()
    {
        TestTable t(without("no-inns"));
        QCOMPARE(t.lay("IC-B", -1, 0, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::Road), 2); // unfinished: a point per tile
        QCOMPARE(t.lay("W", -2, 0, 0), MoveError::None);
        QCOMPARE(t.lay("W", 1, 0, 0), MoveError::None); // W, IC-B, D, W
        QCOMPARE(t.points(0, ScoreCategory::Road), 4);  // not 8
        const auto road = onlyEvent(t.last.events, ScoreCategory::Road);
        QVERIFY(road && !road->inn && road->complete);
        QVERIFY(t.game().player(0).inSupply(FigureType::Big));
    }

    void noInnsLeavesTheCathedralsAsTheyAre()
    {
        TestTable t(without("no-inns"));
        QCOMPARE(t.lay("IC-K", 0, -1, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::City), 0); // still a cathedral's city
    }

    void noCathedralsScoresACathedralsCityAsAPlainCity()
    {
        TestTable t(without("no-cathedrals"));
        QCOMPARE(t.lay("IC-K", 0, -1, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::City), 2); // unfinished: a point per tile
        QCOMPARE(t.lay("E", 0, -2, 2), MoveError::None);
        QCOMPARE(t.lay("E", -1, -1, 1), MoveError::None);
        QCOMPARE(t.lay("F", 1, -1, 0), MoveError::None); // the shield
        QCOMPARE(t.lay("E", 2, -1, 3), MoveError::None);
        QCOMPARE(t.points(0, ScoreCategory::City), 2 * (6 + 1)); // not 3 × 7
        const auto city = onlyEvent(t.last.events, ScoreCategory::City);
        QVERIFY(city && !city->cathedral);
    }

    void noBuilderLeavesTheBuilderOutAndThePigIn()
    {
        TestTable t(without("no-builder"));
        QVERIFY(!t.game().player(0).inSupply(FigureType::Builder));
        QVERIFY(t.game().player(0).inSupply(FigureType::Pig));
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);
        QCOMPARE(t.lay("U", 2, 0, 1, TestTable::builder(0)), MoveError::FigureLeftOut);
        QCOMPARE(t.lay("U", 2, 0, 1), MoveError::None);
        QVERIFY(!t.last.doubleTurn);
        QCOMPARE(t.game().currentPlayer(), 1);
    }

    void noPigLeavesThePigOutAndTheBuilderIn()
    {
        TestTable t(without("no-pig"));
        QVERIFY(!t.game().player(0).inSupply(FigureType::Pig));
        QVERIFY(t.game().player(0).inSupply(FigureType::Builder));
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::follower(1)), MoveError::None); // P1's farmer
        QCOMPARE(t.lay("U", -1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("B", -1, -1, 0, TestTable::pig(0)), MoveError::FigureLeftOut);
        QCOMPARE(t.lay("B", -1, -1, 0), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::Field), 3);
        // No legal move offers a pig.
        for (const Move& m : t.game().legalMoves())
            QVERIFY(!m.place || m.place->figure != FigureType::Pig);
    }

    void noGoodsTakesNoTokensAndAwardsNothing()
    {
        TestTable t(without("no-goods"));
        QVERIFY(!t.game().ruleSet().hasGoods());
        QCOMPARE(t.lay("TB-Q", 0, -1, 1), MoveError::None);
        QCOMPARE(t.lay("TB-T", 0, -2, 2), MoveError::None);
        QCOMPARE(t.lay("TB-G", 1, -2, 0), MoveError::None);
        QCOMPARE(t.lay("E", 1, -3, 2), MoveError::None); // P2 completes the goods city
        QCOMPARE(t.last.goodsTaken, (Goods{0, 0, 0}));
        QCOMPARE(TradersBuilders::goodsOf(t.game(), 1), (Goods{0, 0, 0}));
        QVERIFY(t.game().player(0).inSupply(FigureType::Builder));
        QVERIFY(t.game().player(0).inSupply(FigureType::Pig));

        // Goods tiles of a deck's own group: no awards at the end either.
        auto tiles = testDeck(QFINDTESTDATA("data/goods-awards.json"));
        QVERIFY(tiles);
        Rules rules{false, true, FarmerScoring::Modern, {}, {QStringLiteral("no-goods")}};
        TestTable end(rules, 3, tiles);
        QCOMPARE(end.lay("road-wine", 1, 0, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(end.lay("road-wine", -1, 0, 0), MoveError::None);
        QCOMPARE(end.lay("road-grain", 2, 0, 0), MoveError::None);
        QCOMPARE(end.lay("cap", 1, -1, 2), MoveError::None);
        QCOMPARE(end.lay("cap", -1, -1, 2), MoveError::None);
        QCOMPARE(end.lay("cap", 2, -1, 2), MoveError::None);
        QVERIFY(end.game().isFinished());
        for (int p = 0; p < 3; ++p)
            QCOMPARE(end.points(p, ScoreCategory::Goods), 0);
        QCOMPARE(end.score(0), 4);
    }

    void houseRulesSurviveARecordAndAGameOfComputerMoves()
    {
        Rules rules = withExpansions({IcSet, TbSet});
        rules.houseRules = {QStringLiteral("no-pig"), QStringLiteral("no-cathedrals")};
        TestTable t(rules, 3);
        Random random(5);
        for (int i = 0; i < 40 && !t.game().isFinished(); ++i) {
            const std::vector<Move> moves = t.game().legalMoves();
            QCOMPARE(t.play(moves[random.below(std::uint32_t(moves.size()))]), MoveError::None);
            QVERIFY(!t.last.placed || t.last.placed->type != FigureType::Pig);
        }
        Problems problems;
        const auto parsed =
            parseRecord(writeRecord(recordOf(t.game())), QStringLiteral("house.json"), problems);
        QVERIFY(parsed);
        QCOMPARE(parsed->setup->rules.houseRules, rules.houseRules);
        const auto replayed = replay(*parsed, QStringLiteral("house.json"), problems);
        QVERIFY(replayed);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(replayed->player(p), t.game().player(p));
    }
};

QTEST_GUILESS_MAIN(tst_Expansions)
#include "tst_expansions.moc"
