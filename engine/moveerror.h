// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>

namespace bastide {

/** Why a tile cannot lie where asked. */
enum class PlacementError : std::uint8_t
{
    None,
    BadRotation,
    Occupied,
    NotTouching,
    EdgeMismatch,
    RiverMustContinue,
    RiverSameBend,
};

/** Why a move or one decision of it is refused by Game::check. */
enum class MoveError : std::uint8_t
{
    None,
    GameOver,
    TileNotInBag,
    RiverTilesFirst,
    LakeLast,
    BadRotation,
    Occupied,
    NotTouching,
    EdgeMismatch,
    RiverMustContinue,
    RiverSameBend,
    DiscardButFits,
    NoSuchFeature,
    NoFigureOnRiver,
    FarmersOff,
    AbbotOff,
    AbbotNeedsMonasteryOrGarden,
    GardenTakesOnlyAbbot,
    FeatureOccupied,
    NoFollowerLeft,
    AbbotNotInSupply,
    AbbotNotOnBoard,
    AbbotFeatureCompleted,
    FigureAndAbbotReturn,
    // The figures of the expansions (spec §4.1, §4.2).
    FigureNotInGame,
    BigNotInSupply,
    BuilderNotInSupply,
    PigNotInSupply,
    BuilderNeedsRoadOrCity,
    BuilderNeedsFollower,
    BuilderFeatureCompleted,
    PigNeedsField,
    PigNeedsFarmer,
    PigFarmersOff,
    // Decisions (spec §3 moves, §6).
    NotThisDecision,         // the answer is not to the decision the game waits for
    TooManyDecisions,        // a move holds more answers than its decisions asked for
    DecisionMissing,         // a move that is not the record's last stops before its last decision
    TileHeldBack,            // a module holds the tile back from the draw
    PlacementNeedsExpansion, // a figure elsewhere than on the laid tile, with no set allowing it
    FigureLeftOut,           // by a house rule (docs/formats.md §7)
};

constexpr MoveError toMoveError(PlacementError e)
{
    switch (e) {
    case PlacementError::None:
        return MoveError::None;
    case PlacementError::BadRotation:
        return MoveError::BadRotation;
    case PlacementError::Occupied:
        return MoveError::Occupied;
    case PlacementError::NotTouching:
        return MoveError::NotTouching;
    case PlacementError::EdgeMismatch:
        return MoveError::EdgeMismatch;
    case PlacementError::RiverMustContinue:
        return MoveError::RiverMustContinue;
    case PlacementError::RiverSameBend:
        return MoveError::RiverSameBend;
    }
    return MoveError::None;
}

} // namespace bastide
