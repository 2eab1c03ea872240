// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/citybodies.h"

#include "art/tilelayout.h"
#include "art/tilepaths.h"
#include "art/tileshapes.h"

#include <algorithm>
#include <bit>

namespace bastide {

using namespace tileshapes;
using namespace tilepaths;

namespace {

QPainterPath cityBody(int sides, int otherCitySides)
{
    const std::vector<int> list = sideList(sides);
    switch (list.size()) {
    case 4:
        return farSquare();
    case 3: {
        const int missing = std::countr_zero(unsigned(~sides & 0xf));
        return farSquare().subtracted(capShape(missing, TileLayout::CapDepth));
    }
    case 2: {
        if (opposite(list[0], list[1])) {
            const int other = (list[0] + 1) & 3;
            return farSquare()
                .subtracted(capShape(other, TileLayout::PassageDepth))
                .subtracted(capShape((other + 2) & 3, TileLayout::PassageDepth));
        }
        // The corner between `side` and the side before it clockwise.
        const int side = (sides & (1 << ((list[0] + 3) & 3))) ? list[0] : list[1];
        const int facing = (1 << ((side + 1) & 3)) | (1 << ((side + 2) & 3));
        const qreal bulge = (otherCitySides & facing) == facing ? -0.14 : 0.0;
        return cornerShape(side, bulge);
    }
    case 1:
        return capShape(list[0], TileLayout::CapDepth);
    default:
        return {};
    }
}

} // namespace

std::vector<CityBodies::City> CityBodies::layOut(const TileType& type)
{
    std::vector<int> order;
    int allSides = 0;
    for (std::size_t i = 0; i < type.features.size(); ++i) {
        if (type.features[i].kind == FeatureKind::City) {
            order.push_back(int(i));
            allSides |= sidesOf(type.features[i]);
        }
    }
    // Small cities keep their natural shape; bigger ones give way around them.
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return std::popcount(unsigned(sidesOf(type.features[std::size_t(a)]))) <
               std::popcount(unsigned(sidesOf(type.features[std::size_t(b)])));
    });
    std::vector<City> cities;
    QPainterPath taken;
    const QPainterPath square = unitSquare();
    for (int i : order) {
        const int sides = sidesOf(type.features[std::size_t(i)]);
        QPainterPath body = cityBody(sides, allSides & ~sides);
        if (!taken.isEmpty())
            body = body.subtracted(taken);
        // Only the part near the tile matters to the cities laid out after this one.
        QPainterPath near;
        near.addRect(QRectF(-0.15, -0.15, 1.3, 1.3));
        taken = taken.united(grown(body.intersected(near), TileLayout::WallWidth * 0.9));
        // Cut down to just round the tile: the outline stays outside the border there, and
        // stroking the wall does not walk the far-off parts.
        QPainterPath around;
        around.addRect(QRectF(-0.1, -0.1, 1.2, 1.2));
        cities.push_back({i, body.intersected(around), body.intersected(square)});
    }
    return cities;
}

} // namespace bastide
