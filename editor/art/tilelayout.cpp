// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/tilelayout.h"

#include "art/clearancemap.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <numbers>
#include <optional>

namespace bastide {

using namespace tileshapes;

namespace {

/** Sides a feature reaches: every side with a slot for cities, middle slots for paths. */
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

/** A path between two sides: straight across, or a quarter circle round the corner. */
Cubic connect(int a, int b)
{
    if (opposite(a, b))
        return straight(sideMidpoint(a), sideMidpoint(b));
    constexpr qreal k = 0.5 * 0.5523; // Bézier handle of a quarter circle of radius 0.5
    return {sideMidpoint(a), sideMidpoint(a) + inward(a) * k, sideMidpoint(b) + inward(b) * k,
            sideMidpoint(b)};
}

/** A path leaving `side` square to the border and ending at `target`. */
Cubic toPoint(int side, QPointF target)
{
    const QPointF p0 = sideMidpoint(side);
    const qreal l = length(target - p0);
    const QPointF p1 = p0 + inward(side) * (l * 0.45);
    const QPointF p2 = target + (p1 - target) * 0.35;
    return {p0, p1, p2, target};
}

QPainterPath circle(QPointF centre, qreal radius)
{
    return disc(centre, radius);
}

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

/** Triangles from the tile centre out through the given slots' border segments. */
QPainterPath slotWedges(SlotMask mask)
{
    QPainterPath wedges;
    const QPointF centre(0.5, 0.5);
    for (int slot = 0; slot < SlotCount; ++slot) {
        if (!(mask & (1u << slot)))
            continue;
        const int side = sideOfSlot(slot);
        const QPointF along(-inward(side).y(), inward(side).x());
        const QPointF out = -inward(side) * 0.2;
        const QPointF mid = slotMidpoint(slot);
        const QPointF a = mid + along / 6.0, b = mid - along / 6.0;
        const QPointF farA = centre + (a - centre) * 1.5, farB = centre + (b - centre) * 1.5;
        wedges.addPolygon(QPolygonF{centre, farA + out, farB + out});
        wedges.closeSubpath();
    }
    return wedges.simplified();
}

/** A wobbly, deterministic outline round `centre`; `rx` across the river, `ry` along it. */
QPainterPath blob(int side, qreal depth, qreal rx, qreal ry, qreal wobble)
{
    constexpr int points = 48;
    QPainterPath path;
    for (int i = 0; i <= points; ++i) {
        const qreal a = 2 * std::numbers::pi * i / points;
        const qreal w = 1 + wobble * (std::sin(3 * a + 0.5) * 0.7 + std::sin(5 * a + 1.3) * 0.4);
        const QPointF p(0.5 + rx * w * std::cos(a), depth + ry * w * std::sin(a));
        if (i == 0)
            path.moveTo(p);
        else
            path.lineTo(p);
    }
    path.closeSubpath();
    return rotation(side).map(path);
}

} // namespace

TileLayout::TileLayout(const TileType& type)
{
    m_features.resize(type.features.size());
    for (std::size_t i = 0; i < type.features.size(); ++i) {
        m_features[i].kind = type.features[i].kind;
        m_features[i].shields = type.features[i].shields;
    }
    m_centreFeature = type.centreFeature();
    layOutCities(type);
    layOutRivers(type);
    layOutThroughRoads(type);
    placeCentre(type);
    layOutRoadEnds(type);
    layOutFields(type);
    placeAnchors();
}

QPainterPath TileLayout::armsPath(const std::vector<Cubic>& arms) const
{
    QPainterPath path;
    for (const Cubic& arm : arms)
        arm.addTo(path);
    return path;
}

QPainterPath TileLayout::centreFootprint() const
{
    return m_centreFeature >= 0 ? circle(m_centre, m_centreRadius) : QPainterPath();
}

void TileLayout::layOutCities(const TileType& type)
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
        taken = taken.united(grown(body.intersected(near), WallWidth * 0.9));
        FeatureShape& f = m_features[std::size_t(i)];
        // Cut down to just round the tile: the outline stays outside the border there, and
        // stroking the wall does not walk the far-off parts.
        QPainterPath around;
        around.addRect(QRectF(-0.1, -0.1, 1.2, 1.2));
        f.body = body.intersected(around);
        f.region = body.intersected(square);
        m_cityArea = m_cityArea.united(f.region);
    }
}

