// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPainter>
#include <cstdint>

namespace bastide {

class TileLayout;

/** Paints a few trees and bushes on open meadow: kept off the border (so none is cut in
 *  half where tiles meet), off every other feature, and away from where figures stand. */
class FieldDecorPainter
{
public:
    static void paint(QPainter& p, const TileLayout& layout, std::uint64_t seed);
    /** A round tree seen from above, lit from the north-west, with its shadow. */
    static void tree(QPainter& p, QPointF centre, qreal radius);
    /** A low bush of a few leafy clumps. */
    static void bush(QPainter& p, QPointF centre, qreal radius);
};

} // namespace bastide
