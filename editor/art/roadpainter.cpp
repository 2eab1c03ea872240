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
    paintOverpasses(p, layout);
    paintHamlets(p, layout);
}

void RoadPainter::paintOverpasses(QPainter& p, const TileLayout& layout)
{
    // Two roads that cross without meeting (no square where they cross): the one listed
    // first, which owns the crossing, passes over the other on a stone bridge.
    constexpr qreal w = TileLayout::RoadWidth;
    constexpr qreal parapet = w / 2 + 0.03; // from the road's middle to its parapets' middle
    const auto& features = layout.features();
    QPainterPath plazas;
    for (const auto& j : layout.junctions())
        plazas.addEllipse(j.pos, TileLayout::PlazaRadius * 1.5, TileLayout::PlazaRadius * 1.5);
    auto line = [](const TileLayout::FeatureShape& f) {
        QPainterPath path;
        for (const Cubic& arm : f.arms)
            arm.addTo(path);
        return path;
    };
    auto offsetLine = [](const Cubic& arm, qreal offset) {
        QPainterPath path;
        for (int k = 0; k <= 40; ++k) {
            const qreal t = k / 40.0;
            const QPointF n(-arm.tangent(t).y(), arm.tangent(t).x());
            const QPointF pt = arm.at(t) + n * offset;
            if (k == 0)
                path.moveTo(pt);
            else
                path.lineTo(pt);
        }
        return path;
    };
    for (std::size_t i = 0; i < features.size(); ++i) {
        if (features[i].kind != FeatureKind::Road || features[i].arms.empty())
            continue;
        const QPainterPath over = line(features[i]);
        const QPainterPath deck = stroked(over, w + 0.1);
        QPainterPath span, beneath;
        for (std::size_t j = i + 1; j < features.size(); ++j) {
            if (features[j].kind != FeatureKind::Road || features[j].arms.empty())
                continue;
            // Where the centre lines cross, away from any square they share.
            const QPainterPath under = line(features[j]);
            const QPainterPath cross =
                stroked(over, 0.01).intersected(stroked(under, 0.01)).subtracted(plazas);
            if (cross.isEmpty())
                continue;
            QPainterPath near;
            const QPointF at = cross.boundingRect().center();
            near.addEllipse(at, w + 0.15, w + 0.15);
            span = span.united(deck.intersected(stroked(under, w + 0.2)).intersected(near));
            beneath = beneath.united(stroked(under, w + 2 * TileLayout::RoadVerge));
        }
        if (span.isEmpty())
            continue;
        // The bridge's shadow on the road beneath, to the south-east.
        p.save();
        p.setClipPath(beneath, Qt::IntersectClip);
        QColor shadow(0xff1d1a12);
        shadow.setAlpha(125);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(shadow, w + 0.09, Qt::SolidLine, Qt::FlatCap));
        p.drawPath(over.translated(0.045, 0.035));
        p.restore();

        p.save();
        p.setClipPath(span, Qt::IntersectClip);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(WallDark), w + 0.1, Qt::SolidLine, Qt::FlatCap));
        p.drawPath(over);
        p.setPen(QPen(QColor(Wall), w + 0.084, Qt::SolidLine, Qt::FlatCap));
        p.drawPath(over);
        QPen merlons(QColor(WallLight), 0.02, Qt::CustomDashLine, Qt::FlatCap);
        merlons.setDashPattern({1.4, 1.0});
        p.setPen(merlons);
        for (const Cubic& arm : features[i].arms) {
            p.drawPath(offsetLine(arm, parapet));
            p.drawPath(offsetLine(arm, -parapet));
        }
        p.setPen(QPen(QColor(WallDark), w + 0.012, Qt::SolidLine, Qt::FlatCap));
        p.drawPath(over);
        p.setPen(QPen(QColor(Road), w, Qt::SolidLine, Qt::FlatCap));
        p.drawPath(over);
        p.setPen(QPen(QColor(RoadRut), w * 0.16, Qt::SolidLine, Qt::FlatCap));
        for (const Cubic& arm : features[i].arms) {
            p.drawPath(offsetLine(arm, w * 0.22));
            p.drawPath(offsetLine(arm, -w * 0.22));
        }
        p.restore();

        // Square posts where the parapets end, at both ends of the span.
        const QPen postEdge(QColor(WallDark), 0.006);
        for (const Cubic& arm : features[i].arms) {
            bool inside = span.contains(arm.at(0));
            for (int k = 1; k <= 200; ++k) {
                const qreal t = k / 200.0;
                const bool now = span.contains(arm.at(t));
                if (now == inside)
                    continue;
                inside = now;
                const qreal at = now ? t : (k - 1) / 200.0;
                const QPointF n(-arm.tangent(at).y(), arm.tangent(at).x());
                for (qreal side : {-1.0, 1.0}) {
                    const QPointF c = arm.at(at) + n * side * parapet;
                    p.setPen(postEdge);
                    p.setBrush(QColor(WallLight));
                    p.drawRect(QRectF(c - QPointF(0.024, 0.024), QSizeF(0.048, 0.048)));
                }
            }
        }
    }
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
    QPainterPath blocked = layout.cityArea().united(layout.banks()).united(layout.roadArea());
    for (const TileLayout::Inn& inn : layout.inns()) // the inn stands there instead
        blocked.addEllipse(inn.pos, TileLayout::InnPlot * inn.scale,
                           TileLayout::InnPlot * inn.scale);
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
