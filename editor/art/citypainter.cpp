// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/citypainter.h"

#include "art/buildingpainter.h"
#include "art/clearancemap.h"
#include "art/groundpainter.h"
#include "art/landmarkpainter.h"
#include "art/shieldpainter.h"
#include "art/terrainpalette.h"
#include "art/tilelayout.h"
#include "engine/random.h"

#include <cmath>

namespace bastide {

using namespace palette;

void CityPainter::paint(QPainter& p, const TileLayout& layout, std::uint64_t seed)
{
    if (layout.cityArea().isEmpty())
        return;
    ClearanceMap room(layout.cityArea(), 48);
    for (const TileLayout::Cathedral& c : layout.cathedrals())
        room.block(c.pos, c.radius * 0.9); // the close round the cathedral has no houses
    paintPaving(p, layout, seed);
    paintHouses(p, room, seed);
    for (const TileLayout::Cathedral& c : layout.cathedrals())
        LandmarkPainter::cathedral(p, c.pos, c.radius);
    paintWalls(p, layout);
    paintGates(p, layout);
    for (const auto& f : layout.features()) {
        if (f.kind == FeatureKind::City && f.shields > 0)
            ShieldPainter::paint(p, f.emblem, 0.15);
    }
    for (const auto& f : layout.features()) {
        if (f.kind == FeatureKind::City && f.hasGoods())
            LandmarkPainter::goods(p, f.goodsAt, TileLayout::GoodsTokenSize, f.goods,
                                   TileLayout::goodsOffsets(f.goods[0] + f.goods[1] + f.goods[2]));
    }
}

void CityPainter::paintPaving(QPainter& p, const TileLayout& layout, std::uint64_t seed)
{
    GroundPainter::fillPaving(p, layout.cityArea(), seed);
    // The wall darkens the ground along both its sides, as a high wall does.
    QColor shade(0xff4a3520);
    shade.setAlpha(38);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(shade, TileLayout::WallWidth * 2.8, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    for (const auto& f : layout.features()) {
        if (f.kind == FeatureKind::City)
            p.drawPath(f.body);
    }
}

void CityPainter::paintHouses(QPainter& p, const ClearanceMap& room, std::uint64_t seed)
{
    Random random(seed ^ 0xc17eull);
    std::vector<BuildingPainter::House> houses;
    std::vector<QRectF> taken;
    auto tryHouse = [&](QPointF base, qreal width) {
        BuildingPainter::House h;
        h.width = width;
        h.tall = random.below(3) == 0;
        h.base = base;
        h.roof = BuildingPainter::Roof(random.below(3));
        const qreal height = BuildingPainter::houseHeight(h.width, h.tall);
        const QRectF footprint(base.x() - width / 2, base.y() - height, width, height);
        const qreal margin = TileLayout::WallWidth * 0.6;
        for (QPointF c : {footprint.bottomLeft(), footprint.bottomRight(), footprint.topLeft(),
                          footprint.topRight()}) {
            if (room.at(c) < margin)
                return;
        }
        for (const QRectF& other : taken) {
            const QRectF overlap = other.intersected(footprint);
            if (overlap.width() * overlap.height() > 0.12 * width * height)
                return;
        }
        taken.push_back(footprint);
        houses.push_back(h);
    };
    // Big houses on a loose grid, then smaller ones squeezed in where there is room left.
    int row = 0;
    for (qreal y = 0.1; y < 0.99; y += 0.105, ++row) {
        for (qreal x = 0.03 + (row % 2) * 0.07; x < 0.99; x += 0.14) {
            if (random.below(8) == 0)
                continue; // a little square now and then
            tryHouse(QPointF(x + (random.unit() - 0.5) * 0.03, y + (random.unit() - 0.5) * 0.02),
                     0.095 + 0.03 * random.unit());
        }
    }
    row = 0;
    for (qreal y = 0.07; y < 0.99; y += 0.06, ++row) {
        for (qreal x = 0.03 + (row % 2) * 0.04; x < 0.99; x += 0.08)
            tryHouse(QPointF(x + (random.unit() - 0.5) * 0.02, y), 0.07 + 0.015 * random.unit());
    }
    BuildingPainter::houses(p, std::move(houses));
}

void CityPainter::paintWalls(QPainter& p, const TileLayout& layout)
{
    constexpr qreal w = TileLayout::WallWidth;
    p.save();
    p.setClipRect(QRectF(0, 0, 1, 1), Qt::IntersectClip);
    p.setBrush(Qt::NoBrush);
    for (const auto& f : layout.features()) {
        if (f.kind != FeatureKind::City)
            continue;
        QColor shadow(0xff2a1d10);
        shadow.setAlpha(60);
        p.setPen(QPen(shadow, w * 1.3, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        p.drawPath(f.body.translated(0.01, 0.013));
    }
    for (const auto& f : layout.features()) {
        if (f.kind != FeatureKind::City)
            continue;
        p.setPen(QPen(QColor(WallDark), w + 0.012, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        p.drawPath(f.body);
        p.setPen(QPen(QColor(Wall), w, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        p.drawPath(f.body);
        QPen merlons(QColor(WallLight), w * 0.42, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
        merlons.setDashPattern({1.3, 1.1});
        p.setPen(merlons);
        p.drawPath(f.body);
    }
    p.restore();
}

void CityPainter::paintGates(QPainter& p, const TileLayout& layout)
{
    // Two roads that reach the wall side by side enter by one gate.
    std::vector<TileLayout::Gate> gates;
    std::vector<int> merged;
    for (const auto& gate : layout.gates()) {
        bool joined = false;
        for (std::size_t i = 0; i < gates.size() && !joined; ++i) {
            const QPointF d = gates[i].pos - gate.pos;
            if (std::hypot(d.x(), d.y()) < TileLayout::RoadWidth * 1.6) {
                const int n = merged[i]++;
                gates[i].pos = (gates[i].pos * n + gate.pos) / (n + 1);
                gates[i].direction = gates[i].direction * n + gate.direction;
                const qreal l = std::hypot(gates[i].direction.x(), gates[i].direction.y());
                gates[i].direction = l > 1e-9 ? gates[i].direction / l : gate.direction;
                joined = true;
            }
        }
        if (!joined) {
            gates.push_back(gate);
            merged.push_back(1);
        }
    }
    for (const auto& gate : gates) {
        p.save();
        p.translate(gate.pos);
        p.rotate(std::atan2(gate.direction.y(), gate.direction.x()) * 180 / M_PI - 90);
        // Local frame: the road runs along +y into the city, the wall along x.
        const qreal half = TileLayout::RoadWidth * 0.95;
        const qreal depth = TileLayout::WallWidth * 1.7;
        const QPen outline(QColor(WallDark), 0.008, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(outline);
        p.setBrush(QColor(Wall));
        p.drawRect(QRectF(-half, -depth / 2, 2 * half, depth));
        const qreal tower = depth * 0.75;
        p.setBrush(QColor(WallLight));
        p.drawRect(QRectF(-half - tower * 0.3, -tower / 2 - depth * 0.25, tower, tower));
        p.drawRect(QRectF(half - tower * 0.7, -tower / 2 - depth * 0.25, tower, tower));
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xff3d3024));
        QPainterPath arch;
        arch.addRoundedRect(QRectF(-TileLayout::RoadWidth * 0.36, -depth / 2 - 0.002,
                                   TileLayout::RoadWidth * 0.72, depth + 0.004),
                            0.012, 0.012);
        p.drawPath(arch);
        p.restore();
    }
}

} // namespace bastide
