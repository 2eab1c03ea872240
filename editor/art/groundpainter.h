#pragma once

#include <QPainter>
#include <cstdint>

namespace bastide {

/** Paints meadow ground over the unit square: grass, tufts, small flowers and a gentle
 *  variation that fades out before the border, so neighbouring tiles meet without a seam. */
class GroundPainter
{
public:
    static void paint(QPainter& p, std::uint64_t seed);
};

} // namespace bastide
