// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/tilelayout.h"

#include "art/citybodies.h"
#include "art/clearancemap.h"
#include "art/fielddividers.h"
#include "art/fieldpartition.h"
#include "art/roadendrouter.h"
#include "art/tilepaths.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numbers>

namespace bastide {

using namespace tileshapes;
using namespace tilepaths;

namespace {

/** The longest run of consecutive border slots (round the corner) that no city, road or
 *  river takes. */
std::vector<int> longestOpenBorder(const TileType& type)
{
    SlotMask taken = 0;
    for (const Feature& f : type.features) {
        if (f.kind == FeatureKind::City || f.kind == FeatureKind::Road ||
            f.kind == FeatureKind::River)
            taken |= f.slotMask;
    }
    std::vector<int> best;
    if (taken == 0)
        return best;
    const int first = std::countr_zero(unsigned(taken)); // runs start after a taken slot
    std::vector<int> run;
    for (int k = 1; k <= SlotCount; ++k) {
        const int slot = (first + k) % SlotCount;
        if (taken & (1u << slot)) {
            run.clear();
            continue;
        }
        run.push_back(slot);
        if (run.size() > best.size())
            best = run;
    }
    return best;
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
    build(type, nullptr);
    if (!m_fieldsJoined)
        return;
    // The definition parts meadows the plain drawing joins (a city dividing two fields inside
    // the tile): drawn again with the cities and roads reaching out to part them.
    const FieldDividers dividers = FieldDividers::of(type);
    if (dividers.empty())
        return;
    TileLayout divided;
    divided.build(type, &dividers);
    *this = std::move(divided);
}

void TileLayout::build(const TileType& type, const FieldDividers* dividers)
{
    m_features.resize(type.features.size());
    for (std::size_t i = 0; i < type.features.size(); ++i) {
        const Feature& f = type.features[i];
        m_features[i].kind = f.kind;
        m_features[i].shields = f.shields;
        m_features[i].inn = f.has(Mark::Inn) && f.kind == FeatureKind::Road;
        m_features[i].cathedral = f.has(Mark::Cathedral) && f.kind == FeatureKind::City;
        if (f.kind == FeatureKind::City)
            m_features[i].goods = f.goods;
    }
    m_centreFeature = type.centreFeature();
    using Ends = RoadEndRouter::Ends;
    layOutCities(type, dividers);
    carveInnerFields(type);
    layOutRivers(type);
    layOutThroughRoads(type);
    const QPainterPath throughRoads = m_roadArea;
    if (dividers) {
        layOutRoadEnds(type, dividers, int(Ends::Parting));
        m_partingRoads = m_roadArea.subtracted(throughRoads);
    }
    placeCentre(type);
    layOutRoadEnds(type, dividers, int(dividers ? Ends::Others : Ends::All));
    layOutFields(type);
    placeAnchors(dividers);
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
    return m_centreFeature >= 0 ? disc(m_centre, m_centreRadius) : QPainterPath();
}

void TileLayout::layOutCities(const TileType& type, const FieldDividers* dividers)
{
    for (CityBodies::City& city : CityBodies::layOut(type)) {
        FeatureShape& f = m_features[std::size_t(city.feature)];
        f.body = std::move(city.body);
        f.region = std::move(city.region);
    }
    if (dividers)
        dividers->addToCities(m_features);
    for (const FeatureShape& f : m_features) {
        if (f.kind == FeatureKind::City)
            m_cityArea = m_cityArea.united(f.region);
    }
}

void TileLayout::carveInnerFields(const TileType& type)
{
    // An inner field is meadow that touches no border: a pocket the cities leave between
    // them (four caps round a square, two corners facing each other). Where the cities
    // leave none, one is cut out of them where they meet, walled like the rest.
    std::vector<int> inner;
    SlotMask open = 0;
    for (std::size_t i = 0; i < type.features.size(); ++i) {
        const Feature& f = type.features[i];
        if (f.kind == FeatureKind::Field && f.slotMask == 0)
            inner.push_back(int(i));
        if (f.kind != FeatureKind::City)
            open |= f.slotMask;
    }
    if (inner.empty() || m_cityArea.isEmpty())
        return;
    const QPainterPath square = unitSquare();
    int pockets = 0;
    for (const QPainterPath& part : FieldPartition::parts(square.subtracted(m_cityArea))) {
        bool reached = false;
        for (int slot = 0; slot < SlotCount && !reached; ++slot) {
            if (open & (1u << slot))
                reached = part.contains(slotMidpoint(slot) + inward(sideOfSlot(slot)) * 0.03);
        }
        const ClearanceMap room(part, 48);
        if (!reached && !room.isEmpty() && room.at(room.best(QPointF(0.5, 0.5), 0.0)) >= 0.05)
            ++pockets;
    }
    for (std::size_t n = std::size_t(pockets); n < inner.size(); ++n) {
        const Feature& field = type.features[std::size_t(inner[n])];
        // Where its cities meet, near the middle: the point least far from all of them.
        std::vector<QPolygonF> outlines;
        for (int c : field.cities) {
            if (c >= 0 && c < int(m_features.size()) &&
                m_features[std::size_t(c)].kind == FeatureKind::City) {
                const QList<QPolygonF> polygons =
                    m_features[std::size_t(c)].region.toFillPolygons();
                outlines.insert(outlines.end(), polygons.begin(), polygons.end());
            }
        }
        constexpr qreal r = InnerFieldRadius;
        QPointF best(0.5, 0.5);
        qreal bestScore = 1e9;
        for (int gy = 0; gy <= 12; ++gy) {
            for (int gx = 0; gx <= 12; ++gx) {
                const QPointF p(0.12 + r + (0.76 - 2 * r) * gx / 12.0,
                                0.12 + r + (0.76 - 2 * r) * gy / 12.0);
                if (!m_cityArea.contains(p))
                    continue;
                qreal far = 0;
                for (const QPolygonF& outline : outlines) {
                    qreal near = outline.containsPoint(p, Qt::OddEvenFill) ? 0 : 1e9;
                    for (const QPointF& v : outline)
                        near = std::min(near, length(v - p));
                    far = std::max(far, near);
                }
                const qreal score = far + 0.3 * length(p - QPointF(0.5, 0.5));
                if (score < bestScore) {
                    bestScore = score;
                    best = p;
                }
            }
        }
        const QPainterPath meadow =
            blob(0, best.y(), r * 1.25, r * 0.85, 0.05).translated(best.x() - 0.5, 0);
        m_cityArea = QPainterPath();
        for (FeatureShape& f : m_features) {
            if (f.kind != FeatureKind::City)
                continue;
            f.body = f.body.subtracted(meadow);
            f.region = f.region.subtracted(meadow);
            m_cityArea = m_cityArea.united(f.region);
        }
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
            pond.shape = disc(pond.pos, pond.radius);
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

void TileLayout::placeCentre(const TileType& type)
{
    if (m_centreFeature < 0)
        return;
    // The building keeps off the border, where the slots must show their own terrain.
    QPainterPath inner;
    inner.addRect(QRectF(0.07, 0.07, 0.86, 0.86));
    const QPainterPath obstacles = m_cityArea.united(m_banks).united(m_roadArea);
    const ClearanceMap map(inner.subtracted(obstacles), 48);
    QPointF prefer(0.5, 0.5);
    if (!m_banks.isEmpty()) {
        // Water leaves room on both banks; the building stands where the border is open
        // meadow longest (the River's monastery north of the water, its road coming over
        // the bridge to it). Runs of border, not fields: the drawing must not depend on how
        // fields are grouped, as the editor traces fields from it.
        const std::vector<int> run = longestOpenBorder(type);
        if (!run.empty()) {
            QPointF sum;
            for (int slot : run)
                sum += slotMidpoint(slot);
            prefer = QPointF(0.5, 0.5) + (sum / qreal(run.size()) - QPointF(0.5, 0.5)) * 0.6;
        }
    }
    m_centre = map.isEmpty() ? QPointF(0.5, 0.5) : map.best(prefer, 0.3, 0.25);
    m_centreRadius = std::clamp(map.at(m_centre) - 0.01, 0.08, 0.24);
    if (!m_partingRoads.isEmpty() && !map.isEmpty()) {
        // Roads ending at a city part the meadow the building stands in: it keeps to the far
        // side of it, smaller, leaving the meadow's farmer room by the roads' ends.
        const QPointF away = m_centre + (m_centre - QPointF(0.5, 0.5)) * 2.0;
        m_centre = map.best(away, 0.3, 0.15);
        m_centreRadius = std::clamp(map.at(m_centre) - 0.01, 0.08, 0.15);
    }
    m_features[std::size_t(m_centreFeature)].region = centreFootprint();
}

void TileLayout::layOutRoadEnds(const TileType& type, const FieldDividers* dividers, int which)
{
    RoadEndRouter::Ground ground;
    const auto ends = RoadEndRouter::Ends(which);
    if (m_centreFeature >= 0 && ends != RoadEndRouter::Ends::Parting)
        ground.centre = m_centre;
    ground.banks = m_banks;
    ground.roads = m_roadArea;
    ground.cities = m_cityArea;
    if (dividers)
        ground.parting = dividers->partingEnds();
    const RoadEndRouter::Routes routes = RoadEndRouter::route(type, ground, ends);
    if (routes.arms.empty())
        return;
    for (const auto& [feature, arm] : routes.arms)
        m_features[std::size_t(feature)].arms.push_back(arm);
    m_gates.insert(m_gates.end(), routes.gates.begin(), routes.gates.end());
    m_junctions.insert(m_junctions.end(), routes.junctions.begin(), routes.junctions.end());
    for (const Junction& junction : routes.junctions)
        m_plazas = m_plazas.united(disc(junction.pos, PlazaRadius));
    for (const auto& [feature, arm] : routes.arms) {
        const FeatureShape& f = m_features[std::size_t(feature)];
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
    const std::vector<QPainterPath> fields = FieldPartition::regions(type, free, &m_fieldsJoined);
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (m_features[i].kind == FeatureKind::Field)
            m_features[i].region = fields[i];
    }
    if (!footprint.isEmpty()) {
        for (FeatureShape& f : m_features) {
            if (f.kind == FeatureKind::Field)
                f.region = f.region.subtracted(footprint);
        }
    }
}

void TileLayout::placeAnchors(const FieldDividers* dividers)
{
    // Roads, rivers, cities and the centre first; then the inns beside their roads, clear of
    // the figures there; then the fields, clear of the inns.
    const QPainterPath footprint = centreFootprint();
    for (std::size_t i = 0; i < m_features.size(); ++i) {
        FeatureShape& f = m_features[i];
        switch (f.kind) {
        case FeatureKind::City:
            placeCityMarks(f, int(i));
            break;
        case FeatureKind::Road:
        case FeatureKind::River: {
            // A road parting two fields has its figure out toward the border, leaving the
            // inner ends of those fields room for their farmers.
            const bool parting =
                dividers &&
                std::any_of(dividers->partingEnds().begin(), dividers->partingEnds().end(),
                            [&](const auto& end) { return end.first == int(i); });
            placeRoadAnchor(f, footprint, parting ? 0.25 : 0.5);
            break;
        }
        case FeatureKind::Monastery:
        case FeatureKind::Garden:
            f.anchor = m_centre;
            break;
        case FeatureKind::Field:
            break;
        }
    }
    placeInns();
    const QPointF middle(0.5, 0.5);
    for (FeatureShape& f : m_features) {
        if (f.kind != FeatureKind::Field)
            continue;
        ClearanceMap map(f.region, 48);
        for (const Inn& inn : m_inns)
            map.block(inn.pos, InnPlot * inn.scale);
        if (map.isEmpty())
            map = ClearanceMap(f.region, 48); // an inn filling the field: stand by it
        f.anchor = map.isEmpty() ? middle : map.best(middle, 0.1, 0.16);
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
        f.goodsAt = t.map(f.goodsAt);
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
    r.m_inns = m_inns;
    for (Inn& inn : r.m_inns) {
        inn.pos = t.map(inn.pos);
        inn.toRoad = vector(inn.toRoad);
    }
    r.m_cathedrals = m_cathedrals;
    for (Cathedral& c : r.m_cathedrals)
        c.pos = t.map(c.pos);
    r.m_centreFeature = m_centreFeature;
    r.m_centre = t.map(m_centre);
    r.m_centreRadius = m_centreRadius;
    r.m_water = t.map(m_water);
    r.m_banks = t.map(m_banks);
    r.m_roadArea = t.map(m_roadArea);
    r.m_cityArea = t.map(m_cityArea);
    r.m_plazas = t.map(m_plazas);
    r.m_fieldsJoined = m_fieldsJoined;
    r.m_partingRoads = t.map(m_partingRoads);
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
