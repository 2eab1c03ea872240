// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/move.h"
#include "engine/site.h"

namespace bastide {

/** A figure on the board, numbered in the order figures were placed; the number stays while
 *  the figure stands, so views and outcomes can follow one figure. */
using FigureId = Id<struct FigureIdTag>;

/** A figure on the board: whose, what, where, and its id. */
struct PlacedFigure
{
    FigureId id;
    std::uint8_t player = 0;
    FigureType type = FigureType::Follower;
    Site site;
    SegmentId segment; // a figure on a feature: the board segment it stands on; else invalid
    friend bool operator==(const PlacedFigure&, const PlacedFigure&) = default;
};

/** Why a figure left the board. */
enum class ReturnReason : std::uint8_t
{
    Scored,        // its feature was scored (completed, or at the end of the game)
    AbbotReturned, // the player took the abbot back
    Removed        // a rule sent it home without scoring
};

/** A figure that went back to its owner's supply, and which score event took it home. */
struct FigureReturn
{
    PlacedFigure figure;
    int event = -1; // index into MoveOutcome::events; -1 when no event is reported for it
    ReturnReason reason = ReturnReason::Scored;
    friend bool operator==(const FigureReturn&, const FigureReturn&) = default;
};

} // namespace bastide
