// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules of spec §4, one test each, on small hand-built boards of the standard deck.
// Feature indices are those of the standard deck's tiles: D = city 0, road 1, fields 2 and 3;
// E = city 0, field 1; W = roads 0 (east) 1 (south) 2 (west); B = field 0, monastery 1.

#include "testtable.h"

#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {
const Rules NoRiver{false, true, FarmerScoring::Modern, {}};
}

class tst_Rules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roadClosedAtBothEndsScoresOnePointPerTile()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("W", -1, 0, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.game().player(0).inSupply(FigureType::Follower), 6);
        QCOMPARE(t.lay("W", 1, 0, 0), MoveError::None); // closes: junction, D, junction
        QCOMPARE(t.points(0, ScoreCategory::Road), 3);
        QCOMPARE(t.game().player(0).inSupply(FigureType::Follower), 7);
        QCOMPARE(t.game().figures().size(), std::size_t(0));
    }

    void roadLoopScoresWhenItCloses()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("V", 0, 1, 3, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("V", 1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("V", 0, 2, 2), MoveError::None);
        QCOMPARE(t.score(0), 0);
        QCOMPARE(t.lay("V", 1, 2, 1), MoveError::None);
        QCOMPARE(t.points(0, ScoreCategory::Road), 4);
    }

    void cityWithTwoCapsOfOneTileCountsTheTileOnce()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("N", 0, 1, 2, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("N", 1, 1, 3), MoveError::None);
        QCOMPARE(t.lay("N-garden", 0, 2, 1), MoveError::None);
        QCOMPARE(t.score(0), 0);
        QCOMPARE(t.lay("I", 1, 2, 0), MoveError::None); // both caps of I join the same city
        QCOMPARE(t.points(0, ScoreCategory::City), 8);  // 4 tiles, not 5 segments
        QCOMPARE(t.events.back().tiles, 4);
    }

    void completedCityScoresTwoPerTileAndTwoPerShield()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("F", 0, -1, 1, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("E", 0, -2, 2), MoveError::None);
        QCOMPARE(t.points(0, ScoreCategory::City), 2 * 3 + 2 * 1);
        QCOMPARE(t.events.back().shields, 1);
        QVERIFY(t.events.back().complete);
    }

    void incompleteCityScoresOnePerTileAndShieldAtTheEnd()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("Q", 0, -1, 2, TestTable::follower(0)),
                 MoveError::None); // opens east and west
        QCOMPARE(t.score(0), 0);
        QCOMPARE(t.projected(0, ScoreCategory::City), 2 + 1); // D and Q, Q's shield
    }

    void incompleteRoadScoresOnePerTileAtTheEnd()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("U", 2, 0, 1), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::Road), 3);
    }

    void monasterySurroundedScoresNine()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::follower(1)), MoveError::None);
        QCOMPARE(t.lay("U", 1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("U", -1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("B", 1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("B", -1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("B", -1, 2, 0), MoveError::None);
        QCOMPARE(t.lay("A", 0, 2, 0), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::Monastery), 8); // 1 + 7 neighbours
        QCOMPARE(t.score(0), 0);
        QCOMPARE(t.lay("A", 1, 2, 0), MoveError::None);
        QCOMPARE(t.points(0, ScoreCategory::Monastery), 9);
        QCOMPARE(t.game().player(0).inSupply(FigureType::Follower), 7);
    }

    void gardenSurroundedScoresNineForTheAbbot()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("U-garden", 0, 1, 1, TestTable::abbot(3)), MoveError::None);
        QVERIFY(!t.game().player(0).inSupply(FigureType::Abbot));
        for (const auto& [x, y] : {std::pair{1, 0}, {-1, 0}, {1, 1}, {-1, 1}})
            QCOMPARE(t.lay("U", x, y, 1), MoveError::None);
        QCOMPARE(t.lay("B", -1, 2, 0), MoveError::None);
        QCOMPARE(t.lay("B", 0, 2, 0), MoveError::None);
        QCOMPARE(t.score(0), 0);
        QCOMPARE(t.lay("B", 1, 2, 0), MoveError::None);
        QCOMPARE(t.points(0, ScoreCategory::Garden), 9);
        QVERIFY(t.game().player(0).inSupply(FigureType::Abbot));
    }

    void gardenTakesOnlyTheAbbot()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("U-garden", 0, 1, 1, TestTable::follower(3)),
                 MoveError::GardenTakesOnlyAbbot);
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::abbot(0)), MoveError::AbbotNeedsMonasteryOrGarden);
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::abbot(1)), MoveError::None);
    }

    void abbotIsNotInPlayWhenTheRuleIsOff()
    {
        TestTable t(Rules{false, false, FarmerScoring::Modern, {}});
        QVERIFY(!t.game().player(0).inSupply(FigureType::Abbot));
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::abbot(1)), MoveError::AbbotOff);
    }

    void abbotReturnScoresTheIncompleteValueAtOnce()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::abbot(1)), MoveError::None);
        QCOMPARE(t.lay("U", 1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("U", -1, 0, 1, std::nullopt, true), MoveError::None);
        QCOMPARE(t.points(0, ScoreCategory::Monastery), 1 + 3); // D and the two roads around it
        QVERIFY(t.game().player(0).inSupply(FigureType::Abbot));
        QCOMPARE(t.events.back().reason, ScoreReason::AbbotReturned);
    }

    void abbotReturnNeedsTheAbbotOnTheBoard()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("U", 1, 0, 1, std::nullopt, true), MoveError::AbbotNotOnBoard);
    }

    void abbotReturnAndAFigureInOneTurnAreRefused()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::abbot(1)), MoveError::None);
        QCOMPARE(t.lay("U", 1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("U", -1, 0, 1, TestTable::follower(0), true),
                 MoveError::FigureAndAbbotReturn);
    }

    void abbotReturnRefusedWhenTheTileCompletesItsFeature()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("U", 1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::abbot(1)), MoveError::None);
        QCOMPARE(t.lay("U", -1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("B", 1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("B", -1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("B", -1, 2, 0), MoveError::None);
        QCOMPARE(t.lay("A", 0, 2, 0), MoveError::None);
        QCOMPARE(t.lay("A", 1, 2, 0, std::nullopt, true), MoveError::AbbotFeatureCompleted);
        QCOMPARE(t.lay("A", 1, 2, 0), MoveError::None);
        QCOMPARE(t.points(1, ScoreCategory::Monastery), 9);
        QVERIFY(t.game().player(1).inSupply(FigureType::Abbot));
    }

    void twoThievesJoinedOnARoadBothScore()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("W", -1, 0, 0, TestTable::follower(0)), MoveError::None); // P1's thief
        QCOMPARE(t.lay("U", 0, 1, 1), MoveError::None);
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);
        QCOMPARE(t.lay("W", 1, 1, 2, TestTable::follower(1)), MoveError::None); // P2's thief
        QCOMPARE(t.lay("V", 1, 0, 0), MoveError::None); // joins both: 4 tiles
        QCOMPARE(t.points(0, ScoreCategory::Road), 4);
        QCOMPARE(t.points(1, ScoreCategory::Road), 4);
        QCOMPARE(t.events.back().winners, std::uint8_t(0b11));
    }

    void twoKnightsAgainstOneScoreTheCityAlone()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("E", 0, 1, 2, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("B", 1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("B", -1, 1, 0), MoveError::None);
        QCOMPARE(t.lay("E", 1, 2, 3, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("E", -1, 2, 1, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("Q", 0, 2, 0), MoveError::None); // joins three caps: 4 tiles, 1 shield
        QCOMPARE(t.points(0, ScoreCategory::City), 10);
        QCOMPARE(t.points(1, ScoreCategory::City), 0);
        QCOMPARE(t.game().player(0).inSupply(FigureType::Follower), 7);
        QCOMPARE(t.game().player(1).inSupply(FigureType::Follower),
                 7); // the loser's knight goes home too
    }

    void oneTileCompletesTwoFeaturesAtOnce()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("W", -1, 0, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("N", 0, -1, 2, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("N", 1, -1, 3), MoveError::None);
        t.events.clear();
        QCOMPARE(t.lay("L", 1, 0, 0), MoveError::None);
        QCOMPARE(t.events.size(), std::size_t(2));
        QCOMPARE(t.points(0, ScoreCategory::Road), 3);
        QCOMPARE(t.points(1, ScoreCategory::City), 8);
    }

    void farmerScoring_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        // P1's field borders city 1; P2's field borders cities 1 and 2.
        QTest::newRow("modern: 3 per city per field") << int(FarmerScoring::Modern) << 3 << 6;
        QTest::newRow("classic: 4 per city to the majority, ties share")
            << int(FarmerScoring::Classic) << 4 << 8;
    }
    void farmerScoring()
    {
        QFETCH(int, variant);
        QFETCH(int, first);
        QFETCH(int, second);
        TestTable t(Rules{false, true, FarmerScoring(variant), {}});
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::follower(1)), MoveError::None);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::follower(1)), MoveError::None);
        QCOMPARE(t.lay("D", 2, 0, 0), MoveError::None);
        QCOMPARE(t.lay("E", 2, -1, 2), MoveError::None);
        QCOMPARE(t.projected(0, ScoreCategory::Field), first);
        QCOMPARE(t.projected(1, ScoreCategory::Field), second);
    }

    void farmersOffRefusesFarmers()
    {
        TestTable t(Rules{false, true, FarmerScoring::None, {}});
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::follower(1)), MoveError::FarmersOff);
        QCOMPARE(t.lay("E", 0, -1, 2), MoveError::None);
    }

    void classicFarmersScoreEachCityOnceAcrossFields()
    {
        // One city bordered by two separate fields, P1 on both: 4 points once, not 8.
        TestTable t(Rules{false, true, FarmerScoring::Classic, {}});
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::follower(1)),
                 MoveError::None); // field above the city
        QCOMPARE(t.lay("U", 1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("U", -1, 0, 1, TestTable::follower(1)),
                 MoveError::None); // D's field north of the road
        QCOMPARE(t.projected(0, ScoreCategory::Field), 4);
    }

    void featureHoldingAFigureRefusesAnother()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("U", 1, 0, 1, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("U", 2, 0, 1, TestTable::follower(0)), MoveError::FeatureOccupied);
        QCOMPARE(t.lay("U", 2, 0, 1, TestTable::follower(1)), MoveError::None); // the field is free
    }

    void featureJoinedThroughTheNewTileIsOccupiedToo()
    {
        // A cap of I touching an occupied city and the other cap touching a free one: the
        // new tile's two caps are separate features, so only one is occupied.
        TestTable t(NoRiver);
        QCOMPARE(t.lay("N", 0, 1, 2, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("N", 1, 1, 3), MoveError::None);
        QCOMPARE(t.lay("N-garden", 0, 2, 1), MoveError::None);
        const TileTypeId i = t.game().tileSet().indexOf(QStringLiteral("I"));
        const Placement p{Cell{1, 2}, Rotation(0)};
        QCOMPARE(t.game().board().occupiedAfter(i, p) & 0b11,
                 0b11); // both caps join the knight's city
    }

    void followersRunOutAfterSeven()
    {
        // P1 places a follower whenever the engine offers one, P2 never does, until P1's
        // supply is empty; then no move offers P1 a follower and one is refused.
        TestTable t(NoRiver);
        for (int turn = 0; turn < 80 && t.game().player(0).inSupply(FigureType::Follower) > 0;
             ++turn) {
            const std::vector<Move> moves = t.game().legalMoves();
            const bool wantsFollower = t.game().currentPlayer() == 0;
            auto it = std::find_if(moves.begin(), moves.end(), [&](const Move& m) {
                const bool follower = m.place && m.place->figure == FigureType::Follower;
                return follower == wantsFollower && !m.returnAbbot && !m.discard;
            });
            QVERIFY(it != moves.end());
            QCOMPARE(t.game().apply(*it).error, MoveError::None);
        }
        QCOMPARE(t.game().player(0).inSupply(FigureType::Follower), 0);
        if (t.game().currentPlayer() != 0) {
            const std::vector<Move> moves = t.game().legalMoves();
            QCOMPARE(t.game().apply(moves.front()).error, MoveError::None);
        }
        QCOMPARE(t.game().currentPlayer(), 0);
        for (const Move& m : t.game().legalMoves())
            QVERIFY(!(m.place && m.place->figure == FigureType::Follower));
        Move m = t.game().legalMoves().front();
        const TileRules& tr = t.game().tileSet().rules(m.tile);
        const int city =
            int(std::find_if(tr.features.begin(), tr.features.begin() + tr.featureCount,
                             [](const FeatureRules& f) { return f.kind != FeatureKind::River; }) -
                tr.features.begin());
        m.place = TestTable::follower(city);
        m.returnAbbot = false;
        QCOMPARE(t.game().check(m), MoveError::NoFollowerLeft);
    }

    void placementErrorsSayWhy()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("E", 0, 0, 0), MoveError::Occupied);
        QCOMPARE(t.lay("E", 5, 5, 0), MoveError::NotTouching);
        QCOMPARE(t.lay("E", 0, 1, 0), MoveError::EdgeMismatch); // city against D's southern field
        QCOMPARE(t.lay("E", 0, -1, 4), MoveError::BadRotation);
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::follower(7)), MoveError::NoSuchFeature);
    }

    void riverTileMustContinueTheOpenEnd()
    {
        TestTable t(Rules{true, true, FarmerScoring::Modern, {}});
        QCOMPARE(t.lay("RD", 1, 0, 1), MoveError::RiverMustContinue); // beside the spring
        QCOMPARE(t.lay("RD", 0, 1, 1), MoveError::RiverMustContinue); // its river runs east-west
        QCOMPARE(t.lay("RD", 0, 1, 0, TestTable::follower(0)), MoveError::NoFigureOnRiver);
        QCOMPARE(t.lay("RD", 0, 1, 0), MoveError::None);
    }

    void riverBendMayNotTurnTheSameWayTwice()
    {
        TestTable t(Rules{true, true, FarmerScoring::Modern, {}});
        QCOMPARE(t.lay("RG", 0, 1, 0), MoveError::None); // flowing south, turns west: right
        QCOMPARE(t.lay("RJ", -1, 1, 3), MoveError::RiverSameBend); // west, then north: right again
        QCOMPARE(t.lay("RJ", -1, 1, 0), MoveError::None);          // west, then south: left
        QCOMPARE(t.lay("RI", -1, 2, 3), MoveError::RiverSameBend); // south, then east: left again
        QCOMPARE(t.lay("RD", -1, 2, 0), MoveError::None);          // straight keeps the last bend
        QCOMPARE(t.lay("RI", -1, 3, 3), MoveError::RiverSameBend); // still may not turn left
    }

    void riverTilesAreDrawnFirstAndTheLakeLast()
    {
        TestTable t(Rules{true, true, FarmerScoring::Modern, {}});
        QCOMPARE(t.lay("B", -1, 0, 0), MoveError::RiverTilesFirst);
        QCOMPARE(t.lay("RL", 0, 1, 0), MoveError::LakeLast);
        QCOMPARE(t.game().tilesLeft(), 71 + 11);
    }

    void startTileIsTheSpringWithTheRiverAndTheBaseStartOtherwise()
    {
        TestTable withRiver(Rules{true, true, FarmerScoring::Modern, {}});
        const Board& b = withRiver.game().board();
        QCOMPARE(withRiver.game().tileSet().type(b.tile(TileIndex(0)).type).id,
                 QStringLiteral("RA"));
        TestTable without(NoRiver);
        QCOMPARE(without.game().tileSet().type(without.game().board().tile(TileIndex(0)).type).id,
                 QStringLiteral("D"));
        QCOMPARE(without.game().tilesLeft(), 71);
    }

    void tileThatFitsNowhereIsDiscardedAndTheSamePlayerDrawsAgain()
    {
        auto tiles = tilesFromJson(R"({"format": "bastide-deck", "version": 1, "name": {"en": "t"},
            "tiles": [
              {"id": "meadow", "count": 2, "start": true, "features": [{"kind": "field",
                "slots": ["N0","N1","N2","E0","E1","E2","S0","S1","S2","W0","W1","W2"]}]},
              {"id": "walls", "count": 1, "features": [{"kind": "city",
                "slots": ["N0","N1","N2","E0","E1","E2","S0","S1","S2","W0","W1","W2"]}]}]})");
        QVERIFY(tiles);
        TestTable t(Rules{false, true, FarmerScoring::Modern, {}}, 2, tiles);
        QCOMPARE(t.discard("meadow"), MoveError::DiscardButFits);
        QCOMPARE(t.lay("walls", 1, 0, 0), MoveError::EdgeMismatch);
        QCOMPARE(t.discard("walls"), MoveError::None);
        QCOMPARE(t.game().currentPlayer(), 0);
        QCOMPARE(t.lay("meadow", 1, 0, 0), MoveError::None);
        QCOMPARE(t.game().currentPlayer(), 1);
        QVERIFY(t.game().isFinished());
    }

    void legalMovesOfferADiscardOnlyWhenNothingFits()
    {
        TestTable t(NoRiver);
        const std::vector<Move> moves = t.game().legalMoves();
        QVERIFY(!moves.empty());
        for (const Move& m : moves) {
            QVERIFY(!m.discard);
            QCOMPARE(t.game().check(m), MoveError::None);
        }
    }

    void gameEndsWhenTheBagIsEmpty()
    {
        TestTable t(NoRiver);
        while (!t.game().isFinished()) {
            const std::vector<Move> moves = t.game().legalMoves();
            QCOMPARE(t.game().apply(moves.front()).error, MoveError::None);
        }
        QVERIFY(!t.game().currentTile().valid());
        Move any;
        any.tile = TileTypeId(0);
        QCOMPARE(t.game().apply(any).error, MoveError::GameOver);
        QVERIFY(t.game().invariantViolations().isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_Rules)
#include "tst_rules.moc"