void TileLayout::layOutRivers(const TileType& type)
{
    const bool hasCentre = m_centreFeature >= 0;
    for (std::size_t i = 0; i < type.features.size(); ++i) {
        if (type.features[i].kind != FeatureKind::River)
            continue;
        FeatureShape& f = m_features[i];
        const std::vector<int> sides = sideList(sidesOf(type.features[i]));
        QPainterPath ponds;
        if (sides.size() == 2) {
            f.arms.push_back(connect(sides[0], sides[1]));
        } else if (sides.size() == 1) {
            Pond pond;
            pond.spring = type.start && type.group == TileGroup::River;
            pond.lake = type.end || !pond.spring;
            const int side = sides[0];
            const qreal depth = hasCentre ? 0.38 : (pond.lake ? 0.45 : 0.5);
            pond.pos = sideMidpoint(side) + inward(side) * depth;
            if (pond.lake) {
                pond.radius = 0.21;
                pond.shape = blob(side, depth, 0.24, 0.19, 0.07);
            } else {
                pond.radius = 0.11;
                pond.shape = blob(side, depth, 0.12, 0.1, 0.05);
            }
            pond.outflow = -inward(side);
            f.arms.push_back(straight(sideMidpoint(side), pond.pos));
            ponds = pond.shape;
            m_ponds.push_back(pond);
        } else if (!sides.empty()) {
            for (int side : sides)
                f.arms.push_back(toPoint(side, QPointF(0.5, 0.5)));
            Pond pond;
            pond.pos = QPointF(0.5, 0.5);
            pond.radius = RiverWidth * 0.75;
            pond.shape = circle(pond.pos, pond.radius);
            ponds = pond.shape;
            m_ponds.push_back(pond);
        }
        const QPainterPath line = armsPath(f.arms);
        const QPainterPath water = stroked(line, RiverWidth).united(ponds);
        const QPainterPath banks = stroked(line, RiverWidth + 2 * RiverBank)
                                       .united(ponds.isEmpty() ? ponds : grown(ponds, RiverBank));
        m_water = m_water.united(water);
        m_banks = m_banks.united(banks);
        f.region = banks.intersected(unitSquare());
    }
}

void TileLayout::layOutThroughRoads(const TileType& type)
{
    for (std::size_t i = 0; i < type.features.size(); ++i) {
        if (type.features[i].kind != FeatureKind::Road)
            continue;
        const std::vector<int> sides = sideList(sidesOf(type.features[i]));
        if (sides.size() != 2)
            continue;
        FeatureShape& f = m_features[i];
        f.arms.push_back(connect(sides[0], sides[1]));
        m_roadArea = m_roadArea.united(stroked(armsPath(f.arms), RoadWidth + 2 * RoadVerge));
    }
}

void TileLayout::placeCentre(const TileType&)
{
    if (m_centreFeature < 0)
        return;
    // The building keeps off the border, where the slots must show their own terrain.
    QPainterPath inner;
    inner.addRect(QRectF(0.07, 0.07, 0.86, 0.86));
    const QPainterPath obstacles = m_cityArea.united(m_banks).united(m_roadArea);
    const ClearanceMap map(inner.subtracted(obstacles), 48);
    m_centre = map.isEmpty() ? QPointF(0.5, 0.5) : map.best(QPointF(0.5, 0.5), 0.3, 0.25);
    m_centreRadius = std::clamp(map.at(m_centre) - 0.01, 0.08, 0.24);
    m_features[std::size_t(m_centreFeature)].region = centreFootprint();
}

