// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QLabel>

namespace bastide {

/**
 * The deck editor's look: the warm parchment, ink and terracotta of the tile art, applied
 * as a palette and a small style sheet to the editor window only, so it sits well beside
 * the game whatever style the desktop uses.
 */
class EditorStyle
{
public:
    static QColor parchment(); // window background
    static QColor paper();     // panels and lists
    static QColor ink();       // text
    static QColor mutedInk();  // secondary text
    static QColor accent();    // terracotta: the one action that matters most
    static QColor selection(); // selected rows
    static QColor problem();   // errors
    static QColor good();      // all is well

    /** Sets the palette and style sheet on `window` and everything in it. */
    static void apply(QWidget* window);
    /** A section heading ("Tiles", "Properties"). */
    static QLabel* heading(const QString& text, QWidget* parent = nullptr);
    /** Smaller explanatory text that wraps. */
    static QLabel* note(const QString& text, QWidget* parent = nullptr);
};

} // namespace bastide
