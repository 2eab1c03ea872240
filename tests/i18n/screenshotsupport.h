// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Where the translated-window tests save their screenshots, and how they let a window settle.

#include <QCoreApplication>
#include <QDir>
#include <QString>

namespace bastide::test {

/** build/screenshots/LANGUAGE/NAME.png, the folder made when missing. */
inline QString shotPath(const QString& language, const QString& name)
{
    const QString dir = QStringLiteral(BASTIDE_BUILD_DIR "/screenshots/%1").arg(language);
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + name + QStringLiteral(".png");
}

/** Lets posted layout and paint events run before a grab. */
inline void settle()
{
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

} // namespace bastide::test
