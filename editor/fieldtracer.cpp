// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/fieldtracer.h"

#include "art/tilelayout.h"
#include "art/tileshapes.h"

#include <QCache>
#include <QImage>
#include <QPainter>
#include <algorithm>
#include <array>
#include <bit>

namespace bastide {

namespace {

// Fine enough that the narrowest gap the art leaves (between a junction and a wall) stays
// open, coarse enough to trace in well under a millisecond.
constexpr int Raster = 192;
constexpr int Graze = 2; // pixels, about 1% of the tile

bool isBorder(FeatureKind k)
{
    return k == FeatureKind::City || k == FeatureKind::Road || k == FeatureKind::River;
}

/** Connected components of the white pixels, 4-neighbourhood; -1 where ground is taken. */
std::vector<int> label(const QImage& image)
{
    const int w = image.width(), h = image.height();
    std::vector<int> labels(std::size_t(w * h), -1);
    std::vector<bool> painted(std::size_t(w * h));
    for (int y = 0; y < h; ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < w; ++x)
            painted[std::size_t(y * w + x)] = qRed(line[x]) < 128;
    }
    // Ground counts as taken only with taken ground all round it (an erosion by a couple of
    // pixels): two shapes that merely graze each other, a pool rim and a road verge say, do
    // not cut a meadow in two, while a road or a wall, many pixels wide, still does.
    std::vector<bool> taken(painted.size());
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            bool all = true;
            for (int dy = -Graze; dy <= Graze && all; ++dy) {
                for (int dx = -Graze; dx <= Graze && all; ++dx) {
                    const int nx = std::clamp(x + dx, 0, w - 1), ny = std::clamp(y + dy, 0, h - 1);
                    all = painted[std::size_t(ny * w + nx)];
                }
            }
            taken[std::size_t(y * w + x)] = all;
        }
    }
    std::vector<int> stack;
    int next = 0;
    for (int start = 0; start < w * h; ++start) {
        if (labels[std::size_t(start)] >= 0 || taken[std::size_t(start)])
            continue;
        labels[std::size_t(start)] = next;
        stack.push_back(start);
        while (!stack.empty()) {
            const int at = stack.back();
            stack.pop_back();
            const int x = at % w, y = at / w;
            const std::array<std::pair<int, int>, 4> around{
                {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}}};
            for (auto [nx, ny] : around) {
                if (nx < 0 || ny < 0 || nx >= w || ny >= h)
                    continue;
                const int n = ny * w + nx;
                if (labels[std::size_t(n)] >= 0 || taken[std::size_t(n)])
                    continue;
                labels[std::size_t(n)] = next;
                stack.push_back(n);
            }
        }
        ++next;
    }
    return labels;
}

/** The slots no city, road or river takes. */
SlotMask freeSlots(const TileType& type)
{
    SlotMask taken = 0;
    for (const Feature& f : type.features) {
        if (isBorder(f.kind))
            taken |= f.slotMask;
    }
    return SlotMask(AllSlots & ~taken);
}

/** Whether the fields of `type` share out exactly its free slots, each slot to one. */
bool fieldsCoverFreeSlots(const TileType& type)
{
    SlotMask seen = 0;
    for (const Feature& f : type.features) {
        if (f.kind != FeatureKind::Field)
            continue;
        if (f.slotMask & seen)
            return false;
        seen |= f.slotMask;
    }
    return seen == freeSlots(type);
}

/** What the drawing of free ground depends on: cities, paths, the centre, spring or lake,
 *  and the fields when they are drawn. */
QByteArray structureKey(const TileType& type)
{
    QByteArray key;
    const bool fields = fieldsCoverFreeSlots(type);
    key.append(char(type.group)).append(char(type.start)).append(char(type.end));
    for (const Feature& f : type.features) {
        if (f.kind == FeatureKind::Field && !fields)
            continue;
        key.append(char(f.kind)).append(char(f.slotMask & 0xff)).append(char(f.slotMask >> 8));
        if (f.kind == FeatureKind::Field) {
            for (int c : f.cities)
                key.append(char(c));
            key.append(char(-1));
        }
    }
    return key;
}

/** City-block (3-4 chamfer) distances of free pixels to the nearest taken one, in thirds
 *  of a pixel. */
std::vector<int> chamfer(const std::vector<int>& labels, int w, int h)
{
    constexpr int Far = 1 << 20;
    std::vector<int> d(labels.size());
    for (std::size_t i = 0; i < labels.size(); ++i)
        d[i] = labels[i] < 0 ? 0 : Far;
    auto at = [&](int x, int y) {
        return x < 0 || y < 0 || x >= w || y >= h ? 0 : d[std::size_t(y * w + x)];
    };
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            int& v = d[std::size_t(y * w + x)];
            v = std::min({v, at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4,
                          at(x + 1, y - 1) + 4});
        }
    }
    for (int y = h - 1; y >= 0; --y) {
        for (int x = w - 1; x >= 0; --x) {
            int& v = d[std::size_t(y * w + x)];
            v = std::min({v, at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4,
                          at(x - 1, y + 1) + 4});
        }
    }
    return d;
}

