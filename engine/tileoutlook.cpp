// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/tileoutlook.h"

#include <algorithm>
#include <map>

namespace bastide {

TileOutlook::TileOutlook(const Game& game) : m_game(game)
{
    if (game.isFinished())
        return;
    std::map<TileTypeId, int> copies;
    const std::span<const TileTypeId> bag = game.bag();
    for (std::size_t i = 1; i < bag.size(); ++i) // the first is the tile in hand
        ++copies[bag[i]];
    m_unseen.assign(copies.begin(), copies.end());
}

int TileOutlook::unseenCount() const
{
    int n = 0;
    for (const auto& [type, count] : m_unseen)
        n += count;
    return n;
}

int TileOutlook::tilesFitting(Cell cell) const
{
    const Board& board = m_game.board();
    if (board.tileAt(cell).valid())
        return 0;
    int n = 0;
    for (const auto& [type, count] : m_unseen) {
        for (int r = 0; r < 4; ++r) {
            if (board.check(type, Placement{cell, Rotation(r)}) == PlacementError::None) {
                n += count;
                break;
            }
        }
    }
    return n;
}

bool TileOutlook::closes(TileTypeId type, SegmentId root, const std::vector<Cell>& cells) const
{
    const Board& board = m_game.board();
    for (const Cell& cell : cells) {
        for (int r = 0; r < 4; ++r) {
            const Placement p{cell, Rotation(r)};
            if (board.check(type, p) != PlacementError::None)
                continue;
            Board after = board;
            after.place(type, p);
            if (after.isComplete(root))
                return true;
        }
    }
    return false;
}

int TileOutlook::tilesClosing(SegmentId segment) const
{
    const Board& board = m_game.board();
    const SegmentId root = board.root(segment);
    if (board.kind(root) == FeatureKind::Field || board.isComplete(root))
        return 0;
    // The empty cells a tile could complete it from: beside its tiles, and for a monastery
    // or garden (completed by its eight surrounding cells) on the diagonals too.
    const bool centre = isCentreKind(board.kind(root));
    std::vector<Cell> cells;
    board.forEachSegment(root, [&](SegmentId s) {
        const Cell at = board.tile(board.segmentTile(s)).cell;
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                if ((dx == 0 && dy == 0) || (!centre && dx != 0 && dy != 0))
                    continue;
                const Cell c{at.x + dx, at.y + dy};
                if (!board.tileAt(c).valid() &&
                    std::find(cells.begin(), cells.end(), c) == cells.end())
                    cells.push_back(c);
            }
        }
    });
    int n = 0;
    for (const auto& [type, count] : m_unseen) {
        if (closes(type, root, cells))
            n += count;
    }
    return n;
}

ScoreEvent TileOutlook::worthIfCompleted(const Game& game, SegmentId segment)
{
    ScoreEvent e = game.valueOf(segment);
    if (e.complete || e.kind == FeatureKind::Field)
        return e; // a field is only scored at the end
    // The base game's formula for the completed feature, then the rule modules' say, as the
    // game itself scores it (an inn doubles a road, a cathedral triples a city).
    switch (e.kind) {
    case FeatureKind::Road:
        e.points = e.tiles;
        break;
    case FeatureKind::City:
        e.points = 2 * (e.tiles + e.shields);
        break;
    case FeatureKind::Monastery:
    case FeatureKind::Garden:
        e.tiles = 9;
        e.points = 9;
        break;
    default:
        break;
    }
    e.reason = ScoreReason::Completed;
    e.complete = true;
    e.inn = false;
    e.cathedral = false;
    for (const auto& module : game.ruleSet().modules())
        module->scoreFeature(game, e);
    return e;
}

} // namespace bastide
