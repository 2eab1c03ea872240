// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/windowgeometry.h"

#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <algorithm>

namespace bastide {

namespace {

// Room left for the frame and title bar a window manager adds around a window; they are
// unknown until the window is shown, and some 30 px of title bar is common.
const QSize FrameAllowance(32, 64);

} // namespace

void WindowGeometry::restore(QMainWindow* window, const QString& group, QSplitter* splitter)
{
    const QSettings settings;
    const QByteArray geometry = settings.value(group + QStringLiteral("/geometry")).toByteArray();
    // The default sizes suit a large screen; on a laptop's 1366 × 768 they would run off
    // its bottom, so the first run fits them to the screen the window opens on.
    if (geometry.isEmpty() || !window->restoreGeometry(geometry)) {
        if (const QScreen* screen = window->screen())
            window->setGeometry(
                firstPlace(window->size(), window->minimumSizeHint(), screen->availableGeometry()));
    }
    window->restoreState(settings.value(group + QStringLiteral("/state")).toByteArray());
    if (splitter)
        splitter->restoreState(settings.value(group + QStringLiteral("/splitter")).toByteArray());
}

void WindowGeometry::save(const QMainWindow* window, const QString& group,
                          const QSplitter* splitter)
{
    QSettings settings;
    settings.setValue(group + QStringLiteral("/geometry"), window->saveGeometry());
    settings.setValue(group + QStringLiteral("/state"), window->saveState());
    if (splitter)
        settings.setValue(group + QStringLiteral("/splitter"), splitter->saveState());
}

QRect WindowGeometry::firstPlace(QSize preferred, QSize minimum, const QRect& room)
{
    const QSize size = preferred.boundedTo(room.size() - FrameAllowance).expandedTo(minimum);
    QRect place(QPoint(), size);
    place.moveCenter(room.center());
    // Below its minimum a window may be larger than the room: its title bar stays on screen.
    place.moveTopLeft(
        QPoint(std::max(place.left(), room.left()), std::max(place.top(), room.top())));
    return place;
}

} // namespace bastide
