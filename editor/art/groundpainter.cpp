// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/groundpainter.h"

#include "art/terrainpalette.h"
#include "engine/random.h"

#include <QHash>
#include <QLineF>
#include <QMutex>
#include <QRadialGradient>
#include <cmath>
#include <numbers>
#include <vector>

namespace bastide {

namespace {
constexpr int Variants = 4;
constexpr int MaxTexturePixels = 1024;
constexpr int MaxTextures = 48;
} // namespace

int GroundPainter::gridPixels(const QPainter& p)
{
    const QTransform t = p.deviceTransform();
    const int pixels = int(std::lround(t.m11()));
    const bool onGrid = t.type() <= QTransform::TxScale && qFuzzyCompare(t.m11(), t.m22()) &&
                        std::abs(t.m11() - pixels) < 1e-6 && pixels > 0 &&
                        pixels <= MaxTexturePixels &&
                        std::abs(t.dx() - std::round(t.dx())) < 1e-6 &&
                        std::abs(t.dy() - std::round(t.dy())) < 1e-6;
    return onGrid ? pixels : 0;
}

void GroundPainter::paintMeadow(QPainter& p, std::uint64_t seed)
{
    const int pixels = gridPixels(p);
    if (pixels == 0) {
        paintMeadowDirect(p, seed);
        return;
    }
    const QTransform t = p.deviceTransform();
    const QImage image = texture(Kind::Meadow, pixels, int(seed % Variants));
    p.save();
    p.setTransform(QTransform::fromTranslate(t.dx(), t.dy()));
    p.drawImage(QPointF(0, 0), image);
    p.restore();
}

void GroundPainter::fillPaving(QPainter& p, const QPainterPath& area, std::uint64_t seed)
{
    const int pixels = gridPixels(p);
    p.save();
    if (pixels == 0) {
        p.setClipPath(area, Qt::IntersectClip);
        paintPavingDirect(p, seed);
    } else {
        // A texture brush, one texel to a device pixel, anchored at the tile's corner.
        QBrush brush(texture(Kind::Paving, pixels, int(seed % Variants)));
        brush.setTransform(QTransform::fromScale(1.0 / pixels, 1.0 / pixels));
        p.setPen(Qt::NoPen);
        p.setBrush(brush);
        p.drawPath(area);
    }
    p.restore();
}

QImage GroundPainter::texture(Kind kind, int pixels, int variant)
{
    static QMutex mutex;
    static QHash<int, QImage> textures;
    const int key = (pixels * Variants + variant) * 2 + int(kind);
    {
        const QMutexLocker lock(&mutex);
        const auto it = textures.constFind(key);
        if (it != textures.constEnd())
            return *it;
    }
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(pixels, pixels);
        paintDirect(painter, kind, 0x9a55ull * std::uint64_t(variant + 1));
    }
    const QMutexLocker lock(&mutex);
    if (textures.size() >= MaxTextures)
        textures.clear();
    textures.insert(key, image);
    return image;
}

void GroundPainter::paintDirect(QPainter& p, Kind kind, std::uint64_t seed)
{
    if (kind == Kind::Meadow)
        paintMeadowDirect(p, seed);
    else
        paintPavingDirect(p, seed);
}

void GroundPainter::paintPavingDirect(QPainter& p, std::uint64_t seed)
{
    using namespace palette;
    p.fillRect(QRectF(0, 0, 1, 1), QColor(CityGround));
    // Worn cobbles: short dark dashes, and a few lighter flagstones.
    Random random(seed ^ 0xc0bb1eull);
    std::vector<QLineF> cobbles, flags;
    for (int i = 0; i < 300; ++i) {
        const QPointF c(random.unit(), random.unit());
        (i % 4 ? cobbles : flags).emplace_back(c, c + QPointF(0.012 + 0.01 * random.unit(), 0.002));
    }
    QColor dark(CityGroundDark);
    dark.setAlpha(120);
    p.setPen(QPen(dark, 0.006, Qt::SolidLine, Qt::RoundCap));
    p.drawLines(cobbles.data(), int(cobbles.size()));
    QColor light(0xffdcc08e);
    light.setAlpha(110);
    p.setPen(QPen(light, 0.006, Qt::SolidLine, Qt::RoundCap));
    p.drawLines(flags.data(), int(flags.size()));
}

void GroundPainter::paintMeadowDirect(QPainter& p, std::uint64_t seed)
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

    // Tufts: a few straight blades fanning out from one root (lines draw far faster than
    // curves, and at tile sizes nobody sees the difference).
    std::vector<QLineF> dark, light;
    for (int i = 0; i < 170; ++i) {
        std::vector<QLineF>& lines = i % 3 == 0 ? light : dark;
        const QPointF root(in(0, 1), in(0, 1));
        const int blades = 2 + int(random.below(2));
        for (int b = 0; b < blades; ++b) {
            const qreal a = -std::numbers::pi / 2 + in(-0.65, 0.65);
            const qreal l = in(0.014, 0.028);
            lines.emplace_back(root, root + QPointF(std::cos(a) * l, std::sin(a) * l));
        }
    }
    p.setBrush(Qt::NoBrush);
    QPen pen(QColor(GrassDark), 0.0055, Qt::SolidLine, Qt::RoundCap);
    p.setPen(pen);
    p.drawLines(dark.data(), int(dark.size()));
    pen.setColor(QColor(GrassLight));
    p.setPen(pen);
    p.drawLines(light.data(), int(light.size()));

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
