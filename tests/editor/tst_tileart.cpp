// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The tile painter shows at every border slot the terrain the definition gives that slot,
// at every rotation, for every tile of the standard deck and for hand-made shapes.

#include "art/featuregeometry.h"
#include "art/terrainpalette.h"
#include "art/tilepainter.h"
#include "art/tileshapes.h"
#include "engine/random.h"
#include "engine/standarddeck.h"
#include "tiledefs.h"

#include <QImage>
#include <QPainter>
#include <QTest>
#include <array>

using namespace bastide;
using namespace bastide::test;

Q_DECLARE_METATYPE(bastide::TileType)

namespace {

constexpr int TileSize = 192;

Terrain terrainOf(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::City:
        return Terrain::City;
    case FeatureKind::Road:
        return Terrain::Road;
    case FeatureKind::River:
        return Terrain::River;
    default:
        return Terrain::Field;
    }
}

const char* terrainName(Terrain t)
{
    static constexpr std::array<const char*, 4> names{"field", "road", "city", "river"};
    return names[std::size_t(t)];
}

/** The terrain most pixels of a small square around `at` are painted in. */
Terrain sampledTerrain(const QImage& image, QPointF at)
{
    std::array<int, 4> votes{};
    const int cx = int(at.x()), cy = int(at.y());
    for (int y = cy - 2; y <= cy + 2; ++y) {
        for (int x = cx - 2; x <= cx + 2; ++x)
            ++votes[std::size_t(TerrainPalette::classify(image.pixel(x, y)))];
    }
    return Terrain(std::max_element(votes.begin(), votes.end()) - votes.begin());
}

void addRows(const std::vector<TileType>& tiles)
{
    for (const TileType& t : tiles) {
        for (int r = 0; r < 4; ++r)
            QTest::addRow("%s turned %d", qPrintable(t.id), r) << t << r;
    }
}

} // namespace

class tst_TileArt : public QObject
{
    Q_OBJECT

private:
    void checkSlots()
    {
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        QImage image(TileSize, TileSize, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::magenta);
        QPainter p(&image);
        TilePainter::paint(p, tile, Rotation(rotation), QRectF(0, 0, TileSize, TileSize));
        p.end();
        for (int slot = 0; slot < SlotCount; ++slot) {
            const int own = unrotateSlot(slot, Rotation(rotation));
            const int feature = tile.featureAt(own);
            QVERIFY(feature >= 0);
            const Terrain expected = terrainOf(tile.features[std::size_t(feature)].kind);
            // Just inside the border, in the middle of the slot.
            const QPointF at =
                (tileshapes::slotMidpoint(slot) + tileshapes::inward(sideOfSlot(slot)) * 0.05) *
                TileSize;
            const Terrain seen = sampledTerrain(image, at);
            QVERIFY2(seen == expected,
                     qPrintable(QStringLiteral("slot %1 shows %2, the tile says %3")
                                    .arg(QString::fromLatin1(slotName(slot).data(), 2),
                                         QLatin1String(terrainName(seen)),
                                         QLatin1String(terrainName(expected)))));
        }
    }

private Q_SLOTS:
    void everySlotOfTheStandardDeckShowsItsTerrain_data()
    {
        QTest::addColumn<TileType>("tile");
        QTest::addColumn<int>("rotation");
        addRows(standardDeck().tiles);
    }
    void everySlotOfTheStandardDeckShowsItsTerrain() { checkSlots(); }

    void everySlotOfDesignerShapesShowsItsTerrain_data()
    {
        QTest::addColumn<TileType>("tile");
        QTest::addColumn<int>("rotation");
        addRows(designerTiles());
    }
    void everySlotOfDesignerShapesShowsItsTerrain() { checkSlots(); }

