// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/clioutput.h"

#include "engine/messages.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cstdio>

namespace bastide::cli {

void printJson(const QJsonObject& object)
{
    const QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Indented);
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

namespace {

void writeOut(const QByteArray& bytes)
{
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

} // namespace

void printCompactJson(const QJsonObject& object)
{
    writeOut(QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n');
}

void printJsonLines(const QJsonArray& array)
{
    QByteArray bytes = "[";
    for (qsizetype i = 0; i < array.size(); ++i) {
        bytes += i == 0 ? "\n" : ",\n";
        bytes += QJsonDocument(array.at(i).toObject()).toJson(QJsonDocument::Compact);
    }
    bytes += "\n]\n";
    writeOut(bytes);
}

void printError(const QString& message)
{
    const QByteArray bytes = message.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
}

void printProblems(const Problems& problems)
{
    for (const Problem& p : problems)
        printError(describe(p));
}

} // namespace bastide::cli
