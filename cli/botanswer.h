// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/aiplayer.h"
#include "engine/game.h"
#include "engine/jsonchecker.h"

#include <QJsonObject>
#include <chrono>
#include <optional>

namespace bastide::cli {

/**
 * What a bot prints for a record's pending decision (spec §6): a move (a tile move, an abbey
 * move or a final-round decline), one decision of another player inside a move (a dragon
 * step, a wagon), or the choice to draw instead of laying the abbey.
 */
struct BotAnswer
{
    std::optional<Move> move;
    std::optional<Decision> decision;
    bool draw = false;
};

QJsonObject botAnswerToJson(const BotAnswer& answer, const TileSet& tiles);
/** Reads what a bot printed as an answer to `pending`; refuses (with a problem) an object
 *  that answers another decision, or a tile move that carries `dragon` or `wagons`. */
std::optional<BotAnswer> botAnswerFromJson(const QJsonObject& object, PendingDecision pending,
                                           const TileSet& tiles, const JsonChecker& checker);
/** Plays `answer` on `game`; the error when it is illegal there (nothing changed then). */
MoveError playAnswer(Game& game, const BotAnswer& answer);
/** Every legal answer to `game`'s pending decision, as a bot could print it. */
std::vector<BotAnswer> legalAnswers(const Game& game);

/** The answer of Bastide's own `ai` to `game`'s pending decision: its search for a tile
 *  move (cut off after `budget`), the evaluation for the player who decides otherwise. */
BotAnswer aiAnswer(AiPlayer& ai, const Game& game, std::optional<std::chrono::milliseconds> budget);

} // namespace bastide::cli
