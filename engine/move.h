// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"
#include "engine/ids.h"

#include <QString>
#include <optional>

namespace bastide {

enum class FigureType : std::uint8_t
{
    Follower,
    Abbot,
    Big,     // the big follower (Inns & Cathedrals)
    Builder, // Traders & Builders
    Pig      // Traders & Builders
};
inline constexpr int FigureTypeCount = 5;

/** The name a record gives the figure (spec §3): follower, abbot, big, builder, pig. */
QString figureName(FigureType figure);
std::optional<FigureType> figureFromName(const QString& name);

/** A figure put on feature `feature` (index into the tile type's features) of the new tile. */
struct FigurePlacement
{
    FigureType figure = FigureType::Follower;
    int feature = 0;
    friend bool operator==(const FigurePlacement&, const FigurePlacement&) = default;
};

/** One entry of a record's `moves` (spec §3): a tile laid or discarded, and what followed. */
struct Move
{
    TileTypeId tile{0};
    bool discard = false;
    Placement placement;
    std::optional<FigurePlacement> place;
    bool returnAbbot = false;

    friend bool operator==(const Move&, const Move&) = default;
};

} // namespace bastide
