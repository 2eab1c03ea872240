// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Search throughput: simulations per second of the hard level's search on one thread and
// on two, in middle-game positions (30 tiles laid, 2 players, river, abbot and modern
// farmers on). Run with nice on an idle machine; the figures are printed, not asserted.
// One search of a position varies by some 15 % from the next (its deals differ): for the
// scaling from one thread to two, average several, e.g. `tst_searchbench -iterations 6`.
// Each row splits its figure in two: simulations per second of CPU time (how fast a thread
// runs) and how busy the threads were (CPU time over wall time and threads; the rest is
// waiting at the ends of halving's rounds and the serial rating of the root moves).

#include "engine/ai/aiplayer.h"
#include "engine/ai/searchplayer.h"
#include "engine/ai/searchsettings.h"
#include "engine/random.h"
#include "engine/standarddeck.h"

#include <QElapsedTimer>
#include <QTest>
#include <ctime>

using namespace bastide;

namespace {

/** CPU time of the whole process (every search thread): on a shared machine, wall time
 *  would count other jobs. */
double processSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

Game middleGame(std::uint64_t seed)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = Rules{true, true, FarmerScoring::Modern, {}};
    for (int p = 0; p < 2; ++p)
        setup->players.push_back(
            PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p), PlayerKind::Ai, {}});
    Game game(setup, seed);
    // Greedy moves, so the board looks like a played game rather than a random one.
    const std::unique_ptr<AiPlayer> greedy = makeAiPlayer(QStringLiteral("greedy"), seed);
    while (game.moves().size() < 30)
        game.apply(greedy->choose(game, nullptr));
    return game;
}

} // namespace

class tst_SearchBench : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void middleGameSimulations_data()
    {
        QTest::addColumn<std::uint64_t>("seed");
        QTest::addColumn<int>("threads");
        QTest::addColumn<double>("seconds");
        for (int threads : {1, 2}) {
            for (std::uint64_t seed : {1u, 2u, 3u})
                QTest::addRow("game %d, %d threads", int(seed), threads) << seed << threads << 0.0;
        }
        // As in play: a second a move on both cores, each round of halving ending on the
        // clock rather than on a number of deals.
        for (std::uint64_t seed : {1u, 2u, 3u})
            QTest::addRow("game %d, 2 threads, 1 s", int(seed)) << seed << 2 << 1.0;
    }
    void middleGameSimulations()
    {
        QFETCH(std::uint64_t, seed);
        QFETCH(int, threads);
        QFETCH(double, seconds);
        const Game game = middleGame(seed);
        SearchSettings settings = searchSettings(QStringLiteral("hard"));
        settings.seconds = seconds;
        // Else about half a second a thread: each simulation rates every legal move at each
        // of its replyPlies replies (about 1 ms of CPU in the middle game).
        settings.iterations = seconds > 0 ? 0 : 500 * threads;
        settings.threads = threads;
        SearchPlayer player(settings, seed);
        QElapsedTimer timer;
        qint64 nanoseconds = 0;
        double cpu = 0;
        long long simulations = 0;
        QBENCHMARK
        {
            timer.start();
            const double cpuStart = processSeconds();
            QCOMPARE(game.check(player.choose(game, nullptr)), MoveError::None);
            cpu += processSeconds() - cpuStart;
            nanoseconds += timer.nsecsElapsed();
            simulations += player.progress();
        }
        const double wall = double(std::max<qint64>(nanoseconds, 1)) / 1e9;
        qInfo("%d threads, %lld simulations: %.0f per wall-clock second = %.0f per second of "
              "CPU time x %.2f threads busy",
              threads, simulations, double(simulations) / wall,
              double(simulations) / std::max(cpu, 1e-9), cpu / wall);
    }
};

QTEST_GUILESS_MAIN(tst_SearchBench)
#include "tst_searchbench.moc"
