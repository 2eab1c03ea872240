// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders every tile type of the standard deck, every figure on every terrain, the feature
// regions and anchors, and a whole played board into sheets, and checks each where a wrong
// drawing would show: a city's wall along its edges inside the tile, roads meeting their
// edges at the midpoint at every rotation, every anchor on its own feature and its own
// terrain, every expansion mark drawn, every figure in its player's colour, every placed
// tile where the board holds it. With BASTIDE_SCREENSHOTS=DIR the sheets are also saved
// (DIR/art/*.png) for a person to look at.

#include "art/figurepainter.h"
#include "art/terrainpalette.h"
#include "art/tilelayout.h"
#include "art/tilepainter.h"
#include "art/tileshapes.h"
#include "artfixture.h"
#include "screenshots.h"
#include "tiledefs.h"

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <array>
#include <optional>
#include <span>

using namespace bastide;
using namespace bastide::test;

namespace {

/** Whether some pixel within `radius` of `at` is painted in one of `colors` (nearly: the
 *  edges of strokes are blended). */
bool paintedNear(const QImage& image, QPointF at, int radius, std::span<const QRgb> colors)
{
    const int cx = qRound(at.x()), cy = qRound(at.y());
    for (int y = cy - radius; y <= cy + radius; ++y) {
        for (int x = cx - radius; x <= cx + radius; ++x) {
            if (!image.rect().contains(x, y))
                continue;
            for (QRgb c : colors) {
                if (TerrainPalette::distance(image.pixel(x, y), c) < 40)
                    return true;
            }
        }
    }
    return false;
}

/** Points along the outline of each city of `tile` (drawn turned `rotation` into `rect`)
 *  that lie inside the tile, away from its border: where the city meets other land. */
std::vector<QPointF> cityEdgePoints(const TileType& tile, int rotation, const QRectF& rect)
{
    std::vector<QPointF> points;
    const FeatureGeometry geometry(tile);
    const qreal margin = rect.width() * 0.08;
    const QRectF inner = rect.adjusted(margin, margin, -margin, -margin);
    for (int f = 0; f < int(tile.features.size()); ++f) {
        if (tile.features[std::size_t(f)].kind != FeatureKind::City)
            continue;
        const QPainterPath outline = geometry.region(f, Rotation(rotation), rect);
        for (int i = 0; i < 200; ++i) {
            const QPointF at = outline.pointAtPercent(i / 200.0);
            if (inner.contains(at))
                points.push_back(at);
        }
    }
    return points;
}

/** Why the tile drawn turned `rotation` into `rect` of `sheet` does not show its walls and
 *  roads where its definition puts them, or an empty string. */
QString wallsAndRoadsMismatch(const QImage& sheet, const TileType& tile, int rotation,
                              const QRectF& rect)
{
    static constexpr QRgb WallColors[] = {palette::Wall, palette::WallLight, palette::WallDark};
    const std::vector<QPointF> edge = cityEdgePoints(tile, rotation, rect);
    int walled = 0;
    for (QPointF at : edge)
        walled += paintedNear(sheet, at, 2, WallColors) ? 1 : 0;
    // A gate or a shield may cover a stretch of wall; the rest of the edge is walled.
    if (walled < int(edge.size()) * 9 / 10)
        return QStringLiteral("%1 turned %2: wall colours at %3 of %4 points along its city edges")
            .arg(tile.id)
            .arg(rotation)
            .arg(walled)
            .arg(edge.size());
    for (int side = 0; side < SideCount; ++side) {
        const int slot = middleSlot(side);
        const int feature = tile.featureAt(unrotateSlot(slot, Rotation(rotation)));
        if (tile.features[std::size_t(feature)].kind != FeatureKind::Road)
            continue;
        const QPointF at =
            rect.topLeft() +
            (tileshapes::slotMidpoint(slot) + tileshapes::inward(side) * 0.04) * rect.width();
        if (!paintedNear(sheet, at, 1, TerrainPalette::colors(Terrain::Road)))
            return QStringLiteral("%1 turned %2: no road colour at the midpoint of side %3")
                .arg(tile.id)
                .arg(rotation)
                .arg(side);
    }
    return {};
}

/** The terrain a feature of `kind` is painted in, or none for a monastery or garden. */
std::optional<Terrain> terrainOf(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::City:
        return Terrain::City;
    case FeatureKind::Road:
        return Terrain::Road;
    case FeatureKind::River:
        return Terrain::River;
    case FeatureKind::Field:
        return Terrain::Field;
    case FeatureKind::Monastery:
    case FeatureKind::Garden:
        break;
    }
    return std::nullopt;
}

