// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"

#include <QString>
#include <cstdint>
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

/** Where the figure action puts a figure (spec §3 `place`): feature `feature` (an index into
 *  the tile type's features) of the tile just laid; elsewhere (see `at`), a feature of the
 *  tile at that cell (a portal) or with feature -1 its tower; with `corner` 0–3, a corner of
 *  the tile just laid (a barn). Eight bytes: every candidate move of a search carries one. */
struct FigurePlacement
{
    FigureType figure = FigureType::Follower;
    std::int8_t feature = 0;
    std::int8_t corner = -1;
    bool elsewhere = false; // on the tile at (x, y), not on the tile just laid
    std::int16_t x = 0;
    std::int16_t y = 0;

    FigurePlacement() = default;
    FigurePlacement(FigureType type, int featureIndex)
        : figure(type), feature(std::int8_t(featureIndex))
    {}
    /** The cell of the other tile, when `elsewhere`. */
    std::optional<Cell> at() const
    {
        return elsewhere ? std::optional<Cell>(Cell{x, y}) : std::nullopt;
    }
    void setAt(Cell cell)
    {
        elsewhere = true;
        x = std::int16_t(cell.x);
        y = std::int16_t(cell.y);
    }
    /** A feature of the tile just laid: the only target of the base game. */
    bool onLaidTile() const { return !elsewhere && corner < 0; }
    friend bool operator==(const FigurePlacement&, const FigurePlacement&) = default;
};

} // namespace bastide
