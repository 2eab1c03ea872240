#pragma once

#include <QIcon>

namespace bastide {

/** The toolbar and button icons, drawn here with QPainter in the app's ink colour so
 *  they match the theme and need no image files. */
class Icons
{
public:
    enum class Name
    {
        NewGame,
        Open,
        Save,
        Undo,
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
    /** The application icon: a little walled town on a green tile. */
    static QIcon appIcon();
};

} // namespace bastide
