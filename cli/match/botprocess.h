// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <chrono>

namespace bastide::cli {

/** How one call of an external bot ended. */
struct BotRun
{
    enum class Status
    {
        Exited,
        CannotStart,
        TimedOut,
        Crashed,
        TooMuchOutput
    };
    Status status = Status::Exited;
    int exitCode = 0;   // the exit status, or the signal that ended a crashed bot
    QByteArray output;  // what it printed on standard output
    QString lastError;  // the last line it printed on standard error, shortened
    QString startError; // why it could not be started
    qint64 milliseconds = 0;
};

/**
 * Runs the shell command `command` with `argument` appended, as a referee calls a bot
 * (spec §6): through /bin/sh, so quotes, variables and `cd dir &&` work as typed; standard
 * input empty, standard output read (at most `maxOutput` bytes), standard error kept in
 * `errorFile`. The bot runs in a process group of its own, and the whole group is killed when
 * `limit` passes or the bot exits, so no child of the shell or of the bot outlives the call.
 * A shell reports a command killed by signal N as status 128 + N: that counts as a crash.
 */
BotRun runBotProcess(const QString& command, const QString& argument,
                     std::chrono::milliseconds limit, const QString& errorFile,
                     qint64 maxOutput = 1 << 20);

} // namespace bastide::cli
