// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 20: deck statistics read whole edge patterns (defect 9), count patterns, the copies
// that fill a hole, road ends, city parts and points; and the test games count the turns at
// which each tile would have fit nowhere, so what the panel says agrees with the discards.

#include "editor/decksimulation.h"
#include "editor/deckstatistics.h"
#include "editor/edgepattern.h"
#include "editor/statisticstext.h"
#include "engine/standarddeck.h"

#include <QTest>
#include <algorithm>

using namespace bastide;

namespace {

TileType standardTile(const char* id)
{
    const Deck& deck = standardDeck();
    return deck.tiles[std::size_t(deck.indexOf(QString::fromLatin1(id)))];
}

EdgePattern pattern(Terrain n, Terrain e, Terrain s, Terrain w)
{
    return EdgePattern{{n, e, s, w}};
}

const DeckStatistics::PatternCount* find(const DeckStatistics& s, const EdgePattern& p)
{
    const auto it = std::find_if(
        s.patterns.begin(), s.patterns.end(),
        [&](const DeckStatistics::PatternCount& c) { return c.pattern == p.normal(); });
    return it == s.patterns.end() ? nullptr : &*it;
}

/** A deck of crossroads with `cities` all-city tiles. */
Deck crossroads(int cities)
{
    Deck deck;
    deck.name[QStringLiteral("en")] = QStringLiteral("Crossroads");
    TileType x = standardTile("X");
    x.count = 30;
    x.start = true;
    TileType c = standardTile("C");
    c.count = cities;
    deck.tiles = {x, c};
    return deck;
}

} // namespace

