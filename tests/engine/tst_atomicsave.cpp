// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Saving never loses the previous file (CONTRIBUTING: saves go through QSaveFile): a write
// that fails, whatever the reason, says why in Bastide's words (the system's error text is
// English in every language) and leaves the file that was there before as it was, with no
// temporary file left behind.

#include "engine/deckjson.h"
#include "engine/standarddeck.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <functional>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace bastide;

namespace {

const QByteArray Previous = "the game saved before\n";

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

struct WriteResult
{
    bool ok = false;
    QString error;
};

/**
 * Runs writeFileAtomically in a child process after `limit` (dropping root, shrinking the
 * largest file the process may write), so that neither touches this process. Permissions
 * cannot be tested as root otherwise: root writes into read-only folders.
 */
WriteResult writeInChild(const QString& path, const QByteArray& bytes,
                         const std::function<bool()>& limit)
{
    int fds[2];
    if (pipe(fds) != 0)
        return {false, QStringLiteral("<no pipe>")};
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        QByteArray report;
        if (!limit()) {
            report = "0limit failed";
        } else {
            QString error;
            const bool ok = writeFileAtomically(path, bytes, &error);
            report = (ok ? "1" : "0") + error.toUtf8();
        }
        const ssize_t written = write(fds[1], report.constData(), std::size_t(report.size()));
        _exit(written == report.size() ? 0 : 1);
    }
    close(fds[1]);
    QByteArray report;
    char buffer[512];
    for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) > 0;)
        report.append(buffer, n);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || report.isEmpty())
        return {false, QStringLiteral("<child failed>")};
    return {report.startsWith('1'), QString::fromUtf8(report.mid(1))};
}

/** Drops root for the child, so that file permissions apply to it. */
bool asOrdinaryUser()
{
    if (geteuid() != 0)
        return true;
    constexpr uid_t Nobody = 65534;
    return setgid(Nobody) == 0 && setuid(Nobody) == 0 && geteuid() == Nobody;
}

/** The disk "fills up" after 1 kB: writes past it fail with EFBIG. */
bool withFullDisk()
{
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit limit{};
    getrlimit(RLIMIT_FSIZE, &limit);
    limit.rlim_cur = 1024;
    return setrlimit(RLIMIT_FSIZE, &limit) == 0;
}

bool unlimited()
{
    return true;
}

} // namespace

class tst_AtomicSave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aWriteReplacesTheWholeFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        writeFile(path, QByteArray(10'000, 'o'));
        QString error;
        QVERIFY(writeFileAtomically(path, "new", &error));
        QCOMPARE(readAll(path), QByteArray("new"));
        QVERIFY(error.isEmpty());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("game.json")});
    }

    void aSavedDeckReadsBackEqual()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("deck.json"));
        QString error;
        QVERIFY2(saveDeck(standardDeck(), path, &error), qPrintable(error));
        Problems problems;
        const auto bytes = readFileBytes(path, problems);
        QVERIFY(bytes);
        const auto deck = readDeck(*bytes, QStringLiteral("deck.json"), problems);
        QVERIFY(deck);
        QVERIFY(*deck == standardDeck());
    }

    void aFailedWriteKeepsThePreviousFile_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("expectedError");
        QTest::newRow("read-only folder")
            << "read-only folder" << 100'000 << "no permission to write";
        QTest::newRow("read-only file") << "read-only file" << 100'000 << "no permission to write";
        // Qt 6.4's QSaveFile::commit() ignores a failed flush: a save smaller than its 16 kB
        // buffer used to replace the previous file with a truncated one.
        QTest::newRow("disk full, large save") << "full disk" << 100'000 << "writing it failed";
        QTest::newRow("disk full, small save") << "full disk" << 2'000 << "writing it failed";
        QTest::newRow("parent is a file")
            << "parent is a file" << 100'000 << "folder to write into does not exist";
        QTest::newRow("path is a folder") << "path is a folder" << 100'000 << "is a folder";
        QTest::newRow("folder does not exist")
            << "folder does not exist" << 100'000 << "folder to write into does not exist";
    }

    void aFailedWriteKeepsThePreviousFile()
    {
        QFETCH(QString, how);
        QFETCH(int, size);
        QFETCH(QString, expectedError);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        // A folder of our own inside the temporary one, open to the child that drops root.
        const QString dir = tmp.filePath(QStringLiteral("saves"));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(QFile::setPermissions(
            tmp.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                            QFileDevice::ExeOther | QFileDevice::ExeGroup));
        QVERIFY(QFile::setPermissions(dir, QFileDevice::Permissions(0x7777)));
        const QString previous = QDir(dir).filePath(QStringLiteral("game.json"));
        writeFile(previous, Previous);
        QVERIFY(QFile::setPermissions(previous, QFileDevice::Permissions(0x6666)));

        const QByteArray bytes(size, 'n');
        QString target = previous;
        std::function<bool()> limit = unlimited;
        if (how == QLatin1String("read-only folder")) {
            QVERIFY(QFile::setPermissions(dir, QFileDevice::Permissions(0x5555)));
            limit = asOrdinaryUser;
        } else if (how == QLatin1String("read-only file")) {
            QVERIFY(QFile::setPermissions(previous, QFileDevice::Permissions(0x4444)));
            limit = asOrdinaryUser;
        } else if (how == QLatin1String("full disk")) {
            limit = withFullDisk;
        } else if (how == QLatin1String("parent is a file")) {
            target = previous + QStringLiteral("/autosave.json");
        } else if (how == QLatin1String("path is a folder")) {
            target = dir;
        } else if (how == QLatin1String("folder does not exist")) {
            target = QDir(dir).filePath(QStringLiteral("gone/game.json"));
        }

        const WriteResult result = writeInChild(target, bytes, limit);
        QVERIFY(QFile::setPermissions(dir, QFileDevice::Permissions(0x7777)));
        QVERIFY2(!result.ok, "the write claims to have succeeded");
        QVERIFY2(result.error.contains(expectedError, Qt::CaseInsensitive),
                 qPrintable(result.error));
        QCOMPARE(readAll(previous), Previous);
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("game.json")});
    }
};

QTEST_GUILESS_MAIN(tst_AtomicSave)
#include "tst_atomicsave.moc"