std::vector<SlotMask> traceUncached(const TileType& type);

} // namespace

std::vector<SlotMask> FieldTracer::trace(const TileType& type)
{
    // Laying out a tile takes milliseconds (tens for crowded ones); a designer flips the same
    // few shapes back and forth, so recent answers are kept.
    thread_local QCache<QByteArray, std::vector<SlotMask>> recent(512);
    const QByteArray key = structureKey(type);
    if (const auto* hit = recent.object(key))
        return *hit;
    std::vector<SlotMask> result = traceUncached(type);
    recent.insert(key, new std::vector<SlotMask>(result));
    return result;
}

namespace {

std::vector<SlotMask> traceUncached(const TileType& type)
{
    // Fields that share out the free slots are drawn as they are: a city reaches out to part
    // two of them where the plain drawing would join them, and inner fields are cut out of
    // their cities. Without such fields, one field over every free slot stands in: the
    // plain drawing does not depend on how fields are grouped.
    TileType sketch = type;
    sketch.art.clear();
    const SlotMask free = freeSlots(type);
    if (!fieldsCoverFreeSlots(type)) {
        std::erase_if(sketch.features,
                      [](const Feature& f) { return f.kind == FeatureKind::Field; });
        if (free != 0) {
            Feature field;
            field.kind = FeatureKind::Field;
            field.slotMask = free;
            sketch.features.push_back(field);
        }
    }
    const TileLayout layout(sketch);

    QImage image(Raster, Raster, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        p.scale(Raster, Raster);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::black);
        p.drawPath(layout.cityArea());
        // The water, not its banks: a sandy or rocky rim may brush a road's verge in the
        // picture without the meadow behind it being cut off.
        p.drawPath(layout.water());
        p.drawPath(layout.roadArea());
        for (const TileLayout::Junction& j : layout.junctions())
            p.drawEllipse(j.pos, TileLayout::PlazaRadius, TileLayout::PlazaRadius);
    }
    const std::vector<int> labels = label(image);

    // Each free slot opens onto the meadow found just inside it, looked for the way the art
    // assigns meadows to fields.
    std::vector<std::pair<int, SlotMask>> groups; // label, slots
    std::vector<SlotMask> loose;
    for (int slot = 0; slot < SlotCount; ++slot) {
        if (!(free & (1u << slot)))
            continue;
        const QPointF in = tileshapes::inward(sideOfSlot(slot));
        const QPointF along(-in.y(), in.x());
        int found = -1;
        for (qreal inset : {0.02, 0.05, 0.1}) {
            for (qreal offset : {0.0, 0.1, -0.1}) {
                const QPointF at = tileshapes::slotMidpoint(slot) + in * inset + along * offset;
                const int x = std::clamp(int(at.x() * Raster), 0, Raster - 1);
                const int y = std::clamp(int(at.y() * Raster), 0, Raster - 1);
                found = labels[std::size_t(y * Raster + x)];
                if (found >= 0)
                    break;
            }
            if (found >= 0)
                break;
        }
        if (found < 0) {
            loose.push_back(SlotMask(1u << slot));
            continue;
        }
        auto it = std::find_if(groups.begin(), groups.end(),
                               [&](const auto& g) { return g.first == found; });
        if (it == groups.end())
            groups.push_back({found, SlotMask(1u << slot)});
        else
            it->second |= SlotMask(1u << slot);
    }
    std::vector<SlotMask> result;
    for (const auto& g : groups)
        result.push_back(g.second);
    // Meadow no slot opens onto, roomy enough for a farmer (not a sliver between two walls):
    // an inner field each.
    const std::vector<int> room = chamfer(labels, Raster, Raster);
    std::vector<int> deepest;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const int l = labels[i];
        if (l < 0)
            continue;
        if (std::size_t(l) >= deepest.size())
            deepest.resize(std::size_t(l) + 1, 0);
        deepest[std::size_t(l)] = std::max(deepest[std::size_t(l)], room[i]);
    }
    constexpr int InnerRoom = int(0.05 * Raster * 3); // a twentieth of the tile, in thirds
    for (std::size_t l = 0; l < deepest.size(); ++l) {
        const bool reached = std::any_of(groups.begin(), groups.end(),
                                         [&](const auto& g) { return g.first == int(l); });
        if (!reached && deepest[l] >= InnerRoom)
            result.push_back(0);
    }
    result.insert(result.end(), loose.begin(), loose.end());
    std::sort(result.begin(), result.end(), [](SlotMask a, SlotMask b) {
        return std::countr_zero(unsigned(a)) < std::countr_zero(unsigned(b));
    });
    return result;
}

} // namespace

} // namespace bastide
