// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/roadpainter.h"

#include "art/buildingpainter.h"
#include "art/terrainpalette.h"
#include "art/tilelayout.h"
#include "engine/random.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace bastide {

using namespace palette;
using namespace tileshapes;

void RoadPainter::paint(QPainter& p, const TileLayout& layout, std::uint64_t seed)
{
    QPainterPath lines;
    for (const auto& f : layout.features()) {
        if (f.kind == FeatureKind::Road) {
            for (const Cubic& arm : f.arms)
                arm.addTo(lines);
        }
    }
    if (lines.isEmpty())
        return;
    constexpr qreal w = TileLayout::RoadWidth;
    constexpr qreal verge = TileLayout::RoadVerge;
    constexpr qreal plaza = TileLayout::PlazaRadius;

    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(RoadEdge), w + 2 * verge, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    p.drawPath(lines);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(RoadEdge));
    for (const auto& j : layout.junctions())
        p.drawEllipse(j.pos, plaza + verge, plaza + verge);

    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(Road), w, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    p.drawPath(lines);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(Road));
    for (const auto& j : layout.junctions())
        p.drawEllipse(j.pos, plaza, plaza);

    // Wheel ruts run to the border at the same offsets on every tile, so they join up.
    Random random(seed ^ 0x70adull);
    QPainterPath ruts, pebbles;
    for (const auto& f : layout.features()) {
        if (f.kind != FeatureKind::Road)
            continue;
        for (const Cubic& arm : f.arms) {
            for (qreal side : {-0.22, 0.22}) {
                bool drawing = false;
                for (int k = 0; k <= 40; ++k) {
                    const qreal t = k / 40.0;
                    const QPointF n(-arm.tangent(t).y(), arm.tangent(t).x());
                    const QPointF pt = arm.at(t) + n * (w * side);
                    if (!drawing)
                        ruts.moveTo(pt);
                    else
                        ruts.lineTo(pt);
                    drawing = true;
                }
            }
            for (int k = 0; k < 5; ++k) {
                const qreal t = 0.1 + 0.8 * random.unit();
                const QPointF n(-arm.tangent(t).y(), arm.tangent(t).x());
                pebbles.addEllipse(arm.at(t) + n * (w * (random.unit() - 0.5) * 0.8), 0.005, 0.004);
            }
        }
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(RoadRut), w * 0.16, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    p.drawPath(ruts);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(RoadEdge));
    p.drawPath(pebbles);

    paintBridges(p, layout, lines);
    paintHamlets(p, layout);
}

void RoadPainter::paintBridges(QPainter& p, const TileLayout& layout, const QPainterPath& lines)
{
    if (layout.water().isEmpty() || !layout.banks().intersects(layout.roadArea()))
        return;
    constexpr qreal w = TileLayout::RoadWidth;
    p.save();
    p.setClipPath(layout.banks(), Qt::IntersectClip);
    p.setBrush(Qt::NoBrush);
    QColor shadow(0xff1d2a3a);
    shadow.setAlpha(90);
    p.setPen(QPen(shadow, w + 0.05, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(lines.translated(0.012, 0.016));
    p.setPen(QPen(QColor(WallDark), w + 0.058, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(lines);
    p.setPen(QPen(QColor(Wall), w + 0.044, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(lines);
    p.setPen(QPen(QColor(WallDark), w + 0.012, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(lines);
    p.setPen(QPen(QColor(0xffd9ccb0), w, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(lines);
    QPen planks(QColor(0xffc2b391), w, Qt::CustomDashLine, Qt::FlatCap);
    planks.setDashPattern({0.08, 0.18});
    p.setPen(planks);
    p.drawPath(lines);
    p.restore();
}

void RoadPainter::paintHamlets(QPainter& p, const TileLayout& layout)
{
    const QPainterPath blocked = layout.cityArea().united(layout.banks()).united(layout.roadArea());
    for (const auto& j : layout.junctions()) {
        if (j.arms.size() >= 4) {
            BuildingPainter::well(p, j.pos, 0.045);
            continue;
        }
        // Houses stand in the widest gaps between the roads leaving the square.
        std::vector<qreal> angles;
        for (QPointF a : j.arms)
            angles.push_back(std::atan2(a.y(), a.x()));
        std::sort(angles.begin(), angles.end());
        struct Spot
        {
            QPointF base;
            qreal width;
        };
        std::vector<Spot> spots;
        for (std::size_t i = 0; i < angles.size(); ++i) {
            const qreal a0 = angles[i];
            qreal a1 = i + 1 < angles.size() ? angles[i + 1] : angles[0] + 2 * std::numbers::pi;
            const qreal gap = a1 - a0;
            if (gap < 1.6)
                continue;
            const int houses = gap > 4 ? 3 : gap > 2.5 ? 2 : 1;
            for (int h = 0; h < houses; ++h) {
                const qreal a = a0 + gap * (h + 1) / (houses + 1);
                const qreal d = TileLayout::PlazaRadius + 0.075;
                spots.push_back({j.pos + QPointF(std::cos(a) * d, std::sin(a) * d + 0.045), 0.11});
            }
        }
        std::vector<BuildingPainter::House> houses;
        for (const Spot& s : spots) {
            const qreal hw = s.width / 2;
            const QPointF corners[] = {s.base + QPointF(-hw, 0), s.base + QPointF(hw, 0),
                                       s.base + QPointF(-hw, -s.width),
                                       s.base + QPointF(hw, -s.width)};
            bool fits = true;
            for (const QPointF& c : corners) {
                fits = fits && c.x() > 0.02 && c.x() < 0.98 && c.y() > 0.02 && c.y() < 0.98 &&
                       !blocked.contains(c);
            }
            if (fits)
                houses.push_back(
                    {s.base, s.width, BuildingPainter::Roof(houses.size() % 3), false});
        }
        // With no room for a house (a junction against a city wall), a well marks the
        // square, so three roads meeting never read as one road with a side road.
        if (houses.empty())
            BuildingPainter::well(p, j.pos, 0.045);
        BuildingPainter::houses(p, std::move(houses));
    }
}

} // namespace bastide
