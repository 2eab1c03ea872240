#pragma once

#include <QImage>
#include <QPainter>
#include <cstdint>

namespace bastide {

/** Paints meadow ground over the unit square: grass, tufts, small flowers and a gentle
 *  variation that fades out before the border, so neighbouring tiles meet without a seam. */
class GroundPainter
{
public:
    /** Paints the unit square. When the painter only scales, the ground comes from one of
     *  a few textures pre-rendered per pixel size, since the tufts cost more than the rest
     *  of a tile together. */
    static void paint(QPainter& p, std::uint64_t seed);
    /** Paints the unit square stroke by stroke. */
    static void paintDirect(QPainter& p, std::uint64_t seed);

private:
    static QImage texture(int pixels, int variant);
};

} // namespace bastide