class tst_DeckStatistics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aPatternIsTheSameWhateverTheTurn()
    {
        const EdgePattern d = pattern(Terrain::City, Terrain::Road, Terrain::Field, Terrain::Road);
        for (int q = 0; q < 4; ++q)
            QCOMPARE(d.turned(q).normal(), d.normal());
        QCOMPARE(d.turned(1).edges[1], Terrain::City); // north turns to the east
        QVERIFY(d.normal() !=
                pattern(Terrain::City, Terrain::Road, Terrain::Road, Terrain::Field).normal());
        QCOMPARE(StatisticsText::pattern(d), QStringLiteral("city-road-field-road"));
    }

    void aHoleIsFilledOnlyByAWholeMatchingTurn()
    {
        // City-road-field-road: a city beside a road fits, two roads face to face fit, but
        // a city facing a road does not, though the tile has both terrains.
        const EdgePattern d = pattern(Terrain::City, Terrain::Road, Terrain::Field, Terrain::Road);
        QVERIFY(d.fits(Hole{Terrain::City, Terrain::Road, std::nullopt, std::nullopt}));
        QVERIFY(d.fits(Hole{std::nullopt, Terrain::Road, std::nullopt, Terrain::Road}));
        QVERIFY(d.fits(Hole{std::nullopt, Terrain::City, std::nullopt, Terrain::Field}));
        QVERIFY(!d.fits(Hole{Terrain::City, std::nullopt, Terrain::Road, std::nullopt}));
        QVERIFY(!d.fits(Hole{Terrain::Road, Terrain::Road, std::nullopt, std::nullopt}));
        QVERIFY(!d.fits(Hole{Terrain::City, Terrain::Road, Terrain::Field, Terrain::City}));
        QVERIFY(d.fits(Hole{}));
    }

    void patternsAreCountedAcrossTurns()
    {
        const DeckStatistics s(standardDeck());
        // F (a city from east to west), G (the same turned) and H (two cities facing away)
        // are one pattern: the edges decide where a tile fits, not what joins them.
        const auto* fg =
            find(s, pattern(Terrain::Field, Terrain::City, Terrain::Field, Terrain::City));
        QVERIFY(fg);
        QStringList ids;
        int fgCopies = 0;
        for (int t : fg->tiles) {
            ids << standardDeck().tiles[std::size_t(t)].id;
            fgCopies += standardDeck().tiles[std::size_t(t)].count;
        }
        for (const char* id : {"F", "G", "H"})
            QVERIFY2(ids.contains(QLatin1String(id)), qPrintable(ids.join(QLatin1Char(' '))));
        QCOMPARE(fg->copies, fgCopies);
        QVERIFY(fg->copies >=
                standardTile("F").count + standardTile("G").count + standardTile("H").count);
        int copies = 0;
        for (const auto& p : s.patterns)
            copies += p.copies;
        QCOMPARE(copies, s.baseTiles);
        for (std::size_t i = 1; i < s.patterns.size(); ++i)
            QVERIFY(s.patterns[i - 1].copies >= s.patterns[i].copies);
    }

    void holesCountTheCopiesThatFillThem()
    {
        const DeckStatistics s(standardDeck());
        const auto all = [](Terrain t) { return Hole{t, t, t, t}; };
        QCOMPARE(s.fill(all(Terrain::City)).copies, standardTile("C").count);
        QCOMPARE(s.fill(all(Terrain::Field)).copies, standardTile("B").count);
        QCOMPARE(s.fill(all(Terrain::Field)).types, 1);
        QCOMPARE(s.fill(Hole{}).copies, s.baseTiles);
        // A crossroads hole: only tiles with four road edges.
        QCOMPARE(s.fill(all(Terrain::Road)).copies, standardTile("X").count);
    }

    void roadEndsCityPartsAndPoints()
    {
        QCOMPARE(DeckStatistics::roadEndsOf(standardTile("X")), 4);
        QCOMPARE(DeckStatistics::roadEndsOf(standardTile("D")), 0);
        QCOMPARE(DeckStatistics::pointsOf(standardTile("D")), 3); // a city part and a road
        QCOMPARE(DeckStatistics::pointsOf(standardTile("B")), 9); // a monastery
        QCOMPARE(DeckStatistics::pointsOf(standardTile("C")), 4); // a city part with a shield
        const DeckStatistics s(crossroads(2));
        QCOMPARE(s.roadEnds, 4 * 30);
        QCOMPARE(s.roadsThrough, 0);
        QCOMPARE(s.cityParts[4], 2);
        QCOMPARE(s.cityParts[1], 0);
        QVERIFY(qAbs(s.pointsPerTile - (30 * 4 + 2 * 4) / 32.0) < 1e-9);
    }

    // Defect 9: a tile that meets no other tile's edge fits nowhere, said as such.
    void aTileNoOtherTileCanMeetFitsNowhere()
    {
        const Deck lone = crossroads(1);
        const DeckStatistics s(lone);
        QCOMPARE(s.fitsNoHole, std::vector<int>{1});
        QVERIFY(StatisticsText::fitting(lone, s).contains(QStringLiteral("fit nowhere")));
        // A second copy gives it a city edge to meet: it then fits, though rarely.
        const DeckStatistics two(crossroads(2));
        QVERIFY(two.fitsNoHole.empty());
        QCOMPARE(two.awkward, std::vector<int>{1});
        QVERIFY(StatisticsText::fitting(crossroads(2), two)
                    .contains(QStringLiteral("fill few corner holes")));
    }

    void theStandardDeckSaysNoTileFitsOnATypicalBoard()
    {
        // The old claim, "every base tile has edges enough to fit somewhere on a typical
        // board", is gone: nothing static says how often a tile fits nowhere.
        const DeckStatistics s(standardDeck());
        QVERIFY(s.fitsNoHole.empty());
        const QString text = StatisticsText::fitting(standardDeck(), s);
        QVERIFY(!text.contains(QStringLiteral("typical board")));
        QVERIFY(text.contains(QStringLiteral("test games")));
        // An all-city tile fills only a corner hole with two city edges.
        const auto c = std::find_if(s.perTile.begin(), s.perTile.end(), [&](const auto& f) {
            return f.tile == standardDeck().indexOf(QStringLiteral("C"));
        });
        QVERIFY(c->corner < 0.25);
        QVERIFY(c->corner > 0);
    }

    // Defect 9: the test games count, at every turn, the tiles that would fit nowhere; each
    // discard is one of those turns, so a tile discarded in the games is listed.
    void testGamesCountWhereEachTileWouldFitNowhere()
    {
        const Deck& deck = standardDeck();
        const DeckSimulation::Result r = DeckSimulation::run(deck, {}, 60, 7);
        QCOMPARE(r.games, 60);
        QVERIFY(r.playedTurns > 0);
        for (std::size_t t = 0; t < deck.tiles.size(); ++t) {
            QVERIFY(r.strandedPerTile[t] <= r.playedTurns);
            if (r.discardsPerTile[t] > 0) {
                QVERIFY2(r.strandedPerTile[t] >= r.discardsPerTile[t],
                         qPrintable(deck.tiles[t].id));
                QVERIFY2(StatisticsText::simulation(deck, r).contains(deck.tiles[t].id +
                                                                      QStringLiteral(": ")),
                         qPrintable(deck.tiles[t].id));
            }
            if (deck.tiles[t].group == TileGroup::River)
                QCOMPARE(r.strandedPerTile[t], 0);
        }
        // The all-city tile is the hardest to place in the base game.
        const int c = deck.indexOf(QStringLiteral("C"));
        QVERIFY(r.strandedRate(c) > 0);
        const DeckSimulation::Result crossing = DeckSimulation::run(crossroads(2), {}, 20, 7);
        QVERIFY(crossing.strandedRate(1) > 0.9);
        QVERIFY(crossing.discardRate(1) > 0.9);
        QVERIFY(
            StatisticsText::simulation(crossroads(2), crossing).contains(QStringLiteral("C: ")));
    }

    void theTilesOfTheSetsInPlayCountWithTheBaseTiles()
    {
        // Issue 38: a deck of crossroads with its all-city tiles in a set of their own. The
        // statistics, the hole finder and the test games count the set's tiles when it is in
        // play (they said "C: at 0.0% of the turns" and "base game 30, river 0"), and leave
        // them out when it is not.
        Deck deck = crossroads(2);
        deck.tiles[1].group = TileGroup::Expansion;
        deck.tiles[1].expansion = QStringLiteral("walled");
        const QStringList sets{QStringLiteral("walled")};

        const DeckStatistics without(deck);
        QCOMPARE(without.playedTiles, 30);
        QCOMPARE(int(without.perTile.size()), 1);
        QCOMPARE(without.fill(Hole{Terrain::City, {}, {}, {}}).copies, 0);
        const DeckStatistics with(deck, sets);
        QCOMPARE(with.sets, sets);
        QCOMPARE(with.playedTiles, 32);
        QCOMPARE(with.expansionTiles, 2);
        QCOMPARE(int(with.perTile.size()), 2);
        QCOMPARE(with.fill(Hole{Terrain::City, {}, {}, {}}).copies, 2);
        QCOMPARE(int(with.cityParts[4]), 2);
        const QString contents = StatisticsText::contents(with);
        QVERIFY2(contents.contains(QStringLiteral("expansion sets 2")), qPrintable(contents));
        QVERIFY2(contents.contains(QStringLiteral("walled, 32 tile")), qPrintable(contents));
        QVERIFY(StatisticsText::tiles(deck, with).contains(QStringLiteral("<td>C</td>")));
        QVERIFY(!StatisticsText::tiles(deck, without).contains(QStringLiteral("<td>C</td>")));

        const DeckSimulation::Result played = DeckSimulation::run(deck, sets, 20, 7);
        QVERIFY(played.drawsPerTile[1] > 0);
        QVERIFY(played.strandedRate(1) > 0.9);
        QVERIFY2(StatisticsText::simulation(deck, played).contains(QStringLiteral("C: ")),
                 qPrintable(StatisticsText::simulation(deck, played)));
        const DeckSimulation::Result left = DeckSimulation::run(deck, {}, 20, 7);
        QCOMPARE(left.drawsPerTile[1], 0);
        QCOMPARE(left.strandedPerTile[1], 0);
    }
};

QTEST_GUILESS_MAIN(tst_DeckStatistics)
#include "tst_deckstatistics.moc"
