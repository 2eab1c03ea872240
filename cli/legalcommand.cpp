// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/legalcommand.h"

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
    QJsonArray moves;
    for (const Move& m : position->game.legalMoves())
        moves.append(moveToJson(m, position->game.tileSet()));
    printJsonLines(moves);
    return Success;
}

} // namespace bastide::cli