void TileLayout::layOutRoadEnds(const TileType& type)
{
    struct End
    {
        int feature;
        int side;
    };
    std::vector<End> ends;
    for (std::size_t i = 0; i < type.features.size(); ++i) {
        if (type.features[i].kind != FeatureKind::Road)
            continue;
        const std::vector<int> sides = sideList(sidesOf(type.features[i]));
        if (sides.size() == 2)
            continue;
        for (int side : sides)
            ends.push_back({int(i), side});
    }
    if (ends.empty())
        return;

    // Roads that end on this tile run to the monastery or garden, else to a shared junction
    // in the middle, else (the middle is under water or another road) each to its own hamlet.
    const ClearanceMap room(unitSquare().subtracted(m_banks.united(m_roadArea)), 48);
    const bool toCentre = m_centreFeature >= 0;
    const QPointF middle(0.5, 0.5);
    const bool shared = toCentre || room.at(middle) >= PlazaRadius + 0.06;

    // A road that must keep two fields apart (the definition gives the fields on its two
    // sides to different features) runs on until it meets water, another road or a city.
    const QPainterPath barriers = m_banks.united(m_roadArea).united(m_cityArea);
    auto splitsFields = [&](int side) {
        const int a = type.featureAt(middleSlot(side) - 1);
        const int b = type.featureAt(middleSlot(side) + 1);
        return a >= 0 && b >= 0 && a != b &&
               type.features[std::size_t(a)].kind == FeatureKind::Field &&
               type.features[std::size_t(b)].kind == FeatureKind::Field;
    };
    auto barrierAhead = [&](int side) -> std::optional<QPointF> {
        for (qreal d = 0.08; d <= 0.95; d += 0.01) {
            const QPointF p = sideMidpoint(side) + inward(side) * d;
            if (barriers.contains(p))
                return p + inward(side) * 0.04;
        }
        return std::nullopt;
    };

    std::map<std::pair<qreal, qreal>, Junction> junctions;
    for (const End& end : ends) {
        QPointF target = toCentre ? m_centre : middle;
        bool toBarrier = false;
        if (!toCentre && (!shared || ends.size() == 1) && splitsFields(end.side)) {
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
            if (m_cityArea.contains(p)) {
                m_gates.push_back({p, arm.tangent(t)});
                arm = arm.head(std::min(1.0, t + 0.06));
                gated = true;
                break;
            }
        }
        m_features[std::size_t(end.feature)].arms.push_back(arm);
        if (!gated && !toCentre && !toBarrier) {
            Junction& j = junctions[{target.x(), target.y()}];
            j.pos = target;
            j.arms.push_back(-arm.tangent(1.0));
        }
    }
    for (auto& [key, junction] : junctions) {
        m_junctions.push_back(junction);
        m_plazas = m_plazas.united(circle(junction.pos, PlazaRadius));
    }
    for (const End& end : ends) {
        const FeatureShape& f = m_features[std::size_t(end.feature)];
        m_roadArea = m_roadArea.united(stroked(armsPath(f.arms), RoadWidth + 2 * RoadVerge));
    }
}

