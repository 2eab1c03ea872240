// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/player.h"

#include <QColor>
#include <QIcon>

namespace bastide {

/** The players' colours as the app shows them outside the board: the figure colour from
 *  the art, a readable text shade of it, and small round badges for lists and menus. */
class PlayerColors
{
public:
    static QColor color(PlayerColor color);
    /** A shade of the colour that reads as text on the light panels. */
    static QColor textColor(PlayerColor color);
    /** A round badge, filled or as a ring. */
    static QIcon dot(PlayerColor color, bool filled = true);
    /** A small follower in the colour, for the score panel and the setup dialog. */
    static QPixmap figure(PlayerColor color, int size, qreal devicePixelRatio, bool abbot = false);
};

} // namespace bastide
