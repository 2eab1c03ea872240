// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders every tile type of the standard deck, every figure on every terrain, the feature
// regions and anchors, and a whole played board into PNG sheets in the build folder, to be
// looked at by a person. The sheets are also checked where a wrong drawing would show: a
// city's wall along its edges inside the tile, roads meeting their edges at the midpoint,
// and every figure in its player's colour.

#include "art/figurepainter.h"
#include "art/terrainpalette.h"
#include "art/tilelayout.h"
#include "art/tilepainter.h"
#include "art/tileshapes.h"
#include "artfixture.h"
#include "tiledefs.h"

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <array>
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
    QString outDir() const
    {
        const QString dir = QStringLiteral(BASTIDE_BUILD_DIR "/art");
        QDir().mkpath(dir);
        return dir;
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
        const QString path = outDir() + QStringLiteral("/tiles.png");
        QVERIFY(sheet.save(path));
        qInfo("wrote %s", qPrintable(path));
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

    void everyStandardTileTypeAtSmallSize()
    {
        // At 64 px, as on a zoomed-out board; each type at its four rotations in a row.
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
        QVERIFY(sheet.save(outDir() + QStringLiteral("/tiles-64.png")));
    }

    void shapesADesignerMightMake()
    {
        // Tiles no deck ships with: the painter works their shapes out from the slots alone.
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
        QVERIFY(sheet.save(outDir() + QStringLiteral("/designer.png")));
    }

    void featureRegionsAndAnchors()
    {
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
        QVERIFY(sheet.save(outDir() + QStringLiteral("/regions.png")));
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
        QVERIFY(sheet.save(outDir() + QStringLiteral("/figures.png")));
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

    void theExpansionsTilesAndFigures()
    {
        // Every tile of Inns & Cathedrals and Traders & Builders large and at board size,
        // then every figure in every colour as the board draws it (the big follower larger),
        // standing on grass and in a city.
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
        const QString path = outDir() + QStringLiteral("/expansions.png");
        QVERIFY(sheet.save(path));
        qInfo("wrote %s", qPrintable(path));
    }

    void wholePlayedBoard_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("tileSize");
        QTest::newRow("seed 7 at 96 px") << quint64(7) << 96;
        QTest::newRow("seed 11 at 64 px") << quint64(11) << 64;
    }

    void wholePlayedBoard()
    {
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
        QVERIFY(image.save(outDir() + QStringLiteral("/board-%1.png").arg(seed)));
    }
};

QTEST_MAIN(tst_ContactSheet)
#include "tst_contactsheet.moc"
