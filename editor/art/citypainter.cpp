#include "citypainter.h"

#include "buildingpainter.h"
#include "clearancemap.h"
#include "engine/random.h"
#include "shieldpainter.h"
#include "terrainpalette.h"
#include "tilelayout.h"

#include <cmath>

namespace bastide {

using namespace palette;

void CityPainter::paint(QPainter& p, const TileLayout& layout, std::uint64_t seed)
{
    if (layout.cityArea().isEmpty())
        return;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(CityGround));
    p.drawPath(layout.cityArea());
    paintHouses(p, layout, seed);
    paintWalls(p, layout);
    paintGates(p, layout);
    for (const auto& f : layout.features()) {
        if (f.kind == FeatureKind::City && f.shields > 0)
            ShieldPainter::paint(p, f.emblem, 0.15);
    }
}

void CityPainter::paintHouses(QPainter& p, const TileLayout& layout, std::uint64_t seed)
{
    Random random(seed ^ 0xc17eull);
    const ClearanceMap room(layout.cityArea(), 64);
    // Rows from north to south, so nearer houses overlap the ones behind them.
    constexpr qreal rowStep = 0.085;
    constexpr qreal colStep = 0.11;
    int row = 0;
    for (qreal y = 0.09; y < 0.99; y += rowStep, ++row) {
        const qreal shift = (row % 2) * colStep / 2;
        for (qreal x = 0.04 + shift; x < 0.99; x += colStep) {
            const qreal w = 0.07 + 0.025 * random.unit();
            const bool tall = random.below(3) == 0;
            const QPointF base(x + (random.unit() - 0.5) * 0.025, y + (random.unit() - 0.5) * 0.02);
            const auto roof = BuildingPainter::Roof(random.below(3));
            if (random.below(9) == 0)
                continue; // a little square now and then
            const qreal height = w * (tall ? 1.12 : 0.95);
            const qreal margin = TileLayout::WallWidth * 0.55;
            const QPointF corners[] = {base + QPointF(-w / 2, 0), base + QPointF(w / 2, 0),
                                       base + QPointF(-w / 2, -height),
                                       base + QPointF(w / 2, -height)};
            bool fits = true;
            for (const QPointF& c : corners)
                fits = fits && room.at(c) >= margin;
            if (fits)
                BuildingPainter::house(p, base, w, roof, tall);
        }
    }
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
        p.setPen(QPen(shadow, w * 1.3, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        p.drawPath(f.body.translated(0.01, 0.013));
    }
    for (const auto& f : layout.features()) {
        if (f.kind != FeatureKind::City)
            continue;
        p.setPen(QPen(QColor(WallDark), w + 0.012, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        p.drawPath(f.body);
        p.setPen(QPen(QColor(Wall), w, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        p.drawPath(f.body);
        QPen merlons(QColor(WallLight), w * 0.42, Qt::CustomDashLine, Qt::FlatCap, Qt::RoundJoin);
        merlons.setDashPattern({1.3, 1.1});
        p.setPen(merlons);
        p.drawPath(f.body);
    }
    p.restore();
}

void CityPainter::paintGates(QPainter& p, const TileLayout& layout)
{
    for (const auto& gate : layout.gates()) {
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
