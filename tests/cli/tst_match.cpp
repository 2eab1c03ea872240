// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// `bastide-cli match`, the referee of spec §6: external bots and built-in AIs at one table,
// misbehaving bots forfeiting with their reason, and bots never learning the draw order.

#include "cli/match/botview.h"
#include "clitest.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

QString bot(const char* name)
{
    return QStringLiteral(BASTIDE_TEST_BOTS "/") + QString::fromLatin1(name);
}

QString cliBot(const QString& arguments)
{
    return QStringLiteral("'%1' %2").arg(QStringLiteral(BASTIDE_CLI), arguments);
}

/** Debian's python3 first: a version manager's shim on PATH can take half a second to start,
 *  which a bot pays on every move. */
QString python()
{
    const QString system =
        QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")});
    return system.isEmpty() ? QStringLiteral("python3") : system;
}

/** The game records a match wrote, in game order. */
QStringList records(const QString& dir)
{
    QStringList paths;
    for (const QString& name :
         QDir(dir).entryList({QStringLiteral("game-*.json")}, QDir::Files, QDir::Name))
        paths << QDir(dir).filePath(name);
    return paths;
}

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object()
                                          : QJsonObject();
}

/** Whether a process runs: a zombie, whose parent has not reaped it yet, has stopped. */
bool processRuns(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && text.size() > close + 2 && text.at(close + 2) != 'Z';
}

/** The pid a sleeper bot wrote, or 0 while it has not. */
qint64 pidIn(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toLongLong() : 0;
}

} // namespace

