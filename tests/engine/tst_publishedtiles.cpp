// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Every built-in tile set against the hand-written table of the published tiles
// (tests/data/published-tiles.md), as the rules see them: edges, features with their slots,
// field→city borders, shields, monastery and garden, start and lake, counts. Ids, feature
// order and rotation are free (the spring's rotation is not), so a difference is a real one
// and the failure names the tile.

#include "engine/legacydeck.h"
#include "engine/standarddeck.h"
#include "publishedtiles.h"

#include <QFile>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

PublishedTable publishedTable()
{
    QFile file(QStringLiteral(BASTIDE_TEST_DATA "/published-tiles.md"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("published-tiles.md is missing");
    QStringList errors;
    const auto table = readPublishedTable(QString::fromUtf8(file.readAll()), errors);
    if (!table)
        qFatal("published-tiles.md: %s", qPrintable(errors.join(QLatin1Char('\n'))));
    return *table;
}

std::vector<PublishedTile> tilesOf(const PublishedTable& table, const QString& group)
{
    std::vector<PublishedTile> tiles;
    for (const PublishedTile& t : table.tiles) {
        if (t.group == group)
            tiles.push_back(t);
    }
    return tiles;
}

TileType& tile(Deck& deck, const char* id)
{
    const int i = deck.indexOf(QString::fromLatin1(id));
    if (i < 0)
        qFatal("no tile %s", id);
    return deck.tiles[std::size_t(i)];
}

int featureOn(const TileType& t, const char* slot)
{
    return t.featureAt(*slotFromName(slot));
}

/** The same tile turned, its features listed in reverse: one the rules cannot tell apart. */
TileType turnedAndReordered(TileType t, int rotation)
{
    const int n = int(t.features.size());
    std::vector<Feature> reversed;
    for (int i = n - 1; i >= 0; --i) {
        Feature f = t.features[std::size_t(i)];
        f.slotMask = rotateMask(f.slotMask, Rotation(rotation));
        for (int& c : f.cities)
            c = n - 1 - c;
        reversed.push_back(f);
    }
    t.features = reversed;
    return t;
}

/** The report joined, for failure messages and for looking for a tile's name in it. */
QString reportOf(const Deck& deck, const PublishedTable& table)
{
    return compareWithPublished(table.tiles, publishedFromDeck(deck)).join(QLatin1Char('\n'));
}

} // namespace

class tst_PublishedTiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theTableHoldsTheBaseGameAndTheRiver()
    {
        const PublishedTable table = publishedTable();
        QCOMPARE(table.groupTotals.value(QStringLiteral("base")), 72);
        QCOMPARE(table.groupTotals.value(QStringLiteral("river")), 12);
        QCOMPARE(int(tilesOf(table, QStringLiteral("river")).size()), 12);
        int gardens = 0, shields = 0, monasteries = 0;
        for (const PublishedTile& t : tilesOf(table, QStringLiteral("base"))) {
            for (const PublishedFeature& f : t.features) {
                gardens += f.kind == QLatin1String("garden") ? t.count : 0;
                monasteries += f.kind == QLatin1String("monastery") ? t.count : 0;
                shields += f.marks.value(QStringLiteral("shield")) * t.count;
            }
        }
        QCOMPARE(gardens, 8);
        QCOMPARE(monasteries, 6);
        QCOMPARE(shields, 10);
    }

    void theTableHoldsBothExpansionsAsTilesMdCountsThem()
    {
        const PublishedTable table = publishedTable();
        QCOMPARE(table.groupTotals.value(QStringLiteral("inns-cathedrals")), 18);
        QCOMPARE(table.groupTotals.value(QStringLiteral("traders-builders")), 24);
        QMap<QString, int> marks; // over copies: tiles with an inn, cathedrals, goods symbols
        int innerFields = 0, gardens = 0, monasteries = 0, goodsTiles = 0;
        for (const QString group : {"inns-cathedrals", "traders-builders"}) {
            for (const PublishedTile& t : tilesOf(table, group)) {
                bool inn = false, goods = false;
                for (const PublishedFeature& f : t.features) {
                    inn = inn || f.marks.contains(QStringLiteral("inn"));
                    for (const char* k : {"wine", "grain", "cloth", "shield", "cathedral"})
                        marks[QString::fromLatin1(k)] +=
                            f.marks.value(QString::fromLatin1(k)) * t.count;
                    goods = goods || f.marks.contains(QStringLiteral("wine")) ||
                            f.marks.contains(QStringLiteral("grain")) ||
                            f.marks.contains(QStringLiteral("cloth"));
                    innerFields += f.kind == QLatin1String("field") && f.mask == 0 ? 1 : 0;
                    gardens += f.kind == QLatin1String("garden") ? t.count : 0;
                    monasteries += f.kind == QLatin1String("monastery") ? t.count : 0;
                }
                marks[QStringLiteral("inn tiles")] += inn ? t.count : 0;
                goodsTiles += goods ? t.count : 0;
            }
        }
        QCOMPARE(marks.value(QStringLiteral("inn tiles")), 6);
        QCOMPARE(marks.value(QStringLiteral("cathedral")), 2);
        QCOMPARE(marks.value(QStringLiteral("shield")), 3);
        QCOMPARE(marks.value(QStringLiteral("wine")), 9);
        QCOMPARE(marks.value(QStringLiteral("grain")), 6);
        QCOMPARE(marks.value(QStringLiteral("cloth")), 5);
        QCOMPARE(goodsTiles, 20);
        QCOMPARE(innerFields, 5);
        QCOMPARE(gardens, 4);
        QCOMPARE(monasteries, 2);
    }

    void theReaderTakesMarksAndInnerFields()
    {
        // Rows as tiles.md writes the expansions, for the tiles issue 16 brings.
        const QString text = QStringLiteral(
            "## Inns & Cathedrals (group `inns-cathedrals`, 4 tiles)\n"
            "| id | count | N E S W | features |\n|---|---|---|---|\n"
            "| IC-A | 1 | F F R R | 0:road[S1 W1] **inn**; 1:field[N0 N1 N2 E0 E1 E2 S0 W2]→–; "
            "2:field[S2 W0]→– |\n"
            "| IC-K | 2 | C C C C | 0:city[N0 N1 N2 E0 E1 E2 S0 S1 S2 W0 W1 W2] **cathedral** |\n"
            "| TB-X | 1 | C C C C | 0:city[N0 N1 N2 W0 W1 W2] 1 wine; 1:city[E0 E1 E2 S0 S1 S2]; "
            "2:field[]→0,1 |\n");
        QStringList errors;
        const auto table = readPublishedTable(text, errors);
        QVERIFY2(table, qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(int(table->tiles.size()), 3);
        QCOMPARE(table->tiles[0].group, QStringLiteral("inns-cathedrals"));
        QCOMPARE(table->tiles[0].features[0].marks.value(QStringLiteral("inn")), 1);
        QCOMPARE(table->tiles[1].count, 2);
        QCOMPARE(table->tiles[1].features[0].marks.value(QStringLiteral("cathedral")), 1);
        QCOMPARE(table->tiles[2].features[0].marks.value(QStringLiteral("wine")), 1);
        QCOMPARE(table->tiles[2].features[2].mask, std::uint16_t(0));
        QCOMPARE(table->tiles[2].features[2].cities, std::vector<int>({0, 1}));
        QCOMPARE(describeTile(table->tiles[2]),
                 QStringLiteral("CCCC | 0:city[N0 N1 N2 W0 W1 W2] 1 wine; "
                                "1:city[E0 E1 E2 S0 S1 S2]; 2:field[]→0,1"));
    }

    void theReaderRefusesARowThatContradictsItself_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("named");
        QTest::newRow("edges column") << "| V | 9 | F R R F | 0:road[S1 W1]; "
                                         "1:field[N0 N1 N2 E0 E1 E2 S0 W2]→–; 2:field[S2 W0]→– |"
                                      << "tile V: edges column FRRF, features give FFRR";
        QTest::newRow("slot twice") << "| V | 9 | F F R R | 0:road[S1 W1]; "
                                       "1:field[N0 N1 N2 E0 E1 E2 S0 W2 W0]→–; 2:field[S2 W0]→– |"
                                    << "tile V feature 2: a slot taken twice";
        QTest::newRow("slot missing") << "| V | 9 | F F R R | 0:road[S1 W1]; "
                                         "1:field[N0 N1 N2 E0 E1 E2 S0 W2]→–; 2:field[S2]→– |"
                                      << "tile V: slots W0 belong to no feature";
        QTest::newRow("border to a road")
            << "| V | 9 | F F R R | 0:road[S1 W1]; "
               "1:field[N0 N1 N2 E0 E1 E2 S0 W2]→0; 2:field[S2 W0]→– |"
            << "tile V feature 1: city 0 is no city";
        QTest::newRow("shield on a road")
            << "| V | 9 | F F R R | 0:road[S1 W1] 1 shield; "
               "1:field[N0 N1 N2 E0 E1 E2 S0 W2]→–; 2:field[S2 W0]→– |"
            << "tile V feature 0: mark";
        QTest::newRow("unreadable") << "| V | 9 | F F R R | 0:road(S1 W1) |"
                                    << "tile V feature 0: cannot read";
        QTest::newRow("total") << "| V | 8 | F F R R | 0:road[S1 W1]; "
                                  "1:field[N0 N1 N2 E0 E1 E2 S0 W2]→–; 2:field[S2 W0]→– |"
                               << "group base: the rows hold 8 tiles, the heading says 9";
    }
    void theReaderRefusesARowThatContradictsItself()
    {
        QFETCH(QString, row);
        QFETCH(QString, named);
        QStringList errors;
        const auto table = readPublishedTable(
            QStringLiteral("## Base (group `base`, 9 tiles)\n") + row + QLatin1Char('\n'), errors);
        QVERIFY(!table);
        QVERIFY2(errors.join(QLatin1Char('\n')).contains(named),
                 qPrintable(errors.join(QLatin1Char('\n'))));
    }

    void theStandardDeckIsThePublishedBaseGameRiverAndBothExpansions()
    {
        const QString report = reportOf(standardDeck(), publishedTable());
        QVERIFY2(report.isEmpty(), qPrintable(report));
    }

    void idsRotationAndFeatureOrderDoNotMatter()
    {
        Deck deck = standardDeck();
        for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
            TileType& t = deck.tiles[i];
            const bool spring = t.start && t.group == TileGroup::River;
            t = turnedAndReordered(t, spring ? 0 : int(i % 4));
            t.id = QStringLiteral("T%1").arg(i);
        }
        const QString report = reportOf(deck, publishedTable());
        QVERIFY2(report.isEmpty(), qPrintable(report));
    }

    void aWrongEdgeFailsNamingTheTile()
    {
        // The straight road U made to end on the tile: its south edge becomes field.
        Deck deck = standardDeck();
        TileType& u = tile(deck, "U");
        const int road = featureOn(u, "N1");
        const int field = featureOn(u, "S0");
        const SlotMask s1 = SlotMask(1u << *slotFromName("S1"));
        u.features[std::size_t(road)].slotMask &= SlotMask(~s1);
        u.features[std::size_t(field)].slotMask |= s1;
        const QString report = reportOf(deck, publishedTable());
        QVERIFY2(report.contains(QLatin1String("published tile U ")), qPrintable(report));
        QVERIFY2(report.contains(QLatin1String("deck tile \"U\"")), qPrintable(report));
    }

    void aWrongFieldBorderFailsNamingTheTile()
    {
        // RB's field west of the city gate no longer borders the city.
        Deck deck = standardDeck();
        TileType& rb = tile(deck, "RB");
        rb.features[std::size_t(featureOn(rb, "W2"))].cities.clear();
        const QString report = reportOf(deck, publishedTable());
        QVERIFY2(report.contains(QLatin1String("published tile RB ")), qPrintable(report));
        QVERIFY2(report.contains(QLatin1String("deck tile \"RB\"")), qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral("lacks field[W2]→city[N0 N1 N2]")),
                 qPrintable(report));
    }

    void aLostShieldOrCentreFailsNamingTheTile_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("shield") << "C";
        QTest::newRow("monastery") << "RH";
        QTest::newRow("garden") << "RJ";
    }
    void aLostMarkFailsNamingTheTile_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("mark");
        QTest::newRow("inn") << "IC-A"
                             << "inn";
        QTest::newRow("cathedral") << "IC-K"
                                   << "cathedral";
        QTest::newRow("goods") << "TB-X"
                               << "goods";
        QTest::newRow("goods of another kind") << "TB-G"
                                               << "kind";
    }
    void aLostMarkFailsNamingTheTile()
    {
        QFETCH(QString, id);
        QFETCH(QString, mark);
        Deck deck = standardDeck();
        TileType& t = deck.tiles[std::size_t(deck.indexOf(id))];
        Feature& f = t.features[0];
        if (mark == QLatin1String("inn"))
            f.set(Mark::Inn, false);
        else if (mark == QLatin1String("cathedral"))
            f.set(Mark::Cathedral, false);
        else if (mark == QLatin1String("goods"))
            f.goods = Goods{};
        else
            std::swap(f.goods[0], f.goods[1]); // grain becomes wine
        const QString report = reportOf(deck, publishedTable());
        QVERIFY2(report.contains(QStringLiteral("deck tile \"%1\"").arg(id)), qPrintable(report));
    }
    void aLostShieldOrCentreFailsNamingTheTile()
    {
        QFETCH(QString, id);
        Deck deck = standardDeck();
        TileType& t = deck.tiles[std::size_t(deck.indexOf(id))];
        if (t.centreFeature() >= 0)
            t.features.erase(t.features.begin() + t.centreFeature());
        else
            t.features[0].shields = 0;
        const QString report = reportOf(deck, publishedTable());
        QVERIFY2(report.contains(QStringLiteral("deck tile \"%1\"").arg(id)), qPrintable(report));
    }

    void aWrongCountFailsNamingTheTile()
    {
        Deck deck = standardDeck();
        tile(deck, "V").count = 9;
        const QString report = reportOf(deck, publishedTable());
        QCOMPARE(report, QStringLiteral("base: tile V: the deck has 9 copies (V), the published "
                                        "set 8"));
    }

    void theSpringMustLieAsListed()
    {
        Deck deck = standardDeck();
        TileType& spring = tile(deck, "RA");
        spring = turnedAndReordered(spring, 1);
        const QString report = reportOf(deck, publishedTable());
        QVERIFY2(report.contains(QLatin1String("published tile RA ")), qPrintable(report));
        QVERIFY2(report.contains(QLatin1String("the spring must lie as listed")),
                 qPrintable(report));
    }

    void theEarlierRiverWasNotThePublishedOne()
    {
        // Bastide's River before issue 14, kept for old records: the table tells its wrong
        // tiles by name.
        const QString report = reportOf(legacyDeck(), publishedTable());
        qInfo("%s", qPrintable(report));
        for (const char* wrong : {"published tile RB ", "published tile RH ", "deck tile \"RG\"",
                                  "deck tile \"RK\"", "deck tile \"RI\""}) {
            QVERIFY2(report.contains(QLatin1String(wrong)), qPrintable(report));
        }
        QVERIFY2(!report.contains(QLatin1String("base:")), qPrintable(report));
    }
};

QTEST_GUILESS_MAIN(tst_PublishedTiles)
#include "tst_publishedtiles.moc"
