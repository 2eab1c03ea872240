// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/goods.h"
#include "engine/rules.h"
#include "engine/scoreevent.h"

#include <span>
#include <vector>

namespace bastide {

class Game;

/** What a turn carries between the fixed points where rule modules are asked. */
struct TurnMemo
{
    int player = 0;
    TileIndex tileIndex;      // the laid tile on the board
    SegmentId builderSegment; // where the mover's builder stood before the tile was laid
    Goods goods{};            // trade-goods tokens the mover takes this turn
};

/**
 * One expansion's rules at the fixed points of a turn (ARCHITECTURE.md, "Rule modules").
 * Game calls these only for the modules that are on, and only when something is scored or
 * a turn ends, never per candidate placement; where figures may go is data (FigureRule).
 * Every hook has a neutral default, so a module implements only its own points.
 */
class RuleModule
{
public:
    virtual ~RuleModule() = default;

    /** A city, road, monastery or garden is scored (complete, returned abbot or at the
     *  end) with the base formula in `event`: change its points (inns, cathedrals). */
    virtual void scoreFeature(const Game& game, ScoreEvent& event) const;
    /** What `player`, a winner of a field award, gets per completed city (`points` from
     *  the farmers variant), given the fields the award is for (pig). */
    virtual int fieldCityPoints(const Game& game, int player, std::span<const SegmentId> fieldRoots,
                                int points) const;
    /** Before the tile is laid (the builder remembers where it stood). */
    virtual void beforeTile(const Game& game, TurnMemo& memo) const;
    /** A completed city or road was scored; its figures are still on it (goods). */
    virtual void afterCompleted(const Game& game, SegmentId root, TurnMemo& memo) const;
    /** After scoring: whether the mover lays another tile at once (the double turn). */
    virtual bool anotherTurn(const Game& game, const TurnMemo& memo) const;
    /** After the fields at the end of the game: awards of the module's own (goods). */
    virtual void finalScoring(const Game& game, std::vector<ScoreEvent>& awards) const;
};

} // namespace bastide
