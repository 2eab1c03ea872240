// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/canvashittest.h"

#include "art/featuregeometry.h"
#include "art/tileshapes.h"

#include <algorithm>
#include <cmath>

namespace bastide {

namespace {

/** Depth of a unit point inside the tile measured from `side`'s border. */
qreal depthFrom(int side, QPointF u)
{
    switch (side) {
    case 0:
        return u.y();
    case 1:
        return 1 - u.x();
    case 2:
        return 1 - u.y();
    default:
        return u.x();
    }
}

/** Position along `side` in slot order (0 at the slot-0 corner). */
qreal alongSide(int side, QPointF u)
{
    switch (side) {
    case 0:
        return u.x();
    case 1:
        return u.y();
    case 2:
        return 1 - u.x();
    default:
        return 1 - u.y();
    }
}

} // namespace

std::pair<QPointF, QPointF> CanvasHitTest::sideEnds(int side)
{
    static const QPointF corners[] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    return {corners[side], corners[(side + 1) % 4]};
}

QPointF CanvasHitTest::edgePoint(const QRectF& rect, int side)
{
    return tileshapes::tileToRect(rect, 0).map(tileshapes::sideMidpoint(side) +
                                               tileshapes::inward(side) * (BandDepth / 2));
}

QPointF CanvasHitTest::slotPoint(const QRectF& rect, int slot)
{
    return tileshapes::tileToRect(rect, 0).map(tileshapes::slotMidpoint(slot) +
                                               tileshapes::inward(sideOfSlot(slot)) * 0.04);
}

CanvasHit CanvasHitTest::hitAt(const TileType& t, const FeatureGeometry* geometry,
                               const QRectF& rect, QPointF pos)
{
    CanvasHit hit;
    if (rect.width() < 1)
        return hit;
    const qreal size = rect.width();
    const QPointF u = (pos - rect.topLeft()) / size;
    const qreal reach = (HandleGap + HandleWidth + 10) / size;
    if (u.x() < -reach || u.y() < -reach || u.x() > 1 + reach || u.y() > 1 + reach)
        return hit;
    hit.onTile = u.x() >= 0 && u.y() >= 0 && u.x() <= 1 && u.y() <= 1;
    const qreal dx = u.x() - 0.5, dy = u.y() - 0.5;
    hit.side = std::abs(dy) >= std::abs(dx) ? (dy < 0 ? 0 : 2) : (dx > 0 ? 1 : 3);
    const qreal depth = depthFrom(hit.side, u);
    hit.inBand = depth < BandDepth;
    hit.slot = hit.side * 3 + std::clamp(int(alongSide(hit.side, u) * 3), 0, 2);

    if (depth < BorderDepth) {
        hit.feature = t.featureAt(hit.slot);
        hit.featureSlot = hit.slot;
    } else if (geometry) {
        hit.feature = geometry->featureAt(pos, Rotation(0), rect);
        if (hit.feature >= 0 && !isCentreKind(t.features[std::size_t(hit.feature)].kind)) {
            const SlotMask mask = t.features[std::size_t(hit.feature)].slotMask;
            qreal nearest = 1e9;
            for (int s = 0; s < SlotCount; ++s) {
                if (!(mask & (1u << s)))
                    continue;
                const QPointF d = tileshapes::slotMidpoint(s) - u;
                const qreal dist = std::hypot(d.x(), d.y());
                if (dist < nearest) {
                    nearest = dist;
                    hit.featureSlot = s;
                }
            }
        }
    }
    return hit;
}

} // namespace bastide
