// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/replaycommand.h"

#include "cli/clioutput.h"
#include "cli/commandline.h"
#include "engine/gamerecord.h"
#include "engine/scoresjson.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace bastide::cli {

int runReplay(const QStringList& arguments)
{
    CommandLine line(arguments, {});
    if (!line.ok() || line.positional().size() != 1) {
        printError(line.ok() ? QCoreApplication::translate("CommandLineTool",
                                                           "usage: bastide-cli replay GAME.json")
                             : line.error());
        return BadInput;
    }
    const QString path = line.positional().first();
    Problems problems;
    const auto record = readRecordFile(path, problems);
    const auto game = record ? replay(*record, QFileInfo(path).fileName(), problems) : std::nullopt;
    if (!game) {
        printProblems(problems);
        return BadInput;
    }
    printJson(scoresJson(*game));
    return Success;
}

} // namespace bastide::cli