void TileLayout::layOutFields(const TileType& type)
{
    const QPainterPath square = unitSquare();
    const QPainterPath footprint = centreFootprint();
    // Roads and rivers own their whole width; a bridge belongs to its road; where roads
    // meet, the first one listed keeps the overlap.
    QPainterPath roadsSoFar;
    for (FeatureShape& f : m_features) {
        if (f.kind == FeatureKind::Road) {
            f.region = stroked(armsPath(f.arms), RoadWidth + 2 * RoadVerge)
                           .intersected(square)
                           .subtracted(m_cityArea)
                           .subtracted(footprint);
            if (!roadsSoFar.isEmpty())
                f.region = f.region.subtracted(roadsSoFar);
            roadsSoFar = roadsSoFar.united(f.region);
        } else if (f.kind == FeatureKind::River) {
            f.region = f.region.subtracted(m_roadArea);
        }
        if (f.kind == FeatureKind::Road && !m_plazas.isEmpty())
            f.region = f.region.subtracted(m_plazas); // the square where roads end is no one's
    }

    const QPainterPath free =
        square.subtracted(m_cityArea.united(m_banks).united(m_roadArea).united(m_plazas));
    // Connected parts of the free ground: outer outlines with the holes inside them. A
    // polygon is nested in another when most of its corners are inside it (corners on a
    // shared border count either way, so one corner alone proves nothing).
    const QList<QPolygonF> polygons = free.simplified().toSubpathPolygons();
    auto inside = [&](qsizetype inner, qsizetype outer) {
        const QPolygonF& a = polygons[inner];
        const QPolygonF& b = polygons[outer];
        if (!b.boundingRect().contains(a.boundingRect()))
            return false;
        qsizetype in = 0;
        for (const QPointF& v : a)
            in += b.containsPoint(v, Qt::OddEvenFill) ? 1 : 0;
        return 2 * in > a.size();
    };
    std::vector<int> depth(std::size_t(polygons.size()), 0);
    for (qsizetype i = 0; i < polygons.size(); ++i) {
        for (qsizetype j = 0; j < polygons.size(); ++j) {
            if (i != j && inside(i, j))
                ++depth[std::size_t(i)];
        }
    }
    std::vector<QPainterPath> parts;
    for (qsizetype i = 0; i < polygons.size(); ++i) {
        if (depth[std::size_t(i)] % 2 != 0 || polygons[i].size() < 3)
            continue;
        QPainterPath part;
        part.setFillRule(Qt::OddEvenFill);
        part.addPolygon(polygons[i]);
        part.closeSubpath();
        for (qsizetype j = 0; j < polygons.size(); ++j) {
            if (depth[std::size_t(j)] == depth[std::size_t(i)] + 1 && inside(j, i)) {
                part.addPolygon(polygons[j]);
                part.closeSubpath();
            }
        }
        parts.push_back(part);
    }

    // Each part goes to the field whose border slots it touches most.
    std::vector<std::map<int, int>> votes(parts.size());
    std::vector<std::pair<QPointF, int>> fieldSlots;
    for (std::size_t i = 0; i < type.features.size(); ++i) {
        if (type.features[i].kind != FeatureKind::Field)
            continue;
        for (int slot = 0; slot < SlotCount; ++slot) {
            if (!(type.features[i].slotMask & (1u << slot)))
                continue;
            const int side = sideOfSlot(slot);
            const QPointF in = inward(side);
            const QPointF along(-in.y(), in.x());
            fieldSlots.push_back({slotMidpoint(slot) + in * 0.03, int(i)});
            bool found = false;
            for (qreal inset : {0.02, 0.05, 0.1}) {
                for (qreal offset : {0.0, 0.1, -0.1}) {
                    const QPointF p = slotMidpoint(slot) + in * inset + along * offset;
                    for (std::size_t k = 0; k < parts.size() && !found; ++k) {
                        if (parts[k].contains(p)) {
                            ++votes[k][int(i)];
                            found = true;
                        }
                    }
                }
            }
        }
    }
    auto assign = [&](int owner, const QPainterPath& piece) {
        QPainterPath& region = m_features[std::size_t(owner)].region;
        region = region.isEmpty() ? piece : region.united(piece);
    };
    for (std::size_t k = 0; k < parts.size(); ++k) {
        int owner = -1;
        int most = 0;
        for (const auto& [feature, count] : votes[k]) {
            if (count > most) {
                most = count;
                owner = feature;
            }
        }
        if (votes[k].size() > 1) {
            // Fields the definition keeps apart but nothing drawn divides (a designer's
            // tile): each takes the wedges of the part that lead to its own slots.
            QPainterPath rest = parts[k];
            for (const auto& [feature, count] : votes[k]) {
                if (feature == owner)
                    continue;
                const QPainterPath piece =
                    rest.intersected(slotWedges(type.features[std::size_t(feature)].slotMask));
                assign(feature, piece);
                rest = rest.subtracted(piece);
            }
            assign(owner, rest);
            continue;
        }
        if (owner < 0) {
            // A pocket no slot reaches (between two cities, say): the nearest field takes it.
            const QPointF p = parts[k].boundingRect().center();
            qreal nearest = 1e9;
            for (const auto& [point, feature] : fieldSlots) {
                const qreal d = length(point - p);
                if (d < nearest) {
                    nearest = d;
                    owner = feature;
                }
            }
        }
        if (owner >= 0)
            assign(owner, parts[k]);
    }
    if (!footprint.isEmpty()) {
        for (FeatureShape& f : m_features) {
            if (f.kind == FeatureKind::Field)
                f.region = f.region.subtracted(footprint);
        }
    }
}

