// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The soak checks of `selfplay --check` (cli/gamecheck.h): they pass at every move of
// sound games under every rule set, they catch a game whose record cannot be read back, and
// the command runs them.

#include "cli/gamecheck.h"
#include "clitest.h"

#include <QTest>

using namespace bastide;
using namespace bastide::cli;
using namespace bastide::test;

namespace {

std::shared_ptr<GameSetup> setupOf(Rules rules, int players, std::uint64_t seed)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = rules;
    setup->seed = seed;
    for (int p = 0; p < players; ++p)
        setup->players.push_back(PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p),
                                             PlayerKind::Ai, QStringLiteral("random")});
    return setup;
}

} // namespace

class tst_GameCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checksPassAtEveryMoveOfSoundGames_data()
    {
        QTest::addColumn<bool>("river");
        QTest::addColumn<bool>("abbot");
        QTest::addColumn<int>("farmers");
        QTest::addColumn<int>("players");
        QTest::newRow("river, abbot, modern, 2 players")
            << true << true << int(FarmerScoring::Modern) << 2;
        QTest::newRow("no river, abbot, classic, 4 players")
            << false << true << int(FarmerScoring::Classic) << 4;
        QTest::newRow("river, no abbot, no farmers, 6 players")
            << true << false << int(FarmerScoring::None) << 6;
    }

    void checksPassAtEveryMoveOfSoundGames()
    {
        QFETCH(bool, river);
        QFETCH(bool, abbot);
        QFETCH(int, farmers);
        QFETCH(int, players);
        Game game(setupOf(Rules{river, abbot, FarmerScoring(farmers), {}}, players, 11), 11);
        auto ai = makeAiPlayer(QStringLiteral("random"), 3);
        while (!game.isFinished()) {
            QCOMPARE(game.apply(ai->choose(game)).error, MoveError::None);
            const QStringList state = checkGameState(game);
            QVERIFY2(state.isEmpty(), qPrintable(state.join(QLatin1Char('\n'))));
            if (game.moves().size() % 10 == 0) {
                const QStringList saved = checkRecordRoundTrip(game);
                QVERIFY2(saved.isEmpty(), qPrintable(saved.join(QLatin1Char('\n'))));
            }
        }
        const QStringList saved = checkRecordRoundTrip(game);
        QVERIFY2(saved.isEmpty(), qPrintable(saved.join(QLatin1Char('\n'))));
    }

    void aRecordThatDoesNotReadBackIsCaught()
    {
        // JSON numbers hold integers exactly only up to 2^53: a larger seed cannot be saved.
        const std::uint64_t seed = (std::uint64_t(1) << 60) + 1;
        Game game(setupOf(Rules{false, true, FarmerScoring::Modern, {}}, 2, seed), seed);
        const QStringList faults = checkRecordRoundTrip(game);
        QVERIFY(!faults.isEmpty());
        QVERIFY2(faults.first().contains(QLatin1String("does not read back")),
                 qPrintable(faults.first()));
        QVERIFY2(faults.first().contains(QLatin1String("seed")), qPrintable(faults.first()));
    }

    void selfplayCheckRunsTheChecksOnEveryGame()
    {
        const CliRun run = runCli({"selfplay", "--check", "--ai", "greedy", "random", "random",
                                   "--games", "3", "--seed", "4", "--farmers", "classic"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json()["games"].toInt(), 3);
        QVERIFY(run.json()["checked"].toBool());
        QVERIFY(!runCli({"selfplay", "--games", "1"}).json().contains("checked"));
    }
};

QTEST_GUILESS_MAIN(tst_GameCheck)
#include "tst_gamecheck.moc"
