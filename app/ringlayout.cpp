// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/ringlayout.h"

#include "art/featuregeometry.h"

#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace bastide {

namespace {

struct Wanted
{
    RingLayout::Ring ring;
    QPainterPath region; // the feature's area on the tile: the ring's centre stays on it
    QPointF preferred;
    QPainterPath others; // every other feature but the fields: a ring never sits on them
};

// Between two rings' rims: rims that touch read as one shape, so rings keep this much of
// the board between them.
constexpr qreal Clearance = 2;

qreal distance(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

/** Points on the ring's own feature (or, with `onFields`, anywhere but on the other
 *  features: on a field beside it), on the tile far enough from its edges for a whole ring,
 *  nearest `preferred` first. */
std::vector<QPointF> candidates(const Wanted& w, const QRectF& inside, bool onFields)
{
    std::vector<QPointF> points;
    const QRectF box = onFields ? inside : w.region.boundingRect().intersected(inside);
    constexpr qreal Step = 2.5;
    for (qreal y = box.top(); y <= box.bottom(); y += Step) {
        for (qreal x = box.left(); x <= box.right(); x += Step) {
            const QPointF p(x, y);
            if (onFields ? !w.others.contains(p) : w.region.contains(p))
                points.push_back(p);
        }
    }
    std::sort(points.begin(), points.end(), [&](QPointF a, QPointF b) {
        return distance(a, w.preferred) < distance(b, w.preferred);
    });
    return points;
}

} // namespace

std::vector<RingLayout::Ring> RingLayout::rings(const TileType& tile,
                                                const FeatureGeometry& geometry,
                                                const FigureOptions& options, Rotation rotation,
                                                const QRectF& rect, qreal radius, qreal minRadius)
{
    std::vector<QPainterPath> regions;
    for (int f = 0; f < int(tile.features.size()); ++f)
        regions.push_back(geometry.region(f, rotation, rect));
    // Each ring on its own feature (or beside its monastery on a field, never on another
    // feature) and clear of the others.
    auto fits = [&](const std::vector<Ring>& laid, qreal r, qreal clearance = Clearance) {
        for (std::size_t i = 0; i < laid.size(); ++i) {
            const Ring& ring = laid[i];
            if (!regions[std::size_t(ring.feature)].contains(ring.at)) {
                if (ring.kind != FeatureKind::Monastery)
                    return false;
                for (int g = 0; g < int(regions.size()); ++g) {
                    if (g != ring.feature &&
                        tile.features[std::size_t(g)].kind != FeatureKind::Field &&
                        regions[std::size_t(g)].contains(ring.at))
                        return false;
                }
            }
            for (std::size_t j = i + 1; j < laid.size(); ++j) {
                if (distance(ring.at, laid[j].at) < 2 * r + clearance)
                    return false;
            }
        }
        return true;
    };
    auto measured = [&](std::vector<Ring> laid) {
        measureRoom(laid, rect);
        return laid;
    };
    // Full size where the rings fit, if need be nudged apart; on a crowded tile a step
    // smaller at a time, so they shrink no more than they must and stay easy to click.
    constexpr qreal Step = 0.5;
    for (qreal r = radius; r >= minRadius; r -= Step) {
        std::vector<Ring> laid = arrange(tile, regions, geometry, options, rotation, rect, r);
        if (fits(laid, r))
            return measured(laid);
        pushApart(laid, rect, r);
        if (fits(laid, r))
            return measured(laid);
    }
    // Where the features have no room for every ring even so, rings apart matter more than
    // rings on their features.
    // On the most crowded tiles (fourteen rings on a city passage with two road stubs) the
    // smallest rings may only touch; where the features have no room even so, rings apart
    // matter more than rings on their features.
    std::vector<Ring> laid = arrange(tile, regions, geometry, options, rotation, rect, minRadius);
    if (!fits(laid, minRadius, 0))
        pushApart(laid, rect, minRadius);
    return measured(laid);
}

std::vector<RingLayout::Ring> RingLayout::arrange(const TileType& tile,
                                                  const std::vector<QPainterPath>& regions,
                                                  const FeatureGeometry& geometry,
                                                  const FigureOptions& options, Rotation rotation,
                                                  const QRectF& rect, qreal radius)
{
    std::vector<Wanted> wanted;
    auto othersThan = [&](int feature) {
        QPainterPath others;
        for (int g = 0; g < int(regions.size()); ++g) {
            if (g != feature && tile.features[std::size_t(g)].kind != FeatureKind::Field)
                others.addPath(regions[std::size_t(g)]);
        }
        return others;
    };
    for (int f = 0; f < int(tile.features.size()); ++f) {
        // Every figure that may go on the feature gets its own ring, side by side (a monk
        // and the abbot on a monastery; a knight, the big follower and the builder on a
        // city), so each stays distinct.
        std::vector<FigureType> figures;
        for (FigureType type : {FigureType::Follower, FigureType::Big, FigureType::Abbot,
                                FigureType::Builder, FigureType::Pig}) {
            if (options.of(type) & (1u << f))
                figures.push_back(type);
        }
        const FeatureKind kind = tile.features[std::size_t(f)].kind;
        const QPointF anchor = geometry.anchor(f, rotation, rect);
        const QPainterPath& region = regions[std::size_t(f)];
        const qreal step = 2 * radius + 4;
        for (std::size_t i = 0; i < figures.size(); ++i) {
            const qreal offset = (qreal(i) - qreal(figures.size() - 1) / 2) * step;
            wanted.push_back({{figures[i], f, kind, anchor, radius},
                              region,
                              anchor + QPointF(offset, 0),
                              othersThan(f)});
        }
    }
    // The smallest features choose first: a monastery or a road has few places for a ring,
    // a field many. Each ring keeps its centre on its own feature, clear of the others.
    std::vector<std::size_t> order(wanted.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    auto area = [&](std::size_t i) {
        const QRectF b = wanted[i].region.boundingRect();
        return b.width() * b.height();
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return area(a) < area(b); });
    const qreal gap = 2 * radius + Clearance;
    const QRectF inside = rect.adjusted(radius, radius, -radius, -radius);
    // Where each ring may go: its own feature, or beside it on a field when the feature has no
    // room for a whole ring (a monastery drawn small, a stub of road at the border).
    std::vector<std::vector<QPointF>> spots(wanted.size());
    std::vector<std::vector<QPointF>> fieldSpots(wanted.size());
    for (std::size_t i = 0; i < wanted.size(); ++i)
        spots[i] = candidates(wanted[i], inside, false);
    auto fieldSpotsOf = [&](std::size_t i) -> const std::vector<QPointF>& {
        if (fieldSpots[i].empty())
            fieldSpots[i] = candidates(wanted[i], inside, true);
        return fieldSpots[i];
    };
    std::vector<QPointF> at(wanted.size());
    std::vector<bool> isPlaced(wanted.size(), false);
    auto clearanceOf = [&](std::size_t i, QPointF p) {
        qreal clearance = 1e9;
        for (std::size_t j = 0; j < at.size(); ++j) {
            if (j != i && isPlaced[j])
                clearance = std::min(clearance, distance(p, at[j]));
        }
        return clearance;
    };
    // The nearest place to where the ring belongs that is clear of the rings already there;
    // else the least crowded one.
    auto bestSpot = [&](std::size_t i, const std::vector<QPointF>& points, qreal& clearance) {
        QPointF best = wanted[i].preferred;
        clearance = -1;
        for (const QPointF& p : points) {
            const qreal c = clearanceOf(i, p);
            if (c >= gap) {
                clearance = c;
                return p;
            }
            if (c > clearance) {
                best = p;
                clearance = c;
            }
        }
        return best;
    };
    auto place = [&](std::size_t i) {
        qreal clearance = -1;
        QPointF best = bestSpot(i, spots[i], clearance);
        // On its own feature if there is room; else beside it on a field, never on a road,
        // city or river (a monastery too small for both the monk's ring and the abbot's).
        if (clearance < gap && wanted[i].ring.kind == FeatureKind::Monastery) {
            qreal besideClearance = -1;
            const QPointF beside = bestSpot(i, fieldSpotsOf(i), besideClearance);
            if (besideClearance > clearance) {
                best = beside;
                clearance = besideClearance;
            }
        } else if (spots[i].empty()) {
            best = bestSpot(i, fieldSpotsOf(i), clearance);
        }
        at[i] = best;
        isPlaced[i] = true;
    };
    for (std::size_t i : order)
        place(i);
    // Placed one after another, the first rings may have taken the room a later one needed
    // (seven rings on a city corner with two road ends, four of them round one corner): a
    // ring still crowded is placed again among the others as they now stand, until all are
    // apart. Each move takes the ring to the nearest clear place on its feature, or the least
    // crowded one, so the crowding moves to where there is room.
    // The most open arrangement seen is kept: where no arrangement has every ring clear, the
    // moves could go round in circles.
    auto closest = [&] {
        qreal c = 1e9;
        for (std::size_t i = 0; i < at.size(); ++i)
            c = std::min(c, clearanceOf(i, at[i]));
        return c;
    };
    std::vector<QPointF> best = at;
    qreal bestClosest = closest();
    for (int round = 0; round < 24 && bestClosest < gap; ++round) {
        for (std::size_t i : order) {
            if (clearanceOf(i, at[i]) < gap)
                place(i);
        }
        const qreal c = closest();
        if (c > bestClosest) {
            best = at;
            bestClosest = c;
        }
    }
    std::vector<Ring> rings;
    for (std::size_t i = 0; i < wanted.size(); ++i) {
        rings.push_back(wanted[i].ring);
        rings.back().at = best[i];
    }
    return rings;
}

void RingLayout::pushApart(std::vector<Ring>& rings, const QRectF& rect, qreal radius)
{
    // Rings still too close (features too small for two) are pushed apart, on the tile.
    const qreal gap = 2 * radius + Clearance;
    const QRectF inside = rect.adjusted(radius, radius, -radius, -radius);
    for (int round = 0; round < 200; ++round) {
        bool moved = false;
        for (std::size_t i = 0; i < rings.size(); ++i) {
            for (std::size_t j = i + 1; j < rings.size(); ++j) {
                QPointF d = rings[j].at - rings[i].at;
                const qreal len = std::hypot(d.x(), d.y());
                if (len >= gap)
                    continue;
                d = len > 0.01 ? d / len : QPointF(1, 0);
                const QPointF push = d * ((gap - len) / 2 + 0.5);
                rings[i].at -= push;
                rings[j].at += push;
                moved = true;
            }
        }
        for (Ring& ring : rings) {
            ring.at.setX(std::clamp(ring.at.x(), inside.left(), inside.right()));
            ring.at.setY(std::clamp(ring.at.y(), inside.top(), inside.bottom()));
        }
        if (!moved)
            break;
    }
}

void RingLayout::measureRoom(std::vector<Ring>& rings, const QRectF& rect)
{
    // A chosen ring shows the figure as it will stand, larger than the ring: on a crowded
    // tile no larger than reaches the next ring's rim, and never smaller than the ring.
    for (Ring& ring : rings) {
        ring.room = rect.width();
        for (const Ring& other : rings) {
            if (&other != &ring)
                ring.room = std::min(ring.room, distance(ring.at, other.at) - other.radius - 1);
        }
        ring.room = std::max(ring.room, ring.radius);
    }
}

} // namespace bastide
