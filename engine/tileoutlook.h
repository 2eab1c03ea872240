// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <utility>
#include <vector>

namespace bastide {

/**
 * "Where can this go": what the tiles still to come could do on the board as it stands.
 * The unseen tiles are those in the bag after the one in hand, as the player to move sees
 * them; every copy counts. For a player weighing a spot or a feature, not for the rules.
 */
class TileOutlook
{
public:
    explicit TileOutlook(const Game& game);

    /** Copies of the unseen tiles that fit the empty `cell` turned some way. */
    int tilesFitting(Cell cell) const;
    /** Copies of the unseen tiles that would complete the feature holding `segment` when
     *  laid next to it in a single move; 0 for a field or a completed feature. */
    int tilesClosing(SegmentId segment) const;
    /** How many unseen copies there are in all. */
    int unseenCount() const;

    /** What the feature holding `segment` would score if it were completed as it stands
     *  (a city's tiles and shields doubled, a monastery's nine), with the rule modules' scoring
     *  (an inn doubles a road, a cathedral triples a city); a field as it is now. */
    static ScoreEvent worthIfCompleted(const Game& game, SegmentId segment);

private:
    /** Whether a tile of `type` laid at some empty cell by the feature completes it. */
    bool closes(TileTypeId type, SegmentId root, const std::vector<Cell>& cells) const;

    const Game& m_game;
    std::vector<std::pair<TileTypeId, int>> m_unseen; // tile type, copies
};

} // namespace bastide
