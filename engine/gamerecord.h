// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"
#include "engine/jsonchecker.h"
#include "engine/movejson.h"
#include "engine/problem.h"

#include <QJsonObject>
#include <optional>

namespace bastide {

/** A game record (spec §3): everything needed to replay a game, nothing derivable. */
struct GameRecord
{
    std::shared_ptr<const GameSetup> setup;
    std::vector<Move> moves;
    std::optional<std::vector<TileTypeId>> bag; // in draw order
    std::optional<double> clock;                // seconds a bot may think
};

/** Reads a record's structure (deck, rules, players, moves by tile id); moves are not
 *  checked against the rules here, replay() does that. */
std::optional<GameRecord> parseRecord(const QByteArray& bytes, const QString& fileName,
                                      Problems& problems);
std::optional<GameRecord> readRecordFile(const QString& path, Problems& problems);

/**
 * Plays a record's moves from its seed. An illegal move is reported with its number
 * (from 1) and the reason; a saved bag replaces the order of the undrawn tiles. `outcomes`,
 * when given, receives what each move did, so that nobody needs to play the record again.
 */
std::optional<Game> replay(const GameRecord& record, const QString& fileName, Problems& problems,
                           std::vector<MoveOutcome>* outcomes = nullptr);

/** The record of a game so far; with the bag, it continues exactly as it would have. */
GameRecord recordOf(const Game& game, bool withBag = true);
/** Whether the undrawn tiles lie exactly as the game's seed and moves deal them (the bag was
 *  never reordered): a record without `bag` then continues as this game does, so a save can
 *  leave the draw order out of plain sight. */
bool bagFollowsSeed(const Game& game);
QJsonObject recordToJson(const GameRecord& record);
QByteArray writeRecord(const GameRecord& record);

} // namespace bastide
