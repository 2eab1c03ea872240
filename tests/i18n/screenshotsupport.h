// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Where the translated-window tests save their screenshots (only on request, see
// tests/screenshots.h), and how they let a window settle.

#include "screenshots.h"

#include <QCoreApplication>
#include <QString>

namespace bastide::test {

/** Saves `window` as LANGUAGE/NAME.png in the screenshot folder, when one was asked for. */
inline bool saveShot(QWidget* window, const QString& language, const QString& name)
{
    return saveScreenshot(window, language + QLatin1Char('/') + name);
}

/** Lets posted layout and paint events run before a grab. */
inline void settle()
{
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

} // namespace bastide::test
