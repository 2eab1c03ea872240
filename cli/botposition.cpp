// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/botposition.h"

#include "cli/clioutput.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace bastide::cli {

std::optional<BotPosition> readBotPosition(const QString& path)
{
    const QString fileName = QFileInfo(path).fileName();
    Problems problems;
    const auto record = readRecordFile(path, problems);
    if (!record) {
        printProblems(problems);
        return std::nullopt;
    }
    if (record->bag && record->bag->empty()) {
        // An empty bag is right only once no tile is left: a decision of the last move or of
        // the final round may still be asked.
        GameRecord bagless = *record;
        bagless.bag.reset();
        Problems ignored;
        const auto game = replay(bagless, fileName, ignored);
        if (game && game->awaitsTileMove()) {
            printError(QCoreApplication::translate(
                           "CommandLineTool", "%1: \"bag\" is empty, so there is no tile to play")
                           .arg(fileName));
            return std::nullopt;
        }
    }
    auto game = replay(*record, fileName, problems);
    if (!game) {
        printProblems(problems);
        return std::nullopt;
    }
    if (game->isFinished()) {
        printError(QStringLiteral("%1: %2").arg(fileName, describe(MoveError::GameOver)));
        return std::nullopt;
    }
    // Called with the bag, a player who could lay the abbey has chosen to draw.
    if (record->bag && game->pending().kind == DecisionKind::AbbeyOrDraw)
        game->decide(Decision::abbeyChoice(DecisionKind::AbbeyOrDraw, false));
    if (game->pending().kind == DecisionKind::TileMove) {
        if (!record->bag) {
            printError(QCoreApplication::translate(
                           "CommandLineTool",
                           "%1: the record has no \"bag\", so the tile to play is unknown")
                           .arg(fileName));
            return std::nullopt;
        }
    }
    return BotPosition{std::move(*game), record->clock};
}

} // namespace bastide::cli
