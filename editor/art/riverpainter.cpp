#include "riverpainter.h"

#include "engine/random.h"
#include "terrainpalette.h"
#include "tilelayout.h"

#include <cmath>
#include <numbers>

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
    QPainterPath ripples;
    for (const auto& f : layout.features()) {
        if (f.kind != FeatureKind::River)
            continue;
        for (const Cubic& arm : f.arms) {
            for (int i = 0; i < 7; ++i) {
                const qreal t = (i + 0.3 + 0.4 * random.unit()) / 7.0;
                const QPointF c = arm.at(t);
                const QPointF d = arm.tangent(t);
                const QPointF n(-d.y(), d.x());
                const qreal off = (random.unit() - 0.5) * w * 0.55;
                const QPointF a = c + n * off - d * 0.025;
                const QPointF b = c + n * off + d * 0.025;
                ripples.moveTo(a);
                ripples.quadTo((a + b) / 2 + n * 0.008, b);
            }
        }
    }
    for (const auto& pond : layout.ponds()) {
        for (int i = 0; i < (pond.lake ? 6 : 2); ++i) {
            const qreal a = 2 * std::numbers::pi * random.unit();
            const qreal r = pond.radius * (0.25 + 0.45 * random.unit());
            const QPointF c = pond.pos + QPointF(std::cos(a) * r, std::sin(a) * r * 0.8);
            ripples.moveTo(c - QPointF(0.022, 0));
            ripples.quadTo(c + QPointF(0, -0.008), c + QPointF(0.022, 0));
        }
    }
    p.setPen(QPen(QColor(WaterLight), 0.007, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
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
            // Stones ring the spring.
            p.setPen(QPen(QColor(WallDark), 0.004));
            for (int i = 0; i < 7; ++i) {
                const qreal a = 2 * std::numbers::pi * (i + 0.2 * random.unit()) / 7 + 0.4;
                const QPointF c =
                    pond.pos + QPointF(std::cos(a), std::sin(a)) * (pond.radius + 0.01);
                p.setBrush(QColor(i % 2 ? Wall : WallLight));
                p.drawEllipse(c, 0.018, 0.014);
            }
        }
    }
}

} // namespace bastide
