// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The built-in deck is the data every score depends on: each tile type's edges, shields,
// centre and field borders, checked against the printed game's tile list (the River as in
// tiles.md; tst_publishedtiles compares every feature and slot).

#include "engine/deckvalidator.h"
#include "engine/standarddeck.h"

#include <QTest>
#include <algorithm>

using namespace bastide;

namespace {

/** Edge terrains N E S W as letters: C city, R road, V river, F field. */
QString edgeLetters(const TileType& t)
{
    QString s;
    for (int side = 0; side < SideCount; ++side) {
        switch (t.edgeTerrain(side)) {
        case Terrain::City:
            s += QLatin1Char('C');
            break;
        case Terrain::Road:
            s += QLatin1Char('R');
            break;
        case Terrain::River:
            s += QLatin1Char('V');
            break;
        case Terrain::Field:
            s += QLatin1Char('F');
            break;
        }
    }
    return s;
}

int shieldsOf(const TileType& t)
{
    int n = 0;
    for (const Feature& f : t.features)
        n += f.shields;
    return n;
}

QString centreOf(const TileType& t)
{
    const int c = t.centreFeature();
    if (c < 0)
        return QStringLiteral("-");
    return t.features[std::size_t(c)].kind == FeatureKind::Monastery ? QStringLiteral("monastery")
                                                                     : QStringLiteral("garden");
}

} // namespace

