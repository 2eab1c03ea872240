// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace bastide::cli {

/** One player of a match as the command line names it: a built-in AI level (`--ai`) or an
 *  external bot command (`--bot`). */
struct Entrant
{
    QString level;   // a built-in AI's level; empty for a bot
    QString command; // a bot's command as given
    QString label;   // what records call it: the level, or the bot program's name

    bool isBot() const { return !command.isEmpty(); }
    /** `{"ai": level}` or `{"bot": command}`, for the summary. */
    QJsonObject identity() const;
};

Entrant builtInEntrant(const QString& level);
Entrant botEntrant(const QString& command);

/** `command` cut into words as a shell cuts them (quotes and backslashes), not expanded. */
QStringList shellWords(const QString& command);

} // namespace bastide::cli
