// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/movecommand.h"

#include "cli/botanswer.h"
#include "cli/botposition.h"
#include "cli/clioutput.h"
#include "cli/commandline.h"
#include "cli/timedchoice.h"
#include "engine/ai/aiplayer.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace bastide::cli {

namespace {

/** A seed that depends on the position only (not on the unseen tiles' order), so the same
 *  position gets the same move however a referee shuffled the bag. */
std::uint64_t positionSeed(const Game& game)
{
    QJsonArray moves;
    for (const Move& m : game.moves())
        moves.append(moveToJson(m, game.tileSet()));
    QByteArray bytes = QJsonDocument(moves).toJson(QJsonDocument::Compact);
    if (game.currentTile().valid())
        bytes += game.tileSet().type(game.currentTile()).id.toUtf8();
    bytes +=
        QByteArray::number(int(game.pending().kind)) + QByteArray::number(game.pending().player);
    std::uint64_t hash = 0xcbf29ce484222325ull; // FNV-1a
    for (const char c : bytes)
        hash = (hash ^ std::uint8_t(c)) * 0x100000001b3ull;
    return hash;
}

} // namespace

std::chrono::milliseconds moveBudget(double clockSeconds)
{
    const double margin = std::min(0.05 + 0.1 * clockSeconds, 1.0);
    return std::chrono::milliseconds(qint64(std::max(0.0, clockSeconds - margin) * 1000));
}

int runMove(const QStringList& arguments)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    CommandLine line(arguments, {QStringLiteral("ai"), QStringLiteral("seed")}, {},
                     CommandLine::Values::One);
    const QString level = line.value(QStringLiteral("ai")).value_or(aiLevels().last());
    const auto seed = line.integer(QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max());
    if (!line.ok() || line.positional().size() != 1) {
        printError(line.ok() ? QCoreApplication::translate(
                                   "CommandLineTool",
                                   "usage: bastide-cli move GAME.json [--ai LEVEL] [--seed S]")
                             : line.error());
        return BadInput;
    }
    if (!makeAiPlayer(level, 0)) {
        printError(
            QCoreApplication::translate("CommandLineTool", "unknown AI level \"%1\"; known: %2")
                .arg(level, aiLevels().join(QStringLiteral(", "))));
        return BadInput;
    }
    const auto position = readBotPosition(line.positional().first());
    if (!position)
        return BadInput;
    const Game& game = position->game;
    auto ai = makeAiPlayer(level, seed ? std::uint64_t(*seed) : positionSeed(game));
    std::optional<std::chrono::milliseconds> budget;
    if (position->clock) {
        budget = std::max(std::chrono::milliseconds(0),
                          moveBudget(*position->clock) -
                              std::chrono::milliseconds(sinceStart.elapsed()));
    }
    // The answer to whatever decision is pending (spec §6), checked on a copy.
    const BotAnswer answer = aiAnswer(*ai, game, budget);
    Game check = game;
    if (const MoveError error = playAnswer(check, answer); error != MoveError::None) {
        printError(
            QCoreApplication::translate("CommandLineTool", "the %1 AI chose an illegal move: %2")
                .arg(level, describe(error)));
        return WorkFailed;
    }
    printCompactJson(botAnswerToJson(answer, game.tileSet()));
    return Success;
}

} // namespace bastide::cli
