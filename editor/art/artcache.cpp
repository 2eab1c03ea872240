// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/artcache.h"

#include "art/terrainpalette.h"
#include "art/tilepainter.h"
#include "engine/deck.h"
#include "engine/deckjson.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QPainter>
#include <cmath>
#include <cstring>

namespace bastide {

namespace {

qint64 costOf(const QPixmap& pixmap)
{
    return qint64(pixmap.width()) * pixmap.height() * 4;
}

QPixmap transparentPixmap(int pixels, qreal ratio)
{
    QPixmap pixmap(pixels, pixels);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    return pixmap;
}

} // namespace

ArtCache::ArtCache(qint64 maxBytes)
{
    // QCache counts cost in ints; kilobytes keep large budgets in range.
    m_tiles.setMaxCost(qsizetype(maxBytes / 1024 * 7 / 8));
    m_figures.setMaxCost(qsizetype(maxBytes / 1024 / 8));
}

std::uint64_t ArtCache::identityOf(const TileType& type)
{
    // The engine's own serializer, so any field added to a tile later counts too.
    Deck one;
    one.tiles.push_back(type);
    one.tiles.front().count = 1;
    const QByteArray bytes = QJsonDocument(deckToJson(one)).toJson(QJsonDocument::Compact);
    const QByteArray digest = QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
    std::uint64_t identity = 0;
    std::memcpy(&identity, digest.constData(), sizeof identity);
    return identity;
}

TileArtKey ArtCache::tileKey(std::uint64_t identity, Rotation rotation, qreal logicalSize,
                             qreal devicePixelRatio)
{
    return {identity, rotation.value() & 3, int(std::lround(logicalSize * devicePixelRatio)),
            int(std::lround(devicePixelRatio * 100))};
}

QPixmap ArtCache::tile(const TileType& type, std::uint64_t identity, Rotation rotation,
                       qreal logicalSize, qreal devicePixelRatio)
{
    const TileArtKey key = tileKey(identity, rotation, logicalSize, devicePixelRatio);
    if (const QPixmap* cached = m_tiles.object(key))
        return *cached;
    // Tiles are opaque: an opaque pixmap blits without blending, which is most of the cost
    // of a board repaint.
    QPixmap pixmap(std::max(1, key.pixels), std::max(1, key.pixels));
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(TerrainPalette::base(Terrain::Field));
    {
        QPainter p(&pixmap);
        const qreal logical = key.pixels / devicePixelRatio;
        TilePainter::paint(p, type, rotation, QRectF(0, 0, logical, logical));
    }
    ++m_renders;
    m_tiles.insert(key, new QPixmap(pixmap), qsizetype(std::max<qint64>(1, costOf(pixmap) / 1024)));
    return pixmap;
}

QPixmap ArtCache::tile(const TileType& type, Rotation rotation, qreal logicalSize,
                       qreal devicePixelRatio)
{
    return tile(type, identityOf(type), rotation, logicalSize, devicePixelRatio);
}

QPixmap ArtCache::figure(FigureKind kind, PlayerColor color, qreal logicalSize,
                         qreal devicePixelRatio)
{
    const std::uint64_t id = std::uint64_t(kind) * 8 + std::uint64_t(color);
    const TileArtKey key = tileKey(id, Rotation(0), logicalSize, devicePixelRatio);
    if (const QPixmap* cached = m_figures.object(key))
        return *cached;
    QPixmap pixmap = transparentPixmap(std::max(1, key.pixels), devicePixelRatio);
    {
        QPainter p(&pixmap);
        const qreal logical = key.pixels / devicePixelRatio;
        FigurePainter::paint(p, kind, color, QRectF(0, 0, logical, logical));
    }
    ++m_renders;
    m_figures.insert(key, new QPixmap(pixmap),
                     qsizetype(std::max<qint64>(1, costOf(pixmap) / 1024)));
    return pixmap;
}

void ArtCache::clear()
{
    m_tiles.clear();
    m_figures.clear();
}

} // namespace bastide
