// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/benchcommand.h"
#include "cli/clioutput.h"
#include "cli/commandline.h"
#include "cli/legalcommand.h"
#include "cli/match/matchcommand.h"
#include "cli/movecommand.h"
#include "cli/replaycommand.h"
#include "cli/selfplaycommand.h"
#include "cli/validatecommand.h"

#include <QCoreApplication>

namespace {

const char* const Usage = R"(usage: bastide-cli COMMAND [ARGUMENTS]

Commands:
  validate DECK.json      check a deck file
  replay GAME.json        replay a game record and print the scores
  selfplay [OPTIONS]      play games between computer players and print a summary
  bench [--seconds T]     play random games as fast as possible on one thread
  move GAME.json [--ai LEVEL] [--seed S]
                          print the move Bastide's AI makes for the first tile of the bag
  legal GAME.json         print every legal move for the first tile of the bag
  match --bot 'COMMAND' [--bot 'COMMAND' ...] [--ai LEVEL ...] [OPTIONS]
                          referee games between external bots and computer players

Exit status: 0 success, 1 the work failed, 2 bad usage or bad input.
)";

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("bastide-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BASTIDE_VERSION));
    QStringList args = QCoreApplication::arguments().mid(1);
    using namespace bastide::cli;
    if (args.isEmpty() || args.first() == QLatin1String("--help") ||
        args.first() == QLatin1String("-h") || args.first() == QLatin1String("help")) {
        std::fputs(Usage, args.isEmpty() ? stderr : stdout);
        return args.isEmpty() ? BadInput : Success;
    }
    if (args.first() == QLatin1String("--version")) {
        std::printf("bastide-cli %s\n", BASTIDE_VERSION);
        return Success;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("validate"))
        return runValidate(args);
    if (command == QLatin1String("replay"))
        return runReplay(args);
    if (command == QLatin1String("selfplay"))
        return runSelfplay(args);
    if (command == QLatin1String("bench"))
        return runBench(args);
    if (command == QLatin1String("move"))
        return runMove(args);
    if (command == QLatin1String("legal"))
        return runLegal(args);
    if (command == QLatin1String("match"))
        return runMatch(args);
    printError(QStringLiteral("unknown command \"%1\"").arg(command));
    std::fputs(Usage, stderr);
    return BadInput;
}
