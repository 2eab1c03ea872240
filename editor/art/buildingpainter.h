// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPainter>
#include <cstdint>
#include <vector>

namespace bastide {

/** Paints the buildings of the tile art, upright and lit from the north-west: town houses,
 *  the chapel of a monastery, the hedged garden, and the well of a crossroads. */
class BuildingPainter
{
public:
    enum class Roof : std::uint8_t
    {
        Red,
        Dark,
        Light
    };
    struct House
    {
        QPointF base; // bottom middle of the front wall
        qreal width = 0.1;
        Roof roof = Roof::Red;
        bool tall = false;
    };
    /** Houses, nearer (more southern) ones over the ones behind. Drawn a row at a time in
     *  a few batched calls, since a town has dozens of them. */
    static void houses(QPainter& p, std::vector<House> houses);
    /** The height of a house above its base, roof included. */
    static qreal houseHeight(qreal width, bool tall);
    /** A chapel with a bell tower in its yard, filling a disc of `radius`. */
    static void chapel(QPainter& p, QPointF centre, qreal radius);
    /** A hedged garden with beds, trees and a fountain, filling a disc of `radius`. */
    static void garden(QPainter& p, QPointF centre, qreal radius, std::uint64_t seed);
    /** A stone well for a crossroads. */
    static void well(QPainter& p, QPointF centre, qreal radius);

    // Parts the churches share (the monastery's chapel, the cathedral).
    /** Trodden ground round a building, a disc of `radius`: solid `color` out to `solid` of
     *  the radius, then fading into the ground around. */
    static void yard(QPainter& p, QPointF centre, qreal radius, QRgb color, qreal solid);
    /** A row of `count` round-topped windows of `size`, `step` apart, the first with its top
     *  left at `topLeft`. */
    static void archedWindows(QPainter& p, const QColor& glass, QPointF topLeft, qreal step,
                              int count, QSizeF size);
};

} // namespace bastide
