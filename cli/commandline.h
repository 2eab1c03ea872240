// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace bastide::cli {

/** Exit statuses of spec §5. */
enum ExitCode
{
    Success = 0,
    WorkFailed = 1,
    BadInput = 2
};

/**
 * The arguments of one command: positional arguments and `--name value` options, where an
 * option may repeat or, unless the command allows one value, take several (`--ai greedy
 * random`). Unknown options are an error, so a typo never silently changes a benchmark.
 */
class CommandLine
{
public:
    /** Whether a valued option takes every word up to the next option, or one word. */
    enum class Values
    {
        Several,
        One
    };

    /** `valued` options take values; `flags` take none. */
    CommandLine(const QStringList& arguments, const QStringList& valued,
                const QStringList& flags = {}, Values values = Values::Several);

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    const QStringList& positional() const { return m_positional; }
    bool has(const QString& option) const;
    QStringList values(const QString& option) const;
    std::optional<QString> value(const QString& option) const;
    /** Every option value in command-line order, as (name, value). */
    const QList<QPair<QString, QString>>& options() const { return m_options; }
    /** The option as an integer in [min, max]; sets error() when malformed. */
    std::optional<qint64> integer(const QString& option, qint64 min, qint64 max);
    std::optional<double> number(const QString& option, double min, double max);
    /** on|off. */
    std::optional<bool> onOff(const QString& option);

private:
    QStringList m_positional;
    QList<QPair<QString, QString>> m_options;
    QStringList m_flags;
    QString m_error;
};

} // namespace bastide::cli
