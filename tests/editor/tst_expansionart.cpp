// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The marks of the expansions show in the tile art where the definition puts them: an inn
// beside its road, a cathedral in its city, the goods of a city in their own colours, one
// road passing over the other on the bridge tile, inner fields as meadow inside the cities,
// and fields that a city divides inside the tile as meadows of their own, parted by its
// wall. Each check looks at painted pixels, at every rotation.

#include "art/fielddividers.h"
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
    TilePainter::paint(p, tile, Rotation(rotation), QRectF(0, 0, Size, Size));
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
                       [](const Feature& f) { return f.has(Mark::Inn); });
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

/** The meadow pixels reached from `from` without crossing anything painted in another
 *  terrain's colours (a wall, a road, water), 4-neighbourhood. */
std::vector<bool> meadowFrom(const QImage& image, QPoint from)
{
    std::vector<bool> seen(std::size_t(Size * Size));
    std::vector<QPoint> stack{from};
    auto meadow = [&](QPoint p) {
        return TerrainPalette::classify(image.pixel(p)) == Terrain::Field;
    };
    if (!image.rect().contains(from) || !meadow(from))
        return seen;
    seen[std::size_t(from.y() * Size + from.x())] = true;
    while (!stack.empty()) {
        const QPoint p = stack.back();
        stack.pop_back();
        for (QPoint n : {p + QPoint(1, 0), p - QPoint(1, 0), p + QPoint(0, 1), p - QPoint(0, 1)}) {
            if (!image.rect().contains(n) || seen[std::size_t(n.y() * Size + n.x())] || !meadow(n))
                continue;
            seen[std::size_t(n.y() * Size + n.x())] = true;
            stack.push_back(n);
        }
    }
    return seen;
}

/** How many pixels within `radius` of `at` are painted in a city's colours (its wall). */
int cityPixelsNear(const QImage& image, QPointF at, qreal radius)
{
    int count = 0;
    const QPoint c = (at * Size).toPoint();
    const int r = qRound(radius * Size);
    for (int y = c.y() - r; y <= c.y() + r; ++y) {
        for (int x = c.x() - r; x <= c.x() + r; ++x) {
            if (image.rect().contains(x, y) &&
                TerrainPalette::classify(image.pixel(x, y)) == Terrain::City)
                ++count;
        }
    }
    return count;
}

