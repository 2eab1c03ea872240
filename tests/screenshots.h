// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Screenshots and art sheets for a person to judge, written only on request: with
// BASTIDE_SCREENSHOTS=DIR set, into DIR (the tests' own checks run either way). Writing all of
// them costs a test run some 120 PNG files and tens of megabytes.

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPixmap>
#include <QString>

namespace bastide::test {

/** The folder screenshots go to (SUBFOLDER made inside it when missing), or an empty string
 *  when BASTIDE_SCREENSHOTS is not set. */
inline QString screenshotDir(const QString& subfolder = {})
{
    const QString root = qEnvironmentVariable("BASTIDE_SCREENSHOTS");
    if (root.isEmpty())
        return {};
    const QString dir = subfolder.isEmpty() ? root : QDir(root).filePath(subfolder);
    QDir().mkpath(dir);
    return dir;
}

inline bool screenshotsWanted()
{
    return !qEnvironmentVariableIsEmpty("BASTIDE_SCREENSHOTS");
}

/** Saves `image` as NAME (a path under the screenshot folder, ".png" added) when screenshots
 *  were asked for; true when saved or not asked for. */
inline bool saveScreenshot(const QImage& image, const QString& name)
{
    if (!screenshotsWanted())
        return true;
    const QString path = QDir(screenshotDir()).filePath(name + QStringLiteral(".png"));
    QDir().mkpath(QFileInfo(path).absolutePath());
    return image.save(path);
}

inline bool saveScreenshot(const QPixmap& pixmap, const QString& name)
{
    return !screenshotsWanted() || saveScreenshot(pixmap.toImage(), name);
}

/** Grabs `widget` (a QWidget: a template, so tests of Qt Gui alone need no Qt Widgets) only
 *  when screenshots were asked for. */
template <class Widget> bool saveScreenshot(Widget* widget, const QString& name)
{
    return !screenshotsWanted() || saveScreenshot(widget->grab(), name);
}

} // namespace bastide::test
