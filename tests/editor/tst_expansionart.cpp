// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The marks of the expansions show in the tile art where the definition puts them: an inn
// beside its road, a cathedral in its city, the goods of a city in their own colours, one
// road passing over the other on the bridge tile, and inner fields as meadow inside the
// cities. Each check looks at painted pixels, at every rotation.

#include "art/landmarkpainter.h"
#include "art/terrainpalette.h"
#include "art/tilelayout.h"
#include "art/tilepainter.h"
#include "art/tileshapes.h"
#include "engine/standarddeck.h"

#include <QImage>
#include <QPainter>
#include <QTest>
#include <array>
#include <initializer_list>

using namespace bastide;

Q_DECLARE_METATYPE(bastide::TileType)

namespace {

constexpr int Size = 192;

const TileType& standardTile(const char* id)
{
    const int i = standardDeck().indexOf(QString::fromLatin1(id));
    if (i < 0)
        qFatal("no tile %s", id);
    return standardDeck().tiles[std::size_t(i)];
}

QImage painted(const TileType& tile, int rotation)
{
    QImage image(Size, Size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::magenta);
    QPainter p(&image);
    TilePainter::paint(p, tile, rotation, QRectF(0, 0, Size, Size));
    return image;
}

/** Pixels within `radius` (unit lengths) of `at` (unit coordinates) close to `color`. */
int countNear(const QImage& image, QPointF at, qreal radius, QRgb color, qreal tolerance = 30)
{
    int count = 0;
    const QPointF c = at * Size;
    const int r = int(radius * Size);
    for (int y = int(c.y()) - r; y <= int(c.y()) + r; ++y) {
        for (int x = int(c.x()) - r; x <= int(c.x()) + r; ++x) {
            if (!image.rect().contains(x, y) ||
                QPointF(x - c.x(), y - c.y()).manhattanLength() > 2 * r)
                continue;
            count += TerrainPalette::distance(image.pixel(x, y), color) < tolerance ? 1 : 0;
        }
    }
    return count;
}

int countAll(const QImage& image, QRgb color, qreal tolerance = 30)
{
    return countNear(image, QPointF(0.5, 0.5), 0.5, color, tolerance);
}

/** Distance from `p` to the nearest point of a road centre line of `feature`. */
qreal distanceToRoad(const TileLayout& layout, int feature, QPointF p)
{
    qreal nearest = 1e9;
    for (const auto& arm : layout.feature(feature).arms) {
        for (int k = 0; k <= 100; ++k)
            nearest = std::min(nearest, tileshapes::length(arm.at(k / 100.0) - p));
    }
    return nearest;
}

std::vector<const TileType*> tilesWhere(bool (*wanted)(const TileType&))
{
    std::vector<const TileType*> tiles;
    for (const TileType& t : standardDeck().tiles) {
        if (wanted(t))
            tiles.push_back(&t);
    }
    return tiles;
}

void addRows(bool (*wanted)(const TileType&))
{
    QTest::addColumn<TileType>("tile");
    QTest::addColumn<int>("rotation");
    for (const TileType* t : tilesWhere(wanted)) {
        for (int r = 0; r < 4; ++r)
            QTest::addRow("%s turned %d", qPrintable(t->id), r) << *t << r;
    }
}

bool hasInn(const TileType& t)
{
    return std::any_of(t.features.begin(), t.features.end(),
                       [](const Feature& f) { return f.inn; });
}
bool hasGoods(const TileType& t)
{
    return std::any_of(t.features.begin(), t.features.end(),
                       [](const Feature& f) { return f.hasGoods(); });
}
bool hasInnerField(const TileType& t)
{
    return std::any_of(t.features.begin(), t.features.end(), [](const Feature& f) {
        return f.kind == FeatureKind::Field && f.slotMask == 0;
    });
}

constexpr std::array<QRgb, GoodsKindCount> GoodsColors{palette::Grape, palette::Grain,
                                                       palette::Cloth};

} // namespace

