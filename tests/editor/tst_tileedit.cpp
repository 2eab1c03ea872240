// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The tile edits behind the canvas: every standard tile can be drawn from a blank one, the
// fields the editor traces from the picture are the ones the deck says, and no sequence of
// edits leaves a tile that breaks a rule of spec §1.

#include "editor/fieldtracer.h"
#include "editor/tileedit.h"
#include "engine/deckvalidator.h"
#include "engine/random.h"
#include "engine/standarddeck.h"

#include <QTest>
#include <algorithm>
#include <bit>

using namespace bastide;

Q_DECLARE_METATYPE(bastide::TileType)

namespace {

QString maskText(SlotMask mask)
{
    QStringList names;
    for (int s = 0; s < SlotCount; ++s) {
        if (mask & (1u << s))
            names << QString::fromLatin1(slotName(s).data(), qsizetype(slotName(s).size()));
    }
    return names.join(QLatin1Char(','));
}

/** The tile's features as sorted text, independent of feature order (cities by slots). */
QStringList shape(const TileType& t)
{
    QStringList out;
    for (const Feature& f : t.features) {
        QStringList cities;
        for (int c : f.cities)
            cities << maskText(t.features[std::size_t(c)].slotMask);
        cities.sort();
        out << QStringLiteral("%1 %2 shields=%3 cities=[%4] inn=%5 cathedral=%6 goods=%7,%8,%9")
                   .arg(int(f.kind))
                   .arg(maskText(f.slotMask))
                   .arg(f.shields)
                   .arg(cities.join(QLatin1Char('|')))
                   .arg(f.has(Mark::Inn))
                   .arg(f.has(Mark::Cathedral))
                   .arg(f.goods[0])
                   .arg(f.goods[1])
                   .arg(f.goods[2]);
    }
    out.sort();
    return out;
}

std::vector<int> sidesOf(const Feature& f)
{
    std::vector<int> sides;
    for (int side = 0; side < SideCount; ++side) {
        if (f.slotMask & (1u << middleSlot(side)))
            sides.push_back(side);
    }
    return sides;
}

Terrain terrainOf(FeatureKind k)
{
    return k == FeatureKind::City   ? Terrain::City
           : k == FeatureKind::Road ? Terrain::Road
                                    : Terrain::River;
}

/** Rules of spec §1 broken by `t`, leaving aside the river count (a river tile in the
 *  making has fewer river edges than it will). */
Problems brokenRules(const TileType& t)
{
    Problems problems = validateTile(t, 0);
    std::erase_if(problems, [](const Problem& p) { return p.code == ProblemCode::RiverEdgeCount; });
    return problems;
}

void addStandardTiles()
{
    QTest::addColumn<TileType>("tile");
    // Every tile of the base game, the River and both expansions.
    for (const TileType& t : standardDeck().tiles)
        QTest::newRow(qPrintable(t.id)) << t;
}

/** The city of `t` holding the slots of city `city` of `deck`. */
int sameCity(const TileType& t, const TileType& deck, int city)
{
    return t.featureAt(std::countr_zero(deck.features[std::size_t(city)].slotMask));
}

std::vector<int> sameCities(const TileType& t, const TileType& deck, const std::vector<int>& cities)
{
    std::vector<int> out;
    for (int c : cities)
        out.push_back(sameCity(t, deck, c));
    return out;
}

/** `t`, with its edges and centre drawn like `deck`'s, given `deck`'s fields and marks the
 *  way a designer does: every field slot set apart, then joined up field by field, the
 *  borders ticked, the inner fields added to their cities, the marks put on. */
TileType fieldsAndMarksAs(TileType t, const TileType& deck)
{
    for (int slot = 0; slot < SlotCount; ++slot) {
        while (TileEdit::canSeparate(t, slot) &&
               t.features[std::size_t(t.featureAt(slot))].kind == FeatureKind::Field)
            t = TileEdit::separate(t, slot);
    }
    for (const Feature& f : deck.features) {
        if (f.kind != FeatureKind::Field || f.slotMask == 0)
            continue;
        const int first = std::countr_zero(f.slotMask);
        for (int slot = first + 1; slot < SlotCount; ++slot) {
            if (f.slotMask & (1u << slot))
                t = TileEdit::join(t, first, slot);
        }
        t = TileEdit::setFieldCities(t, t.featureAt(first), sameCities(t, deck, f.cities));
    }
    for (const Feature& f : deck.features) {
        if (f.kind != FeatureKind::Field || f.slotMask != 0 || f.cities.empty())
            continue;
        t = TileEdit::addInnerField(t, sameCity(t, deck, f.cities.front()));
        const std::vector<int> inner =
            TileEdit::innerFieldsOf(t, sameCity(t, deck, f.cities.front()));
        t = TileEdit::setFieldCities(t, inner.back(), sameCities(t, deck, f.cities));
    }
    for (const Feature& f : deck.features) {
        if (f.slotMask == 0)
            continue;
        const int at = t.featureAt(std::countr_zero(f.slotMask));
        t = TileEdit::setInn(t, at, f.has(Mark::Inn));
        t = TileEdit::setCathedral(t, at, f.has(Mark::Cathedral));
        for (int k = 0; k < GoodsKindCount; ++k)
            t = TileEdit::setGoods(t, at, GoodsKind(k), f.goods[std::size_t(k)]);
    }
    return t;
}

} // namespace

