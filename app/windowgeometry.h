// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QRect>
#include <QString>

class QMainWindow;
class QSplitter;

namespace bastide {

/** A window's size, place, toolbars and docks (and a splitter's sizes) kept between runs
 *  in the settings under a group of its own ("window", "editor"). */
class WindowGeometry
{
public:
    /** Brings back what `save` kept. A window with nothing kept (its first run) opens at
     *  its current size where that fits the screen, smaller where it does not, centred. */
    static void restore(QMainWindow* window, const QString& group, QSplitter* splitter = nullptr);
    static void save(const QMainWindow* window, const QString& group,
                     const QSplitter* splitter = nullptr);

    /** Where a window of `preferred` size opens in `room` (the screen less its panels): as
     *  large as it likes, but never past `room` once the window manager has added a frame
     *  and title bar, nor below `minimum`; centred. */
    static QRect firstPlace(QSize preferred, QSize minimum, const QRect& room);
};

} // namespace bastide