class tst_StandardDeck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deckIsValid() { QVERIFY(validateDeck(standardDeck()).empty()); }

    void baseGameHas72TilesOf24TypesTheRiver12AndTheExpansions18And24()
    {
        int base = 0, river = 0;
        QMap<QString, int> expansions;
        QSet<QChar> letters;
        for (const TileType& t : standardDeck().tiles) {
            if (t.group == TileGroup::Base) {
                base += t.count;
                letters.insert(t.id.front());
            } else if (t.group == TileGroup::River) {
                river += t.count;
            } else {
                expansions[t.groupName()] += t.count;
            }
        }
        QCOMPARE(base, 72);
        QCOMPARE(letters.size(), 24);
        QCOMPARE(river, 12);
        QCOMPARE(expansions.value(QStringLiteral("inns-cathedrals")), 18);
        QCOMPARE(expansions.value(QStringLiteral("traders-builders")), 24);
        QCOMPARE(expansions.size(), 2);
    }

    void tileTypes_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("edges");
        QTest::addColumn<int>("shields");
        QTest::addColumn<QString>("centre");
        const struct
        {
            const char* id;
            int count;
            const char* edges;
            int shields;
            const char* centre;
        } rows[] = {
            {"A", 2, "FFRF", 0, "monastery"},
            {"B", 4, "FFFF", 0, "monastery"},
            {"C", 1, "CCCC", 1, "-"},
            {"D", 4, "CRFR", 0, "-"},
            {"E", 4, "CFFF", 0, "-"},
            {"E-garden", 1, "CFFF", 0, "garden"},
            {"F", 2, "FCFC", 1, "-"},
            {"G", 1, "FCFC", 0, "-"},
            {"H", 2, "CFCF", 0, "-"},
            {"H-garden", 1, "CFCF", 0, "garden"},
            {"I", 1, "CFFC", 0, "-"},
            {"I-garden", 1, "CFFC", 0, "garden"},
            {"J", 3, "CRRF", 0, "-"},
            {"K", 3, "CFRR", 0, "-"},
            {"L", 3, "CRRR", 0, "-"},
            {"M", 1, "CFFC", 1, "-"},
            {"M-garden", 1, "CFFC", 1, "garden"},
            {"N", 2, "CFFC", 0, "-"},
            {"N-garden", 1, "CFFC", 0, "garden"},
            {"O", 2, "CRRC", 1, "-"},
            {"P", 3, "CRRC", 0, "-"},
            {"Q", 1, "CCFC", 1, "-"},
            {"R", 2, "CCFC", 0, "-"},
            {"R-garden", 1, "CCFC", 0, "garden"},
            {"S", 2, "CCRC", 1, "-"},
            {"T", 1, "CCRC", 0, "-"},
            {"U", 7, "RFRF", 0, "-"},
            {"U-garden", 1, "RFRF", 0, "garden"},
            {"V", 8, "FFRR", 0, "-"},
            {"V-garden", 1, "FFRR", 0, "garden"},
            {"W", 4, "FRRR", 0, "-"},
            {"X", 1, "RRRR", 0, "-"},
            {"RA", 1, "RRVF", 0, "-"},
            {"RB", 1, "CVRV", 0, "-"},
            {"RC", 1, "CVCV", 0, "-"},
            {"RD", 1, "VFVF", 0, "-"},
            {"RE", 1, "CCVV", 0, "-"},
            {"RF", 1, "VFVF", 0, "-"},
            {"RG", 1, "VFFV", 0, "-"},
            {"RH", 1, "FVRV", 0, "monastery"},
            {"RI", 1, "RVVR", 0, "-"},
            {"RJ", 1, "FVVF", 0, "garden"},
            {"RK", 1, "VRVR", 0, "-"},
            {"RL", 1, "VFFF", 0, "monastery"},
            {"IC-A", 1, "FFRR", 0, "-"},
            {"IC-B", 1, "FRFR", 0, "garden"},
            {"IC-C", 1, "FRRR", 0, "-"},
            {"IC-D", 1, "FRFR", 0, "monastery"},
            {"IC-E", 1, "RRRR", 0, "-"},
            {"IC-F", 1, "CRFC", 0, "-"},
            {"IC-G", 1, "CFFF", 0, "-"},
            {"IC-H", 1, "CCCC", 0, "garden"},
            {"IC-I", 1, "CRCR", 0, "-"},
            {"IC-J", 1, "CFRF", 0, "-"},
            {"IC-K", 2, "CCCC", 0, "-"},
            {"IC-L", 1, "CRRC", 1, "-"},
            {"IC-M", 1, "CFRR", 0, "-"},
            {"IC-N", 1, "CFRC", 0, "-"},
            {"IC-O", 1, "CCFC", 0, "-"},
            {"IC-P", 1, "CFCC", 1, "-"},
            {"IC-Q", 1, "RCRC", 1, "-"},
            {"TB-A", 1, "CRFF", 0, "-"},
            {"TB-B", 1, "RRRR", 0, "-"},
            {"TB-C", 1, "CFRR", 0, "-"},
            {"TB-D", 1, "CRCC", 0, "-"},
            {"TB-E", 1, "FCRC", 0, "-"},
            {"TB-F", 1, "CFRC", 0, "-"},
            {"TB-G", 1, "CFFC", 0, "-"},
            {"TB-H", 1, "CCFC", 0, "-"},
            {"TB-I", 1, "CFRC", 0, "-"},
            {"TB-J", 1, "FRRR", 0, "monastery"},
            {"TB-K", 1, "CRFC", 0, "garden"},
            {"TB-L", 1, "CRCC", 0, "-"},
            {"TB-M", 1, "CCCC", 0, "-"},
            {"TB-N", 1, "FCCC", 0, "-"},
            {"TB-O", 1, "CRRC", 0, "-"},
            {"TB-P", 1, "FCCC", 0, "-"},
            {"TB-Q", 1, "FCFC", 0, "-"},
            {"TB-R", 1, "RCRC", 0, "-"},
            {"TB-S", 1, "FCRC", 0, "-"},
            {"TB-T", 1, "CFFC", 0, "-"},
            {"TB-U", 1, "CRRC", 0, "garden"},
            {"TB-V", 1, "CCRC", 0, "-"},
            {"TB-W", 1, "CRFC", 0, "-"},
            {"TB-X", 1, "CCCC", 0, "-"},
        };
        for (const auto& r : rows) {
            QTest::newRow(r.id) << QString::fromLatin1(r.id) << r.count
                                << QString::fromLatin1(r.edges) << r.shields
                                << QString::fromLatin1(r.centre);
        }
        QCOMPARE(int(std::size(rows)), int(standardDeck().tiles.size()));
    }
    void tileTypes()
    {
        QFETCH(QString, id);
        QFETCH(int, count);
        QFETCH(QString, edges);
        QFETCH(int, shields);
        QFETCH(QString, centre);
        const int index = standardDeck().indexOf(id);
        QVERIFY(index >= 0);
        const TileType& t = standardDeck().tiles[std::size_t(index)];
        QCOMPARE(t.count, count);
        QCOMPARE(edgeLetters(t), edges);
        QCOMPARE(shieldsOf(t), shields);
        QCOMPARE(centreOf(t), centre);
        QVERIFY(!t.name.value(QStringLiteral("en")).isEmpty());
        QVERIFY(!t.name.value(QStringLiteral("ru")).isEmpty());
        QVERIFY(!t.name.value(QStringLiteral("uk")).isEmpty());
    }

    void everyFieldBordersExactlyTheCitiesItTouches()
    {
        for (const TileType& t : standardDeck().tiles) {
            for (std::size_t f = 0; f < t.features.size(); ++f) {
                // An inner field touches no edge: the cities it borders are declared, as
                // nothing along its border could say them (spec §1).
                if (t.features[f].kind != FeatureKind::Field || t.features[f].slotMask == 0)
                    continue;
                std::vector<int> listed = t.features[f].cities;
                std::sort(listed.begin(), listed.end());
                const std::vector<int> along = t.citiesAlongBorder(int(f));
                // An expansion tile's field may reach a city inside the tile without sharing
                // a border slot with it (IC-O's field meets all three caps): tiles.md lists
                // it, so there every city along the border must be listed, and may be more.
                const bool exact = t.group != TileGroup::Expansion;
                QVERIFY2(
                    exact ? listed == along
                          : std::includes(listed.begin(), listed.end(), along.begin(), along.end()),
                    qPrintable(QStringLiteral("tile %1 field %2").arg(t.id).arg(f)));
            }
        }
    }

    void startTileIsDAndTheRiverHasOneSpringAndOneLake()
    {
        const Deck& d = standardDeck();
        QCOMPARE(d.tiles[std::size_t(d.startTile(TileGroup::Base))].id, QStringLiteral("D"));
        QCOMPARE(d.tiles[std::size_t(d.startTile(TileGroup::River))].id, QStringLiteral("RA"));
        QCOMPARE(d.tiles[std::size_t(d.lakeTile())].id, QStringLiteral("RL"));
    }

    void springHasARoadFromNorthToEastAndTwoFields()
    {
        const TileType& spring =
            standardDeck().tiles[std::size_t(standardDeck().indexOf(QStringLiteral("RA")))];
        int fields = 0;
        for (const Feature& f : spring.features) {
            fields += f.kind == FeatureKind::Field;
            if (f.kind == FeatureKind::Road)
                QCOMPARE(f.slotMask, SlotMask((1u << 1) | (1u << 4))); // N1 and E1
        }
        QCOMPARE(fields, 2);
    }

    void theRiverRunsStraightThroughSixTilesAndBendsOnFour()
    {
        // tiles.md: two plain straights; a road crosses the water on three straights.
        int straight = 0, bend = 0, ends = 0, plain = 0, bridges = 0;
        for (const TileType& t : standardDeck().tiles) {
            if (t.group != TileGroup::River)
                continue;
            std::vector<int> sides;
            bool road = false;
            for (const Feature& f : t.features) {
                road = road || f.kind == FeatureKind::Road;
                for (int side = 0; side < SideCount && f.kind == FeatureKind::River; ++side) {
                    if (f.slotMask & (1u << middleSlot(side)))
                        sides.push_back(side);
                }
            }
            if (sides.size() == 1) {
                ends += t.count;
            } else if (oppositeSide(sides[0]) == sides[1]) {
                straight += t.count;
                plain += t.features.size() == 3 ? t.count : 0;
                bridges += road ? t.count : 0; // a road on a straight river crosses it
            } else {
                bend += t.count;
            }
        }
        QCOMPARE(straight, 6);
        QCOMPARE(bend, 4);
        QCOMPARE(ends, 2);
        QCOMPARE(plain, 2);
        QCOMPARE(bridges, 3); // RB (to the city gate), RH (to the monastery), RK
    }

    void gardensAreOnOneCopyEachOfEightTypes()
    {
        QStringList withGarden;
        for (const TileType& t : standardDeck().tiles) {
            if (t.group == TileGroup::Base && centreOf(t) == QLatin1String("garden")) {
                QCOMPARE(t.count, 1);
                withGarden << t.id.left(1);
            }
        }
        withGarden.sort();
        QCOMPARE(withGarden, QStringList({"E", "H", "I", "M", "N", "R", "U", "V"}));
    }
};

QTEST_GUILESS_MAIN(tst_StandardDeck)
#include "tst_standarddeck.moc"
