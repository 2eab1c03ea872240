#pragma once

#include <QPainter>
#include <cstdint>

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
    /** A house whose front wall stands on `base` (bottom middle), `width` wide. */
    static void house(QPainter& p, QPointF base, qreal width, Roof roof, bool tall);
    /** A chapel with a bell tower in its yard, filling a disc of `radius`. */
    static void chapel(QPainter& p, QPointF centre, qreal radius);
    /** A hedged garden with beds, trees and a fountain, filling a disc of `radius`. */
    static void garden(QPainter& p, QPointF centre, qreal radius, std::uint64_t seed);
    /** A stone well for a crossroads. */
    static void well(QPainter& p, QPointF centre, qreal radius);
};

} // namespace bastide
