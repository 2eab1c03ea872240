// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QImage>
#include <QPainter>
#include <cstdint>

namespace bastide {

/**
 * Paints the ground of the unit square: meadow (grass, tufts, small flowers, a gentle
 * variation that fades out before the border, so neighbouring tiles meet without a seam)
 * and the cobbled paving of towns. When the painter maps the tile onto whole pixels, both
 * come from textures pre-rendered once per pixel size, since thousands of little strokes
 * cost more than the rest of a tile together.
 */
class GroundPainter
{
public:
    /** Meadow over the whole unit square. */
    static void paintMeadow(QPainter& p, std::uint64_t seed);
    /** Paving over `area` (unit coordinates). */
    static void fillPaving(QPainter& p, const QPainterPath& area, std::uint64_t seed);

private:
    enum class Kind : std::uint8_t
    {
        Meadow,
        Paving
    };
    static void paintDirect(QPainter& p, Kind kind, std::uint64_t seed);
    static void paintMeadowDirect(QPainter& p, std::uint64_t seed);
    static void paintPavingDirect(QPainter& p, std::uint64_t seed);
    /** The tile's size in device pixels when the painter maps it onto whole pixels, else 0. */
    static int gridPixels(const QPainter& p);
    static QImage texture(Kind kind, int pixels, int variant);
};

} // namespace bastide
