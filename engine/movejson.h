// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/jsonchecker.h"
#include "engine/move.h"

#include <QJsonObject>
#include <optional>

namespace bastide {

class TileSet;

/** Coordinates a record may name (spec §7: beyond any board a deck can make). */
inline constexpr qint64 MaxRecordCoordinate = 1001;

/** A move object of a record (spec §3): a tile move with its figure action and the other
 *  players' decisions inside it (`dragon`, `wagons`), an abbey move, or a decline. */
QJsonObject moveToJson(const Move& move, const TileSet& tiles);
/** Parses one move object; `checker` locates problems (file, move number). Whether the
 *  move is legal is for the game to say. */
std::optional<Move> moveFromJson(const QJsonObject& object, const TileSet& tiles,
                                 const JsonChecker& checker);

/** An address object `{"x": X, "y": Y}` or `{"x": X, "y": Y, "feature": F}` (spec §3). */
QJsonObject addressToJson(const Address& address);
std::optional<Address> addressFromJson(const QJsonObject& object, const JsonChecker& checker,
                                       bool feature);

} // namespace bastide
