// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QMainWindow;
class QSplitter;

namespace bastide {

/** A window's size, place, toolbars and docks (and a splitter's sizes) kept between runs
 *  in the settings under a group of its own ("window", "editor"). */
class WindowGeometry
{
public:
    static void restore(QMainWindow* window, const QString& group, QSplitter* splitter = nullptr);
    static void save(const QMainWindow* window, const QString& group,
                     const QSplitter* splitter = nullptr);
};

} // namespace bastide
