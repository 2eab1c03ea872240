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

    void replayRefusesAnIllegalExpansionMoveWithItsNumberAndReason_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("move");
        QTest::addColumn<QString>("reason");
        QTest::newRow("big with none left")
            << "game-big-none-left.json" << 3 << "the big follower is already on the board";
        QTest::newRow("builder without follower")
            << "game-builder-without-follower.json" << 2 << "where you already have a follower";
        QTest::newRow("builder on a feature the tile completes")
            << "game-builder-on-completed-road.json" << 3 << "this tile completes that feature";
        QTest::newRow("pig without farmer")
            << "game-pig-without-farmer.json" << 3 << "where you already have a farmer";
        QTest::newRow("pig with farmers none")
            << "game-pig-farmers-none.json" << 2 << "the pig is not used when farmers are off";
        QTest::newRow("builder of an expansion not in the game")
            << "game-builder-when-off.json" << 3 << "its expansion is off";
        QTest::newRow("big of an expansion not in the game")
            << "game-big-when-off.json" << 1 << "its expansion is off";
    }
    void replayRefusesAnIllegalExpansionMoveWithItsNumberAndReason()
    {
        QFETCH(QString, file);
        QFETCH(int, move);
        QFETCH(QString, reason);
        const CliRun run =
            runCli({QStringLiteral("replay"), QStringLiteral(BASTIDE_TEST_DATA "/bad/") + file});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(QStringLiteral("%1, move %2").arg(file).arg(move)), run.err);
        QVERIFY2(err.contains(reason), run.err);
    }

    void replayPrintsGoodsExactlyWhenATileInPlayCarriesThem()
    {
        // Spec §5: with Traders & Builders' tiles in play, `goods` in every breakdown and the
        // tokens held; P2 (Bob) closes a city carrying one cloth.
        QTemporaryDir dir;
        // Its deck, players and seed only; the rules and moves are this test's.
        const QJsonObject record =
            jsonFile(QStringLiteral(BASTIDE_TEST_DATA "/bad/game-pig-without-farmer.json"));
        auto withMoves = [&](const QStringList& expansions, const QJsonArray& moves) {
            QJsonObject r = record;
            QJsonObject rules = r["rules"].toObject();
            rules["expansions"] = QJsonArray::fromStringList(expansions);
            r["rules"] = rules;
            r["moves"] = moves;
            return r;
        };
        const QJsonArray clothCity{
            QJsonObject{{"tile", "TB-N"}, {"x", 0}, {"y", -1}, {"rotation", 0}},
            QJsonObject{{"tile", "E"}, {"x", 1}, {"y", -1}, {"rotation", 3}},
            QJsonObject{{"tile", "U"}, {"x", 1}, {"y", 0}, {"rotation", 1}},
            QJsonObject{{"tile", "E"}, {"x", -1}, {"y", -1}, {"rotation", 1}}};
        const QJsonArray plain{QJsonObject{{"tile", "E"}, {"x", 0}, {"y", -1}, {"rotation", 2}}};
        auto replayOf = [&](const QString& name, const QJsonObject& r) {
            const QString path = dir.filePath(name);
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly))
                return CliRun{};
            f.write(QJsonDocument(r).toJson());
            f.close();
            return runCli({QStringLiteral("replay"), path});
        };

        const CliRun traders = replayOf("traders.json", withMoves({"traders-builders"}, clothCity));
        QCOMPARE(traders.exitCode, 0);
        const QJsonArray players = traders.json()["players"].toArray();
        QCOMPARE(players[0]["breakdown"].toObject()["goods"].toInt(-1), 0);
        QCOMPARE(players[1]["goods"].toObject(),
                 (QJsonObject{{"wine", 0}, {"grain", 0}, {"cloth", 1}}));
        QCOMPARE(players[0]["goods"].toObject(),
                 (QJsonObject{{"wine", 0}, {"grain", 0}, {"cloth", 0}}));
        // Not laid yet, the goods tiles are still in play: the entry is there from move one.
        const CliRun early = replayOf("early.json", withMoves({"traders-builders"}, plain));
        QCOMPARE(early.exitCode, 0);
        QVERIFY(early.json()["players"].toArray()[0].toObject().contains("goods"));

        // Without goods tiles in play (base game, or Inns & Cathedrals alone): neither.
        for (const QStringList& sets : {QStringList{}, QStringList{"inns-cathedrals"}}) {
            const CliRun run = replayOf("plain.json", withMoves(sets, plain));
            QCOMPARE(run.exitCode, 0);
            for (const QJsonValue p : run.json()["players"].toArray()) {
                QVERIFY2(!p["breakdown"].toObject().contains("goods"), run.out.constData());
                QVERIFY2(!p.toObject().contains("goods"), run.out.constData());
            }
        }
    }

    void replayAwardsGoodsOfADeckOwnGoodsTilesAtTheEnd()
    {
        // A deck's base tiles with goods bring the goods scoring without the expansion.
        QTemporaryDir dir;
        QJsonObject record{
            {"format", "bastide-game"},
            {"version", 1},
            {"deck",
             jsonFile(QStringLiteral(BASTIDE_SOURCE_DIR "/tests/engine/data/goods-awards.json"))},
            {"rules", QJsonObject{{"river", false}, {"abbot", true}, {"farmers", "modern"}}},
            {"players",
             QJsonArray{QJsonObject{{"name", "Ada"}, {"color", "red"}, {"kind", "human"}},
                        QJsonObject{{"name", "Bob"}, {"color", "blue"}, {"kind", "human"}},
                        QJsonObject{{"name", "Cy"}, {"color", "green"}, {"kind", "human"}}}},
            {"seed", 1}};
        auto move = [](const char* tile, int x, int y, int rotation) {
            return QJsonObject{{"tile", tile}, {"x", x}, {"y", y}, {"rotation", rotation}};
        };
        QJsonObject first = move("road-wine", 1, 0, 0);
        first["place"] = QJsonObject{{"figure", "follower"}, {"feature", 0}};
        record["moves"] = QJsonArray{first,
                                     move("road-wine", -1, 0, 0),
                                     move("road-grain", 2, 0, 0),
                                     move("cap", 1, -1, 2),
                                     move("cap", -1, -1, 2),
                                     move("cap", 2, -1, 2)};
        const QString path = dir.filePath(QStringLiteral("goods.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(record).toJson());
        f.close();
        const CliRun run = runCli({QStringLiteral("replay"), path});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.json()["finished"].toBool());
        const QJsonArray players = run.json()["players"].toArray();
        const int goods[] = {10, 10, 10};
        const int scores[] = {14, 10, 10};
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(players[p]["breakdown"].toObject()["goods"].toInt(), goods[p]);
            QCOMPARE(players[p]["score"].toInt(), scores[p]);
        }
        QCOMPARE(players[2]["goods"].toObject(),
                 (QJsonObject{{"wine", 0}, {"grain", 1}, {"cloth", 0}}));
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

    void selfplayWithHouseRulesPlaysAndRecordsThem()
    {
        QTemporaryDir dir;
        const CliRun run = runCli({"selfplay", "--ai", "greedy", "greedy", "--games", "2", "--seed",
                                   "4", "--expansions", "inns-cathedrals,traders-builders",
                                   "--house-rules", "no-pig,no-inns", "--out", dir.path()});
        QVERIFY2(run.exitCode == 0, run.err);
        const QStringList records = QDir(dir.path()).entryList({QStringLiteral("*.json")});
        QCOMPARE(records.size(), 2);
        for (const QString& name : records) {
            const QByteArray text = [&] {
                QFile f(dir.filePath(name));
                return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
            }();
            const QJsonObject record = QJsonDocument::fromJson(text).object();
            QCOMPARE(record["houseRules"].toArray(), (QJsonArray{"no-pig", "no-inns"}));
            QVERIFY2(!text.contains("\"pig\""), qPrintable(name)); // no pig is ever placed
            const CliRun replayed = runCli({QStringLiteral("replay"), dir.filePath(name)});
            QVERIFY2(replayed.exitCode == 0, replayed.err);
        }
        // Without the option, nothing about house rules is written.
        QTemporaryDir plain;
        QCOMPARE(runCli({"selfplay", "--games", "1", "--out", plain.path()}).exitCode, 0);
        for (const QString& name : QDir(plain.path()).entryList({QStringLiteral("*.json")}))
            QVERIFY(!jsonFile(plain.filePath(name)).contains(QLatin1String("houseRules")));
    }

    void badHouseRulesAreNamedAndExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("selfplay, unknown")
            << QStringList{"selfplay", "--house-rules", "no-dragon"} << "no-dragon";
        QTest::newRow("selfplay, twice")
            << QStringList{"selfplay", "--house-rules", "no-pig,no-pig"} << "twice";
        QTest::newRow("bench, unknown")
            << QStringList{"bench", "--games", "1", "--house-rules", "pig"} << "no-pig";
        QTest::newRow("match, unknown")
            << QStringList{"match", "--ai", "random", "--ai", "random", "--house-rules", "no-abbot"}
            << "no-abbot";
    }
    void badHouseRulesAreNamedAndExitTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(mentions), run.err);
    }

    void benchPlaysWithHouseRules()
    {
        const CliRun run = runCli({"bench", "--games", "5", "--expansions", "traders-builders",
                                   "--house-rules", "no-builder,no-goods"});
        QVERIFY2(run.exitCode == 0, run.err);
        QCOMPARE(run.json()["games"].toInt(), 5);
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