void TileLayout::placeAnchors()
{
    const QPointF middle(0.5, 0.5);
    const QPainterPath footprint = centreFootprint();
    for (std::size_t i = 0; i < m_features.size(); ++i) {
        FeatureShape& f = m_features[i];
        switch (f.kind) {
        case FeatureKind::City: {
            ClearanceMap map(f.region, 48);
            f.anchor = map.best(middle, 0.12, 0.2);
            if (f.shields > 0) {
                map.block(f.anchor, 0.16);
                f.emblem = map.isEmpty() ? f.anchor : map.best(f.anchor, 0.3, 0.08);
            }
            break;
        }
        case FeatureKind::Field: {
            const ClearanceMap map(f.region, 48);
            f.anchor = map.isEmpty() ? middle : map.best(middle, 0.1, 0.16);
            break;
        }
        case FeatureKind::Road:
        case FeatureKind::River: {
            if (f.arms.empty()) {
                f.anchor = middle;
                break;
            }
            // The middle of the longest stretch that is open road (not under a wall, a
            // building, a plaza or, for roads, over water).
            const Cubic& arm = f.arms.front();
            constexpr int steps = 40;
            int bestStart = 0, bestLength = 0, start = -1;
            for (int k = 0; k <= steps + 1; ++k) {
                bool open = false;
                if (k <= steps) {
                    const QPointF p = arm.at(qreal(k) / steps);
                    open = !m_cityArea.contains(p) && !footprint.contains(p) &&
                           !m_plazas.contains(p) &&
                           (f.kind == FeatureKind::River ? !m_roadArea.contains(p)
                                                         : !m_water.contains(p));
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
                bestLength > 0 ? arm.at((bestStart + (bestLength - 1) / 2.0) / steps) : arm.at(0.5);
            break;
        }
        case FeatureKind::Monastery:
        case FeatureKind::Garden:
            f.anchor = m_centre;
            break;
        }
    }
}

TileLayout TileLayout::rotated(int quarterTurns) const
{
    const QTransform t = rotation(quarterTurns);
    auto vector = [&](QPointF v) { return t.map(v) - t.map(QPointF(0, 0)); };
    auto cubic = [&](const Cubic& c) {
        return Cubic{t.map(c.p0), t.map(c.p1), t.map(c.p2), t.map(c.p3)};
    };
    TileLayout r;
    r.m_features = m_features;
    for (FeatureShape& f : r.m_features) {
        f.region = t.map(f.region);
        f.anchor = t.map(f.anchor);
        for (Cubic& arm : f.arms)
            arm = cubic(arm);
        f.body = t.map(f.body);
        f.emblem = t.map(f.emblem);
    }
    r.m_gates = m_gates;
    for (Gate& g : r.m_gates) {
        g.pos = t.map(g.pos);
        g.direction = vector(g.direction);
    }
    r.m_junctions = m_junctions;
    for (Junction& j : r.m_junctions) {
        j.pos = t.map(j.pos);
        for (QPointF& a : j.arms)
            a = vector(a);
    }
    r.m_ponds = m_ponds;
    for (Pond& p : r.m_ponds) {
        p.pos = t.map(p.pos);
        p.outflow = vector(p.outflow);
        p.shape = t.map(p.shape);
    }
    r.m_centreFeature = m_centreFeature;
    r.m_centre = t.map(m_centre);
    r.m_centreRadius = m_centreRadius;
    r.m_water = t.map(m_water);
    r.m_banks = t.map(m_banks);
    r.m_roadArea = t.map(m_roadArea);
    r.m_cityArea = t.map(m_cityArea);
    r.m_plazas = t.map(m_plazas);
    return r;
}

int TileLayout::featureAt(QPointF point) const
{
    // Things that lie on top of others are asked first.
    static constexpr std::array<FeatureKind, 6> order{FeatureKind::Monastery, FeatureKind::Garden,
                                                      FeatureKind::Road,      FeatureKind::City,
                                                      FeatureKind::River,     FeatureKind::Field};
    for (FeatureKind kind : order) {
        for (std::size_t i = 0; i < m_features.size(); ++i) {
            if (m_features[i].kind == kind && m_features[i].region.contains(point))
                return int(i);
        }
    }
    return -1;
}

} // namespace bastide