    void anyDefinitionPaintsEvenAnInvalidOne()
    {
        // The deck editor shows tiles while they are being made: features without slots,
        // roads on corner slots, half-city edges, two centres. Painting and geometry must
        // cope with all of it.
        Random random(2024);
        for (int i = 0; i < 150; ++i) {
            TileType t;
            t.id = QStringLiteral("random%1").arg(i);
            t.group = random.below(3) == 0 ? TileGroup::River : TileGroup::Base;
            t.start = random.below(4) == 0;
            t.end = random.below(4) == 0;
            const int features = int(random.below(7));
            for (int f = 0; f < features; ++f) {
                Feature feature;
                feature.kind = FeatureKind(random.below(6));
                feature.slotMask = SlotMask(random.next() & AllSlots & random.next());
                feature.shields = int(random.below(3));
                if (feature.kind == FeatureKind::Field && random.below(2))
                    feature.cities.push_back(int(random.below(8)));
                t.features.push_back(feature);
            }
            const int rotation = i % 4;
            QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::magenta);
            QPainter p(&image);
            TilePainter::paint(p, t, Rotation(rotation), QRectF(0, 0, 64, 64));
            p.end();
            QVERIFY2(image.pixelColor(32, 32) != QColor(Qt::magenta), qPrintable(t.id));
            const FeatureGeometry g(t);
            for (int f = 0; f < g.featureCount(); ++f) {
                QVERIFY2(QRectF(0, 0, 64, 64)
                             .contains(g.anchor(f, Rotation(rotation), QRectF(0, 0, 64, 64))),
                         qPrintable(QStringLiteral("%1 feature %2").arg(t.id).arg(f)));
            }
        }
    }

    void eachTerrainBaseColourClassifiesAsItself()
    {
        for (Terrain t : {Terrain::Field, Terrain::Road, Terrain::City, Terrain::River})
            QCOMPARE(TerrainPalette::classify(TerrainPalette::base(t).rgb()), t);
    }

    void terrainBaseColoursAreFarApart()
    {
        const Terrain all[] = {Terrain::Field, Terrain::Road, Terrain::City, Terrain::River};
        for (Terrain a : all) {
            for (Terrain b : all) {
                if (a != b)
                    QVERIFY(TerrainPalette::distance(TerrainPalette::base(a).rgb(),
                                                     TerrainPalette::base(b).rgb()) > 100);
            }
        }
    }

    void aTileWithSvgArtIsDrawnFromItsSvg()
    {
        TileType t = standardDeck().tiles[std::size_t(standardDeck().indexOf(QStringLiteral("E")))];
        t.art = QStringLiteral("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
                               "<rect width='100' height='50' fill='#ff0000'/>"
                               "<rect y='50' width='100' height='50' fill='#0000ff'/></svg>");
        for (int r = 0; r < 4; ++r) {
            QImage image(100, 100, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter p(&image);
            TilePainter::paint(p, t, Rotation(r), QRectF(0, 0, 100, 100));
            p.end();
            // The red half is the north half before turning: it follows the rotation.
            const QPoint red[] = {{50, 10}, {90, 50}, {50, 90}, {10, 50}};
            QCOMPARE(image.pixelColor(red[r]), QColor(Qt::red));
            QCOMPARE(image.pixelColor(red[(r + 2) % 4]), QColor(Qt::blue));
        }
    }

    void aTileWithBrokenSvgArtFallsBackToTheGeneratedPicture()
    {
        TileType t = standardDeck().tiles[std::size_t(standardDeck().indexOf(QStringLiteral("E")))];
        t.art = QStringLiteral("<svg this is not");
        QImage image(TileSize, TileSize, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::magenta);
        QPainter p(&image);
        TilePainter::paint(p, t, Rotation(0), QRectF(0, 0, TileSize, TileSize));
        p.end();
        QCOMPARE(sampledTerrain(image, QPointF(TileSize / 2.0, 8)), Terrain::City);
        QCOMPARE(sampledTerrain(image, QPointF(TileSize / 2.0, TileSize - 8)), Terrain::Field);
    }

    void paintingTwiceGivesTheSamePixels()
    {
        const TileType& t =
            standardDeck().tiles[std::size_t(standardDeck().indexOf(QStringLiteral("D")))];
        QImage a(96, 96, QImage::Format_ARGB32_Premultiplied), b = a;
        a.fill(Qt::black);
        b.fill(Qt::black);
        {
            QPainter p(&a);
            TilePainter::paint(p, t, Rotation(1), QRectF(0, 0, 96, 96));
        }
        {
            QPainter p(&b);
            TilePainter::paint(p, t, Rotation(1), QRectF(0, 0, 96, 96));
        }
        QCOMPARE(a, b);
    }
};

QTEST_MAIN(tst_TileArt)
#include "tst_tileart.moc"
