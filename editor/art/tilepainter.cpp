// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/tilepainter.h"

#include "art/buildingpainter.h"
#include "art/citypainter.h"
#include "art/fielddecorpainter.h"
#include "art/groundpainter.h"
#include "art/landmarkpainter.h"
#include "art/riverpainter.h"
#include "art/roadpainter.h"
#include "art/tilelayout.h"

#include <QSvgRenderer>

namespace bastide {

void TilePainter::paint(QPainter& p, const TileType& type, Rotation rotation, const QRectF& rect)
{
    if (paintSvg(p, type, rotation, rect))
        return;
    const TileLayout turned = TileLayout(type).rotated(rotation.value());
    paintLayout(p, turned, seedFor(type, rotation), rect);
}

void TilePainter::paintLayout(QPainter& p, const TileLayout& turned, std::uint64_t seed,
                              const QRectF& rect)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(rect.topLeft());
    p.scale(rect.width(), rect.height());
    p.setClipRect(QRectF(0, 0, 1, 1), Qt::IntersectClip);
    GroundPainter::paintMeadow(p, seed);
    RiverPainter::paint(p, turned, seed);
    RoadPainter::paint(p, turned, seed);
    CityPainter::paint(p, turned, seed);
    FieldDecorPainter::paint(p, turned, seed);
    for (const TileLayout::Inn& inn : turned.inns())
        LandmarkPainter::inn(p, inn.pos, inn.toRoad, TileLayout::InnRadius * inn.scale);
    const int centre = turned.centreFeature();
    if (centre >= 0) {
        if (turned.feature(centre).kind == FeatureKind::Garden)
            BuildingPainter::garden(p, turned.centre(), turned.centreRadius(), seed);
        else
            BuildingPainter::chapel(p, turned.centre(), turned.centreRadius());
    }
    p.restore();
}

bool TilePainter::paintSvg(QPainter& p, const TileType& type, Rotation rotation, const QRectF& rect)
{
    if (type.art.isEmpty())
        return false;
    QSvgRenderer svg(type.art.toUtf8());
    if (!svg.isValid())
        return false;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(rect.center());
    p.rotate(90.0 * (rotation.value() & 3));
    p.translate(-rect.width() / 2, -rect.height() / 2);
    p.setClipRect(QRectF(0, 0, rect.width(), rect.height()), Qt::IntersectClip);
    svg.render(&p, QRectF(0, 0, rect.width(), rect.height()));
    p.restore();
    return true;
}

std::uint64_t TilePainter::seedFor(const TileType& type, Rotation rotation)
{
    // FNV-1a, not qHash: qHash mixes in a per-process seed, and a tile must look the same
    // every time the game starts (and in every contact sheet).
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (const QChar c : type.id) {
        hash ^= c.unicode();
        hash *= 0x100000001b3ull;
    }
    return (hash << 8) ^ std::uint64_t(rotation.value() & 3) ^
           std::uint64_t(type.features.size()) << 40;
}

} // namespace bastide
