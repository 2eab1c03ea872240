// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/tilepaths.h"

#include "art/tileshapes.h"

namespace bastide::tilepaths {

using namespace tileshapes;

int sidesOf(const Feature& f)
{
    int sides = 0;
    for (int side = 0; side < SideCount; ++side) {
        const bool touches = f.kind == FeatureKind::City
                                 ? (f.slotMask & sideSlots(side)) != 0
                                 : (f.slotMask & (1u << middleSlot(side))) != 0;
        if (touches)
            sides |= 1 << side;
    }
    return sides;
}

std::vector<int> sideList(int sides)
{
    std::vector<int> list;
    for (int side = 0; side < SideCount; ++side) {
        if (sides & (1 << side))
            list.push_back(side);
    }
    return list;
}

bool opposite(int a, int b)
{
    return ((a + 2) & 3) == b;
}

Cubic connect(int a, int b)
{
    if (opposite(a, b))
        return straight(sideMidpoint(a), sideMidpoint(b));
    constexpr qreal k = 0.5 * 0.5523; // Bézier handle of a quarter circle of radius 0.5
    return {sideMidpoint(a), sideMidpoint(a) + inward(a) * k, sideMidpoint(b) + inward(b) * k,
            sideMidpoint(b)};
}

Cubic toPoint(int side, QPointF target)
{
    const QPointF p0 = sideMidpoint(side);
    const qreal l = length(target - p0);
    const QPointF p1 = p0 + inward(side) * (l * 0.45);
    const QPointF p2 = target + (p1 - target) * 0.35;
    return {p0, p1, p2, target};
}

} // namespace bastide::tilepaths
