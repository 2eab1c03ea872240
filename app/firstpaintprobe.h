// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QElapsedTimer>
#include <QObject>

namespace bastide {

/** Measures start-up: reports the time from main() to the window's first paint on
 *  standard output and quits (BASTIDE_STARTUP_PROBE=1), for the start-up benchmark. */
class FirstPaintProbe : public QObject
{
    Q_OBJECT

public:
    FirstPaintProbe(const QElapsedTimer& clock, QObject* parent = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QElapsedTimer m_clock;
    bool m_done = false;
};

} // namespace bastide
