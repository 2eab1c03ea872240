// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/match/entrant.h"

#include <QFileInfo>

namespace bastide::cli {

namespace {

/** The bot's name for records: its program, or the script an interpreter runs. */
QString labelOf(const QStringList& words)
{
    static const QStringList Runners{
        QStringLiteral("sh"),    QStringLiteral("bash"),   QStringLiteral("dash"),
        QStringLiteral("env"),   QStringLiteral("python"), QStringLiteral("python3"),
        QStringLiteral("pypy3"), QStringLiteral("node"),   QStringLiteral("ruby"),
        QStringLiteral("perl"),  QStringLiteral("java"),   QStringLiteral("nice")};
    QString label;
    for (const QString& word : words) {
        if (word.startsWith(QLatin1Char('-')) || word.contains(QLatin1Char('=')))
            continue;
        label = QFileInfo(word).completeBaseName();
        if (!Runners.contains(QFileInfo(word).fileName()))
            break;
    }
    return label.isEmpty() ? QStringLiteral("bot") : label;
}

} // namespace

QJsonObject Entrant::identity() const
{
    return isBot() ? QJsonObject{{QStringLiteral("bot"), command}}
                   : QJsonObject{{QStringLiteral("ai"), level}};
}

Entrant builtInEntrant(const QString& level)
{
    Entrant e;
    e.level = level;
    e.label = level;
    return e;
}

Entrant botEntrant(const QString& command)
{
    Entrant e;
    e.command = command;
    e.label = labelOf(shellWords(command));
    return e;
}

QStringList shellWords(const QString& command)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote; // the open quote, if any
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command[i];
        if (quote == QLatin1Char('\'')) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
        } else if (c == QLatin1Char('\\') && i + 1 < command.size() &&
                   (quote.isNull() || QStringLiteral("\"\\$`").contains(command[i + 1]))) {
            word += command[++i];
            inWord = true;
        } else if (quote == QLatin1Char('"')) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

} // namespace bastide::cli
