// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>

namespace bastide {

class AiWorker;

/**
 * The computer players' turns: each question goes to a worker thread with a copy of the
 * game, and the answer comes back no sooner than the pace the player chose. An answer to a
 * question since cancelled (a new game, an undo, closing) is dropped.
 */
class ComputerTurns : public QObject
{
    Q_OBJECT

public:
    explicit ComputerTurns(QObject* parent = nullptr);
    /** Stops thinking and waits for the worker thread, without a word to anyone. */
    ~ComputerTurns() override;

    /** Asks a computer player of `level` for the move of the player to move in `game`. */
    void request(const Game& game, const QString& level, std::uint64_t seed);
    /** Asks for the answer to `game`'s pending decision that is not a tile move (a dragon
     *  step, a wagon, the abbey or the draw), for the player who makes it. */
    void requestAnswer(const Game& game);
    /** How long a decision takes at least (ms), asked each time; none by default. */
    void setPace(std::function<int()> pace) { m_pace = std::move(pace); }
    /** Forgets the question asked, if any. */
    void cancel();
    bool isThinking() const { return m_thinking; }

signals:
    void thinkingChanged(bool thinking);
    /** The computer's move, to be played now (thinking has stopped). */
    void moveReady(const bastide::Move& move);
    /** The computer's answer to another decision, to be played now. */
    void answerReady(const bastide::Decision& decision);

private:
    void onMoveChosen(quint64 generation, const Move& move);
    void onAnswerChosen(quint64 generation, const Decision& decision);
    /** Calls `deliver` once the pace allows, unless cancelled meanwhile. */
    void afterPace(quint64 generation, std::function<void()> deliver);
    void begin();
    void setThinking(bool thinking);

    QThread m_thread;
    AiWorker* m_worker;
    quint64 m_generation = 0;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QElapsedTimer m_clock;
    bool m_thinking = false;
    std::function<int()> m_pace;
};

} // namespace bastide
