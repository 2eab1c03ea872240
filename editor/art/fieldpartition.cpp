// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/fieldpartition.h"

#include "art/tileshapes.h"

#include <map>

namespace bastide {

using namespace tileshapes;

namespace {

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

} // namespace

std::vector<QPainterPath> FieldPartition::parts(const QPainterPath& free)
{
    // A polygon is nested in another when most of its corners are inside it (corners on a
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
    return parts;
}

std::vector<QPainterPath> FieldPartition::regions(const TileType& type, const QPainterPath& free,
                                                  bool* joined)
{
    if (joined)
        *joined = false;
    std::vector<QPainterPath> regions(type.features.size());
    const std::vector<QPainterPath> parts = FieldPartition::parts(free);
    std::vector<int> innerFields;
    for (std::size_t i = 0; i < type.features.size(); ++i) {
        if (type.features[i].kind == FeatureKind::Field && type.features[i].slotMask == 0)
            innerFields.push_back(int(i));
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
        QPainterPath& region = regions[std::size_t(owner)];
        region = region.isEmpty() ? piece : region.united(piece);
    };
    std::vector<std::size_t> pockets;
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
            if (joined)
                *joined = true;
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
        if (owner < 0 && !innerFields.empty()) {
            // A pocket no slot reaches is what an inner field is drawn as: the inner fields
            // take the pockets in turn, the biggest first (see below), the last the rest.
            pockets.push_back(k);
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
    auto area = [&](std::size_t k) {
        const QRectF r = parts[k].boundingRect();
        return r.width() * r.height();
    };
    std::stable_sort(pockets.begin(), pockets.end(),
                     [&](std::size_t a, std::size_t b) { return area(a) > area(b); });
    for (std::size_t i = 0; i < pockets.size(); ++i)
        assign(innerFields[std::min(i, innerFields.size() - 1)], parts[pockets[i]]);
    return regions;
}

} // namespace bastide
