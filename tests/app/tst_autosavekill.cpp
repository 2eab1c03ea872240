// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The autosave survives the game process being killed at any moment: a game of computer
// players runs in a child process (autosavechild.cpp) that is killed with SIGKILL at random
// moments, again and again; after every kill the autosave must load, replay, and resume
// at a turn boundary no earlier than the last move the child reported.

#include "app/gamefiles.h"
#include "engine/gamerecord.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace bastide;

namespace {

/** One run of the child: started, read line by line, killed or left to finish. */
class ChildGame
{
public:
    explicit ChildGame(const QProcessEnvironment& environment)
    {
        m_process.setProcessEnvironment(environment);
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(QStringLiteral(BASTIDE_AUTOSAVE_CHILD), QStringList());
    }
    ~ChildGame()
    {
        m_process.kill();
        m_process.waitForFinished();
    }

    /** Waits for the next line; empty when the child ended or took too long. */
    QByteArray nextLine(int timeoutMs = 60000)
    {
        while (!m_process.canReadLine()) {
            if (m_process.state() == QProcess::NotRunning || !m_process.waitForReadyRead(timeoutMs))
                return m_process.canReadLine() ? m_process.readLine().trimmed() : QByteArray();
        }
        return m_process.readLine().trimmed();
    }

    void killAfter(int microseconds)
    {
        QElapsedTimer clock;
        clock.start();
        // Busy-waits on purpose: the kill must land at an arbitrary instant of the child's
        // work (mid-move, mid-write), not at an event-loop boundary of this process.
        while (clock.nsecsElapsed() < qint64(microseconds) * 1000) {
        }
        m_process.kill();
        m_process.waitForFinished();
    }

    QProcess::ExitStatus exitStatus() const { return m_process.exitStatus(); }

    /** The lines the child wrote before it died that were not read yet. */
    QList<QByteArray> remainingLines()
    {
        QList<QByteArray> lines;
        while (m_process.canReadLine())
            lines << m_process.readLine().trimmed();
        return lines;
    }

private:
    QProcess m_process;
};

} // namespace

class tst_AutosaveKill : public QObject
{
    Q_OBJECT

    /** The children's environment: their own data and settings folders, which this process
     *  reads the autosave from too. */
    QProcessEnvironment childEnvironment(const QTemporaryDir& home)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
        qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
        QCoreApplication::setOrganizationName(QStringLiteral("BastideTests"));
        QCoreApplication::setApplicationName(QStringLiteral("BastideTests"));
        return env;
    }

private Q_SLOTS:
    void anUndoIsAutosavedBeforeACrash()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QProcessEnvironment env = childEnvironment(home);
        const QString autosave = GameFiles::autosavePath();
        QVERIFY(autosave.startsWith(home.path()));
        qsizetype left = -1;
        {
            QProcessEnvironment undoing = env;
            undoing.insert(QStringLiteral("BASTIDE_CHILD_SCENARIO"), QStringLiteral("undo"));
            ChildGame child(undoing);
            QCOMPARE(child.nextLine(), QByteArray("started"));
            QByteArray line = child.nextLine();
            while (line.startsWith("move ")) // the moves before the undo
                line = child.nextLine();
            QVERIFY2(line.startsWith("undone "), line.constData());
            left = line.mid(7).toLongLong();
            QVERIFY(left >= 2 && left < 6); // the person's move and the computer's reply
            child.killAfter(0);             // at once: SIGKILL right after the undo
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        }
        QString error;
        const std::optional<ReplayedGame> loaded = GameFiles::load(autosave, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(qsizetype(loaded->record.moves.size()), left);
        // Started again, the game resumes without the moves taken back.
        ChildGame again(env);
        const QByteArray first = again.nextLine();
        QCOMPARE(first, "resumed " + QByteArray::number(left));
    }

    void theAutosaveAlwaysResumesAfterTheProcessIsKilled()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));

        // The child names itself like the tests do, so its autosave is found through the
        // same GameFiles path once this process looks in the child's data folder.
        qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
        QCoreApplication::setOrganizationName(QStringLiteral("BastideTests"));
        QCoreApplication::setApplicationName(QStringLiteral("BastideTests"));
        const QString autosave = GameFiles::autosavePath();
        QVERIFY(autosave.startsWith(home.path()));

        QRandomGenerator random(20261130);
        int kills = 0;
        int resumes = 0;
        qsizetype lastReported = 0;
        bool finished = false;
        for (int run = 0; run < 40 && !finished; ++run) {
            ChildGame child(env);
            const QByteArray first = child.nextLine();
            if (run == 0) {
                QCOMPARE(first, QByteArray("started"));
            } else {
                // Resumed exactly where the autosave stood, which is never behind the last
                // move the killed child had reported as played.
                QVERIFY2(first.startsWith("resumed "), first.constData());
                const qsizetype resumedAt = first.mid(8).toLongLong();
                QVERIFY2(resumedAt >= lastReported,
                         qPrintable(QStringLiteral("resumed at %1, but move %2 was played")
                                        .arg(resumedAt)
                                        .arg(lastReported)));
                ++resumes;
            }
            // Let it play a few moves, then kill it at a random instant within the next move.
            const int movesBeforeKill = 1 + int(random.bounded(4));
            for (int m = 0; m < movesBeforeKill; ++m) {
                const QByteArray line = child.nextLine();
                QVERIFY2(!line.isEmpty(), "the child stopped reporting moves");
                if (line == "finished") {
                    finished = true;
                    break;
                }
                QVERIFY2(line.startsWith("move "), line.constData());
                lastReported = line.mid(5).toLongLong();
            }
            if (finished)
                break;
            child.killAfter(int(random.bounded(20000)));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            ++kills;
            // Moves the child said it played before the kill landed count too; when it said
            // "finished", the game is over and its autosave rightly gone.
            for (const QByteArray& line : child.remainingLines()) {
                if (line == "finished")
                    finished = true;
                else if (line.startsWith("move "))
                    lastReported = line.mid(5).toLongLong();
            }
            if (finished)
                break;

            QString error;
            const std::optional<ReplayedGame> loaded = GameFiles::load(autosave, &error);
            QVERIFY2(loaded, qPrintable(error));
            QVERIFY(!loaded->game.isFinished());
            QVERIFY2(qsizetype(loaded->record.moves.size()) >= lastReported,
                     qPrintable(QStringLiteral("autosave at move %1, but move %2 was played")
                                    .arg(loaded->record.moves.size())
                                    .arg(lastReported)));
        }
        QVERIFY2(kills >= 10, qPrintable(QStringLiteral("only %1 kills").arg(kills)));
        // Every run after the first was a resume; the last run had no successor when it was
        // killed rather than seen finishing.
        QVERIFY(resumes == kills || resumes == kills - 1);
        qInfo("%d kills, %d resumes, last move reported %lld, game %s", kills, resumes,
              qlonglong(lastReported), finished ? "finished" : "still running");
    }
};

QTEST_GUILESS_MAIN(tst_AutosaveKill)
#include "tst_autosavekill.moc"
