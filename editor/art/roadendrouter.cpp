// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/roadendrouter.h"

#include "art/clearancemap.h"
#include "art/tilepaths.h"

#include <algorithm>
#include <map>

namespace bastide {

using namespace tileshapes;
using namespace tilepaths;

RoadEndRouter::Routes RoadEndRouter::route(const TileType& type, const Ground& ground, Ends which)
{
    struct End
    {
        int feature;
        int side;
        bool parting;
    };
    std::vector<End> ends;
    for (std::size_t i = 0; i < type.features.size(); ++i) {
        if (type.features[i].kind != FeatureKind::Road)
            continue;
        const std::vector<int> sides = sideList(sidesOf(type.features[i]));
        if (sides.size() == 2)
            continue;
        for (int side : sides) {
            const bool parting = std::find(ground.parting.begin(), ground.parting.end(),
                                           std::pair{int(i), side}) != ground.parting.end();
            if (which == Ends::All || parting == (which == Ends::Parting))
                ends.push_back({int(i), side, parting});
        }
    }
    Routes routes;
    if (ends.empty())
        return routes;

    // Roads that end on this tile run to the monastery or garden, else to a shared junction
    // in the middle, else (the middle is under water or another road) each to its own hamlet.
    const ClearanceMap room(unitSquare().subtracted(ground.banks.united(ground.roads)), 48);
    const bool toCentre = ground.centre.has_value();
    const QPointF middle(0.5, 0.5);
    const bool shared = toCentre || room.at(middle) >= TileLayout::PlazaRadius + 0.06;

    // A road that ends alone, or finds no room for a junction, runs on until it meets
    // water, another road or a city, so it parts the meadows on its two sides (as the
    // published tiles' fields are). Where a city lies beyond the water it crosses on a
    // bridge and ends at the city gate, as on the River tile with the city. None of this
    // depends on how the fields are grouped: the editor traces fields from this drawing.
    const QPainterPath barriers = ground.banks.united(ground.roads).united(ground.cities);
    auto barrierAhead = [&](int side) -> std::optional<QPointF> {
        std::optional<QPointF> bank;
        for (qreal d = 0.08; d <= 0.95; d += 0.01) {
            const QPointF p = sideMidpoint(side) + inward(side) * d;
            if (!bank) {
                if (!barriers.contains(p))
                    continue;
                if (!ground.banks.contains(p))
                    return p + inward(side) * 0.04;
                bank = p + inward(side) * 0.04;
            } else if (ground.cities.contains(p)) {
                return p + inward(side) * 0.06; // cut back to the gate below
            } else if (!ground.banks.contains(p) && ground.roads.contains(p)) {
                break;
            }
        }
        return bank;
    };

    // A parting end with a city (or water, or a road) straight ahead ends there; one with
    // none goes in by a gate another parting road found, else to the nearest wall.
    std::stable_partition(ends.begin(), ends.end(),
                          [&](const End& e) { return !e.parting || barrierAhead(e.side); });
    std::vector<TileLayout::Gate> partingGates;
    auto partingTarget = [&](int side) -> std::optional<QPointF> {
        if (const auto p = barrierAhead(side))
            return p;
        if (!partingGates.empty())
            return partingGates.front().pos + partingGates.front().direction * 0.04;
        if (ground.cities.isEmpty())
            return std::nullopt;
        // Toward the wall facing the middle of the tile: a road into the heart of the town,
        // leaving room for the meadow between it and the wall.
        const QPointF from = sideMidpoint(side) + inward(side) * 0.5;
        const QPointF wall = nearestOnOutline(ground.cities, from);
        return wall + normalized(wall - from) * 0.04;
    };

    std::map<std::pair<qreal, qreal>, TileLayout::Junction> junctions;
    for (const End& end : ends) {
        QPointF target = toCentre ? *ground.centre : middle;
        bool toBarrier = false;
        if (end.parting) {
            if (const auto p = partingTarget(end.side)) {
                target = *p;
                toBarrier = true;
            }
        } else if (!toCentre && (!shared || ends.size() == 1)) {
            if (const auto p = barrierAhead(end.side)) {
                target = *p;
                toBarrier = true;
            }
        }
        if (!shared && !toBarrier) {
            target = sideMidpoint(end.side) + inward(end.side) * 0.2;
            for (qreal d = 0.36; d >= 0.16; d -= 0.02) {
                const QPointF p = sideMidpoint(end.side) + inward(end.side) * d;
                if (room.at(p) >= 0.09) {
                    target = p;
                    break;
                }
            }
        }
        Cubic arm = toPoint(end.side, target);
        bool gated = false;
        constexpr int steps = 100;
        for (int k = 1; k <= steps; ++k) {
            const qreal t = qreal(k) / steps;
            const QPointF p = arm.at(t);
            if (ground.cities.contains(p)) {
                routes.gates.push_back({p, arm.tangent(t)});
                if (end.parting)
                    partingGates.push_back({p, normalized(arm.tangent(t))});
                arm = arm.head(std::min(1.0, t + 0.06));
                gated = true;
                break;
            }
        }
        routes.arms.push_back({end.feature, arm});
        if (!gated && !toCentre && !toBarrier) {
            TileLayout::Junction& j = junctions[{target.x(), target.y()}];
            j.pos = target;
            j.arms.push_back(-arm.tangent(1.0));
        }
    }
    for (auto& [key, junction] : junctions)
        routes.junctions.push_back(junction);
    return routes;
}

} // namespace bastide
