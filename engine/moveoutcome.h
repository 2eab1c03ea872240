// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/goods.h"
#include "engine/move.h"
#include "engine/moveerror.h"
#include "engine/scoreevent.h"

#include <optional>
#include <vector>

namespace bastide {

/** A figure on the board. */
struct PlacedFigure
{
    std::uint8_t player = 0;
    FigureType type = FigureType::Follower;
    SegmentId segment; // the board segment it stands on (tile and feature)
    friend bool operator==(const PlacedFigure&, const PlacedFigure&) = default;
};

/**
 * Everything one move did, as Game::apply reports it, so that no other layer recomputes a
 * rule: who moved, the figure placed, the points scored, the figures that went home, the
 * trade goods taken, and who moves next.
 */
struct MoveOutcome
{
    MoveError error = MoveError::None; // anything else: the move was refused, nothing changed
    int player = -1;                   // who made the move
    Move move;
    std::optional<PlacedFigure> placed;
    std::vector<ScoreEvent> events; // in the order they were scored, end of game included
    std::vector<PlacedFigure> returned;
    Goods goodsTaken{};      // tokens the mover took for the cities the tile completed
    bool sameMover = false;  // the same player draws again (a discard or a double turn)
    bool doubleTurn = false; // the move started a builder's double turn
    bool finished = false;   // the move ended the game (final scoring is in `events`)

    bool ok() const { return error == MoveError::None; }
    friend bool operator==(const MoveOutcome&, const MoveOutcome&) = default;
};

} // namespace bastide
