// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Every tool of the canvas on a tile with a monastery or a garden in the middle: an edit
// changes only what it names, so the monastery or garden is still there afterwards, and the
// undo step says what the edit did.

#include "editor/canvasedits.h"
#include "engine/deckvalidator.h"
#include "engine/standarddeck.h"
#include "tiledefs.h"

#include <QTest>
#include <functional>

using namespace bastide;

using Tool = std::function<NamedEdit(const TileType&)>;
Q_DECLARE_METATYPE(bastide::TileType)
Q_DECLARE_METATYPE(Tool)

namespace {

TileType standardTile(const char* id)
{
    const Deck& deck = standardDeck();
    const int index = deck.indexOf(QString::fromLatin1(id));
    Q_ASSERT(index >= 0);
    return deck.tiles[std::size_t(index)];
}

/** A river tile with a monastery beside the river, as river decks have. */
TileType riverMonastery()
{
    using K = FeatureKind;
    TileType t = test::makeTile("river-monastery",
                                {{K::River, "N1 S1"},
                                 {K::Field, "N0 S2 W0 W1 W2"},
                                 {K::Field, "N2 E0 E1 E2 S0"},
                                 {K::Monastery, ""}},
                                TileGroup::River);
    return t;
}

std::optional<FeatureKind> centreOf(const TileType& t)
{
    const int c = t.centreFeature();
    return c >= 0 ? std::optional(t.features[std::size_t(c)].kind) : std::nullopt;
}

int slotOfKind(const TileType& t, FeatureKind kind, int skipFeature = -1)
{
    for (int s = 0; s < SlotCount; ++s) {
        const int f = t.featureAt(s);
        if (f >= 0 && f != skipFeature && t.features[std::size_t(f)].kind == kind)
            return s;
    }
    return -1;
}

int featureOfKind(const TileType& t, FeatureKind kind)
{
    for (std::size_t i = 0; i < t.features.size(); ++i) {
        if (t.features[i].kind == kind)
            return int(i);
    }
    return -1;
}

} // namespace

