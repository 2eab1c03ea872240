// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/feature.h"
#include "engine/move.h"
#include "engine/moveerror.h"

#include <array>

namespace bastide {

inline constexpr int FeatureKindCount = 6;

/**
 * Where one kind of figure may go and how it counts, as data: Game checks every figure
 * against this table, so a rule module adds a figure by filling a row, and the hot paths
 * (legal moves, playouts) make no call into a module.
 */
struct FigureRule
{
    bool inGame = false;
    MoveError notInGame = MoveError::FigureNotInGame;
    int supply = 0; // how many each player starts with
    int weight = 0; // how much it counts when the majority on a feature is decided
    /** A meeple (follower, big follower, abbot, mayor, wagon), not a special figure (spec
     *  §4 Figures): what a builder or pig needs beside it. */
    bool meeple = false;
    /** Per feature kind: None where it may stand, else why not. */
    std::array<MoveError, FeatureKindCount> refusedOn{};
    MoveError noneLeft = MoveError::NoFollowerLeft;
    /** Builder and pig: joins a feature on which the player already has a meeple, instead
     *  of needing an empty one. */
    bool joinsOwnFigure = false;
    MoveError needsOwnFigure = MoveError::None;
    /** Builder: refused on a feature the tile completes. */
    bool needsIncomplete = false;
    MoveError completed = MoveError::None;

    bool mayStandOn(FeatureKind kind) const
    {
        return refusedOn[std::size_t(kind)] == MoveError::None;
    }
    friend bool operator==(const FigureRule&, const FigureRule&) = default;
};

/** The rows of every figure type, indexed by FigureType. */
using FigureRules = std::array<FigureRule, FigureTypeCount>;

} // namespace bastide
