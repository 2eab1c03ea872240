// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/windowgeometry.h"

#include <QMainWindow>
#include <QSettings>
#include <QSplitter>

namespace bastide {

void WindowGeometry::restore(QMainWindow* window, const QString& group, QSplitter* splitter)
{
    const QSettings settings;
    window->restoreGeometry(settings.value(group + QStringLiteral("/geometry")).toByteArray());
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

} // namespace bastide
