// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/legalcommand.h"

#include "cli/botanswer.h"
#include "cli/botposition.h"
#include "cli/clioutput.h"
#include "cli/commandline.h"
#include "engine/gamerecord.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace bastide::cli {

int runLegal(const QStringList& arguments)
{
    CommandLine line(arguments, {});
    if (!line.ok() || line.positional().size() != 1) {
        printError(line.ok() ? QCoreApplication::translate("CommandLineTool",
                                                           "usage: bastide-cli legal GAME.json")
                             : line.error());
        return BadInput;
    }
    const auto position = readBotPosition(line.positional().first());
    if (!position)
        return BadInput;
    // Every legal answer to the pending decision, as a bot would print it (spec §6).
    QJsonArray answers;
    for (const BotAnswer& a : legalAnswers(position->game))
        answers.append(botAnswerToJson(a, position->game.tileSet()));
    printJsonLines(answers);
    return Success;
}

} // namespace bastide::cli
