// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The bot protocol with pending decisions (spec §6), through a build of bastide-cli that knows
// the stub set "test-asks" (tests/support/askingstub.h), which asks every kind of decision:
// `move` and `legal` answer whatever decision a record waits for; `match` asks each decision
// of the player the rules name, with no bag for the abbey-or-draw call, and writes records
// that replay to the end.

#include "askingstub.h"
#include "cli/botanswer.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"
#include "engine/random.h"
#include "engine/standarddeck.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runStubCli(const QStringList& arguments)
{
    QProcess process;
    process.start(QStringLiteral(BASTIDE_CLI_STUB), arguments);
    process.waitForFinished(-1);
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

std::shared_ptr<GameSetup> stubSetup(int players, std::uint64_t seed)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = Rules{false, true, FarmerScoring::Modern, {AskingStub::Set}};
    for (int p = 0; p < players; ++p)
        setup->players.push_back(
            PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p), PlayerKind::Human, {}});
    setup->seed = seed;
    return setup;
}

/** Plays first answers until `game` waits for a decision of `kind`. */
bool playUntil(Game& game, DecisionKind kind)
{
    while (!game.isFinished() && game.pending().kind != kind) {
        const std::vector<cli::BotAnswer> answers = cli::legalAnswers(game);
        if (answers.empty() || cli::playAnswer(game, answers.back()) != MoveError::None)
            return false;
    }
    return !game.isFinished();
}

QString writeRecord(const QTemporaryDir& dir, const GameRecord& record, const QString& name)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(bastide::writeRecord(record));
    return path;
}

} // namespace

