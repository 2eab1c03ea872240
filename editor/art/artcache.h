// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/figurepainter.h"
#include "art/tileartkey.h"
#include "engine/player.h"
#include "engine/tiletype.h"

#include <QCache>
#include <QPixmap>

namespace bastide {

/**
 * Pre-rendered pictures of tiles and figures, so a board of a hundred tiles repaints from
 * pixmaps. Tiles are keyed by the identity of their definition (a hash of the serialized
 * tile, so an edited tile never shows stale art), rotation and device pixel size; pixmaps
 * carry the device pixel ratio. Least recently used pictures go first. GUI thread only.
 */
class ArtCache
{
public:
    explicit ArtCache(qint64 maxBytes = 128ll * 1024 * 1024);

    /** A hash of everything in `type` that its picture depends on (its copy count aside).
     *  Serializes the tile: compute it once per tile type, not once per paint. */
    static std::uint64_t identityOf(const TileType& type);
    static TileArtKey tileKey(std::uint64_t identity, Rotation rotation, qreal logicalSize,
                              qreal devicePixelRatio);

    /** The tile picture `logicalSize` wide at `devicePixelRatio`, rendered on first use. */
    QPixmap tile(const TileType& type, std::uint64_t identity, Rotation rotation, qreal logicalSize,
                 qreal devicePixelRatio);
    /** Convenience for callers that paint rarely: computes the identity itself. */
    QPixmap tile(const TileType& type, Rotation rotation, qreal logicalSize,
                 qreal devicePixelRatio);
    /** A square picture `logicalSize` wide of a figure, centred, with its shadow. */
    QPixmap figure(FigureKind kind, PlayerColor color, qreal logicalSize, qreal devicePixelRatio);

    /** How many pictures were rendered (cache misses) so far. */
    int renderCount() const { return m_renders; }
    void clear();

private:
    QCache<TileArtKey, QPixmap> m_tiles;
    QCache<TileArtKey, QPixmap> m_figures; // identity = kind * 8 + colour
    int m_renders = 0;
};

} // namespace bastide
