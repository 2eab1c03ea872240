// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The hint: the move the hard level would make, with a reason the app can word, never
// changing the game it is asked about.

#include "engine/ai/aiplayer.h"
#include "engine/ai/moveadvice.h"
#include "engine/gamerecord.h"
#include "engine/random.h"
#include "scenario.h"

#include <QTest>

using namespace bastide;
using bastide::test::lay;
using bastide::test::scenario;

namespace {

/** Everything about a game that a hint could change, as bytes. */
QByteArray fingerprint(const Game& game)
{
    QByteArray bytes = writeRecord(recordOf(game, true));
    for (const TileTypeId t : game.bag())
        bytes += QByteArray::number(t.value()) + ',';
    bytes += QByteArray::number(game.currentPlayer());
    for (int p = 0; p < game.playerCount(); ++p) {
        bytes += ';' + QByteArray::number(game.player(p).score()) + ':' +
                 QByteArray::number(game.player(p).inSupply(FigureType::Follower));
    }
    return bytes;
}

SearchSettings quickHard()
{
    SearchSettings settings = searchSettings(QStringLiteral("hard"));
    settings.seconds = 0.0;
    settings.iterations = 200;
    settings.threads = 2;
    return settings;
}

} // namespace

class tst_MoveAdvice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void closingACityNamesItsPoints()
    {
        const Game game = scenario({"E"});
        const MoveReason reason = explainMove(game, lay(game, 0, -1, 2, 0));
        QCOMPARE(reason.kind, MoveReason::Kind::ClosesFeature);
        QCOMPARE(reason.feature, FeatureKind::City);
        QCOMPARE(reason.points, 4);
    }

    void farmerNamesTheCompletedCitiesOfItsField()
    {
        Game game = scenario({"E", "B"});
        QCOMPARE(game.apply(lay(game, 0, -1, 2, 0)).error, MoveError::None);
        const MoveReason reason = explainMove(game, lay(game, 1, -1, 0, 0));
        QCOMPARE(reason.kind, MoveReason::Kind::Farmer);
        QCOMPARE(reason.feature, FeatureKind::Field);
        QCOMPARE(reason.count, 1);
        QCOMPARE(reason.points, 3);
    }

    void followerOnAMonasteryClaimsIt()
    {
        const Game game = scenario({"B"});
        const MoveReason reason = explainMove(game, lay(game, 0, 1, 0, 1));
        QCOMPARE(reason.kind, MoveReason::Kind::ClaimsFeature);
        QCOMPARE(reason.feature, FeatureKind::Monastery);
        QVERIFY(reason.points >= 2 && reason.points <= 9);
    }

    void addingToOwnCityWithoutAFigureExtendsIt()
    {
        Game game = scenario({"N", "B", "F"});
        QCOMPARE(game.apply(lay(game, 0, -1, 2, 0)).error, MoveError::None); // city open east
        QCOMPARE(game.apply(lay(game, 0, 1, 0)).error, MoveError::None);
        // A city running west-east continues it at (1, -1).
        const MoveReason reason = explainMove(game, lay(game, 1, -1, 0));
        QCOMPARE(reason.kind, MoveReason::Kind::ExtendsOwn);
        QCOMPARE(reason.feature, FeatureKind::City);
        QVERIFY(reason.points >= 3);
    }

    void aTileThatFitsNowhereIsDiscarded()
    {
        const Game game = scenario({"E"});
        Move discard;
        discard.tile = game.currentTile();
        discard.discard = true;
        QCOMPARE(explainMove(game, discard).kind, MoveReason::Kind::Discards);
    }

    void adviceIsLegalExplainedAndNeverChangesTheGame()
    {
        Random random(8);
        for (int i = 0; i < 12; ++i) {
            Game game = scenario({}, Rules{i % 2 == 0, true, FarmerScoring::Modern});
            const int moves = int(random.below(70));
            for (int m = 0; m < moves && !game.isFinished(); ++m) {
                const std::vector<Move> legal = game.legalMoves();
                game.apply(legal[random.below(std::uint32_t(legal.size()))]);
            }
            if (game.isFinished())
                continue;
            const QByteArray before = fingerprint(game);
            const MoveAdvice advice = adviseMove(game, std::uint64_t(i), quickHard());
            QCOMPARE(fingerprint(game), before);
            QCOMPARE(game.check(advice.move), MoveError::None);
            QCOMPARE(advice.reason, explainMove(game, advice.move));
            QCOMPARE(fingerprint(game), before);
            // The same seed and simulations give the same advice.
            QCOMPARE(adviseMove(game, std::uint64_t(i), quickHard()).move, advice.move);
            if (advice.move.discard)
                QCOMPARE(advice.reason.kind, MoveReason::Kind::Discards);
        }
    }

    void cancelledAdviceStillGivesALegalMove()
    {
        const Game game = scenario({"N"});
        const std::atomic<bool> cancel{true};
        const MoveAdvice advice = adviseMove(game, 1, &cancel);
        QCOMPARE(game.check(advice.move), MoveError::None);
    }
};

QTEST_GUILESS_MAIN(tst_MoveAdvice)
#include "tst_moveadvice.moc"
