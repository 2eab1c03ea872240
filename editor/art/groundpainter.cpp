#include "groundpainter.h"

#include "engine/random.h"
#include "terrainpalette.h"

#include <QPainterPath>
#include <QRadialGradient>
#include <cmath>
#include <numbers>

namespace bastide {

void GroundPainter::paint(QPainter& p, std::uint64_t seed)
{
    using namespace palette;
    Random random(seed);
    auto in = [&](qreal lo, qreal hi) { return lo + (hi - lo) * random.unit(); };

    p.fillRect(QRectF(0, 0, 1, 1), QColor(Grass));

    // Soft patches of lighter and darker grass, faded to nothing well inside the border.
    p.setPen(Qt::NoPen);
    for (int i = 0; i < 6; ++i) {
        const QPointF c(in(0.27, 0.73), in(0.27, 0.73));
        const qreal r = in(0.14, 0.23);
        QColor tone(i % 2 ? GrassDark : GrassLight);
        QRadialGradient g(c, r);
        tone.setAlpha(70);
        g.setColorAt(0, tone);
        tone.setAlpha(0);
        g.setColorAt(1, tone);
        p.setBrush(g);
        p.drawEllipse(c, r, r);
    }

    // Tufts: a few blades fanning out from one root.
    QPainterPath dark, light;
    for (int i = 0; i < 150; ++i) {
        QPainterPath& path = i % 3 == 0 ? light : dark;
        const QPointF root(in(0, 1), in(0, 1));
        const int blades = 2 + int(random.below(2));
        for (int b = 0; b < blades; ++b) {
            const qreal a = -std::numbers::pi / 2 + in(-0.6, 0.6);
            const qreal l = in(0.014, 0.028);
            path.moveTo(root);
            path.quadTo(root + QPointF(std::cos(a) * l * 0.5 + 0.004, std::sin(a) * l * 0.5),
                        root + QPointF(std::cos(a) * l, std::sin(a) * l));
        }
    }
    p.setBrush(Qt::NoBrush);
    QPen pen(QColor(GrassDark), 0.0055, Qt::SolidLine, Qt::RoundCap);
    p.setPen(pen);
    p.drawPath(dark);
    pen.setColor(QColor(GrassLight));
    p.setPen(pen);
    p.drawPath(light);

    // Flowers: a light dot with a warm heart, kept off the border.
    static constexpr QRgb petals[] = {0xfffaf6ea, 0xfff4d75e, 0xffeaa3b8, 0xffc9d8f5};
    p.setPen(Qt::NoPen);
    for (int i = 0; i < 16; ++i) {
        const QPointF c(in(0.05, 0.95), in(0.05, 0.95));
        const qreal r = in(0.005, 0.008);
        p.setBrush(QColor(petals[random.below(4)]));
        p.drawEllipse(c, r, r);
        p.setBrush(QColor(0xffd08a2c));
        p.drawEllipse(c, r * 0.4, r * 0.4);
    }
}

} // namespace bastide
