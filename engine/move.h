// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/decision.h"
#include "engine/figure.h"
#include "engine/geometry.h"
#include "engine/ids.h"

#include <QString>
#include <optional>
#include <vector>

namespace bastide {

/** One entry of a record's `moves` (spec §3): a tile laid or discarded, its figure action,
 *  and the decisions other players made inside the move (the dragon's steps, the wagons); or
 *  an abbey laid instead of a tile (`abbey`, at placement.cell), or a decline in the final
 *  abbey round (`decline`), which lays nothing. */
struct Move
{
    TileTypeId tile{0};
    bool abbey = false;
    bool decline = false;
    bool discard = false;
    Placement placement;
    std::optional<FigurePlacement> place;
    bool returnAbbot = false;
    /** Answers to the decisions the rule modules asked for during the move, in order. */
    std::vector<Decision> followUps;

    friend bool operator==(const Move&, const Move&) = default;
};

} // namespace bastide
