// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/firstpaintprobe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <cstdio>

namespace bastide {

FirstPaintProbe::FirstPaintProbe(const QElapsedTimer& clock, QObject* parent)
    : QObject(parent), m_clock(clock)
{}

bool FirstPaintProbe::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_done && event->type() == QEvent::Paint) {
        m_done = true;
        // Measured once the paint has been handled, so the time includes it.
        QTimer::singleShot(0, this, [this] {
            std::printf("first window painted after %.1f ms\n", m_clock.nsecsElapsed() / 1e6);
            std::fflush(stdout);
            QCoreApplication::quit();
        });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace bastide
