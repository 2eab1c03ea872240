// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Search throughput: simulations per second of the hard level's search on one thread, in
// middle-game positions (30 tiles laid, 2 players, river, abbot and modern farmers on).

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

/** CPU time of this thread: on a shared machine, wall time would count other jobs. */
double threadSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
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
        for (std::uint64_t seed : {1u, 2u, 3u})
            QTest::addRow("game %d", int(seed)) << seed;
    }
    void middleGameSimulations()
    {
        QFETCH(std::uint64_t, seed);
        const Game game = middleGame(seed);
        SearchSettings settings = searchSettings(QStringLiteral("hard"));
        settings.seconds = 0.0;
        settings.iterations = 4000;
        SearchPlayer player(settings, seed);
        QElapsedTimer timer;
        qint64 nanoseconds = 0;
        double cpu = 0;
        long long simulations = 0;
        QBENCHMARK
        {
            timer.start();
            const double cpuStart = threadSeconds();
            QCOMPARE(game.check(player.choose(game, nullptr)), MoveError::None);
            cpu += threadSeconds() - cpuStart;
            nanoseconds += timer.nsecsElapsed();
            simulations += player.progress();
        }
        qInfo("%lld simulations: %.0f per second of thread CPU time, %.0f per wall-clock second",
              simulations, double(simulations) / std::max(cpu, 1e-9),
              double(simulations) * 1e9 / double(std::max<qint64>(nanoseconds, 1)));
    }
};

QTEST_GUILESS_MAIN(tst_SearchBench)
#include "tst_searchbench.moc"