/** Why some feature of `tile`, drawn turned `rotation` into `rect`, has its anchor (where a
 *  figure on it stands) off the feature, or off the feature's terrain in `sheet` (when
 *  `painted`); an empty string when none has. */
QString anchorsMisplaced(const QImage& sheet, const TileType& tile, int rotation,
                         const QRectF& rect, bool painted)
{
    const FeatureGeometry g(tile);
    for (int f = 0; f < g.featureCount(); ++f) {
        const QPointF at = g.anchor(f, Rotation(rotation), rect);
        if (!g.region(f, Rotation(rotation), rect).contains(at) ||
            g.featureAt(at, Rotation(rotation), rect) != f)
            return QStringLiteral("%1 turned %2: the anchor of feature %3 is off it")
                .arg(tile.id)
                .arg(rotation)
                .arg(f);
        const auto terrain = terrainOf(tile.features[std::size_t(f)].kind);
        if (painted && terrain && !paintedNear(sheet, at, 3, TerrainPalette::colors(*terrain)))
            return QStringLiteral("%1 turned %2: no colour of feature %3's terrain at its anchor")
                .arg(tile.id)
                .arg(rotation)
                .arg(f);
    }
    return {};
}

/** The marks of the expansions `tile` has that are not drawn in `rect` of `sheet`. */
QStringList missingMarks(const QImage& sheet, const TileType& tile, const QRectF& rect)
{
    static constexpr QRgb Inn[] = {palette::InnSign, palette::InnTimber};
    static constexpr QRgb Cathedral[] = {palette::CathedralRoof, palette::CathedralGlass};
    static constexpr QRgb Goods[][2] = {{palette::Grape, palette::GrapeDark},
                                        {palette::Grain, palette::GrainDark},
                                        {palette::Cloth, palette::ClothDark}};
    auto drawn = [&](std::span<const QRgb> colors) {
        const QRect r = rect.toAlignedRect() & sheet.rect();
        for (int y = r.top(); y <= r.bottom(); ++y) {
            for (int x = r.left(); x <= r.right(); ++x) {
                for (QRgb c : colors) {
                    if (TerrainPalette::distance(sheet.pixel(x, y), c) < 30)
                        return true;
                }
            }
        }
        return false;
    };
    QStringList missing;
    for (const Feature& f : tile.features) {
        if (f.has(Mark::Inn) && !drawn(Inn))
            missing << QStringLiteral("%1: inn").arg(tile.id);
        if (f.has(Mark::Cathedral) && !drawn(Cathedral))
            missing << QStringLiteral("%1: cathedral").arg(tile.id);
        for (int k = 0; k < GoodsKindCount; ++k) {
            if (f.goods[std::size_t(k)] != 0 && !drawn(Goods[k]))
                missing << QStringLiteral("%1: goods %2").arg(tile.id).arg(k);
        }
    }
    return missing;
}

/** The player whose colour most of the figure's body inside `box` is painted in. */
PlayerColor colourOfFigure(const QImage& sheet, FigureKind kind, const QRectF& box)
{
    const qreal size = std::min(box.width(), box.height());
    const QTransform toBox =
        QTransform::fromScale(size, size) *
        QTransform::fromTranslate(box.center().x() - size / 2, box.center().y() - size / 2);
    const QPainterPath body = toBox.map(FigurePainter::silhouette(kind));
    std::array<int, 6> votes{};
    for (int y = int(box.top()); y < int(box.bottom()); ++y) {
        for (int x = int(box.left()); x < int(box.right()); ++x) {
            // Well inside the body, away from its outline and shading at the rim.
            const QPointF at(x + 0.5, y + 0.5);
            const qreal r = size * 0.06;
            if (!body.contains(at) || !body.contains(at + QPointF(r, 0)) ||
                !body.contains(at - QPointF(r, 0)) || !body.contains(at + QPointF(0, r)) ||
                !body.contains(at - QPointF(0, r)))
                continue;
            int nearest = 0;
            for (int c = 1; c < 6; ++c) {
                if (TerrainPalette::distance(sheet.pixel(x, y), playerColor(PlayerColor(c)).rgb()) <
                    TerrainPalette::distance(sheet.pixel(x, y),
                                             playerColor(PlayerColor(nearest)).rgb()))
                    nearest = c;
            }
            ++votes[std::size_t(nearest)];
        }
    }
    return PlayerColor(std::max_element(votes.begin(), votes.end()) - votes.begin());
}

} // namespace