/** The published tiles where a city divides two fields inside the tile. */
constexpr std::array<const char*, 9> DividedTiles{"IC-G", "IC-I", "TB-A", "TB-C", "TB-I",
                                                  "TB-K", "TB-O", "TB-U", "TB-W"};

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
            innRoads += f.has(Mark::Inn) ? 1 : 0;
        // One inn per inn road; two inn roads ending at one square share one.
        QVERIFY(!layout.inns().empty());
        QVERIFY(int(layout.inns().size()) <= innRoads);
        for (const TileLayout::Inn& inn : layout.inns()) {
            QVERIFY(tile.features[std::size_t(inn.feature)].has(Mark::Inn));
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
                               [](const Feature& f) { return f.has(Mark::Cathedral); });
        });
    }
    void theCathedralStandsInItsCity()
    {
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        const TileLayout layout = TileLayout(tile).rotated(rotation);
        QCOMPARE(int(layout.cathedrals().size()), 1);
        const TileLayout::Cathedral& c = layout.cathedrals().front();
        QVERIFY(tile.features[std::size_t(c.feature)].has(Mark::Cathedral));
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

    void noTwoFieldsShareAMeadowInThePicture_data()
    {
        addRows([](const TileType&) { return true; });
    }
    void noTwoFieldsShareAMeadowInThePicture()
    {
        // Each field's farmer stands on grass of its own: walking over grass from one field's
        // spot never reaches another's. Fails wherever the art draws as one meadow what the
        // definition keeps apart.
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        const TileLayout layout = TileLayout(tile).rotated(rotation);
        QVERIFY(!layout.fieldsJoined());
        const QImage image = painted(tile, rotation);
        std::vector<int> fields;
        for (int f = 0; f < layout.featureCount(); ++f) {
            if (tile.features[std::size_t(f)].kind == FeatureKind::Field)
                fields.push_back(f);
        }
        for (int f : fields) {
            const QPointF anchor = layout.feature(f).anchor;
            QVERIFY2(layout.featureAt(anchor) == f,
                     qPrintable(QStringLiteral("field %1's spot is on feature %2")
                                    .arg(f)
                                    .arg(layout.featureAt(anchor))));
            // Grass at the spot or right beside it (a flower or a bank may be under it).
            QPoint at = (anchor * Size).toPoint();
            for (int r = 0; r <= 6 && TerrainPalette::classify(image.pixel(at)) != Terrain::Field;
                 ++r) {
                for (QPoint d : {QPoint(r, 0), QPoint(-r, 0), QPoint(0, r), QPoint(0, -r)}) {
                    if (image.rect().contains(at + d) &&
                        TerrainPalette::classify(image.pixel(at + d)) == Terrain::Field) {
                        at += d;
                        break;
                    }
                }
            }
            QVERIFY2(TerrainPalette::classify(image.pixel(at)) == Terrain::Field,
                     qPrintable(QStringLiteral("field %1's spot is not on grass").arg(f)));
            const std::vector<bool> reached = meadowFrom(image, at);
            for (int g : fields) {
                const QPoint other = (layout.feature(g).anchor * Size).toPoint();
                QVERIFY2(
                    g == f || !reached[std::size_t(other.y() * Size + other.x())],
                    qPrintable(QStringLiteral("fields %1 and %2 are one meadow").arg(f).arg(g)));
            }
        }
    }

    void aCityDividingTwoFieldsReachesTheBorderBetweenThem_data()
    {
        QTest::addColumn<TileType>("tile");
        QTest::addColumn<int>("rotation");
        for (const char* id : DividedTiles) {
            for (int r = 0; r < 4; ++r)
                QTest::addRow("%s turned %d", id, r) << standardTile(id) << r;
        }
    }
    void aCityDividingTwoFieldsReachesTheBorderBetweenThem()
    {
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        const TileLayout layout = TileLayout(tile).rotated(rotation);
        const QImage image = painted(tile, rotation);
        const QTransform turn = tileshapes::rotation(rotation);
        int checks = 0;
        const FieldDividers dividers = FieldDividers::of(tile);
        for (const FieldDividers::Break& cut : dividers.breaks()) {
            // Grass on either side of the border point between the two fields' slots, the
            // city's wall just inside it.
            const int sides[] = {cut.slot, (cut.slot + 1) % SlotCount};
            const QPointF inward = (QPointF(0.5, 0.5) - cut.point) * 0.06;
            const int wall = cityPixelsNear(image, turn.map(cut.point + inward), 0.015);
            QVERIFY2(wall >= 8,
                     qPrintable(
                         QStringLiteral("after slot %1: %2 wall pixels").arg(cut.slot).arg(wall)));
            for (int slot : sides) {
                const QPointF grass = turn.map(tileshapes::slotMidpoint(slot) + inward * 1.6);
                QCOMPARE(layout.featureAt(grass), tile.featureAt(slot));
                QCOMPARE(TerrainPalette::classify(image.pixel((grass * Size).toPoint())),
                         Terrain::Field);
            }
            ++checks;
        }
        // A road that ends between two fields ends at a city gate, in the wall.
        for (const auto& [road, side] : dividers.partingEnds()) {
            const auto& arms = layout.feature(road).arms;
            QVERIFY(!arms.empty());
            const QPointF end = arms.front().at(1.0);
            const auto gate = std::find_if(
                layout.gates().begin(), layout.gates().end(),
                [&](const TileLayout::Gate& g) { return tileshapes::length(g.pos - end) < 0.08; });
            QVERIFY2(gate != layout.gates().end(),
                     qPrintable(QStringLiteral("road %1 ends at no gate").arg(road)));
            QVERIFY(layout.cityArea().contains(gate->pos + gate->direction * 0.01));
            const int wall = countNear(image, gate->pos, 0.05, palette::Wall, 25) +
                             countNear(image, gate->pos, 0.05, palette::WallLight, 25) +
                             countNear(image, gate->pos, 0.05, palette::WallDark, 25);
            QVERIFY2(
                wall >= 20,
                qPrintable(QStringLiteral("road %1's gate: %2 wall pixels").arg(road).arg(wall)));
            ++checks;
        }
        QVERIFY(checks > 0);
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
