// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QTimer>
#include <deque>
#include <functional>

namespace bastide {

/**
 * Runs queued presentation steps one after another, each shown for its duration, without
 * ever blocking the event loop. With zero durations (animations off) every step runs at
 * once, so tests see the final state as soon as the move is played.
 */
class StepSequence : public QObject
{
    Q_OBJECT

public:
    explicit StepSequence(QObject* parent = nullptr);

    void add(std::function<void()> step, int durationMs);
    bool isRunning() const { return m_running; }
    /** Drops every waiting step unrun (what they would show is gone). */
    void clear();

signals:
    void finished();

private:
    void next();

    struct Step
    {
        std::function<void()> run;
        int duration = 0;
    };
    std::deque<Step> m_steps;
    QTimer m_timer;
    bool m_running = false;
};

} // namespace bastide
