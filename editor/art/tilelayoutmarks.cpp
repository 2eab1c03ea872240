// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// TileLayout's marks: where shields, cathedrals, goods tokens, inns and road figures go, kept
// apart from the terrain layout in tilelayout.cpp.

#include "art/citybodies.h"
#include "art/clearancemap.h"
#include "art/fieldpartition.h"
#include "art/roadendrouter.h"
#include "art/tilelayout.h"
#include "art/tilepaths.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numbers>

namespace bastide {

using namespace tileshapes;
using namespace tilepaths;

void TileLayout::placeCityMarks(FeatureShape& f, int index)
{
    const QPointF middle(0.5, 0.5);
    ClearanceMap map(f.region, 48);
    if (f.cathedral && !map.isEmpty()) {
        // A big church a little north of the middle, the figure's place beside it.
        const QPointF at = map.best(QPointF(0.5, 0.44), 0.3, 0.22);
        const qreal radius = std::clamp(map.at(at) - 0.02, 0.08, 0.25);
        m_cathedrals.push_back({index, at, radius});
        map.block(at, radius * 0.95);
        if (map.isEmpty())
            map = ClearanceMap(f.region, 48);
    }
    f.anchor = map.isEmpty() ? middle : map.best(middle, 0.12, 0.2);
    if (f.shields > 0 || f.hasGoods()) {
        map.block(f.anchor, 0.16);
        if (f.shields > 0) {
            f.emblem = map.isEmpty() ? f.anchor : map.best(f.anchor, 0.3, 0.08);
            if (f.hasGoods())
                map.block(f.emblem, 0.1);
        }
        if (f.hasGoods()) {
            // Beside the figure, as clear of it as there is room for, and clear of the wall.
            qreal extent = 0;
            for (QPointF offset : goodsOffsets(f.goods[0] + f.goods[1] + f.goods[2]))
                extent = std::max(extent, length(offset));
            extent += GoodsTokenSize / 2 + 0.03;
            bool placed = false;
            for (qreal apart : {0.2, 0.16, 0.12}) {
                ClearanceMap room = map;
                room.block(f.anchor, apart);
                const QPointF at = room.isEmpty() ? f.anchor : room.best(f.anchor, 0.15, extent);
                if (!room.isEmpty() && room.at(at) >= extent) {
                    f.goodsAt = at;
                    placed = true;
                    break;
                }
            }
            if (!placed) {
                // A small city: the goods take its roomiest spot and the figure stands
                // beside them, partly over them if it must.
                ClearanceMap room(f.region, 48);
                for (const Cathedral& c : m_cathedrals) {
                    if (c.feature == index)
                        room.block(c.pos, c.radius * 0.95);
                }
                if (!room.isEmpty()) {
                    f.goodsAt = room.best(middle, 0.01);
                    room.block(f.goodsAt, extent * 0.7);
                    if (!room.isEmpty())
                        f.anchor = room.best(middle, 0.12, 0.2);
                }
            }
        }
    }
}

void TileLayout::placeRoadAnchor(FeatureShape& f, const QPainterPath& footprint, qreal along)
{
    if (f.arms.empty()) {
        f.anchor = QPointF(0.5, 0.5);
        return;
    }
    // The middle of the longest stretch that is open road (not under a wall, a building, a
    // plaza, another road crossing over it or, for roads, over water).
    const Cubic& arm = f.arms.front();
    constexpr int steps = 40;
    int bestStart = 0, bestLength = 0, start = -1;
    for (int k = 0; k <= steps + 1; ++k) {
        bool open = false;
        if (k <= steps) {
            const QPointF p = arm.at(qreal(k) / steps);
            open = !m_cityArea.contains(p) && !footprint.contains(p) && !m_plazas.contains(p) &&
                   (f.kind == FeatureKind::River
                        ? !m_roadArea.contains(p)
                        : !m_water.contains(p) && (k == 0 || k == steps || f.region.contains(p)));
        }
        if (open && start < 0)
            start = k;
        if (!open && start >= 0) {
            if (k - start > bestLength) {
                bestLength = k - start;
                bestStart = start;
            }
            start = -1;
        }
    }
    // Nothing open at all (a road wholly under a wall, say): its middle, then.
    f.anchor =
        bestLength > 0 ? arm.at((bestStart + (bestLength - 1) * along) / steps) : arm.at(0.5);
}

void TileLayout::placeInns()
{
    const QPainterPath blocked =
        m_cityArea.united(m_banks).united(m_roadArea).united(m_plazas).united(centreFootprint());
    ClearanceMap room(unitSquare().subtracted(blocked), 64);
    for (const FeatureShape& f : m_features) {
        if (f.kind == FeatureKind::Road && !f.arms.empty())
            room.block(f.anchor, 0.07); // the figure on a road stands clear of the inn
    }
    auto endsAt = [](const FeatureShape& f, const Junction& j) {
        for (const Cubic& arm : f.arms) {
            if (length(arm.at(1.0) - j.pos) < 1e-6)
                return true;
        }
        return false;
    };
    auto add = [&](int feature, QPointF at, QPointF toRoad) {
        Inn inn;
        inn.feature = feature;
        inn.pos = at;
        inn.toRoad = normalized(toRoad);
        // Smaller where the meadow is narrow: never past the room there is.
        inn.scale = std::clamp(room.at(at) / InnRadius, 0.3, 1.0);
        m_inns.push_back(inn);
        room.block(at, InnPlot * inn.scale);
    };
    std::vector<bool> done(m_features.size(), false);
    // Two inn roads ending at one square share one inn, in the widest gap between the roads
    // leaving it (the tile with three roads and two inns).
    for (const Junction& j : m_junctions) {
        std::vector<int> innRoads;
        for (std::size_t i = 0; i < m_features.size(); ++i) {
            if (m_features[i].inn && endsAt(m_features[i], j))
                innRoads.push_back(int(i));
        }
        if (innRoads.size() < 2 || j.arms.empty())
            continue;
        std::vector<qreal> angles;
        for (QPointF a : j.arms)
            angles.push_back(std::atan2(a.y(), a.x()));
        std::sort(angles.begin(), angles.end());
        qreal widest = -1, bisector = 0;
        for (std::size_t k = 0; k < angles.size(); ++k) {
            const qreal next =
                k + 1 < angles.size() ? angles[k + 1] : angles[0] + 2 * std::numbers::pi;
            if (next - angles[k] > widest) {
                widest = next - angles[k];
                bisector = (angles[k] + next) / 2;
            }
        }
        const QPointF dir(std::cos(bisector), std::sin(bisector));
        const QPointF at = j.pos + dir * (PlazaRadius + RoadVerge + InnRadius * 0.9);
        if (room.at(at) >= 0.3 * InnRadius) {
            add(innRoads.front(), at, -dir);
            for (int i : innRoads)
                done[std::size_t(i)] = true;
        }
    }
    for (std::size_t i = 0; i < m_features.size(); ++i) {
        const FeatureShape& f = m_features[i];
        if (!f.inn || f.arms.empty() || done[i])
            continue;
        // Beside the road where the meadow is widest, away from the figure on the road.
        QPointF best, bestToRoad;
        qreal bestScore = -1e9;
        for (const Cubic& arm : f.arms) {
            for (int k = 2; k <= 18; ++k) {
                const qreal t = k / 20.0;
                const QPointF n(-arm.tangent(t).y(), arm.tangent(t).x());
                for (qreal side : {-1.0, 1.0}) {
                    const QPointF at =
                        arm.at(t) + n * side * (RoadWidth / 2 + RoadVerge + InnRadius * 0.9);
                    if (room.at(at) < 0.3 * InnRadius)
                        continue;
                    const qreal score = std::min(room.at(at) / InnRadius, 1.0) +
                                        std::min(length(at - f.anchor), 0.25) -
                                        0.3 * std::abs(t - 0.5);
                    if (score > bestScore) {
                        bestScore = score;
                        best = at;
                        bestToRoad = -n * side;
                    }
                }
            }
        }
        if (bestScore > -1e9)
            add(int(i), best, bestToRoad);
    }
}

std::vector<QPointF> TileLayout::goodsOffsets(int count)
{
    count = std::clamp(count, 0, 9);
    std::vector<QPointF> offsets;
    const int perRow = count == 4 ? 2 : 3;
    const int rows = (count + perRow - 1) / perRow;
    const qreal step = GoodsTokenSize * 1.08;
    for (int row = 0; row < rows; ++row) {
        const int inRow = std::min(perRow, count - row * perRow);
        for (int i = 0; i < inRow; ++i)
            offsets.emplace_back((i - (inRow - 1) / 2.0) * step,
                                 (row - (rows - 1) / 2.0) * step * 0.92);
    }
    return offsets;
}

} // namespace bastide
