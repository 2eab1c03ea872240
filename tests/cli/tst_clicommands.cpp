// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// validate, replay, selfplay and bench (spec §5) run as their users run them: output on
// standard output, errors on standard error, exit statuses 0, 1 and 2.

#include "clitest.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

QString example(const char* name)
{
    return QStringLiteral(BASTIDE_SPEC_EXAMPLES "/") + QString::fromLatin1(name);
}

QJsonObject jsonFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                       : QJsonObject();
}

} // namespace

class tst_CliCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validateCountsTilesAndTypes_data()
    {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<int>("tiles");
        QTest::addColumn<int>("types");
        QTest::newRow("spec example") << example("small-deck.json") << 26 << 13;
        QTest::newRow("standard deck")
            << QStringLiteral(BASTIDE_SOURCE_DIR "/resources/decks/standard.json") << 126 << 85;
    }
    void validateCountsTilesAndTypes()
    {
        QFETCH(QString, deck);
        QFETCH(int, tiles);
        QFETCH(int, types);
        const CliRun run = runCli({QStringLiteral("validate"), deck});
        QCOMPARE(run.exitCode, 0);
        QJsonObject counts = run.json();
        counts.remove(QStringLiteral("groups"));
        counts.remove(QStringLiteral("marks"));
        QCOMPARE(counts, (QJsonObject{{"ok", true}, {"tiles", tiles}, {"types", types}}));
    }

    void validateOfAPlainDeckPrintsExactlyTheSpecsLine()
    {
        const CliRun run = runCli({QStringLiteral("validate"), example("small-deck.json")});
        QCOMPARE(run.json(), (QJsonObject{{"ok", true}, {"tiles", 26}, {"types", 13}}));
    }

    void validateReportsGroupsAndMarks()
    {
        const CliRun run =
            runCli({QStringLiteral("validate"),
                    QStringLiteral(BASTIDE_SOURCE_DIR "/resources/decks/standard.json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(
            run.json()["groups"].toObject(),
            (QJsonObject{
                {"base", 72}, {"river", 12}, {"inns-cathedrals", 18}, {"traders-builders", 24}}));
        // Inns by road (IC-C has two), cathedrals by copy, goods by symbol (tiles.md).
        QCOMPARE(
            run.json()["marks"].toObject(),
            (QJsonObject{{"inn", 7}, {"cathedral", 2}, {"wine", 9}, {"grain", 6}, {"cloth", 5}}));
    }

    void validateListsEveryProblemAndExitsTwo()
    {
        QTemporaryDir dir;
        QJsonObject deck = jsonFile(example("small-deck.json"));
        QJsonArray tiles = deck["tiles"].toArray();
        QJsonObject first = tiles[0].toObject();
        first["id"] = "city-cap"; // duplicate of tile 2
        first["count"] = 0;
        tiles[0] = first;
        deck["tiles"] = tiles;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(deck).toJson());
        f.close();
        const CliRun run = runCli({QStringLiteral("validate"), path});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.json()["ok"].toBool(true), false);
        QVERIFY(run.err.contains("broken.json"));
        QVERIFY(run.err.contains("tile 'city-cap'"));
        QVERIFY(run.err.contains("count"));
    }

    void validateOfAMissingFileNamesIt()
    {
        const CliRun run =
            runCli({QStringLiteral("validate"), QStringLiteral("/nonexistent/deck.json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("deck.json"));
    }

    void replayPrintsTheSpecExampleScores()
    {
        const CliRun run = runCli({QStringLiteral("replay"), example("small-game.json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json(), jsonFile(example("small-game.scores.json")));
    }

    void replayOfAnIllegalRecordNamesTheMoveAndExitsTwo()
    {
        const CliRun run = runCli({QStringLiteral("replay"), example("small-game-illegal.json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("small-game-illegal.json, move 5"), run.err.constData());
    }

    void replayOfARecordOfTheEarlierRiverSaysSoAndExitsTwo()
    {
        // Saved as "standard" before the River was made the published one (issue 14):
        // "standard" is today's deck, on which the record is illegal; the message says why.
        const CliRun run =
            runCli({QStringLiteral("replay"),
                    QStringLiteral(BASTIDE_TEST_DATA "/legacy/old-river-finished.json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("old-river-finished.json, move 2, tile 'RE'"),
                 run.err.constData());
        QVERIFY2(run.err.contains("earlier River"), run.err.constData());
    }

    void selfplayWritesRecordsThatReplayToItsScores()
    {
        QTemporaryDir dir;
        const CliRun run = runCli({"selfplay", "--ai", "greedy", "random", "--games", "4", "--seed",
                                   "9", "--farmers", "classic", "--out", dir.path()});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject summary = run.json();
        QCOMPARE(summary["games"].toInt(), 4);
        const QJsonArray players = summary["players"].toArray();
        QCOMPARE(players.size(), 2);
        double wins = 0;
        for (const QJsonValue p : players) {
            wins += p["wins"].toDouble();
            const QJsonArray interval = p["interval95"].toArray();
            QVERIFY(interval[0].toDouble() <= p["winRate"].toDouble());
            QVERIFY(p["winRate"].toDouble() <= interval[1].toDouble());
        }
        QCOMPARE(wins, 4.0);
        const QStringList records = QDir(dir.path()).entryList({QStringLiteral("*.json")});
        QCOMPARE(records.size(), 4);
        double scoreSum = 0;
        for (const QString& name : records) {
            const QJsonObject record = jsonFile(dir.filePath(name));
            QCOMPARE(record["rules"].toObject()["farmers"].toString(), QStringLiteral("classic"));
            const CliRun replayed = runCli({QStringLiteral("replay"), dir.filePath(name)});
            QCOMPARE(replayed.exitCode, 0);
            QVERIFY(replayed.json()["finished"].toBool());
            for (const QJsonValue p : replayed.json()["players"].toArray())
                scoreSum += p["score"].toDouble();
        }
        const double meanSum =
            players[0]["meanScore"].toDouble() + players[1]["meanScore"].toDouble();
        QCOMPARE(scoreSum / 4, meanSum);
    }

    void selfplayIsReproducibleFromItsSeed()
    {
        const QStringList args{"selfplay", "--ai", "greedy", "greedy",
                               "--games",  "3",    "--seed", "5"};
        QJsonObject a = runCli(args).json(), b = runCli(args).json();
        a.remove("seconds");
        b.remove("seconds");
        QCOMPARE(a, b);
    }

    void badUsageExitsTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no command") << QStringList{};
        QTest::newRow("unknown command") << QStringList{"fly"};
        QTest::newRow("unknown AI") << QStringList{"selfplay", "--ai", "clever", "random"};
        QTest::newRow("one player") << QStringList{"selfplay", "--ai", "random"};
        QTest::newRow("unknown option") << QStringList{"bench", "--speed", "3"};
        QTest::newRow("bad farmers") << QStringList{"selfplay", "--farmers", "many"};
        QTest::newRow("replay without file") << QStringList{"replay"};
    }
    void badUsageExitsTwo()
    {
        QFETCH(QStringList, arguments);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.isEmpty());
    }

    void benchReportsGamesPerSecond()
    {
        const CliRun run =
            runCli({QStringLiteral("bench"), QStringLiteral("--games"), QStringLiteral("50")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = run.json();
        QCOMPARE(o["games"].toInt(), 50);
        QVERIFY(o["seconds"].toDouble() > 0);
        QVERIFY(qAbs(o["gamesPerSecond"].toDouble() - 50 / o["seconds"].toDouble()) <
                1e-6 * o["gamesPerSecond"].toDouble());
    }
};

QTEST_GUILESS_MAIN(tst_CliCommands)
#include "tst_clicommands.moc"
