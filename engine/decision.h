// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/figure.h"
#include "engine/geometry.h"
#include "engine/ids.h"

#include <optional>

namespace bastide {

/** The kinds of decision a turn is made of (spec §3 moves, §4 turn order, §6). */
enum class DecisionKind : std::uint8_t
{
    None,         // nobody decides: the game is over
    AbbeyOrDraw,  // lay the abbey instead of drawing, or draw (4.5)
    TileMove,     // lay the drawn tile, or discard it when it fits nowhere
    FigureAction, // the one figure action after the tile: place a figure, take the abbot back, none
    DragonStep,   // one step of the dragon's flight, chosen by the player the rules name (4.3)
    Wagon,        // where a wagon sent back by scoring goes, chosen by its owner (4.5)
    FinalAbbey    // the final abbey round: lay the abbey or decline (4.5)
};

/** A place on the board as a record names it (spec §3, addresses): the tile at `cell` and
 *  its feature `feature`, or with -1 the tile itself (or its tower top). */
struct Address
{
    Cell cell;
    int feature = -1;
    friend bool operator==(const Address&, const Address&) = default;
};

/** The decision a game waits for, and who makes it. */
struct PendingDecision
{
    DecisionKind kind = DecisionKind::None;
    int player = -1;
    friend bool operator==(const PendingDecision&, const PendingDecision&) = default;
};

/**
 * One answer to a pending decision. Which fields count depends on `kind`: the tile move
 * uses `tile`, `discard` and `placement`; the figure action `place` or `returnAbbot` (neither:
 * no figure); a dragon step `target` (a tile); a wagon `target` (none: it stays in supply);
 * an abbey decision `abbey` (lay it, or draw / decline) and, when laid, `placement.cell`.
 */
struct Decision
{
    DecisionKind kind = DecisionKind::TileMove;
    TileTypeId tile;
    bool discard = false;
    Placement placement;
    std::optional<FigurePlacement> place;
    bool returnAbbot = false;
    std::optional<Address> target;
    bool abbey = false;

    static Decision lay(TileTypeId tile, Placement placement)
    {
        Decision d;
        d.tile = tile;
        d.placement = placement;
        return d;
    }
    static Decision discardTile(TileTypeId tile)
    {
        Decision d;
        d.tile = tile;
        d.discard = true;
        return d;
    }
    static Decision figure(std::optional<FigurePlacement> place)
    {
        Decision d;
        d.kind = DecisionKind::FigureAction;
        d.place = place;
        return d;
    }
    static Decision takeAbbotBack()
    {
        Decision d;
        d.kind = DecisionKind::FigureAction;
        d.returnAbbot = true;
        return d;
    }
    static Decision answer(DecisionKind kind, std::optional<Address> target)
    {
        Decision d;
        d.kind = kind;
        d.target = target;
        return d;
    }
    static Decision abbeyChoice(DecisionKind kind, bool layIt, Cell cell = {})
    {
        Decision d;
        d.kind = kind;
        d.abbey = layIt;
        d.placement.cell = cell;
        return d;
    }
    friend bool operator==(const Decision&, const Decision&) = default;
};

} // namespace bastide
