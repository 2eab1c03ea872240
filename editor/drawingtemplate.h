// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QCoreApplication>

namespace bastide {

/**
 * An SVG file to draw a tile's picture on in any drawing program: a square tile with its
 * edges cut into the twelve slots of the deck format (N0 to W2), the middle where a
 * monastery stands, and, faintly, the tile as Bastide draws it from its features. The guides
 * are one group, `bastide-guides`, which importing the picture leaves out.
 */
class DrawingTemplate
{
    Q_DECLARE_TR_FUNCTIONS(bastide::DrawingTemplate)

public:
    /** The side of the template's square, in its own units (pixels in most programs). */
    static constexpr int Side = 600;

    /** The template; `tile` (may be null) is drawn faintly under the guides. */
    static QString svg(const TileType* tile);
};

} // namespace bastide
