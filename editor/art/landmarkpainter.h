// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/goods.h"

#include <QPainter>
#include <vector>

namespace bastide {

/**
 * Paints the marks of the expansions, upright and lit from the north-west like the other
 * buildings: the inn (a timber-framed house with a hanging sign, by a pond at its road), the
 * cathedral (a great church with twin towers in a paved close), and the trade goods of a
 * city (wine, grain and cloth, each on a small round token, one token per symbol).
 */
class LandmarkPainter
{
public:
    /** The inn on a plot of radius `radius` round `plot`; the road lies toward `toRoad`. */
    static void inn(QPainter& p, QPointF plot, QPointF toRoad, qreal radius);
    /** A cathedral filling a disc of `radius`. */
    static void cathedral(QPainter& p, QPointF centre, qreal radius);
    /** The goods tokens, `size` across each, at `centre` plus each of `offsets` in turn. */
    static void goods(QPainter& p, QPointF centre, qreal size, const Goods& goods,
                      const std::vector<QPointF>& offsets);
    /** One goods token `size` across. */
    static void goodsToken(QPainter& p, QPointF centre, qreal size, GoodsKind kind);
};

} // namespace bastide
