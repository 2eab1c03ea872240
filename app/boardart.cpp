#include "boardart.h"

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

BoardArt::BoardArt(ArtCache* cache) : m_cache(cache) {}

void BoardArt::setTileSet(std::shared_ptr<const TileSet> tiles)
{
    if (tiles == m_tiles)
        return;
    m_tiles = std::move(tiles);
    m_identity.clear();
    m_geometry.clear();
    if (!m_tiles)
        return;
    for (int t = 0; t < m_tiles->typeCount(); ++t)
        m_identity.push_back(ArtCache::identityOf(m_tiles->type(t)));
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

void BoardArt::paintTile(QPainter* p, int type, int rotation, const QRectF& rect) const
{
    const int pixels = pictureSize(rect.width() * devicePixelsPerUnit(p));
    const QPixmap pixmap =
        m_cache->tile(m_tiles->type(type), m_identity[std::size_t(type)], rotation, pixels, 1.0);
    p->drawPixmap(rect, pixmap, QRectF(pixmap.rect()));
}

QPixmap BoardArt::tilePixmap(int type, int rotation, qreal logicalSize, qreal ratio) const
{
    return m_cache->tile(m_tiles->type(type), m_identity[std::size_t(type)], rotation, logicalSize,
                         ratio);
}

void BoardArt::paintFigure(QPainter* p, FigureKind kind, PlayerColor color,
                           const QRectF& rect) const
{
    const int pixels = pictureSize(rect.width() * devicePixelsPerUnit(p));
    const QPixmap pixmap = m_cache->figure(kind, color, pixels, 1.0);
    p->drawPixmap(rect, pixmap, QRectF(pixmap.rect()));
}

const FeatureGeometry& BoardArt::geometry(int type) const
{
    auto& slot = m_geometry[std::size_t(type)];
    if (!slot)
        slot.emplace(m_tiles->type(type));
    return *slot;
}

} // namespace bastide
