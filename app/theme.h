// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QString>

class QApplication;

namespace bastide {

/** The app's look: a warm parchment palette that matches the tile art, the table colour
 *  under the board, and one style sheet for buttons, cards and lists. */
class Theme
{
public:
    static QColor paper(); // window background
    static QColor card();  // panels
    static QColor cardBorder();
    static QColor ink();      // text
    static QColor mutedInk(); // secondary text
    static QColor accent();   // primary buttons, the current player
    static QColor accentDark();
    static QColor gold();  // legal spots, highlights
    static QColor table(); // under the board
    static QColor warning();

    /** Applies the palette and style sheet to the whole application. */
    static void apply(QApplication& app);
    static QString styleSheet();
};

} // namespace bastide
