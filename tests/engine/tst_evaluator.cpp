// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The evaluation behind every computer level: an open feature is worth its points now plus
// its chance to complete times what completing adds, a cell no tile left can fill makes its
// feature dead, fields count their cities, and figures in supply are worth nothing at the end.

#include "engine/ai/evaluator.h"
#include "engine/ai/tileodds.h"
#include "engine/random.h"
#include "scenario.h"

#include <QTest>

using namespace bastide;
using bastide::test::lay;
using bastide::test::scenario;

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

    void leadsOfTwoPlayersAreOpposite()
    {
        Game game = scenario({"N", "B"});
        game.apply(lay(game, 0, -1, 2, 0));
        QCOMPARE(game.apply(lay(game, 0, 1, 0, 1)).error, MoveError::None);
        Evaluator evaluator;
        QCOMPARE(evaluator.lead(game, 0), -evaluator.lead(game, 1));
    }
};

QTEST_GUILESS_MAIN(tst_Evaluator)
#include "tst_evaluator.moc"
