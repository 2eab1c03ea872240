// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/movepreview.h"

#include "engine/tileoutlook.h"

namespace bastide {

MovePreview::MovePreview(const Game& game, const Move& move)
{
    if (game.check(move) != MoveError::None)
        return;
    m_after = game;
    m_events = m_after->apply(move).events;
    m_laid = !move.discard;
}

std::optional<SegmentId> MovePreview::segmentOf(int feature) const
{
    if (!m_after || !m_laid || feature < 0)
        return std::nullopt;
    // The moves' tile is the board's last whatever the game did after it.
    const Board& board = m_after->board();
    const TileIndex tile(board.placedCount() - 1);
    const TileTypeId type = board.tile(tile).type;
    if (std::size_t(feature) >= m_after->tileSet().type(type).features.size())
        return std::nullopt;
    return board.segmentOf(tile, feature);
}

std::optional<ScoreEvent> MovePreview::worthNow(int feature) const
{
    const std::optional<SegmentId> segment = segmentOf(feature);
    if (!segment)
        return std::nullopt;
    // A feature the move completes was scored by it: that event is its worth.
    const SegmentId root = m_after->board().root(*segment);
    for (const ScoreEvent& e : m_events) {
        if (e.reason == ScoreReason::Completed && m_after->board().root(e.segment) == root)
            return e;
    }
    return m_after->valueOf(*segment);
}

std::optional<ScoreEvent> MovePreview::worthIfCompleted(int feature) const
{
    const std::optional<SegmentId> segment = segmentOf(feature);
    if (!segment)
        return std::nullopt;
    if (const std::optional<ScoreEvent> now = worthNow(feature); now && now->complete)
        return now;
    return TileOutlook::worthIfCompleted(*m_after, *segment);
}

} // namespace bastide
