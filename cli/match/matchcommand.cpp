// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/match/matchcommand.h"

#include "cli/clioutput.h"
#include "cli/commandline.h"
#include "cli/match/referee.h"
#include "cli/matchtally.h"
#include "cli/ruleoptions.h"
#include "engine/ai/aiplayer.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace bastide::cli {

namespace {

const char* const Usage = QT_TRANSLATE_NOOP(
    "CommandLineTool",
    "usage: bastide-cli match --bot 'COMMAND' [--bot 'COMMAND' ...] [--ai LEVEL ...]\n"
    "           [--games G] [--seed S] [--clock SECONDS] [--river on|off] [--abbot on|off]\n"
    "           [--farmers modern|classic|none] [--expansions SET,SET]\n"
    "           [--house-rules RULE,RULE] [--deck DECK.json] [--out DIR]");

constexpr double DefaultClock = 10.0;

/**
 * Whether the shell can run the bot's program, so a typo is bad usage rather than a match of
 * forfeits. A command that starts with anything but a plain word (a variable, an assignment)
 * is given the benefit of the doubt.
 */
bool canRun(const QString& command)
{
    const QStringList words = shellWords(command);
    if (words.isEmpty())
        return false;
    static const QRegularExpression Plain(QStringLiteral("^[A-Za-z0-9_./+-]+$"));
    if (!Plain.match(words.first()).hasMatch())
        return true;
    if (words.first().contains(QLatin1Char('/'))) {
        const QFileInfo file(words.first());
        return file.isFile() && file.isExecutable();
    }
    QProcess shell; // `command -v` knows the shell's built-ins (cd, exec) as well as PATH
    shell.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"), QStringLiteral("command -v -- \"$1\" >/dev/null"),
                 QStringLiteral("bastide-check"), words.first()});
    return shell.waitForFinished(-1) && shell.exitStatus() == QProcess::NormalExit &&
           shell.exitCode() == 0;
}

QJsonObject forfeitJson(const Forfeit& f, int gameIndex, const Entrant& entrant)
{
    QJsonObject o = entrant.identity();
    o.insert(QStringLiteral("game"), gameIndex + 1);
    o.insert(QStringLiteral("move"), f.move);
    o.insert(QStringLiteral("seat"), f.seat + 1);
    o.insert(QStringLiteral("reason"), reasonName(f.reason));
    o.insert(QStringLiteral("message"), f.message);
    return o;
}

} // namespace

int runMatch(const QStringList& arguments)
{
    QStringList valued{QStringLiteral("bot"),  QStringLiteral("ai"),    QStringLiteral("games"),
                       QStringLiteral("seed"), QStringLiteral("clock"), QStringLiteral("out")};
    valued << ruleOptionNames();
    CommandLine line(arguments, valued);
    const int games = int(line.integer(QStringLiteral("games"), 1, 1'000'000).value_or(10));
    const auto givenSeed = line.integer(QStringLiteral("seed"), 0, (qint64(1) << 53) - 1);
    const double clock = line.number(QStringLiteral("clock"), 0.01, 3600).value_or(DefaultClock);
    if (!line.ok() || !line.positional().isEmpty() || arguments.isEmpty()) {
        printError(line.ok() ? QCoreApplication::translate("CommandLineTool", Usage)
                             : line.error());
        return BadInput;
    }
    std::vector<Entrant> entrants;
    for (const auto& [option, value] : line.options()) {
        if (option == QLatin1String("bot"))
            entrants.push_back(botEntrant(value));
        else if (option == QLatin1String("ai"))
            entrants.push_back(builtInEntrant(value));
    }
    if (entrants.size() < std::size_t(MinPlayers) || entrants.size() > std::size_t(MaxPlayers)) {
        printError(QCoreApplication::translate(
                       "CommandLineTool", "a match needs 2 to 6 players (--bot and --ai), not %1")
                       .arg(entrants.size()));
        return BadInput;
    }
    for (const Entrant& e : entrants) {
        if (e.isBot() && !canRun(e.command)) {
            printError(QCoreApplication::translate("CommandLineTool",
                                                   "cannot run the bot \"%1\": no such program")
                           .arg(e.command));
            return BadInput;
        }
        if (!e.isBot() && !makeAiPlayer(e.level, 0)) {
            printError(
                QCoreApplication::translate("CommandLineTool", "unknown AI level \"%1\"; known: %2")
                    .arg(e.level, aiLevels().join(QStringLiteral(", "))));
            return BadInput;
        }
    }
    auto table = readRuleOptions(line);
    if (!table)
        return BadInput;
    const QString outDir = line.value(QStringLiteral("out")).value_or(QString());
    if (!outDir.isEmpty() && !QDir().mkpath(outDir)) {
        printError(QCoreApplication::translate("CommandLineTool", "cannot create the folder %1")
                       .arg(outDir));
        return WorkFailed;
    }
    QTemporaryDir workDir;
    if (!workDir.isValid()) {
        printError(
            QCoreApplication::translate("CommandLineTool", "cannot create a temporary folder in %1")
                .arg(QDir::toNativeSeparators(QDir::tempPath())));
        return WorkFailed;
    }
    // A default seed everyone knows would let a bot work out the draw order from it.
    const qint64 seed = givenSeed.value_or(qint64(QRandomGenerator::system()->generate64() >> 11));

    Referee referee(std::move(*table), entrants, std::uint64_t(seed), clock, outDir,
                    workDir.path());
    MatchTally tally(int(entrants.size()));
    std::vector<int> forfeitCount(entrants.size(), 0);
    QJsonArray forfeits;
    QStringList failures;
    QElapsedTimer timer;
    timer.start();
    for (int g = 0; g < games; ++g) {
        const RefereedGame game = referee.play(g);
        if (!game.failure.isEmpty()) {
            failures << QCoreApplication::translate("CommandLineTool", "game %1: %2")
                            .arg(g + 1)
                            .arg(game.failure);
            printError(failures.last());
            continue;
        }
        tally.add(game.result);
        if (const auto& f = game.forfeit) {
            const Entrant& e = entrants[std::size_t(f->entrant)];
            ++forfeitCount[std::size_t(f->entrant)];
            forfeits.append(forfeitJson(*f, g, e));
            printError(
                QCoreApplication::translate("CommandLineTool", "game %1, move %2: %3 forfeits: %4")
                    .arg(g + 1)
                    .arg(f->move)
                    .arg(e.isBot() ? e.command : e.level, f->message));
        }
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;

    std::vector<QJsonObject> identities;
    for (const Entrant& e : entrants)
        identities.push_back(e.identity());
    QJsonArray players = tally.entrantsJson(identities);
    for (qsizetype e = 0; e < players.size(); ++e) {
        QJsonObject o = players.at(e).toObject();
        o.insert(QStringLiteral("forfeits"), forfeitCount[std::size_t(e)]);
        players.replace(e, o);
    }
    QJsonObject summary;
    summary.insert(QStringLiteral("games"), tally.games());
    summary.insert(QStringLiteral("scoredGames"), tally.scoredGames());
    summary.insert(QStringLiteral("seed"), seed);
    summary.insert(QStringLiteral("clock"), clock);
    summary.insert(QStringLiteral("players"), players);
    summary.insert(QStringLiteral("forfeits"), forfeits);
    summary.insert(QStringLiteral("seconds"), seconds);
    if (!failures.isEmpty())
        summary.insert(QStringLiteral("failures"), QJsonArray::fromStringList(failures));
    printJson(summary);
    return failures.isEmpty() ? Success : WorkFailed;
}

} // namespace bastide::cli
