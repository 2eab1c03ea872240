// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QIcon>

namespace bastide {

/** The toolbar and button icons, drawn here with QPainter in the app's ink colour so
 *  they match the theme and stay sharp at any size and pixel ratio; and the app icon. */
class Icons
{
public:
    enum class Name
    {
        NewGame,
        Open,
        Save,
        Undo,
        Redo,
        RotateLeft,
        RotateRight,
        Confirm,
        StepBack,
        FitAll,
        Centre,
        ZoomIn,
        ZoomOut,
        Tiles,
        NoFigure,
        ReturnAbbot,
        Trophy,
    };

    static QIcon icon(Name name);
    static QIcon icon(Name name, const QColor& color);
    /** The application icon: a walled town on a green tile, from the desktop icon's SVG. */
    static QIcon appIcon();
};

} // namespace bastide
