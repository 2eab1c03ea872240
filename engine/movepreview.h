// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <optional>
#include <vector>

namespace bastide {

/**
 * A move weighed before it is played: the game plays it on a copy, so what it would score
 * and what the laid tile's features would be worth are the rules' own answer. For points
 * previews; the game itself is untouched.
 */
class MovePreview
{
public:
    /** `move` must be one the game accepts now; otherwise the preview is empty. */
    MovePreview(const Game& game, const Move& move);

    bool isValid() const { return m_after.has_value(); }
    /** What playing the move would score, in the order the game scores it (features it
     *  completes, the abbot taken back, and the end of the game after the last tile). */
    const std::vector<ScoreEvent>& events() const { return m_events; }
    /** What the feature `feature` (an index of the laid tile's type) is worth once the tile
     *  is laid: its score if completed by it, else what it would give at the end now. */
    std::optional<ScoreEvent> worthNow(int feature) const;
    /** What it would be worth if completed as it stands with the tile laid. */
    std::optional<ScoreEvent> worthIfCompleted(int feature) const;

private:
    std::optional<SegmentId> segmentOf(int feature) const;

    std::optional<Game> m_after;
    std::vector<ScoreEvent> m_events;
    bool m_laid = false;
};

} // namespace bastide
