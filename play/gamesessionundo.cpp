// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// GameSession's undo and redo: the record cut back before a person's last decisions and
// replayed by the engine, and what was cut played again.

#include "play/computerturns.h"
#include "play/gamesession.h"

namespace bastide {

namespace {

/** Who made each decision of a move: its mover the tile and figure action, the players
 *  named in `answeredBy` the answers inside it. */
struct Deciders
{
    int mover = -1;
    bool discard = false;
    std::vector<int> answeredBy;
};

} // namespace

GameSession::UndoPoint GameSession::undoPoint() const
{
    if (!m_game)
        return {};
    // The moves from the last back: the one in progress (answers only: its tile and figure
    // are taken back with stepBack), then the history.
    std::vector<Deciders> moves;
    for (const TurnOutcome& o : m_history)
        moves.push_back(Deciders{o.player, o.move.discard, o.answeredBy});
    if (m_moveSoFar && m_game->moveInProgress() && !m_game->laidTile())
        moves.push_back(Deciders{m_moveSoFar->player, false, m_moveSoFar->answeredBy});
    for (int k = int(moves.size()) - 1; k >= 0; --k) {
        const Deciders& d = moves[std::size_t(k)];
        // A person's answer inside this move: back to just before it.
        for (int j = int(d.answeredBy.size()) - 1; j >= 0; --j) {
            if (!isComputer(d.answeredBy[std::size_t(j)]))
                return UndoPoint{k, j, d.answeredBy[std::size_t(j)]};
        }
        // A person's own move: back to the start of their turn. A discard is automatic and
        // a computer would only play its move again, so neither is a place to stop; a
        // builder's double turn is one turn, both its tiles go back together.
        if (d.discard || isComputer(d.mover))
            continue;
        int first = k;
        for (int j = k - 1; j >= 0 && moves[std::size_t(j)].mover == d.mover; --j) {
            if (!moves[std::size_t(j)].discard)
                first = j;
        }
        return UndoPoint{first, -1, d.mover};
    }
    return {};
}

bool GameSession::canUndo() const
{
    return m_phase != Phase::NoGame && m_phase != Phase::Replay && undoPoint().moves >= 0;
}

int GameSession::undoMover() const
{
    return undoPoint().player;
}

bool GameSession::undo()
{
    const UndoPoint point = undoPoint();
    if (!canUndo())
        return false;
    m_computer->cancel();
    if (m_phase == Phase::PlaceFigure)
        takeBackLaidTile();
    GameRecord record = recordOf(*m_game, true);
    Taken taken;
    std::size_t firstGone = std::size_t(point.moves);
    if (point.followUps >= 0) {
        // The move stays, cut before the person's answer.
        Move& cut = record.moves[std::size_t(point.moves)];
        taken.followUps.assign(cut.followUps.begin() + point.followUps, cut.followUps.end());
        cut.followUps.resize(std::size_t(point.followUps));
        firstGone = std::size_t(point.moves) + 1;
    }
    taken.moves.assign(record.moves.begin() + std::ptrdiff_t(firstGone), record.moves.end());
    record.moves.resize(firstGone);
    // The taken-back tiles go back on top of the bag, in the order they were drawn.
    std::vector<TileTypeId> bag;
    for (const Move& m : taken.moves) {
        if (!m.abbey && !m.decline)
            bag.push_back(m.tile);
    }
    if (record.bag)
        bag.insert(bag.end(), record.bag->begin(), record.bag->end());
    record.bag = std::move(bag);
    const std::optional<Placement> placement =
        taken.moves.empty() ? std::nullopt
                            : std::optional<Placement>(taken.moves.front().placement);
    m_redo.push_back(std::move(taken));
    m_redoing = true;
    resume(record);
    m_redoing = false;
    // The player finds the tile in hand turned the way they had laid it.
    if (placement && m_phase == Phase::PlaceTile && m_rotation != placement->rotation) {
        m_rotation = placement->rotation;
        emit handChanged();
    }
    emit historyRewritten();
    return true;
}

bool GameSession::redo()
{
    if (m_phase == Phase::NoGame || m_phase == Phase::Replay || m_redo.empty())
        return false;
    m_computer->cancel();
    if (m_phase == Phase::PlaceFigure)
        takeBackLaidTile();
    GameRecord record = recordOf(*m_game, true);
    const Taken again = std::move(m_redo.back());
    m_redo.pop_back();
    if (!again.followUps.empty() && !record.moves.empty()) {
        std::vector<Decision>& followUps = record.moves.back().followUps;
        followUps.insert(followUps.end(), again.followUps.begin(), again.followUps.end());
    }
    // The moves drew the tiles undo() put back on top of the bag; they are drawn again.
    std::size_t drawn = 0;
    for (const Move& m : again.moves)
        drawn += m.abbey || m.decline ? 0 : 1;
    if (record.bag) {
        std::vector<TileTypeId>& bag = *record.bag;
        bag.erase(bag.begin(), bag.begin() + std::ptrdiff_t(std::min(drawn, bag.size())));
    }
    record.moves.insert(record.moves.end(), again.moves.begin(), again.moves.end());
    m_redoing = true;
    resume(record);
    m_redoing = false;
    emit historyRewritten();
    return true;
}

} // namespace bastide
