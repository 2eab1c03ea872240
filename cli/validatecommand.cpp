// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/validatecommand.h"

#include "cli/clioutput.h"
#include "cli/commandline.h"
#include "engine/deckjson.h"
#include "engine/messages.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

namespace bastide::cli {

int runValidate(const QStringList& arguments)
{
    CommandLine line(arguments, {});
    if (!line.ok() || line.positional().size() != 1) {
        printError(line.ok() ? QCoreApplication::translate("CommandLineTool",
                                                           "usage: bastide-cli validate DECK.json")
                             : line.error());
        return BadInput;
    }
    const QString path = line.positional().first();
    Problems problems;
    std::optional<Deck> deck;
    if (const auto bytes = readFileBytes(path, problems))
        deck = readDeck(*bytes, QFileInfo(path).fileName(), problems);
    if (!deck) {
        QJsonArray errors;
        for (const Problem& p : problems)
            errors.append(describe(p));
        printJson(QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("errors"), errors}});
        printProblems(problems);
        return BadInput;
    }
    printJson(QJsonObject{{QStringLiteral("ok"), true},
                          {QStringLiteral("tiles"), deck->totalTiles()},
                          {QStringLiteral("types"), int(deck->tiles.size())}});
    return Success;
}

} // namespace bastide::cli