class tst_TileEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tracedFieldsAreTheDecksFields_data() { addStandardTiles(); }
    void tracedFieldsAreTheDecksFields()
    {
        QFETCH(TileType, tile);
        QStringList expected, traced;
        for (const Feature& f : tile.features) {
            if (f.kind == FeatureKind::Field)
                expected << maskText(f.slotMask);
        }
        for (SlotMask m : FieldTracer::trace(tile))
            traced << maskText(m);
        expected.sort();
        traced.sort();
        QCOMPARE(traced, expected);
    }

    void retracingLeavesAStandardTileAlone_data() { addStandardTiles(); }
    void retracingLeavesAStandardTileAlone()
    {
        QFETCH(TileType, tile);
        QCOMPARE(TileEdit::retraceFields(tile), tile);
    }

    void everyStandardTileCanBeDrawnFromABlankOne_data() { addStandardTiles(); }
    void everyStandardTileCanBeDrawnFromABlankOne()
    {
        QFETCH(TileType, tile);
        TileType t = TileEdit::blank(tile.id);
        t.count = tile.count;
        t.group = tile.group;
        t.expansion = tile.expansion;
        t.start = tile.start;
        t.end = tile.end;
        t.name = tile.name;
        for (const Feature& f : tile.features) {
            if (f.kind == FeatureKind::City || f.kind == FeatureKind::Road ||
                f.kind == FeatureKind::River) {
                const std::vector<int> sides = sidesOf(f);
                t = TileEdit::setEdges(t, sides, terrainOf(f.kind));
            }
        }
        for (const Feature& f : tile.features) {
            if (isCentreKind(f.kind))
                t = TileEdit::setCentre(t, f.kind);
        }
        for (std::size_t i = 0; i < tile.features.size(); ++i) {
            if (tile.features[i].shields > 0)
                t = TileEdit::setShields(t,
                                         t.featureAt(std::countr_zero(tile.features[i].slotMask)),
                                         tile.features[i].shields);
        }
        // The fields follow the drawing; where the deck parts them otherwise (a city dividing
        // two inside the tile) or has inner fields, the designer says so by hand.
        if (shape(t) != shape(tile))
            t = fieldsAndMarksAs(t, tile);
        QCOMPARE(shape(t), shape(tile));
        // And the picture then draws them as the deck has them.
        QStringList traced, expected;
        for (SlotMask m : FieldTracer::trace(t))
            traced << maskText(m);
        for (const Feature& f : t.features) {
            if (f.kind == FeatureKind::Field)
                expected << maskText(f.slotMask);
        }
        traced.sort();
        expected.sort();
        QCOMPARE(traced, expected);
        QVERIFY(validateTile(t, 0).empty());
    }

    void aRoadEdgeHasFieldOnBothSidesOfItsMiddle()
    {
        const TileType t =
            TileEdit::setEdge(TileEdit::blank(QStringLiteral("x")), 0, Terrain::Road);
        QCOMPARE(t.edgeTerrain(0), Terrain::Road);
        const int road = t.featureAt(1);
        QCOMPARE(t.features[std::size_t(road)].kind, FeatureKind::Road);
        QCOMPARE(t.features[std::size_t(road)].slotMask, SlotMask(1u << 1));
        QCOMPARE(t.features[std::size_t(t.featureAt(0))].kind, FeatureKind::Field);
        QCOMPARE(t.features[std::size_t(t.featureAt(2))].kind, FeatureKind::Field);
        // A road that ends in open country does not cut the meadow in two.
        QCOMPARE(t.featureAt(0), t.featureAt(2));
        QVERIFY(validateTile(t, 0).empty());
    }

    void joiningTwoRoadEndsMakesOneRoad()
    {
        TileType t = TileEdit::blank(QStringLiteral("x"));
        t = TileEdit::setEdge(t, 1, Terrain::Road);
        t = TileEdit::setEdge(t, 3, Terrain::Road);
        QVERIFY(t.featureAt(4) != t.featureAt(10));
        QVERIFY(TileEdit::canJoin(t, 4, 10));
        t = TileEdit::join(t, 4, 10);
        QCOMPARE(t.featureAt(4), t.featureAt(10));
        int roads = 0;
        for (const Feature& f : t.features)
            roads += f.kind == FeatureKind::Road ? 1 : 0;
        QCOMPARE(roads, 1);
        // A road running through splits the meadow: north and south of it.
        QVERIFY(t.featureAt(0) != t.featureAt(6));
        QVERIFY(validateTile(t, 0).empty());
    }

    void separatingARoadEndUndoesTheJoin()
    {
        TileType t = TileEdit::blank(QStringLiteral("x"));
        const int both[] = {1, 3};
        const TileType joined = TileEdit::setEdges(t, both, Terrain::Road);
        QCOMPARE(TileEdit::separablePart(joined, 4), SlotMask(1u << 4));
        const TileType apart = TileEdit::separate(joined, 4);
        QVERIFY(apart.featureAt(4) != apart.featureAt(10));
        t = TileEdit::setEdge(TileEdit::setEdge(t, 1, Terrain::Road), 3, Terrain::Road);
        QCOMPARE(shape(apart), shape(t));
    }

    void paintingACityOverTwoEdgesJoinsTheCitiesThere()
    {
        TileType t = TileEdit::blank(QStringLiteral("x"));
        t = TileEdit::setEdge(t, 0, Terrain::City);
        t = TileEdit::setShields(t, t.featureAt(0), 1);
        t = TileEdit::setEdge(t, 2, Terrain::City);
        QVERIFY(t.featureAt(0) != t.featureAt(6));
        const int northAndEast[] = {0, 1};
        t = TileEdit::setEdges(t, northAndEast, Terrain::City);
        QCOMPARE(t.featureAt(0), t.featureAt(4));
        QVERIFY(t.featureAt(0) != t.featureAt(6));
        QCOMPARE(t.features[std::size_t(t.featureAt(0))].shields, 1);
        const int eastAndSouth[] = {1, 2};
        t = TileEdit::setEdges(t, eastAndSouth, Terrain::City);
        QCOMPARE(t.featureAt(0), t.featureAt(6));
        QVERIFY(validateTile(t, 0).empty());
    }

    void separatingACityEdgeMakesItACityOfItsOwn()
    {
        TileType t = TileEdit::blank(QStringLiteral("x"));
        const int northAndWest[] = {0, 3};
        t = TileEdit::setEdges(t, northAndWest, Terrain::City);
        QCOMPARE(TileEdit::separablePart(t, 10), sideSlots(3));
        t = TileEdit::separate(t, 10);
        QVERIFY(t.featureAt(0) != t.featureAt(10));
        // Standard tile I: two cities meet at the corner, one field borders both.
        const TileType& i =
            standardDeck().tiles[std::size_t(standardDeck().indexOf(QStringLiteral("I")))];
        QCOMPARE(shape(t),
                 shape(TileType{t.id, 1, TileGroup::Base, false, false, {}, {}, i.features}));
    }

    void fieldsCanBeJoinedAndSeparatedByHand()
    {
        const TileType& x =
            standardDeck().tiles[std::size_t(standardDeck().indexOf(QStringLiteral("X")))];
        QVERIFY(TileEdit::canJoin(x, 0, 3)); // N0 and E0 lie in different quarters
        TileType t = TileEdit::join(x, 0, 3);
        QCOMPARE(t.featureAt(0), t.featureAt(3));
        QCOMPARE(int(t.features.size()), int(x.features.size()) - 1);
        QVERIFY(validateTile(t, 0).empty());
        // N0 with W2 is one run along the border: separating takes that run off.
        QCOMPARE(TileEdit::separablePart(t, 0), SlotMask((1u << 0) | (1u << 11)));
        t = TileEdit::separate(t, 0);
        QCOMPARE(shape(t), shape(x));
        // A field that is one run gives up the single slot.
        const TileType blank = TileEdit::blank(QStringLiteral("b"));
        QCOMPARE(TileEdit::separablePart(blank, 5), SlotMask(1u << 5));
        QVERIFY(validateTile(TileEdit::separate(blank, 5), 0).empty());
        QVERIFY(!TileEdit::canSeparate(TileEdit::separate(blank, 5), 5));
    }

    void fieldBordersFollowTheDrawingUntilOverridden()
    {
        TileType t = TileEdit::setEdge(TileEdit::blank(QStringLiteral("x")), 0, Terrain::City);
        const int field = t.featureAt(3);
        QCOMPARE(t.features[std::size_t(field)].cities, std::vector<int>{0});
        QVERIFY(TileEdit::hasAutomaticCities(t, field));
        t = TileEdit::setFieldCities(t, field, {});
        QVERIFY(!TileEdit::hasAutomaticCities(t, field));
        // Edits that leave the field as it is keep the override.
        t = TileEdit::setShields(t, 0, 2);
        t = TileEdit::setCentre(t, FeatureKind::Monastery);
        QVERIFY(t.features[std::size_t(t.featureAt(3))].cities.empty());
        // Redrawing the field drops it.
        t = TileEdit::setEdge(t, 2, Terrain::Road);
        QCOMPARE(t.features[std::size_t(t.featureAt(3))].cities, std::vector<int>{0});
    }

    void centreIsOneMonasteryOrGarden()
    {
        TileType t = TileEdit::blank(QStringLiteral("x"));
        t = TileEdit::setCentre(t, FeatureKind::Monastery);
        t = TileEdit::setCentre(t, FeatureKind::Garden);
        QCOMPARE(t.features[std::size_t(t.centreFeature())].kind, FeatureKind::Garden);
        QCOMPARE(std::count_if(t.features.begin(), t.features.end(),
                               [](const Feature& f) { return isCentreKind(f.kind); }),
                 1);
        t = TileEdit::setCentre(t, std::nullopt);
        QCOMPARE(t.centreFeature(), -1);
    }

    void noSequenceOfEditsBreaksARule_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed = 1; seed <= 25; ++seed)
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }
    void noSequenceOfEditsBreaksARule()
    {
        QFETCH(quint64, seed);
        Random random(seed);
        TileType t = TileEdit::blank(QStringLiteral("x"));
        t.group = seed % 2 ? TileGroup::River : TileGroup::Base;
        for (int step = 0; step < 60; ++step) {
            const int slotA = int(random.below(SlotCount)), slotB = int(random.below(SlotCount));
            switch (random.below(7)) {
            case 0: {
                std::vector<int> sides;
                for (int s = 0; s < SideCount; ++s) {
                    if (random.below(3) == 0)
                        sides.push_back(s);
                }
                const Terrain terrains[] = {Terrain::City, Terrain::Road, Terrain::Field,
                                            t.group == TileGroup::River ? Terrain::River
                                                                        : Terrain::Road};
                t = TileEdit::setEdges(t, sides, terrains[random.below(4)]);
                break;
            }
            case 1:
                t = TileEdit::join(t, slotA, slotB);
                break;
            case 2:
                t = TileEdit::separate(t, slotA);
                break;
            case 3: {
                const std::optional<FeatureKind> centres[] = {std::nullopt, FeatureKind::Monastery,
                                                              FeatureKind::Garden};
                t = TileEdit::setCentre(t, centres[random.below(3)]);
                break;
            }
            case 4:
                t = TileEdit::setShields(t, t.featureAt(slotA), int(random.below(3)));
                break;
            case 5: {
                const int field = t.featureAt(slotA);
                t = TileEdit::setFieldCities(t, field, {t.featureAt(slotB)});
                break;
            }
            default:
                t = TileEdit::setEdge(t, int(random.below(SideCount)), Terrain::City);
                break;
            }
            const Problems problems = brokenRules(t);
            if (!problems.empty())
                QFAIL(qPrintable(QStringLiteral("step %1: %2")
                                     .arg(step)
                                     .arg(shape(t).join(QLatin1String("; ")))));
        }
    }
};

QTEST_GUILESS_MAIN(tst_TileEdit)
#include "tst_tileedit.moc"
