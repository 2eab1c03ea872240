// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamerecord.h"

#include <QObject>
#include <QTimer>
#include <optional>

namespace bastide {

class GameSession;

/**
 * A finished or saved game stepped through move by move: first, back, forward, last, or
 * played at a chosen pace, with the board, scores and log shown as they stood. The game on
 * the table before comes back when the replay closes; "play on from here" makes the shown
 * position a game of its own instead.
 */
class ReplayController : public QObject
{
    Q_OBJECT

public:
    explicit ReplayController(GameSession* session, QObject* parent = nullptr);

    /** Starts replaying `record` from its beginning; `before` is the game to return to.
     *  The record carries its bag, the tiles never drawn in order (recordOf(game, true)),
     *  so that no position needs the whole game played first. */
    void start(const GameRecord& record, std::optional<GameRecord> before);
    bool isActive() const { return m_record.has_value(); }
    int position() const { return m_position; }
    int moveCount() const { return m_record ? int(m_record->moves.size()) : 0; }

    /** Shows the game after its first `moves` moves (clamped to the record). */
    void showPosition(int moves);
    void first() { showPosition(0); }
    void back() { showPosition(m_position - 1); }
    void forward() { showPosition(m_position + 1); }
    void last() { showPosition(moveCount()); }
    /** Plays the moves one after another, `msPerMove` apart, until the last or a pause. */
    void setPlaying(bool playing);
    bool isPlaying() const { return m_timer.isActive(); }
    void setPace(int msPerMove);
    int pace() const { return m_timer.interval(); }

    /** The game as it stands at the position, the rest of its tiles still to be drawn in the
     *  recorded order: what "play on from here" continues. */
    GameRecord positionRecord() const;
    /** Ends the replay and continues the shown position as a game. */
    void playOnFromHere();
    /** Ends the replay and puts back the game that was on the table. */
    void close();

signals:
    void started();
    void positionChanged(int position);
    void playingChanged(bool playing);
    /** The replay ended; `playOn` holds the position to go on with when asked for. */
    void ended(std::optional<bastide::GameRecord> playOn);

private:
    void finish();

    GameSession* m_session;
    std::optional<GameRecord> m_record;
    std::optional<GameRecord> m_before;
    int m_position = 0;
    QTimer m_timer;
};

} // namespace bastide