class TestToolEdits : public QObject
{
    Q_OBJECT

private slots:
    void everyToolKeepsTheMiddle_data()
    {
        QTest::addColumn<TileType>("tile");
        QTest::addColumn<Tool>("tool");
        QTest::addColumn<QString>("undoText");

        const std::pair<const char*, TileType> tiles[] = {
            {"monastery with road (A)", standardTile("A")},
            {"lone monastery (B)", standardTile("B")},
            {"garden between cities (H-garden)", standardTile("H-garden")},
            {"garden by a road (U-garden)", standardTile("U-garden")},
        };
        for (const auto& [name, tile] : tiles) {
            auto row = [&, name = name, tile = tile](const char* what, Tool tool,
                                                     const char* text) {
                QTest::addRow("%s: %s", name, what) << tile << tool << QString::fromUtf8(text);
            };
            // Each brush on the east edge, which none of these tiles has as that terrain
            // except where noted by the data.
            row(
                "city brush on an edge",
                [](const TileType& t) { return CanvasEdits::setEdge(t, 1, Terrain::City); },
                "Make an edge city");
            row(
                "road brush on an edge",
                [](const TileType& t) { return CanvasEdits::setEdge(t, 1, Terrain::Road); },
                "Make an edge road");
            row(
                "road brush between edges",
                [](const TileType& t) {
                    const int sides[] = {1, 3};
                    return CanvasEdits::brush(t, sides, Terrain::Road);
                },
                "Draw a road between edges");
            row(
                "city brush across edges",
                [](const TileType& t) {
                    const int sides[] = {1, 2};
                    return CanvasEdits::brush(t, sides, Terrain::City);
                },
                "Draw a city across edges");
            row(
                "field brush on an edge",
                [](const TileType& t) {
                    // The first edge that is not field already.
                    for (int side = 0; side < SideCount; ++side) {
                        if (t.edgeTerrain(side) != Terrain::Field)
                            return CanvasEdits::setEdge(t, side, Terrain::Field);
                    }
                    return CanvasEdits::setEdge(
                        CanvasEdits::setEdge(t, 1, Terrain::Road).after.value(), 1, Terrain::Field);
                },
                "Make an edge field");
            row(
                "field brush across edges",
                [](const TileType& t) {
                    const int sides[] = {0, 1, 2, 3};
                    // A tile of fields alone gets a road first, for the brush to take away.
                    const TileType start = t.edgeTerrain(1) == Terrain::Field
                                               ? *CanvasEdits::setEdge(t, 1, Terrain::Road).after
                                               : t;
                    return CanvasEdits::brush(start, sides, Terrain::Field);
                },
                "Make edges field");
            row(
                "separate part of a field",
                [](const TileType& t) {
                    return CanvasEdits::separate(t, slotOfKind(t, FeatureKind::Field));
                },
                "Separate part of a field");
        }
        const TileType h = standardTile("H-garden");
        QTest::addRow("garden between cities: join two cities") << h << Tool([](const TileType& t) {
            const int a = slotOfKind(t, FeatureKind::City);
            return CanvasEdits::join(t, a, slotOfKind(t, FeatureKind::City, t.featureAt(a)));
        }) << QStringLiteral("Join two cities");
        QTest::addRow("garden between cities: add a shield") << h << Tool([](const TileType& t) {
            return CanvasEdits::changeShields(t, featureOfKind(t, FeatureKind::City), 1);
        }) << QStringLiteral("Add a shield");
        QTest::addRow("garden between cities: separate a city edge")
            << standardTile("M-garden")
            << Tool([](const TileType& t) { return CanvasEdits::separate(t, 0); })
            << QStringLiteral("Separate a city edge");
        QTest::addRow("garden by a road: separate a road end")
            << standardTile("U-garden")
            << Tool([](const TileType& t) { return CanvasEdits::separate(t, 1); })
            << QStringLiteral("Separate a road end");
        QTest::addRow("garden by a road: join two fields")
            << standardTile("U-garden")
            << Tool([](const TileType& t) { return CanvasEdits::join(t, 0, 2); })
            << QStringLiteral("Join two fields");
        QTest::addRow("river monastery: river brush on an edge")
            << riverMonastery()
            << Tool([](const TileType& t) { return CanvasEdits::setEdge(t, 1, Terrain::River); })
            << QStringLiteral("Make an edge river");
        QTest::addRow("river monastery: road brush on an edge")
            << riverMonastery()
            << Tool([](const TileType& t) { return CanvasEdits::setEdge(t, 3, Terrain::Road); })
            << QStringLiteral("Make an edge road");
        QTest::addRow("river monastery: separate a river end")
            << riverMonastery()
            << Tool([](const TileType& t) { return CanvasEdits::separate(t, 1); })
            << QStringLiteral("Separate a river end");
    }

    void everyToolKeepsTheMiddle()
    {
        QFETCH(TileType, tile);
        QFETCH(Tool, tool);
        QFETCH(QString, undoText);
        const std::optional<FeatureKind> before = centreOf(tile);
        QVERIFY(before);
        const NamedEdit edit = tool(tile);
        QVERIFY2(edit.after, qPrintable(edit.refusal));
        QCOMPARE(edit.text, undoText);
        QCOMPARE(centreOf(*edit.after), before);
        Problems problems = validateTile(*edit.after, 0);
        std::erase_if(problems,
                      [](const Problem& p) { return p.code == ProblemCode::RiverEdgeCount; });
        QVERIFY(problems.empty());
    }

