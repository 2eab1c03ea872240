// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/fielddividers.h"

#include "art/clearancemap.h"
#include "art/tilepaths.h"
#include "art/tileshapes.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>

namespace bastide {

using namespace tileshapes;
using namespace tilepaths;

namespace {

/** The corner where side `side` ends, going clockwise. */
QPointF cornerAfter(int side)
{
    static constexpr std::array<QPointF, 4> corners{QPointF(1, 0), QPointF(1, 1), QPointF(0, 1),
                                                    QPointF(0, 0)};
    return corners[std::size_t(side & 3)];
}

/** A tongue of city from `root` (deep in the city, `base` wide each side) to a point at
 *  `tip` on the border, arriving along `arrive` (so that it parts the slots on either side
 *  evenly): full-bodied where it leaves the city, slim toward the border, run on past it. */
QPainterPath tongue(QPointF root, QPointF tip, QPointF arrive, qreal base)
{
    const qreal reach = length(tip - root);
    // Out of the city toward the middle of the tile first, then on to the border: the two
    // meadows it parts get fair shares.
    const QPointF middle(0.5, 0.5);
    const Cubic spine{root, root + (middle - root) * 0.8, tip - arrive * (reach * 0.35), tip};
    // Wide enough at the border that its walls meet there and nothing slips between them.
    constexpr qreal tipWidth = 0.022;
    constexpr int steps = 40;
    QPolygonF left, right;
    for (int k = 0; k <= steps; ++k) {
        const qreal t = qreal(k) / steps;
        const QPointF along = normalized(spine.tangent(t));
        const QPointF n(-along.y(), along.x());
        const qreal full = t <= 0.3 ? 1.0 : std::pow((1 - t) / 0.7, 1.6);
        const qreal half = tipWidth + (base - tipWidth) * full;
        left << spine.at(t) + n * half;
        right << spine.at(t) - n * half;
    }
    const QPointF n(-arrive.y(), arrive.x());
    left << tip + arrive * 0.12 + n * tipWidth;
    right << tip + arrive * 0.12 - n * tipWidth;
    std::reverse(right.begin(), right.end());
    QPainterPath path;
    path.addPolygon(left + right);
    path.closeSubpath();
    return path.simplified();
}

/** A straight band `half` wide each side from `from` to `to`. */
QPainterPath band(QPointF from, QPointF to, qreal half)
{
    const QPointF dir = normalized(to - from);
    const QPointF n(-dir.y(), dir.x());
    QPolygonF polygon{from + n * half, to + n * half, to - n * half, from - n * half};
    QPainterPath path;
    path.addPolygon(polygon);
    path.closeSubpath();
    return flattened(path);
}

/** The cities `field` borders, as its definition says, or as its slots lie if it says
 *  nothing. */
std::vector<int> citiesOf(const TileType& type, int field)
{
    std::vector<int> cities;
    for (int c : type.features[std::size_t(field)].cities) {
        if (c >= 0 && std::size_t(c) < type.features.size() &&
            type.features[std::size_t(c)].kind == FeatureKind::City)
            cities.push_back(c);
    }
    if (cities.empty() && type.features[std::size_t(field)].slotMask != 0)
        cities = type.citiesAlongBorder(field);
    std::sort(cities.begin(), cities.end());
    return cities;
}

std::vector<int> intersection(const std::vector<int>& a, const std::vector<int>& b)
{
    std::vector<int> both;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(both));
    return both;
}

} // namespace

FieldDividers FieldDividers::of(const TileType& type)
{
    FieldDividers d;
    auto fieldAt = [&](int slot) {
        const int f = type.featureAt(slot);
        return f >= 0 && type.features[std::size_t(f)].kind == FeatureKind::Field ? f : -1;
    };
    for (int k = 0; k < SlotCount; ++k) {
        const int next = (k + 1) % SlotCount;
        const int a = fieldAt(k), b = fieldAt(next);
        if (a < 0 || b < 0 || a == b)
            continue;
        const QPointF point =
            k % 3 == 2 ? cornerAfter(k / 3) : (slotMidpoint(k) + slotMidpoint(next)) / 2.0;
        const std::vector<int> ca = citiesOf(type, a), cb = citiesOf(type, b);
        std::vector<int> either;
        std::set_union(ca.begin(), ca.end(), cb.begin(), cb.end(), std::back_inserter(either));
        d.m_breaks.push_back({k, k % 3 == 2, point, intersection(ca, cb), either});
    }
    // A road can only be sent on to a city.
    const bool anyCity = std::any_of(type.features.begin(), type.features.end(),
                                     [](const Feature& f) { return f.kind == FeatureKind::City; });
    for (std::size_t i = 0; i < type.features.size() && anyCity; ++i) {
        const Feature& road = type.features[i];
        if (road.kind != FeatureKind::Road)
            continue;
        const std::vector<int> sides = sideList(sidesOf(road));
        if (sides.size() != 1)
            continue;
        const int side = sides.front();
        const int left = fieldAt(3 * side), right = fieldAt(3 * side + 2);
        if (left < 0 || right < 0 || left == right)
            continue;
        d.m_partingEnds.push_back({int(i), side});
        // A road ending at a city parts two fields of that city; fields of two different
        // cities need the two cities to meet where the road ends.
        const std::vector<int> l = citiesOf(type, left), r = citiesOf(type, right);
        if (!l.empty() && !r.empty() && intersection(l, r).empty()) {
            const bool known =
                std::any_of(d.m_bridges.begin(), d.m_bridges.end(), [&](const Bridge& b) {
                    return (b.from == l && b.to == r) || (b.from == r && b.to == l);
                });
            if (!known)
                d.m_bridges.push_back({l, r});
        }
    }
    return d;
}

