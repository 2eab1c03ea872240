// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/riverpainter.h"

#include "art/terrainpalette.h"
#include "art/tilelayout.h"
#include "engine/random.h"

#include <cmath>
#include <numbers>
#include <vector>

namespace bastide {

using namespace tileshapes;

void RiverPainter::paint(QPainter& p, const TileLayout& layout, std::uint64_t seed)
{
    using namespace palette;
    if (layout.water().isEmpty())
        return;
    Random random(seed ^ 0x51f15eedull);
    QPainterPath lines;
    for (const auto& f : layout.features()) {
        if (f.kind == FeatureKind::River) {
            for (const Cubic& arm : f.arms)
                arm.addTo(lines);
        }
    }
    constexpr qreal w = TileLayout::RiverWidth;
    constexpr qreal bank = TileLayout::RiverBank;
    auto layer = [&](QRgb color, qreal width, qreal pondGrowth) {
        p.setPen(QPen(QColor(color), width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(lines);
        for (const auto& pond : layout.ponds()) {
            p.setPen(pondGrowth > 0 ? QPen(QColor(color), 2 * pondGrowth) : QPen(Qt::NoPen));
            p.setBrush(QColor(color));
            p.drawPath(pond.shape);
        }
    };
    layer(BankGrass, w + 2 * bank, bank);
    layer(BankSand, w + bank * 0.9, bank * 0.45);
    layer(Water, w, 0);

    // Deeper water mid-stream and light ripples, clipped to the water surface.
    p.save();
    p.setClipPath(layout.water(), Qt::IntersectClip);
    QColor deep(WaterDeep);
    deep.setAlpha(150);
    p.setPen(QPen(deep, w * 0.42, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    p.drawPath(lines);
    for (const auto& pond : layout.ponds()) {
        p.setPen(Qt::NoPen);
        p.setBrush(deep);
        p.drawEllipse(pond.pos, pond.radius * 0.55, pond.radius * 0.45);
    }
    // Streaks of light drifting along the current, in three lanes.
    std::vector<QLineF> streaks;
    for (const auto& f : layout.features()) {
        if (f.kind != FeatureKind::River)
            continue;
        for (const Cubic& arm : f.arms) {
            for (qreal lane : {-0.28, 0.02, 0.3}) {
                qreal t = 0.04 + 0.1 * random.unit();
                while (t < 0.96) {
                    const qreal len = 0.05 + 0.07 * random.unit();
                    const qreal end = std::min(0.97, t + len);
                    QPointF prev;
                    for (int k = 0; k <= 4; ++k) {
                        const qreal u = t + (end - t) * k / 4;
                        const QPointF d = arm.tangent(u);
                        const QPointF pt = arm.at(u) + QPointF(-d.y(), d.x()) * (lane * w);
                        if (k > 0)
                            streaks.emplace_back(prev, pt);
                        prev = pt;
                    }
                    t = end + 0.08 + 0.14 * random.unit();
                }
            }
        }
    }
    QPainterPath ripples;
    for (const auto& pond : layout.ponds()) {
        for (int i = 0; i < (pond.lake ? 6 : 2); ++i) {
            const qreal a = 2 * std::numbers::pi * random.unit();
            const qreal r = pond.radius * (0.25 + 0.45 * random.unit());
            const QPointF c = pond.pos + QPointF(std::cos(a) * r, std::sin(a) * r * 0.8);
            ripples.moveTo(c - QPointF(0.022, 0));
            ripples.quadTo(c + QPointF(0, -0.008), c + QPointF(0.022, 0));
        }
    }
    QColor light(WaterLight);
    light.setAlpha(200);
    p.setPen(QPen(light, 0.007, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawLines(streaks.data(), int(streaks.size()));
    p.drawPath(ripples);
    p.restore();

    for (const auto& pond : layout.ponds()) {
        if (pond.lake) {
            // Reeds along the rim.
            QPainterPath reeds;
            for (int i = 0; i < 9; ++i) {
                const qreal a = 2 * std::numbers::pi * (i + random.unit() * 0.6) / 9;
                const QPointF base =
                    pond.pos + QPointF(std::cos(a), std::sin(a)) * pond.radius * 0.98;
                for (int k = -1; k <= 1; ++k) {
                    reeds.moveTo(base + QPointF(k * 0.006, 0));
                    reeds.lineTo(base + QPointF(k * 0.011, -0.03 - 0.008 * (k == 0)));
                }
            }
            p.setPen(QPen(QColor(0xff3f6a2a), 0.0055, Qt::SolidLine, Qt::RoundCap));
            p.drawPath(reeds);
        } else if (pond.spring) {
            // Water welling up in rings, and stones round the pool except where it flows out.
            p.setBrush(Qt::NoBrush);
            QColor ring(WaterLight);
            ring.setAlpha(170);
            p.setPen(QPen(ring, 0.006));
            p.drawEllipse(pond.pos, pond.radius * 0.35, pond.radius * 0.28);
            p.drawEllipse(pond.pos, pond.radius * 0.62, pond.radius * 0.5);
            p.setPen(QPen(QColor(WallDark), 0.004));
            const qreal out = std::atan2(pond.outflow.y(), pond.outflow.x());
            for (int i = 0; i < 11; ++i) {
                const qreal a = out + 0.75 + (2 * std::numbers::pi - 1.5) * (i + 0.5) / 11 +
                                0.1 * (random.unit() - 0.5);
                const QPointF c =
                    pond.pos + QPointF(std::cos(a), std::sin(a)) * (pond.radius * 1.08);
                const qreal s = 0.014 + 0.008 * random.unit();
                p.setBrush(QColor(i % 3 ? Wall : WallLight));
                p.drawEllipse(c, s * 1.2, s);
            }
        }
    }
}

} // namespace bastide
