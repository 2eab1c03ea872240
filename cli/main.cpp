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
#include <QLocale>
#include <QTranslator>

namespace {

const char* const Usage = QT_TRANSLATE_NOOP(
    "CommandLineTool",
    "usage: bastide-cli COMMAND [ARGUMENTS]\n"
    "\n"
    "Commands:\n"
    "  validate DECK.json      check a deck file\n"
    "  replay GAME.json        replay a game record and print the scores\n"
    "  selfplay [OPTIONS]      play games between computer players and print a summary\n"
    "  bench [--seconds T]     play random games as fast as possible on one thread\n"
    "  move GAME.json [--ai LEVEL] [--seed S]\n"
    "                          print Bastide's AI's answer to the decision the game waits for\n"
    "                          (the first tile of the bag, or a step or choice another set asks)\n"
    "  legal GAME.json         print every legal answer to the decision the game waits for\n"
    "  match --bot 'COMMAND' [--bot 'COMMAND' ...] [--ai LEVEL ...] [OPTIONS]\n"
    "                          referee games between external bots and computer players\n"
    "\n"
    "Exit status: 0 success, 1 the work failed, 2 bad usage or bad input.\n");

/** Deck designers read the messages, so they speak the system's language (LANG): the game's
 *  own catalogues, compiled in under :/i18n. Without one, everything stays English. */
void installCatalogue(QTranslator& translator)
{
    if (translator.load(QLocale::system(), QStringLiteral("bastide"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);
}

void printUsage(FILE* stream)
{
    std::fputs(QCoreApplication::translate("CommandLineTool", Usage).toUtf8().constData(), stream);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("bastide-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BASTIDE_VERSION));
    QTranslator catalogue;
    installCatalogue(catalogue);
    QStringList args = QCoreApplication::arguments().mid(1);
    using namespace bastide::cli;
    if (args.isEmpty() || args.first() == QLatin1String("--help") ||
        args.first() == QLatin1String("-h") || args.first() == QLatin1String("help")) {
        printUsage(args.isEmpty() ? stderr : stdout);
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
    printError(
        QCoreApplication::translate("CommandLineTool", "unknown command \"%1\"").arg(command));
    printUsage(stderr);
    return BadInput;
}