class tst_Match : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void externalGreedyBotAndBuiltInRandomPlayRecordsReplayAccepts()
    {
        QTemporaryDir out;
        const CliRun run = runCli(QStringList{"match", "--bot", cliBot("move --ai greedy"), "--ai",
                                              "random", "--games", "2", "--seed", "11", "--clock",
                                              "10", "--out", out.path()});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject summary = run.json();
        QCOMPARE(summary[QLatin1String("games")].toInt(), 2);
        QCOMPARE(summary[QLatin1String("scoredGames")].toInt(), 2);
        QCOMPARE(summary[QLatin1String("seed")].toInteger(), 11);
        QVERIFY(summary[QLatin1String("forfeits")].toArray().isEmpty());
        const QJsonArray players = summary[QLatin1String("players")].toArray();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players[0][QLatin1String("bot")].toString(),
                 cliBot(QStringLiteral("move --ai greedy")));
        QCOMPARE(players[1][QLatin1String("ai")].toString(), QStringLiteral("random"));
        QCOMPARE(players[0][QLatin1String("wins")].toDouble() +
                     players[1][QLatin1String("wins")].toDouble(),
                 2.0);
        const QStringList written = records(out.path());
        QCOMPARE(written.size(), 2);
        for (int g = 0; g < written.size(); ++g) {
            const QJsonObject record = readJson(written[g]);
            QVERIFY(record.contains(QLatin1String("seed")));
            // Seats rotate: the bot moves first in the first game, second in the next.
            const QJsonArray seats = record[QLatin1String("players")].toArray();
            QCOMPARE(seats[g][QLatin1String("level")].toString(), QStringLiteral("bastide-cli"));
            const CliRun replay = runCli(QStringList{"replay", written[g]});
            QVERIFY2(replay.exitCode == 0, replay.err.constData());
            QVERIFY(replay.json()[QLatin1String("finished")].toBool());
            const QJsonArray scores = replay.json()[QLatin1String("players")].toArray();
            const double botScore = scores[g][QLatin1String("score")].toDouble();
            const double meanBot = players[0][QLatin1String("meanScore")].toDouble();
            QVERIFY(botScore > 0 && meanBot > 0);
        }
    }

    void misbehavingBotForfeitsWithItsReasonAndTheMatchGoesOn_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("clock");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("message");
        QTest::newRow("prints an illegal move") << bot("illegal.sh") << "10"
                                                << "illegal"
                                                << "that spot is already taken";
        QTest::newRow("prints garbage") << bot("garbage.sh") << "10"
                                        << "unreadable"
                                        << "printed no move object: \"I would rather not play\"";
        QTest::newRow("prints a move without a position") << bot("incomplete.sh") << "10"
                                                          << "unreadable"
                                                          << "\"x\" is missing";
        QTest::newRow("exits with status 3") << bot("fails.sh") << "10"
                                             << "exitStatus"
                                             << "exited with status 3 (out of ideas)";
        QTest::newRow("crashes") << bot("crash.sh") << "10"
                                 << "crash"
                                 << "crashed (signal 11)";
        QTest::newRow("sleeps past the clock") << bot("sleeper.sh") << "1"
                                               << "timeout"
                                               << "took longer than the clock of 1 s";
        QTest::newRow("reads the bag and plays another tile") << bot("othertile.py") << "10"
                                                              << "wrongTile"
                                                              << "but the tile to play was";
        QTest::newRow("a shell wrapper that exits 1")
            << QStringLiteral("sh -c 'echo thinking; exit 1'") << "10"
            << "exitStatus"
            << "status 1";
    }
    void misbehavingBotForfeitsWithItsReasonAndTheMatchGoesOn()
    {
        QFETCH(QString, command);
        QFETCH(QString, clock);
        QFETCH(QString, reason);
        QFETCH(QString, message);
        QTemporaryDir out;
        QProcessEnvironment env = botEnvironment();
        env.insert(QStringLiteral("BASTIDE_TEST_PIDFILE"),
                   out.filePath(QStringLiteral("sleep.pid")));
        const CliRun run = runCli(QStringList{"match", "--bot", command, "--ai", "random",
                                              "--games", "2", "--seed", "5", "--river", "off",
                                              "--clock", clock, "--out", out.filePath("records")},
                                  env);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject summary = run.json();
        QCOMPARE(summary[QLatin1String("games")].toInt(), 2);
        QCOMPARE(summary[QLatin1String("scoredGames")].toInt(), 0);
        const QJsonArray forfeits = summary[QLatin1String("forfeits")].toArray();
        QCOMPARE(forfeits.size(), 2);
        for (int g = 0; g < 2; ++g) {
            const QJsonObject f = forfeits[g].toObject();
            QCOMPARE(f[QLatin1String("game")].toInt(), g + 1);
            QCOMPARE(f[QLatin1String("seat")].toInt(), g + 1); // the bot's seat rotates
            QCOMPARE(f[QLatin1String("move")].toInt(), g + 1); // its first turn
            QCOMPARE(f[QLatin1String("bot")].toString(), command);
            QCOMPARE(f[QLatin1String("reason")].toString(), reason);
            QVERIFY2(f[QLatin1String("message")].toString().contains(message),
                     qPrintable(f[QLatin1String("message")].toString()));
        }
        const QJsonArray players = summary[QLatin1String("players")].toArray();
        QCOMPARE(players[0][QLatin1String("wins")].toDouble(), 0.0);
        QCOMPARE(players[0][QLatin1String("forfeits")].toInt(), 2);
        QCOMPARE(players[1][QLatin1String("wins")].toDouble(), 2.0);
        QVERIFY(run.err.contains("forfeits"));
        // The records stop where the bot failed, and still replay.
        const QStringList written = records(out.filePath(QStringLiteral("records")));
        QCOMPARE(written.size(), 2);
        for (const QString& path : written) {
            const CliRun replay = runCli(QStringList{"replay", path});
            QVERIFY2(replay.exitCode == 0, replay.err.constData());
            QVERIFY(!replay.json()[QLatin1String("finished")].toBool());
        }
    }

    void overrunningBotIsKilledWithTheProcessesItStarted()
    {
        QTemporaryDir out;
        const QString pidFile = out.filePath(QStringLiteral("sleep.pid"));
        QProcessEnvironment env = botEnvironment();
        env.insert(QStringLiteral("BASTIDE_TEST_PIDFILE"), pidFile);
        const CliRun run = runCli(QStringList{"match", "--bot", bot("sleeper.sh"), "--ai", "random",
                                              "--games", "1", "--clock", "0.5"},
                                  env);
        QCOMPARE(run.exitCode, 0);
        const qint64 pid = pidIn(pidFile);
        QVERIFY(pid > 0);
        QTRY_VERIFY(!processRuns(pid));
    }

    void stoppedRefereeTakesTheRunningBotWithIt()
    {
        QTemporaryDir out;
        const QString pidFile = out.filePath(QStringLiteral("sleep.pid"));
        QProcessEnvironment env = botEnvironment();
        env.insert(QStringLiteral("BASTIDE_TEST_PIDFILE"), pidFile);
        env.insert(QStringLiteral("TMPDIR"),
                   out.path()); // where the killed referee leaves its work folder
        QProcess referee;
        referee.setProcessEnvironment(env);
        referee.start(QStringLiteral(BASTIDE_CLI),
                      {QStringLiteral("match"), QStringLiteral("--bot"), bot("sleeper.sh"),
                       QStringLiteral("--ai"), QStringLiteral("random"), QStringLiteral("--clock"),
                       QStringLiteral("3600")});
        QTRY_VERIFY_WITH_TIMEOUT(pidIn(pidFile) > 0, 60000);
        const qint64 pid = pidIn(pidFile);
        QVERIFY(processRuns(pid));
        referee.terminate();
        QVERIFY(referee.waitForFinished(-1));
        QCOMPARE(referee.exitStatus(), QProcess::CrashExit); // ended by the signal, as it should be
        QTRY_VERIFY(!processRuns(pid));
    }

    void forfeitIsALossAndTheOthersShareTheWin()
    {
        const CliRun run = runCli(QStringList{"match", "--ai", "random", "--bot", bot("garbage.sh"),
                                              "--ai", "greedy", "--games", "3"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject summary = run.json();
        QCOMPARE(summary[QLatin1String("games")].toInt(), 3);
        QCOMPARE(summary[QLatin1String("scoredGames")].toInt(), 0);
        const QJsonArray players = summary[QLatin1String("players")].toArray();
        QCOMPARE(players[0][QLatin1String("ai")].toString(),
                 QStringLiteral("random")); // command-line order
        QCOMPARE(players[1][QLatin1String("bot")].toString(), bot("garbage.sh"));
        QCOMPARE(players[2][QLatin1String("ai")].toString(), QStringLiteral("greedy"));
        QCOMPARE(players[0][QLatin1String("wins")].toDouble(), 1.5);
        QCOMPARE(players[1][QLatin1String("wins")].toDouble(), 0.0);
        QCOMPARE(players[2][QLatin1String("wins")].toDouble(), 1.5);
        QCOMPARE(players[0][QLatin1String("meanScore")].toDouble(), 0.0); // nothing scored
        QSet<int> seats;
        for (const QJsonValue f : summary[QLatin1String("forfeits")].toArray())
            seats << f[QLatin1String("seat")].toInt();
        QCOMPARE(seats, (QSet<int>{1, 2, 3}));
        QVERIFY(summary[QLatin1String("seed")].toInteger() >=
                0); // a random seed, printed to replay the match
    }

    void botsSeeTheTileToPlayFirstTheRestShuffledAndNoSeed()
    {
        QTemporaryDir out;
        const QString dumps = out.filePath(QStringLiteral("dumps"));
        QVERIFY(QDir().mkpath(dumps));
        QProcessEnvironment env = botEnvironment();
        env.insert(QStringLiteral("BASTIDE_TEST_DUMP"), dumps);
        const CliRun run = runCli(QStringList{"match", "--bot", bot("dumper.sh"), "--ai", "random",
                                              "--games", "1", "--seed", "21", "--river", "on",
                                              "--clock", "7.5", "--out", out.filePath("records")},
                                  env);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // No forfeit: every record the bot saw replays, so the shuffle kept the river rules.
        QVERIFY2(run.json()[QLatin1String("forfeits")].toArray().isEmpty(), run.out.constData());
        const QJsonObject real =
            readJson(records(out.filePath(QStringLiteral("records"))).value(0));
        QStringList drawn;
        for (const QJsonValue m : real[QLatin1String("moves")].toArray())
            drawn << m[QLatin1String("tile")].toString();
        const QStringList views = QDir(dumps).entryList(QDir::Files, QDir::Name);
        QVERIFY(views.size() > 30);
        int shuffled = 0;
        int comparable = 0;
        for (const QString& name : views) {
            const QJsonObject view = readJson(QDir(dumps).filePath(name));
            QVERIFY(!view.contains(QLatin1String("seed")));
            QCOMPARE(view[QLatin1String("clock")].toDouble(), 7.5);
            const qsizetype done = view[QLatin1String("moves")].toArray().size();
            const QStringList bag = tileIds(view[QLatin1String("bag")].toArray());
            const QStringList unseen = drawn.mid(done);
            QCOMPARE(bag.value(0), unseen.value(0)); // the tile to play stays first
            QStringList sortedBag = bag;
            QStringList sortedUnseen = unseen;
            sortedBag.sort();
            sortedUnseen.sort();
            QCOMPARE(sortedBag, sortedUnseen);
            if (bag.size() >= 4) {
                ++comparable;
                shuffled += bag.mid(1) != unseen.mid(1) ? 1 : 0;
            }
        }
        QVERIFY2(shuffled > comparable * 9 / 10,
                 qPrintable(QStringLiteral("%1 of %2").arg(shuffled).arg(comparable)));
    }

    void twoViewsOfOnePositionShareTheTileToPlayNotTheOrder_data()
    {
        QTest::addColumn<int>("moves");
        QTest::addColumn<bool>("river");
        QTest::newRow("first move, river tiles ahead") << 0 << true;
        QTest::newRow("fifth move, river tiles ahead") << 5 << true;
        QTest::newRow("after the river") << 20 << true;
        QTest::newRow("no river") << 10 << false;
    }
    void twoViewsOfOnePositionShareTheTileToPlayNotTheOrder()
    {
        QFETCH(int, moves);
        QFETCH(bool, river);
        const Game game = randomGame(moves, river);
        Random random(3);
        const auto first = cli::shuffledBag(game, random);
        const auto second = cli::shuffledBag(game, random);
        QCOMPARE(first.front(), game.currentTile());
        QCOMPARE(second.front(), first.front());
        QVERIFY(first != second);
        for (const auto& order : {first, second}) {
            Game copy = game;
            QCOMPARE(copy.reorderBag(order), MoveError::None); // river first, lake last of them
            auto sorted = order;
            std::sort(sorted.begin(), sorted.end());
            std::vector<TileTypeId> bag(game.bag().begin(), game.bag().end());
            std::sort(bag.begin(), bag.end());
            QCOMPARE(sorted, bag);
        }
        const GameRecord view = cli::botView(game, random, 2.5);
        QVERIFY(!view.setup->seed);
        QCOMPARE(view.clock, std::optional<double>(2.5));
        QCOMPARE(view.moves, game.moves());
    }

    void exampleBotPlaysWholeGames()
    {
        QTemporaryDir out;
        const CliRun run =
            runCli(QStringList{"match", "--bot",
                               QStringLiteral("%1 '%2/docs/examples/random_bot.py'")
                                   .arg(python(), QStringLiteral(BASTIDE_SOURCE_DIR)),
                               "--ai", "greedy", "--games", "1", "--out", out.path()});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.json()[QLatin1String("forfeits")].toArray().isEmpty(), run.out.constData());
        const CliRun replay = runCli(QStringList{"replay", records(out.path()).value(0)});
        QCOMPARE(replay.exitCode, 0);
        QVERIFY(replay.json()[QLatin1String("finished")].toBool());
    }

    void badMatchCommandsExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("one player") << QStringList{"--ai", "random"} << "2 to 6 players";
        QTest::newRow("seven players") << QStringList{"--ai",   "random", "random", "random",
                                                      "random", "random", "random", "random"}
                                       << "2 to 6 players";
        QTest::newRow("no such bot program")
            << QStringList{"--bot", "/nonexistent/bot --fast", "--ai", "random"}
            << "/nonexistent/bot --fast";
        QTest::newRow("unknown level")
            << QStringList{"--bot", bot("garbage.sh"), "--ai", "psychic"} << "psychic";
        QTest::newRow("bad clock")
            << QStringList{"--ai", "random", "random", "--clock", "soon"} << "--clock";
        QTest::newRow("bad farmers")
            << QStringList{"--ai", "random", "random", "--farmers", "many"} << "--farmers";
    }
    void badMatchCommandsExitTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const CliRun run = runCli(QStringList{QStringLiteral("match")} + arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(tst_Match)
#include "tst_match.moc"
