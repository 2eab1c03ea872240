// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/cubic.h"

#include <QPainterPath>
#include <QPointF>
#include <QTransform>

namespace bastide::tileshapes {

// Geometry helpers of the unit tile square (x east, y south, origin north-west), shared by
// the layout and the painters. Sides are numbered as in the engine: N, E, S, W.

/** Midpoint of a side's border. */
QPointF sideMidpoint(int side);
/** Unit vector from a side's border into the tile. */
QPointF inward(int side);
/** Where a slot's border segment has its middle. */
QPointF slotMidpoint(int slot);
/** The quarter turns clockwise about the tile centre that the engine calls rotation. */
QTransform rotation(int quarterTurns);
/** The unit square, mapped into `rect` and turned `quarterTurns` clockwise. */
QTransform tileToRect(const QRectF& rect, int quarterTurns);

qreal length(QPointF v);
QPointF normalized(QPointF v);

/** A straight cubic from a to b. */
Cubic straight(QPointF a, QPointF b);

/** A region on `side` bounded by an arc from corner to corner that reaches `depth` into the
 *  tile, extended well beyond the border so that only the arc is inside the tile. */
QPainterPath capShape(int side, qreal depth);
/** A region covering the sides `side` and the one before it clockwise (N with W, E with N,
 *  ...), bounded by a wall from the far corner of one to the far corner of the other;
 *  `bulge` > 0 pushes the wall toward the tile centre, < 0 pulls it back toward the corner. */
QPainterPath cornerShape(int side, qreal bulge);
/** A square far larger than the tile, for shapes that cover it. */
QPainterPath farSquare();
/** The tile's own square. */
QPainterPath unitSquare();
/** `path` grown by `margin` on every side. */
QPainterPath grown(const QPainterPath& path, qreal margin);
/** `path` with its curves replaced by fine polylines: Qt's boolean path operations flatten
 *  curves coarsely at tile scale, so every shape is flattened once, finely, up front. */
QPainterPath flattened(const QPainterPath& path);
/** A disc as a fine polygon. */
QPainterPath disc(QPointF centre, qreal radius);
/** The point of `path`'s outline nearest to `p`. */
QPointF nearestOnOutline(const QPainterPath& path, QPointF p);
/** A stroke of `path` with flat ends, as a fillable outline. */
QPainterPath stroked(const QPainterPath& path, qreal width, Qt::PenCapStyle cap = Qt::FlatCap);

} // namespace bastide::tileshapes
