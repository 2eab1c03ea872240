// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// `bastide-cli move` and `legal` (spec §6): Bastide's AI as a bot, and the legal-move helper,
// run as a bot author runs them, on records written from games played here.

#include "cli/movecommand.h"
#include "cli/timedchoice.h"
#include "clitest.h"

#include <QTemporaryDir>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

/** Writes `record` as `name` in `dir`, with extra top-level keys. */
QString writeRecordFile(const QTemporaryDir& dir, const QString& name, const GameRecord& record,
                        const QJsonObject& extra = {})
{
    QJsonObject o = recordToJson(record);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        o.insert(it.key(), it.value());
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(o).toJson()) < 0)
        return {};
    return path;
}

/** A player that thinks until it is told to stop, as a search player does. */
class UntilCancelled : public AiPlayer
{
public:
    QString level() const override { return QStringLiteral("until-cancelled"); }
    Move choose(const Game& game, const std::atomic<bool>* cancel) override
    {
        while (!(cancel && cancel->load()))
            std::this_thread::yield();
        return game.legalMoves().front();
    }
};

} // namespace

class tst_BotCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void movePlaysALegalMoveWithTheFirstTileOfTheBag_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("moves");
        QTest::addColumn<bool>("river");
        QTest::addColumn<int>("players");
        QTest::newRow("random, first move of a river game") << "random" << 0 << true << 2;
        QTest::newRow("greedy, first move of a river game") << "greedy" << 0 << true << 2;
        QTest::newRow("greedy, mid-game") << "greedy" << 30 << false << 2;
        QTest::newRow("greedy, four players near the end") << "greedy" << 66 << false << 4;
        QTest::newRow("random, last tile") << "random" << 70 << false << 3;
    }
    void movePlaysALegalMoveWithTheFirstTileOfTheBag()
    {
        QFETCH(QString, level);
        QFETCH(int, moves);
        QFETCH(bool, river);
        QFETCH(int, players);
        const Game game = randomGame(moves, river, players);
        QVERIFY(!game.isFinished());
        const QString path = writeRecordFile(m_dir, QStringLiteral("position.json"), recordOf(game),
                                             {{QStringLiteral("clock"), 5}});
        const CliRun run = runCli(QStringList{"move", path, "--ai", level});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count('\n'), 1); // one move object, on one line
        Problems problems;
        const auto move =
            moveFromJson(run.json(), game.tileSet(), JsonChecker(problems, Problem{}));
        QVERIFY(move);
        QCOMPARE(move->tile, game.currentTile());
        QCOMPARE(game.check(*move), MoveError::None);
    }

    void moveIsTheSameWhateverTheOrderOfTheUnseenTiles()
    {
        // Without --seed, the seed comes from the position, so a referee's shuffle does not
        // change Bastide's answer.
        const Game game = randomGame(12);
        GameRecord record = recordOf(game);
        const QString first = writeRecordFile(m_dir, QStringLiteral("order-1.json"), record);
        std::reverse(record.bag->begin() + 1, record.bag->end());
        const QString second = writeRecordFile(m_dir, QStringLiteral("order-2.json"), record);
        const CliRun a = runCli(
            {QStringLiteral("move"), first, QStringLiteral("--ai"), QStringLiteral("random")});
        const CliRun b = runCli(
            {QStringLiteral("move"), second, QStringLiteral("--ai"), QStringLiteral("random")});
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.out, a.out);
    }

    void legalListsEveryLegalMoveOfTheFirstTile_data()
    {
        QTest::addColumn<int>("moves");
        QTest::addColumn<bool>("river");
        QTest::newRow("first river tile") << 0 << true;
        QTest::newRow("after the river") << 12 << true;
        QTest::newRow("mid-game, with figures out") << 40 << false;
    }
    void legalListsEveryLegalMoveOfTheFirstTile()
    {
        QFETCH(int, moves);
        QFETCH(bool, river);
        const Game game = randomGame(moves, river);
        const QString path = writeRecordFile(m_dir, QStringLiteral("legal.json"), recordOf(game));
        const CliRun run = runCli(QStringList{"legal", path});
        QCOMPARE(run.exitCode, 0);
        QJsonArray expected;
        for (const Move& m : game.legalMoves())
            expected.append(moveToJson(m, game.tileSet()));
        QVERIFY(expected.size() > 1);
        QCOMPARE(run.jsonArray(), expected);
    }

    void refusedRecordsExitTwoNamingTheFileAndTheProblem_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("problem");
        const Game finished = randomGame(200);
        const Game open = randomGame(10);
        GameRecord emptyBag = recordOf(open);
        emptyBag.bag = std::vector<TileTypeId>{};
        const QString paths[] = {
            writeRecordFile(m_dir, QStringLiteral("finished.json"), recordOf(finished, false)),
            writeRecordFile(m_dir, QStringLiteral("empty-bag.json"), emptyBag),
            writeRecordFile(m_dir, QStringLiteral("no-bag.json"), recordOf(open, false)),
            QStringLiteral(BASTIDE_SOURCE_DIR "/tests/data/spec-examples/small-game-illegal.json"),
            m_dir.filePath(QStringLiteral("missing.json")),
        };
        const QString problems[] = {
            QStringLiteral("the game is over"), QStringLiteral("\"bag\" is empty"),
            QStringLiteral("has no \"bag\""),
            QStringLiteral("move 5, tile 'lake': illegal move: that spot is already taken"),
            QStringLiteral("cannot be read")};
        const char* names[] = {"finished record", "empty bag", "no bag", "illegal fifth move",
                               "no such file"};
        for (const char* command : {"move", "legal"}) {
            for (int i = 0; i < 5; ++i) {
                QTest::addRow("%s: %s", command, names[i])
                    << QString::fromLatin1(command) << paths[i] << problems[i];
            }
        }
    }
    void refusedRecordsExitTwoNamingTheFileAndTheProblem()
    {
        QFETCH(QString, command);
        QFETCH(QString, file);
        QFETCH(QString, problem);
        QVERIFY(!file.isEmpty());
        const CliRun run = runCli(QStringList{command, file});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(QFileInfo(file).fileName()), qPrintable(err));
        QVERIFY2(err.contains(problem), qPrintable(err));
    }

    void moveRefusesAnUnknownLevel()
    {
        const QString path =
            writeRecordFile(m_dir, QStringLiteral("level.json"), recordOf(randomGame(3)));
        const CliRun run = runCli(
            {QStringLiteral("move"), path, QStringLiteral("--ai"), QStringLiteral("clairvoyant")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("clairvoyant"));
    }

    void moveBudgetLeavesAMarginForStartUp_data()
    {
        QTest::addColumn<double>("clock");
        QTest::addColumn<int>("least");
        QTest::addColumn<int>("most");
        QTest::newRow("a hundredth of a second: no time to think") << 0.01 << 0 << 0;
        QTest::newRow("one second") << 1.0 << 700 << 900;
        QTest::newRow("ten seconds") << 10.0 << 8500 << 9500;
        QTest::newRow("a minute: at most a second of margin") << 60.0 << 59000 << 59000;
    }
    void moveBudgetLeavesAMarginForStartUp()
    {
        QFETCH(double, clock);
        QFETCH(int, least);
        QFETCH(int, most);
        const auto budget = cli::moveBudget(clock).count();
        QVERIFY2(budget >= least && budget <= most, qPrintable(QString::number(budget)));
    }

    void aSearchingPlayerIsStoppedWhenItsBudgetRunsOut()
    {
        // It would think forever: the budget is what ends its turn.
        UntilCancelled ai;
        const Game game = randomGame(5);
        const Move move = cli::chooseWithin(ai, game, std::chrono::milliseconds(20));
        QCOMPARE(game.check(move), MoveError::None);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(tst_BotCommands)
#include "tst_botcommands.moc"
