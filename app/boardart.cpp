// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/boardart.h"

#include <QPaintDevice>
#include <QStyleOptionGraphicsItem>
#include <array>

namespace bastide {

namespace {

qreal devicePixelsPerUnit(const QPainter* p)
{
    const qreal lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(p->worldTransform());
    const qreal ratio = p->device() ? p->device()->devicePixelRatioF() : 1.0;
    return lod * ratio;
}

} // namespace

BoardArt::BoardArt(ArtCache* cache)
    : m_cache(cache), m_exact(24 * 1024) // kilobytes: a board's tiles at a few zoom levels
{}

void BoardArt::setTileSet(std::shared_ptr<const TileSet> tiles)
{
    if (tiles == m_tiles)
        return;
    m_tiles = std::move(tiles);
    m_identity.clear();
    m_geometry.clear();
    m_exact.clear();
    if (!m_tiles)
        return;
    for (int t = 0; t < m_tiles->typeCount(); ++t)
        m_identity.push_back(ArtCache::identityOf(m_tiles->type(TileTypeId(t))));
    m_geometry.resize(std::size_t(m_tiles->typeCount()));
}

int BoardArt::pictureSize(qreal devicePixels)
{
    static constexpr std::array<int, 16> Steps{16,  24,  32,  40,  48,  64,  80,  96,
                                               112, 128, 160, 192, 224, 256, 320, 384};
    for (int s : Steps) {
        if (s >= devicePixels * 0.97)
            return s;
    }
    return Steps.back();
}

void BoardArt::paintTile(QPainter* p, TileTypeId type, Rotation rotation, const QRectF& rect) const
{
    const QTransform& t = p->worldTransform();
    if (t.type() <= QTransform::TxScale && t.m11() > 0 && t.m22() > 0) {
        // Snap the tile to whole pixels and copy a picture of exactly that size: no
        // filtering while painting, and neighbouring tiles meet without seams.
        const QRectF mapped = t.mapRect(rect);
        const QPoint topLeft(qRound(mapped.left()), qRound(mapped.top()));
        const QPoint bottomRight(qRound(mapped.right()), qRound(mapped.bottom()));
        const QSize size(bottomRight.x() - topLeft.x(), bottomRight.y() - topLeft.y());
        if (size.width() > 0 && size.height() > 0) {
            const qreal ratio = p->device() ? p->device()->devicePixelRatioF() : 1.0;
            const QPixmap pixmap = exactTile(type, rotation, qRound(size.width() * ratio),
                                             qRound(size.height() * ratio), ratio);
            // Only the transform changes: cheaper than a full save and restore.
            const QTransform world = t;
            p->setWorldTransform(QTransform());
            p->drawPixmap(topLeft, pixmap);
            p->setWorldTransform(world);
            return;
        }
    }
    const int pixels = pictureSize(rect.width() * devicePixelsPerUnit(p));
    const QPixmap pixmap =
        m_cache->tile(m_tiles->type(type), m_identity[type.index()], rotation, pixels, 1.0);
    p->drawPixmap(rect, pixmap, QRectF(pixmap.rect()));
}

QPixmap BoardArt::exactTile(TileTypeId type, Rotation rotation, int width, int height,
                            qreal ratio) const
{
    // The key's size fields hold width and height; the ratio is folded into the rotation
    // field's spare bits so the same picture is never copied to change its ratio.
    const TileArtKey key{m_identity[type.index()],
                         (rotation.value() & 3) | (qRound(ratio * 100) << 2), width, height};
    if (const QPixmap* cached = m_exact.object(key))
        return *cached;
    const int side = std::max(width, height);
    const QPixmap source = m_cache->tile(m_tiles->type(type), m_identity[type.index()], rotation,
                                         pictureSize(side), 1.0);
    QPixmap exact =
        source.width() == width && source.height() == height
            ? source
            : source.scaled(width, height, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    exact.setDevicePixelRatio(ratio);
    m_exact.insert(key, new QPixmap(exact), std::max(1, width * height * 4 / 1024));
    return exact;
}

QPixmap BoardArt::tilePixmap(TileTypeId type, Rotation rotation, qreal logicalSize,
                             qreal ratio) const
{
    return m_cache->tile(m_tiles->type(type), m_identity[type.index()], rotation, logicalSize,
                         ratio);
}

void BoardArt::paintFigure(QPainter* p, FigureKind kind, PlayerColor color,
                           const QRectF& rect) const
{
    // The big follower stands larger than the rest, about the same centre.
    const qreal scale = FigurePainter::boardScale(kind);
    const QRectF box(rect.center() - QPointF(rect.width(), rect.height()) * scale / 2,
                     rect.size() * scale);
    const int pixels = pictureSize(box.width() * devicePixelsPerUnit(p));
    const QPixmap pixmap = m_cache->figure(kind, color, pixels, 1.0);
    p->drawPixmap(box, pixmap, QRectF(pixmap.rect()));
}

const FeatureGeometry& BoardArt::geometry(TileTypeId type) const
{
    auto& slot = m_geometry[type.index()];
    if (!slot)
        slot.emplace(m_tiles->type(type));
    return *slot;
}

} // namespace bastide
