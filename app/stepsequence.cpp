// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/stepsequence.h"

namespace bastide {

StepSequence::StepSequence(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &StepSequence::next);
}

void StepSequence::add(std::function<void()> step, int durationMs)
{
    m_steps.push_back(Step{std::move(step), durationMs});
    if (!m_running) {
        m_running = true;
        next();
    }
}

void StepSequence::clear()
{
    m_timer.stop();
    m_steps.clear();
    if (m_running) {
        m_running = false;
        emit finished();
    }
}

void StepSequence::next()
{
    while (!m_steps.empty()) {
        Step s = std::move(m_steps.front());
        m_steps.pop_front();
        s.run();
        if (s.duration > 0) {
            m_timer.start(s.duration);
            return;
        }
    }
    m_running = false;
    emit finished();
}

} // namespace bastide
