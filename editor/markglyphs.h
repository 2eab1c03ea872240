// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/goods.h"

#include <QRectF>

class QPainter;

namespace bastide {

/**
 * Small pictures of the expansions' marks — an inn by its pond, a cathedral, a barrel of
 * wine, a sheaf of grain, a bolt of cloth, an inner field — drawn the same on the tools and
 * as the canvas's markers, which stand in for the tile art until it draws the marks itself.
 * Each has a shape of its own, so they tell apart without colour too.
 */
class MarkGlyphs
{
public:
    enum class Mark
    {
        Inn,
        Cathedral,
        Wine,
        Grain,
        Cloth,
        InnerField,
    };
    static Mark goods(GoodsKind kind);
    /** Draws `mark` filling the square `box`. */
    static void paint(QPainter& p, Mark mark, const QRectF& box);
};

} // namespace bastide
