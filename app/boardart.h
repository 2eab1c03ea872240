// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/artcache.h"
#include "art/featuregeometry.h"
#include "engine/tileset.h"

#include <QCache>
#include <QPainter>
#include <memory>
#include <optional>
#include <vector>

namespace bastide {

/**
 * The tile art of one game's deck as the board needs it: pictures from the shared pixmap
 * cache at a few fixed sizes (so zooming reuses them), tile identities worked out once,
 * and each tile type's feature geometry for figure anchors and highlights.
 */
class BoardArt
{
public:
    explicit BoardArt(ArtCache* cache);

    void setTileSet(std::shared_ptr<const TileSet> tiles);
    const TileSet* tileSet() const { return m_tiles.get(); }
    ArtCache& cache() const { return *m_cache; }

    /** Paints a tile into `rect` (painter coordinates) sharp at the painter's scale. */
    void paintTile(QPainter* p, TileTypeId type, Rotation rotation, const QRectF& rect) const;
    /** A tile picture exactly `logicalSize` wide, for panels and dialogs. */
    QPixmap tilePixmap(TileTypeId type, Rotation rotation, qreal logicalSize, qreal ratio) const;
    /** Paints a figure centred in `rect` (the big follower larger: FigurePainter::boardScale),
     *  sharp at the painter's scale. */
    void paintFigure(QPainter* p, FigureKind kind, PlayerColor color, const QRectF& rect) const;
    const FeatureGeometry& geometry(TileTypeId type) const;

    /** The cached size used for `devicePixels`: a handful of steps, so zooming does not
     *  render every tile again at every step. */
    static int pictureSize(qreal devicePixels);

private:
    /** The tile at exactly `width` × `height` device pixels, scaled once from the nearest
     *  larger cached picture, so painting is a plain copy with no filtering. */
    QPixmap exactTile(TileTypeId type, Rotation rotation, int width, int height, qreal ratio) const;

    ArtCache* m_cache;
    mutable QCache<TileArtKey, QPixmap> m_exact;
    std::shared_ptr<const TileSet> m_tiles;
    std::vector<std::uint64_t> m_identity;
    mutable std::vector<std::optional<FeatureGeometry>> m_geometry;
};

} // namespace bastide