class tst_DecisionProtocol : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AskingStub::registerIt(); }

    void moveAndLegalAnswerWhateverDecisionIsPending_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("withBag");
        QTest::addColumn<QString>("key"); // what the answer object holds
        QTest::newRow("dragon step") << int(DecisionKind::DragonStep) << true << "dragonStep";
        QTest::newRow("wagon") << int(DecisionKind::Wagon) << true << "wagon";
        QTest::newRow("abbey or draw, no bag") << int(DecisionKind::AbbeyOrDraw) << false << "draw";
        QTest::newRow("abbey or draw, with bag: a tile move")
            << int(DecisionKind::AbbeyOrDraw) << true << "tile";
        QTest::newRow("final round") << int(DecisionKind::FinalAbbey) << true << "abbey";
    }
    void moveAndLegalAnswerWhateverDecisionIsPending()
    {
        QFETCH(int, kind);
        QFETCH(bool, withBag);
        QFETCH(QString, key);
        QTemporaryDir dir;
        Game game(stubSetup(3, 21), 21);
        QVERIFY(playUntil(game, DecisionKind(kind)));
        const QString path = writeRecord(dir, recordOf(game, withBag), QStringLiteral("r.json"));

        const Run move = runStubCli(
            {QStringLiteral("move"), path, QStringLiteral("--ai"), QStringLiteral("greedy")});
        QVERIFY2(move.exitCode == 0, move.err.constData());
        const QJsonObject answer = QJsonDocument::fromJson(move.out).object();
        QVERIFY2(answer.contains(key), move.out.constData());
        // The answer is legal where the record stands.
        Problems problems;
        const auto parsed = parseRecord(bastide::writeRecord(recordOf(game, withBag)),
                                        QStringLiteral("r.json"), problems);
        QVERIFY(parsed);
        auto replayed = replay(*parsed, QStringLiteral("r.json"), problems);
        QVERIFY(replayed);
        if (withBag && replayed->pending().kind == DecisionKind::AbbeyOrDraw)
            QVERIFY(replayed->decide(Decision::abbeyChoice(DecisionKind::AbbeyOrDraw, false)).ok());
        const auto read = cli::botAnswerFromJson(answer, replayed->pending(), game.tileSet(),
                                                 JsonChecker(problems, Problem{}));
        QVERIFY(read);
        QCOMPARE(cli::playAnswer(*replayed, *read), MoveError::None);

        const Run legal = runStubCli({QStringLiteral("legal"), path});
        QVERIFY2(legal.exitCode == 0, legal.err.constData());
        const QList<QByteArray> lines = legal.out.trimmed().split('\n');
        QVERIFY(!lines.isEmpty());
        for (const QByteArray& line : lines) {
            const QByteArray trimmed = line.trimmed();
            if (trimmed.isEmpty() || trimmed == "[" || trimmed == "]")
                continue;
            QVERIFY2(trimmed.contains(key.toUtf8()), trimmed.constData());
        }
    }

    void aTileMoveIsNotAskedWithoutABag()
    {
        QTemporaryDir dir;
        Game game(stubSetup(2, 3), 3);
        QVERIFY(playUntil(game, DecisionKind::TileMove));
        const QString path = writeRecord(dir, recordOf(game, false), QStringLiteral("r.json"));
        const Run move = runStubCli({QStringLiteral("move"), path});
        QCOMPARE(move.exitCode, 2);
        QVERIFY(move.err.contains("bag"));
    }

    void matchAsksEachDecisionOfThePlayerTheRulesName()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("asked.log"));
        const QString out = dir.filePath(QStringLiteral("records"));
        const Run match =
            runStubCli({QStringLiteral("match"), QStringLiteral("--bot"),
                        QStringLiteral("%1 %2").arg(QStringLiteral(BASTIDE_SCRIPTED_BOT), log),
                        QStringLiteral("--ai"), QStringLiteral("greedy"), QStringLiteral("--ai"),
                        QStringLiteral("random"), QStringLiteral("--games"), QStringLiteral("3"),
                        QStringLiteral("--river"), QStringLiteral("off"),
                        QStringLiteral("--expansions"), AskingStub::Set, QStringLiteral("--seed"),
                        QStringLiteral("4"), QStringLiteral("--out"), out});
        QVERIFY2(match.exitCode == 0, match.err.constData());
        const QJsonObject summary = QJsonDocument::fromJson(match.out).object();
        QCOMPARE(summary.value(QStringLiteral("forfeits")).toArray().size(), 0);

        // Every kind of decision was asked of the bot; the abbey-or-draw call without a bag,
        // and the same player then asked for the tile, with the bag.
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        QSet<int> kinds;
        for (int i = 0; i < lines.size(); ++i) {
            const QList<QByteArray> f = lines[i].split(' ');
            const auto kind = DecisionKind(f[0].toInt());
            kinds.insert(int(kind));
            QCOMPARE(f[2] == "nobag", kind == DecisionKind::AbbeyOrDraw);
            if (kind == DecisionKind::AbbeyOrDraw) {
                QVERIFY(i + 1 < lines.size());
                const QList<QByteArray> next = lines[i + 1].split(' ');
                QCOMPARE(DecisionKind(next[0].toInt()), DecisionKind::TileMove);
                QCOMPARE(next[1], f[1]);
            }
        }
        for (DecisionKind k :
             {DecisionKind::TileMove, DecisionKind::AbbeyOrDraw, DecisionKind::DragonStep,
              DecisionKind::Wagon, DecisionKind::FinalAbbey})
            QVERIFY2(kinds.contains(int(k)), qPrintable(QString::number(int(k))));

        // The records hold the others' decisions inside the moves and replay to the end: each
        // dragon step was chosen by the player after the mover (the stub's rule), and the
        // final round holds one decline per player.
        const QStringList records = QDir(out).entryList({QStringLiteral("*.json")});
        QCOMPARE(records.size(), 3);
        for (const QString& name : records) {
            Problems problems;
            const auto record = readRecordFile(QDir(out).filePath(name), problems);
            QVERIFY(record);
            const auto game = replay(*record, name, problems);
            QVERIFY2(game, problems.empty() ? "" : qPrintable(describe(problems.front())));
            QVERIFY(game->isFinished());
            int declines = 0;
            int steps = 0;
            for (const Move& m : record->moves) {
                declines += m.decline ? 1 : 0;
                for (const Decision& d : m.followUps)
                    steps += d.kind == DecisionKind::DragonStep ? 1 : 0;
            }
            QCOMPARE(declines, game->playerCount());
            QCOMPARE(AskingStub::countsOf(*game).steps, steps);
            QVERIFY(steps > 0);
        }
    }
};

QTEST_GUILESS_MAIN(tst_DecisionProtocol)
#include "tst_decisionprotocol.moc"
