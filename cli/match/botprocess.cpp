// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/match/botprocess.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <algorithm>
#include <atomic>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace bastide::cli {

namespace {

QString lastLine(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    constexpr qint64 Tail = 4096;
    if (file.size() > Tail)
        file.seek(file.size() - Tail);
    const QStringList lines =
        QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QString line = lines.isEmpty() ? QString() : lines.last().trimmed();
    if (line.size() > 200)
        line = line.left(200) + QStringLiteral("…");
    return line;
}

void killGroup(qint64 pid)
{
    if (pid > 0)
        ::kill(-pid_t(pid), SIGKILL);
}

// The bot's group lies outside the terminal's foreground group, so Ctrl-C never reaches it:
// a referee stopped by a signal takes the running bot down with it.
std::atomic<pid_t> runningGroup{0};

extern "C" void stopBotAndExit(int signal)
{
    const pid_t group = runningGroup.load();
    if (group > 0)
        ::kill(-group, SIGKILL);
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

void stopBotsOnSignals()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    for (const int s : {SIGINT, SIGTERM, SIGHUP}) {
        if (std::signal(s, stopBotAndExit) == SIG_IGN)
            std::signal(s, SIG_IGN); // keep nohup's choice
    }
}

} // namespace

BotRun runBotProcess(const QString& command, const QString& argument,
                     std::chrono::milliseconds limit, const QString& errorFile, qint64 maxOutput)
{
    BotRun run;
    QProcess process;
    process.setProgram(QStringLiteral("/bin/sh"));
    process.setArguments({QStringLiteral("-c"), command + QStringLiteral(" \"$@\""),
                          QStringLiteral("bastide-bot"), argument});
    process.setStandardInputFile(QProcess::nullDevice());
    process.setStandardErrorFile(errorFile);
    // A group of its own lets one signal reach everything the bot started (sh -c wrappers,
    // interpreters, helpers), which killing the bot's own process would leave running.
    process.setChildProcessModifier([] { ::setpgid(0, 0); });
    stopBotsOnSignals();
    QElapsedTimer timer;
    timer.start();
    process.start();
    if (!process.waitForStarted(int(limit.count()))) {
        run.status = BotRun::Status::CannotStart;
        // QProcess's own error text is English.
        run.startError =
            process.error() == QProcess::FailedToStart
                ? QCoreApplication::translate("CommandLineTool",
                                              "the shell is missing or may not be run")
                : QCoreApplication::translate("CommandLineTool", "it did not start in time");
        killGroup(process.processId());
        process.waitForFinished(-1);
        run.milliseconds = timer.elapsed();
        return run;
    }
    const qint64 pid = process.processId();
    runningGroup = pid_t(pid);
    while (process.state() != QProcess::NotRunning) {
        const qint64 left = limit.count() - timer.elapsed();
        if (left <= 0) {
            run.status = BotRun::Status::TimedOut;
            break;
        }
        // False at once when the bot closed its output but runs on: then wait for its end.
        if (!process.waitForReadyRead(int(left)) && process.state() != QProcess::NotRunning)
            process.waitForFinished(int(std::max<qint64>(1, limit.count() - timer.elapsed())));
        if (process.bytesAvailable() > maxOutput) {
            run.status = BotRun::Status::TooMuchOutput;
            break;
        }
    }
    run.milliseconds = timer.elapsed();
    killGroup(pid);
    runningGroup = 0;
    if (process.state() != QProcess::NotRunning) {
        process.kill(); // it may have left its group
        process.waitForFinished(-1);
    }
    run.output = process.readAllStandardOutput();
    run.lastError = lastLine(errorFile);
    if (run.status == BotRun::Status::Exited) {
        run.exitCode = process.exitCode();
        if (process.exitStatus() == QProcess::CrashExit) {
            run.status = BotRun::Status::Crashed;
        } else if (run.exitCode > 128 && run.exitCode <= 128 + 64) {
            run.status = BotRun::Status::Crashed;
            run.exitCode -= 128;
        }
    }
    return run;
}

} // namespace bastide::cli
