// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/ringlayout.h"

#include "art/featuregeometry.h"

#include <algorithm>
#include <cmath>

namespace bastide {

std::vector<RingLayout::Ring> RingLayout::rings(const TileType& tile,
                                                const FeatureGeometry& geometry,
                                                const FigureOptions& options, int rotation,
                                                const QRectF& rect, qreal radius)
{
    std::vector<Ring> rings;
    for (int f = 0; f < int(tile.features.size()); ++f) {
        const bool follower = options.followers & (1u << f);
        const bool abbot = options.abbot & (1u << f);
        const FeatureKind kind = tile.features[std::size_t(f)].kind;
        const QPointF anchor = geometry.anchor(f, rotation, rect);
        if (follower && abbot) { // a monastery takes a monk or the abbot: side by side
            rings.push_back({FigureType::Follower, f, kind, anchor - QPointF(radius + 2, 0)});
            rings.push_back({FigureType::Abbot, f, kind, anchor + QPointF(radius + 2, 0)});
        } else if (follower || abbot) {
            rings.push_back({follower ? FigureType::Follower : FigureType::Abbot, f, kind, anchor});
        }
    }
    pushApart(rings, rect, radius);
    return rings;
}

void RingLayout::pushApart(std::vector<Ring>& rings, const QRectF& rect, qreal radius)
{
    // Small features sit close together (a corner field beside a road): push rings that
    // would overlap apart, keeping them on the tile.
    const qreal gap = 2 * radius + 3;
    const QRectF inside = rect.adjusted(radius, radius, -radius, -radius);
    for (int round = 0; round < 12; ++round) {
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

} // namespace bastide