class tst_ExpansionArt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyInnStandsBesideItsRoad_data() { addRows(hasInn); }
    void everyInnStandsBesideItsRoad()
    {
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        const TileLayout layout = TileLayout(tile).rotated(rotation);
        const QImage image = painted(tile, rotation);
        int innRoads = 0;
        for (const Feature& f : tile.features)
            innRoads += f.inn ? 1 : 0;
        // One inn per inn road; two inn roads ending at one square share one.
        QVERIFY(!layout.inns().empty());
        QVERIFY(int(layout.inns().size()) <= innRoads);
        for (const TileLayout::Inn& inn : layout.inns()) {
            QVERIFY(tile.features[std::size_t(inn.feature)].inn);
            const qreal reach = TileLayout::InnRadius * inn.scale;
            // Its plot reaches its road (or the square it ends at), off it, inside the tile.
            QVERIFY2(distanceToRoad(layout, inn.feature, inn.pos) < reach + TileLayout::RoadWidth,
                     qPrintable(QString::number(distanceToRoad(layout, inn.feature, inn.pos))));
            QVERIFY(!layout.roadArea().contains(inn.pos));
            QVERIFY(!layout.cityArea().contains(inn.pos));
            QVERIFY(QRectF(0.04, 0.04, 0.92, 0.92).contains(inn.pos));
            // The inn's own colours there: its timbers, its sign and the water of its pond.
            QVERIFY2(
                countNear(image, inn.pos, reach, palette::InnTimber) >= 20,
                qPrintable(QString::number(countNear(image, inn.pos, reach, palette::InnTimber))));
            QVERIFY2(countNear(image, inn.pos, reach * 1.5, palette::InnSign) >= 15,
                     qPrintable(QString::number(
                         countNear(image, inn.pos, reach * 1.5, palette::InnSign))));
            QVERIFY(countNear(image, inn.pos, reach * 1.2, palette::Water, 20) >= 20);
        }
    }

    void aRoadWithoutAnInnHasNoInn()
    {
        for (const char* id : {"D", "U", "V", "W", "IC-D", "IC-E", "TB-J"}) {
            const TileType& t = standardTile(id);
            QVERIFY(TileLayout(t).inns().empty());
            QCOMPARE(countAll(painted(t, 0), palette::InnSign, 20), 0);
        }
    }

    void theCathedralStandsInItsCity_data()
    {
        addRows([](const TileType& t) {
            return std::any_of(t.features.begin(), t.features.end(),
                               [](const Feature& f) { return f.cathedral; });
        });
    }
    void theCathedralStandsInItsCity()
    {
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        const TileLayout layout = TileLayout(tile).rotated(rotation);
        QCOMPARE(int(layout.cathedrals().size()), 1);
        const TileLayout::Cathedral& c = layout.cathedrals().front();
        QVERIFY(tile.features[std::size_t(c.feature)].cathedral);
        QVERIFY(layout.feature(c.feature).region.contains(c.pos));
        QVERIFY(c.radius >= 0.15); // a large church, not a house
        const QImage image = painted(tile, rotation);
        // Its slate roofs and spires, its glass, round its place; and the follower's place in
        // the city is beside it, not on it.
        QVERIFY2(
            countNear(image, c.pos, c.radius, palette::CathedralRoof) >= 150,
            qPrintable(QString::number(countNear(image, c.pos, c.radius, palette::CathedralRoof))));
        QVERIFY(countNear(image, c.pos, c.radius, palette::CathedralGlass) >= 8);
        QVERIFY(tileshapes::length(layout.feature(c.feature).anchor - c.pos) >= c.radius * 0.8);
    }

    void aCityWithoutACathedralHasNone()
    {
        for (const char* id : {"C", "IC-H", "TB-H"}) {
            QVERIFY(TileLayout(standardTile(id)).cathedrals().empty());
            QCOMPARE(countAll(painted(standardTile(id), 0), palette::CathedralRoof, 12), 0);
        }
    }

    void goodsShowInTheirOwnColours_data() { addRows(hasGoods); }
    void goodsShowInTheirOwnColours()
    {
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        const TileLayout layout = TileLayout(tile).rotated(rotation);
        const QImage image = painted(tile, rotation);
        for (int f = 0; f < layout.featureCount(); ++f) {
            const auto& shape = layout.feature(f);
            if (!shape.hasGoods())
                continue;
            QVERIFY(shape.region.contains(shape.goodsAt));
            for (int k = 0; k < GoodsKindCount; ++k) {
                const int seen = countNear(image, shape.goodsAt, 0.12, GoodsColors[std::size_t(k)]);
                if (shape.goods[std::size_t(k)] > 0)
                    QVERIFY2(seen >= 15,
                             qPrintable(QStringLiteral("kind %1: %2 pixels").arg(k).arg(seen)));
                else
                    QVERIFY2(seen <= 3,
                             qPrintable(QStringLiteral("kind %1: %2 pixels").arg(k).arg(seen)));
            }
        }
    }

    void moreSymbolsShowMoreTokens()
    {
        // A designer's city with two wine and one cloth: three tokens, twice the wine.
        TileType t = standardTile("TB-P");
        t.features[0].goods = Goods{2, 0, 1};
        const TileType one = standardTile("TB-P");
        const int two = countAll(painted(t, 0), palette::Grape);
        const int single = countAll(painted(one, 0), palette::Grape);
        QVERIFY2(two > single * 3 / 2, qPrintable(QStringLiteral("%1 %2").arg(two).arg(single)));
        QVERIFY(countAll(painted(t, 0), palette::Cloth) > 15);
    }

    void onTheBridgeTileOneRoadPassesOverTheOther_data()
    {
        QTest::addColumn<int>("rotation");
        for (int r = 0; r < 4; ++r)
            QTest::addRow("turned %d", r) << r;
    }
    void onTheBridgeTileOneRoadPassesOverTheOther()
    {
        QFETCH(int, rotation);
        const TileType& bridge = standardTile("TB-B");
        const QImage image = painted(bridge, rotation);
        // The road listed first runs over: its parapets line both of its sides in the middle,
        // across where the other road passes beneath. Turned an odd number of times, the
        // road over the bridge runs east-west.
        const bool overNorthSouth = rotation % 2 == 0;
        const qreal side = TileLayout::RoadWidth / 2 + 0.02;
        for (qreal s : {-side, side}) {
            const QPointF at = overNorthSouth ? QPointF(0.5 + s, 0.5) : QPointF(0.5, 0.5 + s);
            const int wall = countNear(image, at, 0.015, palette::Wall, 25) +
                             countNear(image, at, 0.015, palette::WallLight, 25) +
                             countNear(image, at, 0.015, palette::WallDark, 25);
            QVERIFY2(wall >= 6, qPrintable(QString::number(wall)));
        }
        // No square, no well: the roads do not meet.
        QVERIFY(TileLayout(bridge).junctions().empty());
        // The crossroads tile, where four roads do meet, has no parapets across its middle.
        const QImage crossroads = painted(standardTile("X"), 0);
        QCOMPARE(
            countNear(crossroads, QPointF(0.5 + side, 0.5 + 0.1), 0.012, palette::WallLight, 15),
            0);
    }

    void innerFieldsAreMeadowWalledInByTheirCities_data() { addRows(hasInnerField); }
    void innerFieldsAreMeadowWalledInByTheirCities()
    {
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        const TileLayout layout = TileLayout(tile).rotated(rotation);
        const QImage image = painted(tile, rotation);
        for (int f = 0; f < layout.featureCount(); ++f) {
            if (tile.features[std::size_t(f)].kind != FeatureKind::Field ||
                tile.features[std::size_t(f)].slotMask != 0)
                continue;
            const QPainterPath& region = layout.feature(f).region;
            QVERIFY(!region.isEmpty());
            // Away from every border, where the slots show cities.
            const QRectF bounds = region.boundingRect();
            QVERIFY2(
                QRectF(0.05, 0.05, 0.9, 0.9).contains(bounds.center()),
                qPrintable(
                    QStringLiteral("%1,%2").arg(bounds.center().x()).arg(bounds.center().y())));
            // Grass where its farmer stands, and city wall between it and every city it
            // borders: walk from the anchor toward each city's anchor.
            const QPointF anchor = layout.feature(f).anchor;
            QVERIFY(region.contains(anchor));
            QCOMPARE(TerrainPalette::classify(image.pixel((anchor * Size).toPoint())),
                     Terrain::Field);
            for (int c : tile.features[std::size_t(f)].cities) {
                const QPointF target = layout.feature(c).anchor;
                bool wall = false;
                for (int k = 0; k <= 60 && !wall; ++k) {
                    const QPointF at = anchor + (target - anchor) * (k / 60.0);
                    const QRgb px = image.pixel((at * Size).toPoint());
                    for (QRgb w : {palette::Wall, palette::WallLight, palette::WallDark})
                        wall = wall || TerrainPalette::distance(px, w) < 30;
                }
                QVERIFY2(wall, qPrintable(QStringLiteral("no wall toward city %1").arg(c)));
            }
        }
    }
};

QTEST_MAIN(tst_ExpansionArt)
#include "tst_expansionart.moc"
