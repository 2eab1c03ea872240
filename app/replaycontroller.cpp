// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/replaycontroller.h"

#include "play/gamesession.h"

#include <algorithm>

namespace bastide {

ReplayController::ReplayController(GameSession* session, QObject* parent)
    : QObject(parent), m_session(session)
{
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_position >= moveCount())
            setPlaying(false);
        else
            forward();
    });
    // Anything else replacing the game (New Game, Open) ends the replay.
    connect(session, &GameSession::phaseChanged, this, [this] {
        if (m_record && !m_session->isReplaying()) {
            m_timer.stop();
            m_record.reset();
            m_before.reset();
            emit ended(std::nullopt);
        }
    });
}

void ReplayController::start(const GameRecord& record, std::optional<GameRecord> before)
{
    Q_ASSERT(record.bag);
    m_record = record;
    m_before = std::move(before);
    m_position = -1;
    emit started();
    showPosition(0);
}

GameRecord ReplayController::positionRecord() const
{
    GameRecord r = *m_record;
    // The tiles of the moves not shown go back on top of the bag in the order they were
    // drawn, so the game goes on with the tiles it had.
    std::vector<TileTypeId> bag;
    for (std::size_t i = std::size_t(m_position); i < r.moves.size(); ++i)
        bag.push_back(r.moves[i].tile);
    if (r.bag)
        bag.insert(bag.end(), r.bag->begin(), r.bag->end());
    r.moves.resize(std::size_t(m_position));
    r.bag = std::move(bag);
    return r;
}

void ReplayController::showPosition(int moves)
{
    if (!m_record)
        return;
    moves = std::clamp(moves, 0, moveCount());
    if (moves == m_position)
        return;
    m_position = moves;
    m_session->showReplay(positionRecord());
    emit positionChanged(m_position);
    if (m_position >= moveCount())
        setPlaying(false);
}

void ReplayController::setPlaying(bool playing)
{
    if (playing == m_timer.isActive())
        return;
    if (playing && m_position >= moveCount())
        first(); // played again from the start
    if (playing)
        m_timer.start();
    else
        m_timer.stop();
    emit playingChanged(playing);
}

void ReplayController::setPace(int msPerMove)
{
    m_timer.setInterval(std::max(50, msPerMove));
}

void ReplayController::playOnFromHere()
{
    if (!m_record)
        return;
    const GameRecord here = positionRecord();
    m_timer.stop();
    m_record.reset();
    m_before.reset();
    emit ended(here);
}

void ReplayController::close()
{
    if (!m_record)
        return;
    m_timer.stop();
    std::optional<GameRecord> before = std::move(m_before);
    m_record.reset();
    m_before.reset();
    if (before)
        m_session->resume(*before);
    emit ended(std::nullopt);
}

} // namespace bastide
