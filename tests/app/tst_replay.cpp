// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Replaying a game: stepping forward and back shows at every move the scores bastide-cli's
// replay gives for the game cut at that move, with the board and log in step; playing runs
// to the end; "play on from here" continues with the recorded tiles; closing puts back the
// game that was on the table.

#include "app/boardscene.h"
#include "app/gamefilecontroller.h"
#include "app/gamefiles.h"
#include "app/gamelogmodel.h"
#include "app/mainwindow.h"
#include "app/replaycontroller.h"
#include "app/replaypanel.h"
#include "app/scorepanel.h"
#include "app/scorerow.h"
#include "app/theme.h"
#include "app/tileitem.h"
#include "apptestutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QPushButton>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QToolButton>

using namespace bastide;
using namespace bastide::test;

namespace {

QByteArray recordBytes(const GameSession& s)
{
    return writeRecord(recordOf(s.game(), true));
}

/** The scores `bastide-cli replay` gives for `record`, in seat order. */
QList<int> cliScores(const GameRecord& record, const QString& folder)
{
    const QString path = folder + QStringLiteral("/cut.json");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(writeRecord(record));
    file.close();
    QProcess cli;
    cli.start(QStringLiteral(BASTIDE_CLI), {QStringLiteral("replay"), path});
    if (!cli.waitForFinished(60000) || cli.exitCode() != 0)
        return {};
    const QJsonObject o = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QList<int> scores;
    for (const QJsonValue& p : o.value(QStringLiteral("players")).toArray())
        scores << p.toObject().value(QStringLiteral("score")).toInt();
    return scores;
}

QList<int> shownScores(MainWindow& w)
{
    QList<int> scores;
    for (int p = 0; p < w.scorePanel()->rowCount(); ++p)
        scores << w.scorePanel()->row(p)->scoreText().toInt();
    return scores;
}

} // namespace

class tst_Replay : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    MainWindow& playedWindow(int moves)
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1366, 768);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            qFatal("the window was never shown");
        m_window->startGame(makeSetup({"human", "human", "human"}, 2718));
        GameSession* s = m_window->session();
        for (int turn = 0; turn < moves && !s->game().isFinished(); ++turn) {
            if (!s->play(greedyMove(s->game(), std::uint64_t(turn))))
                qFatal("a greedy move was refused");
        }
        return *m_window;
    }

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        Theme::apply(*qApp);
        GameFiles::removeAutosave();
        QVERIFY(m_dir.isValid());
    }

    void cleanup() { m_window.reset(); }

    void steppingBothWaysShowsTheScoresTheCommandLineReplayGives()
    {
        MainWindow& w = playedWindow(36);
        const QByteArray played = recordBytes(*w.session());
        w.replayThisGame();
        ReplayController* replay = w.replay();
        QVERIFY(replay->isActive());
        QVERIFY(w.replayPanel()->isVisible());
        QCOMPARE(replay->position(), 0);
        QCOMPARE(replay->moveCount(), 36);
        QMap<int, QList<int>> expected;
        auto check = [&](int at) {
            if (!expected.contains(at))
                expected[at] = cliScores(replay->positionRecord(), m_dir.path());
            QVERIFY(!expected[at].isEmpty());
            QCOMPARE(shownScores(w), expected[at]);
            QCOMPARE(int(w.session()->game().moves().size()), at);
            QCOMPARE(int(w.scene()->tileItems().size()), w.session()->game().board().placedCount());
        };
        QToolButton* forward = w.replayPanel()->button(QStringLiteral("replayForward"));
        QToolButton* back = w.replayPanel()->button(QStringLiteral("replayBack"));
        for (int at = 1; at <= 36; ++at) {
            forward->click();
            QCOMPARE(replay->position(), at);
            if (at % 5 == 0 || at == 36)
                check(at);
        }
        QVERIFY(!forward->isEnabled());
        for (int at = 35; at >= 0; --at) {
            back->click();
            QCOMPARE(replay->position(), at);
            if (at % 5 == 0 || at == 1)
                check(at);
        }
        // The log holds what a game resumed at that move holds.
        replay->showPosition(20);
        const int rows = w.logModel()->rowCount();
        MainWindow other;
        other.files()->playOnFrom(replay->positionRecord());
        QCOMPARE(other.logModel()->rowCount(), rows);
        // Closing puts the game back as it was, to be played on.
        w.replayPanel()->findChild<QPushButton*>(QStringLiteral("replayClose"))->click();
        QVERIFY(!replay->isActive());
        QVERIFY(!w.replayPanel()->isVisible());
        QCOMPARE(recordBytes(*w.session()), played);
        QCOMPARE(w.session()->phase(), GameSession::Phase::PlaceTile);
    }

    void playingRunsToTheEndAtTheChosenPace()
    {
        MainWindow& w = playedWindow(12);
        w.replayThisGame();
        ReplayController* replay = w.replay();
        replay->setPace(60);
        replay->setPlaying(true);
        QTRY_COMPARE_WITH_TIMEOUT(replay->position(), 12, 10000);
        QTRY_VERIFY(!replay->isPlaying());
        QCOMPARE(w.replayPanel()->positionText(), QStringLiteral("Move 12 of 12"));
    }

    void playingOnFromAMoveContinuesWithTheRecordedTiles()
    {
        MainWindow& w = playedWindow(30);
        const GameRecord full = recordOf(w.session()->game(), true);
        w.replayThisGame();
        w.replay()->showPosition(10);
        w.replayPanel()->findChild<QPushButton*>(QStringLiteral("replayPlayOn"))->click();
        GameSession* s = w.session();
        QVERIFY(!w.replay()->isActive());
        QCOMPARE(s->phase(), GameSession::Phase::PlaceTile);
        QCOMPARE(int(s->game().moves().size()), 10);
        QCOMPARE(s->game().currentTile(), full.moves[10].tile);
        QVERIFY(w.files()->currentFile().isEmpty());
        // It is a game of its own: autosaved, with undo.
        QCOMPARE(GameFiles::unfinishedAutosave()->record.moves.size(), std::size_t(10));
        QVERIFY(s->canUndo());
    }

    void aSavedFinishedGameReplaysToItsEnd()
    {
        MainWindow& w = playedWindow(200);
        QVERIFY(w.session()->game().isFinished());
        const QString path = m_dir.filePath(QStringLiteral("finished.json"));
        QVERIFY(w.files()->saveTo(path));
        QString error;
        const std::optional<ReplayedGame> loaded = GameFiles::load(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        const GameRecord* record = &loaded->record;
        w.replay()->start(recordOf(loaded->game, true), std::nullopt);
        w.replay()->last();
        QVERIFY(w.session()->game().isFinished());
        QCOMPARE(shownScores(w), cliScores(*record, m_dir.path()));
        QCOMPARE(w.session()->phase(), GameSession::Phase::Replay);
    }
};

QTEST_MAIN(tst_Replay)
#include "tst_replay.moc"
