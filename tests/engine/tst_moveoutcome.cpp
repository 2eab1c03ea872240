// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What Game::apply reports about a move (MoveOutcome): everything the app and the CLI show,
// so that neither needs a rule of its own. Boards as in tst_rules: D = city 0, road 1,
// fields 2 and 3; E = city 0, field 1; F = city 0 (shield); W = roads 0 (east) 1 (south)
// 2 (west); B = field 0, monastery 1; U = straight road.

#include "testtable.h"

#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

const Rules NoRiver{false, true, FarmerScoring::Modern, {}};

/** A whole game of the standard deck in which every player places a figure whenever one
 *  may be placed: figures are left standing at the end. */
std::vector<MoveOutcome> playWithFigures(Game& game)
{
    std::vector<MoveOutcome> outcomes;
    while (!game.isFinished()) {
        const std::vector<Move> moves = game.legalMoves();
        const auto withFigure =
            std::find_if(moves.begin(), moves.end(), [](const Move& m) { return bool(m.place); });
        outcomes.push_back(game.apply(withFigure != moves.end() ? *withFigure : moves.front()));
        if (!outcomes.back().ok())
            break;
    }
    return outcomes;
}

} // namespace

class tst_MoveOutcome : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aPlainTileSaysWhoLaidItWhereAndNothingElse()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("W", -1, 0, 0), MoveError::None);
        const MoveOutcome& o = t.last;
        QVERIFY(o.ok());
        QCOMPARE(o.player, 0);
        QCOMPARE(o.move.tile, t.game().tileSet().indexOf(QStringLiteral("W")));
        QCOMPARE(o.move.placement, (Placement{Cell{-1, 0}, Rotation(0)}));
        QCOMPARE(t.game().board().tileAt(Cell{-1, 0}), TileIndex(1)); // the start tile is 0
        QVERIFY(!o.placed);
        QVERIFY(o.events.empty());
        QVERIFY(o.returned.empty());
        QVERIFY(!o.sameMover);
        QVERIFY(!o.doubleTurn);
        QVERIFY(!o.finished);
        QCOMPARE(t.game().currentPlayer(), 1);
        QCOMPARE(t.game().moverOf(0), 0);
    }

    void aPlacedFigureIsReportedWhereItStands()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("W", -1, 0, 0, TestTable::follower(0)), MoveError::None);
        const MoveOutcome& o = t.last;
        QVERIFY(o.placed);
        QCOMPARE(o.placed->player, std::uint8_t(0));
        QCOMPARE(o.placed->type, FigureType::Follower);
        QCOMPARE(o.placed->segment, t.game().board().segmentOf(TileIndex(1), 0));
        QCOMPARE(t.game().figures().size(), std::size_t(1));
        QCOMPARE(t.game().figures().front(), *o.placed);
        QVERIFY(o.returned.empty());
    }

    void aCompletedCityReportsItsScoreAndTheFiguresReturned()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("F", 0, -1, 1, TestTable::follower(0)), MoveError::None);
        const PlacedFigure knight = *t.last.placed;
        QCOMPARE(t.lay("E", 0, -2, 2), MoveError::None); // player 2 closes player 1's city
        const MoveOutcome& o = t.last;
        QCOMPARE(o.player, 1);
        QVERIFY(!o.placed);
        QCOMPARE(o.events.size(), std::size_t(1));
        const ScoreEvent& e = o.events.front();
        QCOMPARE(e.reason, ScoreReason::Completed);
        QCOMPARE(e.category, ScoreCategory::City);
        QCOMPARE(e.winners, std::uint8_t(1));
        QCOMPARE(e.points, 2 * 3 + 2 * 1);
        QVERIFY(e.complete);
        QCOMPARE(o.returnedFigures(), std::vector<PlacedFigure>{knight});
        QVERIFY(t.game().figures().empty());
        QCOMPARE(t.score(0), e.points);
    }

    void aFigurePlacedOnAFeatureItCompletesIsPlacedAndReturned()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("W", -1, 0, 0), MoveError::None);
        QCOMPARE(t.lay("W", 1, 0, 0, TestTable::follower(2)), MoveError::None); // closes
        const MoveOutcome& o = t.last;
        QVERIFY(o.placed);
        QCOMPARE(o.returnedFigures(), std::vector<PlacedFigure>{*o.placed});
        QCOMPARE(o.events.size(), std::size_t(1));
        QCOMPARE(o.events.front().winners, std::uint8_t(2));
        QCOMPARE(o.events.front().points, 3);
    }

    void aReturnedAbbotIsReportedWithItsScore()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::abbot(1)), MoveError::None);
        const PlacedFigure abbot = *t.last.placed;
        QCOMPARE(abbot.type, FigureType::Abbot);
        QCOMPARE(t.lay("U", 1, 0, 1), MoveError::None);
        QCOMPARE(t.lay("U", -1, 0, 1, std::nullopt, true), MoveError::None);
        const MoveOutcome& o = t.last;
        QVERIFY(o.move.returnAbbot);
        QVERIFY(!o.placed);
        QCOMPARE(o.returnedFigures(), std::vector<PlacedFigure>{abbot});
        QCOMPARE(o.events.size(), std::size_t(1));
        QCOMPARE(o.events.front().reason, ScoreReason::AbbotReturned);
        QCOMPARE(o.events.front().points, 1 + 3);
        QVERIFY(t.game().player(0).inSupply(FigureType::Abbot));
    }

    void aDiscardKeepsTheSameMover()
    {
        auto tiles = tilesFromJson(R"({"format": "bastide-deck", "version": 1, "name": {"en": "t"},
            "tiles": [
              {"id": "meadow", "count": 2, "start": true, "features": [{"kind": "field",
                "slots": ["N0","N1","N2","E0","E1","E2","S0","S1","S2","W0","W1","W2"]}]},
              {"id": "walls", "count": 1, "features": [{"kind": "city",
                "slots": ["N0","N1","N2","E0","E1","E2","S0","S1","S2","W0","W1","W2"]}]}]})");
        QVERIFY(tiles);
        TestTable t(NoRiver, 2, tiles);
        QCOMPARE(t.discard("walls"), MoveError::None);
        const MoveOutcome discard = t.last;
        QCOMPARE(discard.player, 0);
        QVERIFY(discard.move.discard);
        QVERIFY(discard.sameMover);
        QVERIFY(!discard.placed);
        QVERIFY(!discard.finished);
        QCOMPARE(t.game().currentPlayer(), 0);

        QCOMPARE(t.lay("meadow", 1, 0, 0, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.last.player, 0); // the discard did not pass the turn
        QVERIFY(!t.last.sameMover);
        QCOMPARE(t.game().moverOf(0), 0);
        QCOMPARE(t.game().moverOf(1), 0);
    }

    void theLastMoveFinishesTheGameWithTheFinalScoring()
    {
        TestTable t(NoRiver);
        const std::vector<MoveOutcome> outcomes = playWithFigures(t.game());
        QVERIFY(t.game().isFinished());
        QCOMPARE(outcomes.size(), t.game().moves().size());
        for (std::size_t k = 0; k < outcomes.size(); ++k) {
            QVERIFY(outcomes[k].ok());
            QCOMPARE(outcomes[k].finished, k + 1 == outcomes.size());
            QCOMPARE(outcomes[k].player, t.game().moverOf(int(k)));
            QCOMPARE(outcomes[k].move, t.game().moves()[k]);
        }
        // Figures stand at the end, so the final scoring is in the last move's events, after
        // what the tile itself completed.
        QVERIFY(!t.game().figures().empty());
        const std::vector<ScoreEvent>& last = outcomes.back().events;
        const auto firstFinal = std::find_if(last.begin(), last.end(), [](const ScoreEvent& e) {
            return e.reason == ScoreReason::EndOfGame;
        });
        QVERIFY(firstFinal != last.end());
        QVERIFY(std::all_of(firstFinal, last.end(), [](const ScoreEvent& e) {
            return e.reason == ScoreReason::EndOfGame;
        }));
        for (std::size_t k = 0; k + 1 < outcomes.size(); ++k) {
            for (const ScoreEvent& e : outcomes[k].events)
                QVERIFY(e.reason != ScoreReason::EndOfGame);
        }
        // Every point of the final scores is in some outcome.
        std::vector<int> points(std::size_t(t.game().playerCount()), 0);
        for (const MoveOutcome& o : outcomes) {
            for (const ScoreEvent& e : o.events) {
                for (int p = 0; p < t.game().playerCount(); ++p)
                    points[std::size_t(p)] += (e.winners >> p & 1) ? e.points : 0;
            }
        }
        for (int p = 0; p < t.game().playerCount(); ++p)
            QCOMPARE(points[std::size_t(p)], t.score(p));
        // The figures standing are those placed and not returned.
        std::vector<PlacedFigure> standing;
        for (const MoveOutcome& o : outcomes) {
            if (o.placed)
                standing.push_back(*o.placed);
            for (const PlacedFigure& f : o.returnedFigures())
                standing.erase(std::find(standing.begin(), standing.end(), f));
        }
        QCOMPARE(standing,
                 std::vector<PlacedFigure>(t.game().figures().begin(), t.game().figures().end()));
    }

    void theWinnersAreThePlayersWithTheHighestScore()
    {
        TestTable t(NoRiver, 3);
        QCOMPARE(t.game().winners(), std::uint8_t(0b111)); // all on nought
        QCOMPARE(t.lay("F", 0, -1, 1, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("E", 0, -2, 2), MoveError::None);
        QCOMPARE(t.game().winners(), std::uint8_t(0b001));
    }

    void aRefusedMoveSaysWhyAndChangesNothing()
    {
        TestTable t(NoRiver);
        QCOMPARE(t.lay("W", -1, 0, 0, TestTable::follower(0)), MoveError::None);
        const Game before = t.game();
        Move bad;
        bad.tile = t.game().tileSet().indexOf(QStringLiteral("W"));
        bad.placement = Placement{Cell{-1, 0}, Rotation(0)}; // the cell holds a tile
        const MoveOutcome o = t.game().apply(bad);
        QVERIFY(!o.ok());
        QCOMPARE(o.error, t.game().check(bad));
        QCOMPARE(o.move, bad);
        QVERIFY(!o.placed);
        QVERIFY(o.events.empty());
        QVERIFY(!o.finished);
        QVERIFY(t.game() == before);

        Move onTaken; // a second follower on the road the first one holds
        onTaken.tile = t.game().tileSet().indexOf(QStringLiteral("U"));
        onTaken.placement = Placement{Cell{1, 0}, Rotation(1)};
        onTaken.place = TestTable::follower(0);
        const MoveOutcome taken = t.game().apply(onTaken);
        QCOMPARE(taken.error, MoveError::FeatureOccupied);
        QVERIFY(t.game() == before);
    }
};

QTEST_GUILESS_MAIN(tst_MoveOutcome)
#include "tst_moveoutcome.moc"