    void anEdgeBrushChangesOnlyTheEdgesItNames()
    {
        const TileType a = standardTile("A"); // monastery, road to the south
        const NamedEdit edit = CanvasEdits::setEdge(a, 1, Terrain::Road);
        QVERIFY(edit.after);
        QCOMPARE(edit.after->edgeTerrain(0), Terrain::Field);
        QCOMPARE(edit.after->edgeTerrain(1), Terrain::Road);
        QCOMPARE(edit.after->edgeTerrain(2), Terrain::Road);
        QCOMPARE(edit.after->edgeTerrain(3), Terrain::Field);
        // A road end on its own, as the tile's own road: not joined to the other.
        QCOMPARE(edit.after->featureAt(middleSlot(1)) == edit.after->featureAt(middleSlot(2)),
                 false);
    }

    void theCentreToolsSayWhatTheyReplace()
    {
        const TileType garden = standardTile("H-garden");
        const NamedEdit monastery = CanvasEdits::toggleCentre(garden, FeatureKind::Monastery);
        QVERIFY(monastery.after);
        QCOMPARE(centreOf(*monastery.after), std::optional(FeatureKind::Monastery));
        QCOMPARE(monastery.text, QStringLiteral("Put a monastery in place of the garden"));
        const NamedEdit removed = CanvasEdits::toggleCentre(garden, FeatureKind::Garden);
        QCOMPARE(removed.text, QStringLiteral("Remove the garden"));
        QCOMPARE(centreOf(*removed.after), std::nullopt);
        // Cities, roads and fields stay as they were.
        TileType without = garden;
        without.features.pop_back();
        QCOMPARE(removed.after->features.size(), without.features.size());
        for (std::size_t i = 0; i < without.features.size(); ++i)
            QCOMPARE(removed.after->features[i].slotMask, without.features[i].slotMask);
    }

    void everyMarkOfTheRegistryIsToggledOnWhatItStandsOn()
    {
        const TileType e = standardTile("E"); // a city cap over a field
        const int city = e.featureAt(middleSlot(0));
        const int field = e.featureAt(middleSlot(2));
        const NamedEdit princess = CanvasEdits::toggleMark(e, city, Mark::Princess);
        QVERIFY(princess.after);
        QVERIFY(princess.after->features[std::size_t(city)].has(Mark::Princess));
        QCOMPARE(princess.text, QStringLiteral("Add the mark “princess”"));
        const NamedEdit off = CanvasEdits::toggleMark(*princess.after, city, Mark::Princess);
        QVERIFY(off.after && *off.after == e);
        QCOMPARE(off.text, QStringLiteral("Remove the mark “princess”"));
        const NamedEdit onField = CanvasEdits::toggleMark(e, field, Mark::Princess);
        QVERIFY(!onField.after);
        QVERIFY(onField.refusal.contains(QStringLiteral("city")));
        // The tile's own marks change the tile, not a feature, and come off again.
        for (Mark m : {Mark::Volcano, Mark::Dragon, Mark::Portal, Mark::Tower}) {
            const NamedEdit on = CanvasEdits::toggleTileMark(e, m);
            QVERIFY(on.after && on.after->has(m));
            QCOMPARE(on.after->features, e.features);
            QVERIFY(*CanvasEdits::toggleTileMark(*on.after, m).after == e);
        }
        // The inn keeps its own words through the generic toggle.
        const TileType d = standardTile("D");
        const NamedEdit inn = CanvasEdits::toggleMark(d, d.featureAt(middleSlot(1)), Mark::Inn);
        QCOMPARE(inn.text, QStringLiteral("Place an inn"));
    }

    void anEditThatChangesNothingIsRefusedWithAReason()
    {
        const TileType b = standardTile("B");
        const NamedEdit edit = CanvasEdits::setEdge(b, 0, Terrain::Field);
        QVERIFY(!edit.after);
        QVERIFY(!edit.refusal.isEmpty());
        const NamedEdit shield = CanvasEdits::changeShields(b, 0, 1);
        QVERIFY(!shield.after);
        QCOMPARE(shield.refusal, QStringLiteral("Shields go on cities."));
    }
};

QTEST_GUILESS_MAIN(TestToolEdits)
#include "tst_tooledits.moc"