class tst_ContactSheet : public QObject
{
    Q_OBJECT

private:
    /** Saves `sheet` as art/NAME.png when screenshots were asked for. */
    static bool keep(const QImage& sheet, const QString& name)
    {
        return saveScreenshot(sheet, QStringLiteral("art/") + name);
    }

    static void label(QPainter& p, const QRectF& rect, const QString& text)
    {
        p.setPen(QColor(0x3a, 0x30, 0x26));
        QFont font = p.font();
        font.setPixelSize(15);
        font.setBold(true);
        p.setFont(font);
        p.drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, text);
    }

private Q_SLOTS:
    void everyStandardTileTypeAtTwoSizes()
    {
        const Deck& deck = standardDeck();
        const int big = 256, small = 64, pad = 14, cols = 6;
        const int cellW = big + small + 3 * pad, cellH = big + 2 * pad + 20;
        const int rows = int((deck.tiles.size() + cols - 1) / cols);
        QImage sheet(cols * cellW, rows * cellH, QImage::Format_ARGB32_Premultiplied);
        sheet.fill(QColor(0xf3, 0xec, 0xdc));
        QPainter p(&sheet);
        for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
            const int x = int(i % cols) * cellW + pad, y = int(i / cols) * cellH + pad;
            const TileType& t = deck.tiles[i];
            label(p, QRectF(x, y, big, 20),
                  QStringLiteral("%1  ×%2%3")
                      .arg(t.id)
                      .arg(t.count)
                      .arg(t.start ? QStringLiteral("  start")
                           : t.end ? QStringLiteral("  lake")
                                   : QString()));
            TilePainter::paint(p, t, Rotation(0), QRectF(x, y + 20, big, big));
            TilePainter::paint(p, t, Rotation(1), QRectF(x + big + pad, y + 20, small, small));
            TilePainter::paint(p, t, Rotation(0),
                               QRectF(x + big + pad, y + 20 + small + pad, small, small));
        }
        p.end();
        QVERIFY(keep(sheet, QStringLiteral("tiles")));
        int cities = 0;
        for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
            const int x = int(i % cols) * cellW + pad, y = int(i / cols) * cellH + pad;
            const TileType& t = deck.tiles[i];
            cities += cityEdgePoints(t, 0, QRectF(x, y + 20, big, big)).empty() ? 0 : 1;
            for (const auto& [rotation, rect] :
                 {std::pair{0, QRectF(x, y + 20, big, big)},
                  std::pair{1, QRectF(x + big + pad, y + 20, small, small)}}) {
                const QString mismatch = wallsAndRoadsMismatch(sheet, t, rotation, rect);
                QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            }
        }
        QVERIFY(cities >= 10); // the wall check looked at most of the deck
    }

    void everyStandardTileTypeAtSmallSizeTurnsItsWallsAndRoads()
    {
        // At 64 px, as on a zoomed-out board; each type at its four rotations in a row, each
        // rotation with its walls and roads where the turned definition puts them.
        const Deck& deck = standardDeck();
        const int size = 64, gap = 6, perRow = 4;
        const int cols = perRow * 4;
        const int rows = int((deck.tiles.size() + perRow - 1) / perRow);
        QImage sheet(cols * (size + 2) + perRow * gap, rows * (size + gap),
                     QImage::Format_ARGB32_Premultiplied);
        sheet.fill(QColor(0x5b, 0x4a, 0x3a));
        QPainter p(&sheet);
        for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
            const int block = int(i % perRow);
            for (int r = 0; r < 4; ++r) {
                const int x = block * (4 * (size + 2) + gap) + r * (size + 2);
                const int y = int(i / perRow) * (size + gap);
                TilePainter::paint(p, deck.tiles[i], Rotation(r), QRectF(x, y, size, size));
            }
        }
        p.end();
        QVERIFY(keep(sheet, QStringLiteral("tiles-64")));
        for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
            const int block = int(i % perRow);
            for (int r = 0; r < 4; ++r) {
                const int x = block * (4 * (size + 2) + gap) + r * (size + 2);
                const int y = int(i / perRow) * (size + gap);
                const QString mismatch =
                    wallsAndRoadsMismatch(sheet, deck.tiles[i], r, QRectF(x, y, size, size));
                QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            }
        }
    }

    void shapesADesignerMightMakeGetWallsRoadsAndAnchors()
    {
        // Tiles no deck ships with: the painter works their shapes out from the slots alone,
        // with walls and roads where the slots say and each figure's spot on its feature.
        const std::vector<TileType> tiles = designerTiles();
        const int size = 200, pad = 12;
        QImage sheet(int(tiles.size()) * (size + pad) + pad, 2 * (size + pad) + pad + 20,
                     QImage::Format_ARGB32_Premultiplied);
        sheet.fill(QColor(0xf3, 0xec, 0xdc));
        QPainter p(&sheet);
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            const qreal x = pad + int(i) * (size + pad);
            label(p, QRectF(x, 0, size, 20), tiles[i].id.left(18));
            TilePainter::paint(p, tiles[i], Rotation(0), QRectF(x, 20, size, size));
            const FeatureGeometry g(tiles[i]);
            const QRectF below(x, 20 + size + pad, size, size);
            TilePainter::paint(p, tiles[i], Rotation(1), below);
            for (int f = 0; f < g.featureCount(); ++f) {
                p.setPen(QPen(Qt::black, 1.5));
                p.setBrush(QColor::fromHsv((f * 67) % 360, 200, 240));
                p.drawEllipse(g.anchor(f, Rotation(1), below), 5, 5);
            }
        }
        p.end();
        QVERIFY(keep(sheet, QStringLiteral("designer")));
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            const qreal x = pad + int(i) * (size + pad);
            const QRectF top(x, 20, size, size);
            QString wrong = wallsAndRoadsMismatch(sheet, tiles[i], 0, top);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            wrong = anchorsMisplaced(sheet, tiles[i], 0, top, true);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            wrong =
                anchorsMisplaced(sheet, tiles[i], 1, QRectF(x, 20 + size + pad, size, size), false);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        }
    }

    void featureRegionsCoverTheTileAndHoldTheirAnchors()
    {
        // Every point of a tile belongs to a feature (but a junction's hub), and each
        // feature's anchor lies on it, at every rotation.
        const Deck& deck = standardDeck();
        const int size = 200, pad = 12, cols = 8;
        const int rows = int((deck.tiles.size() + cols - 1) / cols);
        QImage sheet(cols * (size + pad) + pad, rows * (size + pad + 20) + pad,
                     QImage::Format_ARGB32_Premultiplied);
        sheet.fill(Qt::white);
        QPainter p(&sheet);
        p.setRenderHint(QPainter::Antialiasing);
        static const QColor colors[] = {QColor(230, 60, 60),  QColor(60, 120, 230),
                                        QColor(60, 180, 80),  QColor(240, 190, 40),
                                        QColor(150, 70, 200), QColor(40, 200, 200),
                                        QColor(240, 120, 40), QColor(120, 120, 120)};
        for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
            const TileType& t = deck.tiles[i];
            const QRectF rect(pad + int(i % cols) * (size + pad),
                              pad + 20 + int(i / cols) * (size + pad + 20), size, size);
            label(p, rect.translated(0, -20).adjusted(0, 0, 0, 20 - size), t.id);
            const FeatureGeometry g(t);
            const int rotation = int(i % 4);
            for (int f = 0; f < g.featureCount(); ++f) {
                QColor c = colors[f % 8];
                p.setPen(QPen(c.darker(150), 1));
                c.setAlpha(150);
                p.setBrush(c);
                p.drawPath(g.region(f, Rotation(rotation), rect));
            }
            for (int f = 0; f < g.featureCount(); ++f) {
                p.setPen(QPen(Qt::black, 2));
                p.setBrush(colors[f % 8]);
                p.drawEllipse(g.anchor(f, Rotation(rotation), rect), 5, 5);
            }
            p.setPen(QPen(Qt::black, 1));
            p.setBrush(Qt::NoBrush);
            p.drawRect(rect);
        }
        p.end();
        QVERIFY(keep(sheet, QStringLiteral("regions")));
        for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
            const TileType& t = deck.tiles[i];
            const FeatureGeometry g(t);
            const QRectF rect(0, 0, size, size);
            // Where three or four roads meet, the junction's hub is no feature's.
            const auto roads = std::count_if(t.features.begin(), t.features.end(),
                                             [](auto& f) { return f.kind == FeatureKind::Road; });
            const qreal hub = roads >= 3 ? size * 0.12 : 0;
            for (int rotation = 0; rotation < 4; ++rotation) {
                const QString wrong = anchorsMisplaced(sheet, t, rotation, rect, false);
                QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
                for (int y = 1; y < 20; ++y) {
                    for (int x = 1; x < 20; ++x) {
                        const QPointF at(x * size / 20.0, y * size / 20.0);
                        if (g.featureAt(at, Rotation(rotation), rect) >= 0)
                            continue;
                        QVERIFY2(QLineF(at, rect.center()).length() < hub,
                                 qPrintable(QStringLiteral("%1 turned %2: %3,%4 lies in no "
                                                           "feature")
                                                .arg(t.id)
                                                .arg(rotation)
                                                .arg(at.x())
                                                .arg(at.y())));
                    }
                }
            }
        }
    }

    void everyFigureInEveryColourOnEveryTerrain()
    {
        const int kinds = FigureKindCount;
        const int size = 72, pad = 8;
        const int smallRows = (kinds + 1) / 2;
        // One band per terrain; within it a column per colour, a row per kind.
        const int bandW = 6 * (size + pad) + pad;
        QImage sheet(4 * bandW, kinds * (size + pad) + pad + smallRows * (size / 2 + pad),
                     QImage::Format_ARGB32_Premultiplied);
        sheet.fill(Qt::white);
        QPainter p(&sheet);
        // Terrain backgrounds painted with the real tile art: a full field, a road, a full
        // city, a river.
        const Deck& deck = standardDeck();
        const char* sample[] = {"B", "U", "C", "RD"};
        for (int t = 0; t < 4; ++t) {
            const TileType& type =
                deck.tiles[std::size_t(deck.indexOf(QString::fromLatin1(sample[t])))];
            TilePainter::paint(p, type, Rotation(0), QRectF(t * bandW, 0, bandW, sheet.height()));
            for (int k = 0; k < kinds; ++k) {
                for (int c = 0; c < 6; ++c) {
                    FigurePainter::paint(p, FigureKind(k), PlayerColor(c),
                                         QRectF(t * bandW + pad + c * (size + pad),
                                                pad + k * (size + pad), size, size));
                    // And small, as on a board at 64 px tiles.
                    FigurePainter::paint(
                        p, FigureKind(k), PlayerColor(c),
                        QRectF(t * bandW + pad + c * (size + pad) + (k % 2) * size / 2,
                               kinds * (size + pad) + pad + (k / 2) * (size / 2 + pad),
                               size / 2 - 4, size / 2 - 4));
                }
            }
        }
        p.end();
        QVERIFY(keep(sheet, QStringLiteral("figures")));
        for (int t = 0; t < 4; ++t) {
            for (int k = 0; k < kinds; ++k) {
                for (int c = 0; c < 6; ++c) {
                    const QRectF box(t * bandW + pad + c * (size + pad), pad + k * (size + pad),
                                     size, size);
                    QCOMPARE(int(colourOfFigure(sheet, FigureKind(k), box)), c);
                }
            }
        }
    }

    void theExpansionsTilesShowTheirMarksAndFiguresTheirColours()
    {
        // Every tile of Inns & Cathedrals and Traders & Builders large and at board size, with
        // its walls, roads and marks (inn, cathedral, goods) drawn; then every figure in every
        // colour as the board draws it (the big follower larger), standing on grass and in a
        // city, in its player's colour.
        std::vector<const TileType*> tiles;
        for (const TileType& t : standardDeck().tiles) {
            if (t.group == TileGroup::Expansion)
                tiles.push_back(&t);
        }
        QVERIFY(tiles.size() >= 40);
        const int big = 200, small = 64, pad = 12, cols = 7;
        const int cellW = big + small + 3 * pad, cellH = big + 2 * pad + 20;
        const int rows = int((tiles.size() + cols - 1) / cols);
        const int figureBand = 2 * (6 * 52 + 40);
        QImage sheet(cols * cellW, rows * cellH + figureBand, QImage::Format_ARGB32_Premultiplied);
        sheet.fill(QColor(0xf3, 0xec, 0xdc));
        QPainter p(&sheet);
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            const int x = int(i % cols) * cellW + pad, y = int(i / cols) * cellH + pad;
            const TileType& t = *tiles[i];
            label(p, QRectF(x, y, big, 20), QStringLiteral("%1  ×%2").arg(t.id).arg(t.count));
            TilePainter::paint(p, t, Rotation(0), QRectF(x, y + 20, big, big));
            TilePainter::paint(p, t, Rotation(1), QRectF(x + big + pad, y + 20, small, small));
            TilePainter::paint(p, t, Rotation(2),
                               QRectF(x + big + pad, y + 20 + small + pad, small, small));
        }
        const Deck& deck = standardDeck();
        const TileType& grass = deck.tiles[std::size_t(deck.indexOf(QStringLiteral("B")))];
        const TileType& city = deck.tiles[std::size_t(deck.indexOf(QStringLiteral("C")))];
        const int top = rows * cellH;
        for (int band = 0; band < 2; ++band) {
            const QRectF ground(0, top + band * figureBand / 2, sheet.width(), figureBand / 2);
            TilePainter::paint(p, band == 0 ? grass : city, Rotation(0), ground);
            for (int c = 0; c < 6; ++c) {
                for (int k = 0; k < FigureKindCount; ++k) {
                    // Two sizes: as on a board of 100 px tiles, and of 48 px tiles.
                    for (int z = 0; z < 2; ++z) {
                        const qreal size =
                            (z == 0 ? 34.0 : 16.0) * FigurePainter::boardScale(FigureKind(k));
                        const QPointF at(40 + k * 120 + z * 60, ground.top() + 36 + c * 52);
                        FigurePainter::paint(
                            p, FigureKind(k), PlayerColor(c),
                            QRectF(at - QPointF(size, size) / 2, QSizeF(size, size)));
                    }
                }
            }
        }
        p.end();
        QVERIFY(keep(sheet, QStringLiteral("expansions")));
        int marks = 0;
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            const int x = int(i % cols) * cellW + pad, y = int(i / cols) * cellH + pad;
            const TileType& t = *tiles[i];
            const QRectF large(x, y + 20, big, big);
            QString wrong = wallsAndRoadsMismatch(sheet, t, 0, large);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            wrong = wallsAndRoadsMismatch(sheet, t, 1, QRectF(x + big + pad, y + 20, small, small));
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            const QStringList missing = missingMarks(sheet, t, large);
            QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
            for (const Feature& f : t.features)
                marks += (f.has(Mark::Inn) || f.has(Mark::Cathedral) || f.hasGoods()) ? 1 : 0;
        }
        QVERIFY(marks >= 20); // the mark check looked at the sets' marked tiles
        for (int band = 0; band < 2; ++band) {
            for (int c = 0; c < 6; ++c) {
                for (int k = 0; k < FigureKindCount; ++k) {
                    const qreal size = 34.0 * FigurePainter::boardScale(FigureKind(k));
                    const QPointF at(40 + k * 120, top + band * figureBand / 2 + 36 + c * 52);
                    const QRectF box(at - QPointF(size, size) / 2, QSizeF(size, size));
                    QCOMPARE(int(colourOfFigure(sheet, FigureKind(k), box)), c);
                }
            }
        }
    }

    void wholePlayedBoardShowsEveryTileWhereItLies_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("tileSize");
        QTest::newRow("seed 7 at 96 px") << quint64(7) << 96;
        QTest::newRow("seed 11 at 64 px") << quint64(11) << 64;
    }

    void wholePlayedBoardShowsEveryTileWhereItLies()
    {
        // Each placed tile is drawn in its cell as the art cache draws it (figures and their
        // highlights aside), each empty cell stays background, and each figure stands in its
        // player's colour.
        QFETCH(quint64, seed);
        QFETCH(int, tileSize);
        const Game game = playedGame(seed, 4, 12);
        QVERIFY(game.board().placedCount() > 40);
        const SampleBoard board(game);
        QImage image(QSize(1920, 1080) * 1, QImage::Format_ARGB32_Premultiplied);
        image.fill(QColor(0x5b, 0x4a, 0x3a));
        QPainter p(&image);
        ArtCache cache;
        const int size = std::min(tileSize, board.tileSizeFor(image.size()));
        board.paint(p, cache, image.rect(), size, 1.0);
        p.end();
        QVERIFY(keep(image, QStringLiteral("board-%1").arg(seed)));
        const Board& b = game.board();
        const TileSet& set = game.tileSet();
        const QColor background(0x5b, 0x4a, 0x3a);
        std::vector<QRectF> figureBoxes;
        for (const SampleBoard::Figure& f : board.figures()) {
            const PlacedTile& tile = b.tile(f.tile);
            const FeatureGeometry g(set.type(tile.type));
            const QPointF at =
                g.anchor(f.feature, tile.rotation, board.cellRect(tile.cell, image.rect(), size));
            const qreal figure = qRound(size * 2 / 5 * FigurePainter::boardScale(f.kind));
            figureBoxes.emplace_back(at - QPointF(figure, figure) / 2, QSizeF(figure, figure));
            QCOMPARE(int(colourOfFigure(image, f.kind, figureBoxes.back())), int(f.color));
        }
        int untouched = 0;
        for (const PlacedTile& tile : b.tiles()) {
            const QRect cell = board.cellRect(tile.cell, image.rect(), size).toRect();
            const QImage art =
                cache
                    .tile(set.type(tile.type), ArtCache::identityOf(set.type(tile.type)),
                          tile.rotation, size, 1.0)
                    .toImage()
                    .convertToFormat(image.format());
            // A figure and the tint of its feature cover a tile's art; the others show it
            // pixel for pixel, but for a rim where a neighbour's tint is outlined.
            if (std::any_of(figureBoxes.begin(), figureBoxes.end(),
                            [&](const QRectF& f) { return f.intersects(cell); })) {
                QVERIFY(image.pixelColor(cell.center()) != background);
                continue;
            }
            ++untouched;
            constexpr int Rim = 3;
            int same = 0;
            for (int y = Rim; y < size - Rim; ++y) {
                for (int x = Rim; x < size - Rim; ++x)
                    same += image.pixel(cell.left() + x, cell.top() + y) == art.pixel(x, y);
            }
            const int inner = (size - 2 * Rim) * (size - 2 * Rim);
            QVERIFY2(same == inner,
                     qPrintable(QStringLiteral("tile at %1,%2: %3 of %4 pixels as drawn")
                                    .arg(tile.cell.x)
                                    .arg(tile.cell.y)
                                    .arg(same)
                                    .arg(inner)));
        }
        QVERIFY(untouched > 10);
        for (int y = board.minCell().y; y <= board.maxCell().y; ++y) {
            for (int x = board.minCell().x; x <= board.maxCell().x; ++x) {
                if (b.tileAt(Cell{x, y}).valid())
                    continue;
                const QPoint centre =
                    board.cellRect(Cell{x, y}, image.rect(), size).center().toPoint();
                QCOMPARE(image.pixelColor(centre), background);
            }
        }
    }
};

QTEST_MAIN(tst_ContactSheet)
#include "tst_contactsheet.moc"