void FieldDividers::addToCities(std::vector<TileLayout::FeatureShape>& features) const
{
    auto isCity = [&](int c) {
        return c >= 0 && std::size_t(c) < features.size() &&
               features[std::size_t(c)].kind == FeatureKind::City &&
               !features[std::size_t(c)].region.isEmpty();
    };
    // Whatever a city gains stays off the other cities: where they meet, two walls on one
    // line part them.
    auto add = [&](int city, const QPainterPath& shape) {
        QPainterPath gain = shape;
        for (std::size_t o = 0; o < features.size(); ++o) {
            if (int(o) != city && features[o].kind == FeatureKind::City)
                gain = gain.subtracted(features[o].body);
        }
        TileLayout::FeatureShape& f = features[std::size_t(city)];
        f.body = f.body.united(gain).simplified();
        f.region = f.body.intersected(unitSquare());
    };
    auto coreOf = [&](int city, QPointF toward) {
        const ClearanceMap room(features[std::size_t(city)].region, 48);
        const QPointF core = room.isEmpty() ? toward : room.best(toward, 0.2, 0.14);
        return std::pair{core, room.isEmpty() ? 0.0 : room.at(core)};
    };

    for (const Bridge& bridge : m_bridges) {
        // The nearest two cities, one of each list, run bands to meet half-way between them.
        int a = -1, b = -1;
        QPointF pa, pb;
        qreal nearest = 1e9;
        for (int from : bridge.from) {
            for (int to : bridge.to) {
                if (!isCity(from) || !isCity(to) || from == to)
                    continue;
                const QPainterPath& ra = features[std::size_t(from)].region;
                const QPainterPath& rb = features[std::size_t(to)].region;
                for (const QPolygonF& polygon : ra.toSubpathPolygons()) {
                    for (const QPointF& v : polygon) {
                        const QPointF q = nearestOnOutline(rb, v);
                        if (length(q - v) < nearest) {
                            nearest = length(q - v);
                            a = std::min(from, to);
                            b = std::max(from, to);
                            pa = from < to ? v : q;
                            pb = from < to ? q : v;
                        }
                    }
                }
            }
        }
        if (a < 0)
            continue;
        constexpr qreal half = 0.11;
        const QPointF meet = (pa + pb) / 2.0;
        const auto [coreA, roomA] = coreOf(a, meet);
        const auto [coreB, roomB] = coreOf(b, meet);
        // The first city reaches on past the meeting point, so a road arriving there ends at
        // its gate, with the wall between the two cities beside the road, not under it.
        add(a, band(coreA, meet + normalized(meet - coreA) * 0.1, half));
        add(b, band(coreB, meet, half));
    }
    std::vector<int> allCities;
    for (std::size_t i = 0; i < features.size(); ++i)
        allCities.push_back(int(i));
    for (const Break& cut : m_breaks) {
        // The nearest of the cities both fields border, else of those either borders, else
        // of all.
        int city = -1;
        for (const std::vector<int>* tier :
             std::initializer_list<const std::vector<int>*>{&cut.both, &cut.either, &allCities}) {
            qreal nearest = 1e9;
            for (int c : *tier) {
                if (!isCity(c))
                    continue;
                const qreal d = length(
                    nearestOnOutline(features[std::size_t(c)].region, cut.point) - cut.point);
                if (d < nearest) {
                    nearest = d;
                    city = c;
                }
            }
            if (city >= 0)
                break;
        }
        if (city < 0)
            continue;
        // From the city's roomy middle, as wide there as the city has room.
        const auto [root, room] = coreOf(city, QPointF(0.5, 0.5));
        // Into a corner along its diagonal, onto a side square to it.
        const QPointF arrive = cut.onCorner ? normalized(cut.point - QPointF(0.5, 0.5))
                                            : -inward(sideOfSlot(cut.slot));
        add(city, tongue(root, cut.point, arrive, std::min(room, 0.12)));
    }
}

} // namespace bastide
