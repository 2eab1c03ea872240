// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Wild edges, the seam the abbey lays on (abbey-mayor.md, "The abbey tile"): the built-in
// abbey type fits any neighbours in its one rotation, joins nothing, closes the road or city
// end that faces it (completing what it closes), counts as a monastery's neighbour, and
// what is laid beside it later fits and ends there too. Checked on the board itself, since
// no set lays it yet.

#include "engine/board.h"
#include "engine/standarddeck.h"

#include <QTest>

using namespace bastide;

namespace {

const Cell Start{0, 0};

TileTypeId typeOf(const TileSet& set, const char* id)
{
    return set.indexOf(QString::fromLatin1(id));
}

/** The start tile D (a city to the north, a road west to east) and the board around it. */
struct StartBoard
{
    std::shared_ptr<const TileSet> set = standardTileSet();
    Board board{set, false};
    TileTypeId d = typeOf(*set, "D");
    StartBoard() { board.placeStart(d); }
    SegmentId road() const { return board.root(board.segmentOf(TileIndex(0), 1)); }
    SegmentId city() const { return board.root(board.segmentOf(TileIndex(0), 0)); }
};

} // namespace

class tst_WildEdges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theAbbeyIsBuiltInAndNeverADeckTile()
    {
        const auto set = standardTileSet();
        QCOMPARE(set->typeCount(), set->deckTypeCount() + 1);
        QCOMPARE(set->abbey().value(), set->deckTypeCount());
        QVERIFY(!set->indexOf(QStringLiteral("abbey")).valid());
        const TileRules& abbey = set->rules(set->abbey());
        QVERIFY(abbey.wildEdges);
        QCOMPARE(int(abbey.featureCount), 1);
        QCOMPARE(abbey.features[0].kind, FeatureKind::Monastery);
        QCOMPARE(set->type(set->abbey()).features.size(), std::size_t(1));
    }

    void itFitsAnyNeighboursInItsOneRotation()
    {
        StartBoard s;
        const TileTypeId abbey = s.set->abbey();
        for (int side = 0; side < SideCount; ++side) {
            const Cell c = neighbour(Start, side); // city, road or field facing it
            QCOMPARE(s.board.check(abbey, Placement{c, Rotation(0)}), PlacementError::None);
            for (int r = 1; r < 4; ++r)
                QVERIFY(s.board.check(abbey, Placement{c, Rotation(r)}) != PlacementError::None);
        }
        int placements = 0;
        s.board.forEachPlacement(abbey, [&](Placement p) {
            QCOMPARE(p.rotation.index(), 0);
            ++placements;
        });
        QCOMPARE(placements, 4);
        QCOMPARE(s.board.occupiedAfter(abbey, Placement{neighbour(Start, 1), Rotation(0)}),
                 std::uint16_t(0));
    }

    void whatFacesItEndsThereAndIsCompletedByIt()
    {
        StartBoard s;
        const TileTypeId abbey = s.set->abbey();
        QCOMPARE(s.board.openEnds(s.road()), 2);
        PlaceEffects east = s.board.place(abbey, Placement{neighbour(Start, 1), Rotation(0)});
        QCOMPARE(s.board.openEnds(s.road()), 1);
        QCOMPARE(east.completedCount, 0);
        PlaceEffects west = s.board.place(abbey, Placement{neighbour(Start, 3), Rotation(0)});
        QVERIFY(s.board.isComplete(s.road()));
        QCOMPARE(west.completedCount, 1);
        QCOMPARE(west.completed[0], s.road());
        PlaceEffects north = s.board.place(abbey, Placement{neighbour(Start, 0), Rotation(0)});
        QVERIFY(s.board.isComplete(s.city()));
        QCOMPARE(s.board.featureTileCount(s.city()), 1); // the abbey joined nothing
        QCOMPARE(north.completedCount, 1);
        QCOMPARE(north.completed[0], s.city());
        // Fields have no ends: the south field stays one field of D alone.
        QCOMPARE(s.board.featureTileCount(s.board.root(s.board.segmentOf(TileIndex(0), 3))), 1);
    }

    void itCountsAsAMonasterysNeighbourAndHasItsOwn()
    {
        StartBoard s;
        const TileTypeId abbey = s.set->abbey();
        s.board.place(abbey, Placement{neighbour(Start, 0), Rotation(0)});
        const TileIndex placed(1);
        const SegmentId monastery = s.board.segmentOf(placed, 0);
        QCOMPARE(s.board.kind(monastery), FeatureKind::Monastery);
        QCOMPARE(s.board.tile(placed).neighbours, 1); // D, below it
        QCOMPARE(s.board.tile(TileIndex(0)).neighbours, 1);
    }

    void aTileLaidBesideItLaterFitsAndEndsThere()
    {
        StartBoard s;
        const TileTypeId abbey = s.set->abbey();
        const Cell east = neighbour(Start, 1);
        s.board.place(abbey, Placement{east, Rotation(0)});
        // U is a straight road; turned once it runs west to east, its west end facing the
        // abbey. Every rotation fits beside the abbey alone.
        const TileTypeId u = typeOf(*s.set, "U");
        const Cell beyond = neighbour(east, 1);
        for (int r = 0; r < 4; ++r)
            QCOMPARE(s.board.check(u, Placement{beyond, Rotation(r)}), PlacementError::None);
        const Placement p{beyond, Rotation(1)};
        const FeatureAfter predicted = s.board.featureAfter(u, p, 0);
        QCOMPARE(predicted.rootCount, 0); // it joins nothing across the wild edge
        QCOMPARE(predicted.openEnds, 1);  // its west end is closed
        s.board.place(u, p);
        const SegmentId road = s.board.root(s.board.segmentOf(TileIndex(2), 0));
        QCOMPARE(s.board.openEnds(road), predicted.openEnds);
        QCOMPARE(s.board.featureTileCount(road), 1);
        QCOMPARE(s.board.openEnds(s.road()), 1); // D's road: closed by the abbey to the east
    }
};

QTEST_GUILESS_MAIN(tst_WildEdges)
#include "tst_wildedges.moc"
