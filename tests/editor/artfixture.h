// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/artcache.h"
#include "art/featuregeometry.h"
#include "art/featurehighlight.h"
#include "art/figurelook.h"
#include "engine/ai/randomplayer.h"
#include "engine/game.h"
#include "engine/standarddeck.h"

#include <QPainter>
#include <algorithm>
#include <climits>
#include <memory>
#include <vector>

namespace bastide::test {

/** How a figure of `type` looks on a feature of `kind` (as the play board shows it). */
inline FigureKind lookOf(FigureType type, FeatureKind kind)
{
    return figureLook(type, kind);
}

/** A standard-deck game played with random legal moves, stopped `tilesLeft` before its end. */
inline Game playedGame(std::uint64_t seed, int players = 4, int tilesLeft = 1)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    for (int p = 0; p < players; ++p)
        setup->players.push_back(
            PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p), PlayerKind::Ai, {}});
    Game game(setup, seed);
    RandomPlayer player(seed + 1);
    while (!game.isFinished() && game.tilesLeft() > tilesLeft) {
        if (game.apply(player.choose(game, nullptr)).error != MoveError::None)
            break;
    }
    return game;
}

/**
 * Paints a game's board the way the play board will: every tile and figure from the
 * cache, tiles on a square grid centred in the target. Holds what is worked out once per
 * game (tile identities, feature geometry).
 */
class SampleBoard
{
public:
    /** A figure to draw: on feature `feature` of placed tile `tile`. */
    struct Figure
    {
        TileIndex tile;
        int feature = 0;
        FigureKind kind = FigureKind::Follower;
        PlayerColor color = PlayerColor::Red;
    };

    explicit SampleBoard(const Game& game) : m_game(game)
    {
        const TileSet& set = game.tileSet();
        for (int t = 0; t < set.deckTypeCount(); ++t) {
            m_identities.push_back(ArtCache::identityOf(set.type(TileTypeId(t))));
            m_geometry.emplace_back(set.type(TileTypeId(t)));
        }
        const Board& board = game.board();
        for (const PlacedTile& tile : board.tiles()) {
            m_min.setX(std::min(m_min.x(), tile.cell.x));
            m_min.setY(std::min(m_min.y(), tile.cell.y));
            m_max.setX(std::max(m_max.x(), tile.cell.x));
            m_max.setY(std::max(m_max.y(), tile.cell.y));
        }
        for (const PlacedFigure& f : game.figures()) {
            const FigureKind kind = lookOf(f.type, board.kind(f.segment));
            m_figures.push_back({board.segmentTile(f.segment), board.segmentFeature(f.segment),
                                 kind, game.setup().players[f.player].color});
        }
    }

    /** Adds figures on evenly spread features of the board until there are `count` (a
     *  painting load, not a position the rules would reach). */
    void fillFigures(int count)
    {
        const Board& board = m_game.board();
        const TileSet& set = m_game.tileSet();
        for (int i = 0; int(m_figures.size()) < count && i < board.placedCount() * 4; ++i) {
            const TileIndex tile((i * 7) % board.placedCount());
            const TileType& type = set.type(board.tile(tile).type);
            const int feature = (i / board.placedCount()) % int(type.features.size());
            const FeatureKind kind = type.features[std::size_t(feature)].kind;
            if (kind == FeatureKind::River)
                continue;
            const FigureKind figure = kind == FeatureKind::Field ? FigureKind::Farmer
                                      : isCentreKind(kind)       ? FigureKind::Abbot
                                                                 : FigureKind::Follower;
            m_figures.push_back({tile, feature, figure, PlayerColor(i % 6)});
        }
    }
    int figureCount() const { return int(m_figures.size()); }

    /** The largest whole tile size that fits the board into `size`. */
    int tileSizeFor(QSize size) const
    {
        const int cols = m_max.x() - m_min.x() + 1, rows = m_max.y() - m_min.y() + 1;
        return std::max(8, std::min(size.width() / cols, size.height() / rows));
    }

    const std::vector<Figure>& figures() const { return m_figures; }
    /** The corners of the board's bounding box of cells. */
    Cell minCell() const { return Cell{m_min.x(), m_min.y()}; }
    Cell maxCell() const { return Cell{m_max.x(), m_max.y()}; }

    /** Where paint() draws `cell` in `target` at `tileSize`. */
    QRectF cellRect(Cell cell, const QRect& target, int tileSize) const
    {
        const int cols = m_max.x() - m_min.x() + 1, rows = m_max.y() - m_min.y() + 1;
        const QPoint origin = target.center() - QPoint(cols * tileSize, rows * tileSize) / 2;
        return QRectF(origin.x() + (cell.x - m_min.x()) * tileSize,
                      origin.y() + (cell.y - m_min.y()) * tileSize, tileSize, tileSize);
    }

    void paint(QPainter& p, ArtCache& cache, const QRect& target, int tileSize, qreal dpr,
               bool highlights = true) const
    {
        auto cellRect = [&](Cell c) { return this->cellRect(c, target, tileSize); };
        const Board& board = m_game.board();
        const TileSet& set = m_game.tileSet();
        for (const PlacedTile& tile : board.tiles()) {
            p.drawPixmap(cellRect(tile.cell).topLeft(),
                         cache.tile(set.type(tile.type), m_identities[tile.type.index()],
                                    tile.rotation, tileSize, dpr));
        }
        const int figureSize = tileSize * 2 / 5;
        for (const Figure& f : m_figures) {
            const PlacedTile& tile = board.tile(f.tile);
            const FeatureGeometry& g = m_geometry[tile.type.index()];
            const QRectF rect = cellRect(tile.cell);
            if (highlights)
                FeatureHighlight::paint(p, g.region(f.feature, tile.rotation, rect),
                                        playerColor(f.color));
            const QPointF at = g.anchor(f.feature, tile.rotation, rect);
            const int size = qRound(figureSize * FigurePainter::boardScale(f.kind));
            p.drawPixmap(at - QPointF(size, size) / 2, cache.figure(f.kind, f.color, size, dpr));
        }
    }

private:
    const Game& m_game;
    std::vector<std::uint64_t> m_identities;
    std::vector<FeatureGeometry> m_geometry;
    std::vector<Figure> m_figures;
    QPoint m_min{INT_MAX, INT_MAX};
    QPoint m_max{INT_MIN, INT_MIN};
};

} // namespace bastide::test
