// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading, writing and validating deck files (spec §1–2): every rule refused with a message
// that names the file, the tile and the feature.

#include "engine/deckjson.h"
#include "engine/deckvalidator.h"
#include "engine/messages.h"
#include "engine/standarddeck.h"

#include <QJsonDocument>
#include <QTest>
#include <functional>

using namespace bastide;

Q_DECLARE_METATYPE(std::function<void(QJsonObject&)>)

namespace {

const char* const SmallDeck = R"({
  "format": "bastide-deck", "version": 1, "name": {"en": "Test", "ru": "Тест"},
  "tiles": [
    {"id": "D", "count": 2, "start": true, "features": [
      {"kind": "city", "slots": ["N0","N1","N2"]},
      {"kind": "road", "slots": ["E1","W1"]},
      {"kind": "field", "slots": ["E0","W2"], "cities": [0]},
      {"kind": "field", "slots": ["E2","S0","S1","S2","W0"]}]},
    {"id": "B", "count": 1, "features": [
      {"kind": "field", "slots": ["N0","N1","N2","E0","E1","E2","S0","S1","S2","W0","W1","W2"]},
      {"kind": "monastery"}]},
    {"id": "spring", "count": 1, "group": "river", "start": true, "features": [
      {"kind": "river", "slots": ["S1"]},
      {"kind": "field", "slots": ["N0","N1","N2","E0","E1","E2","S0","S2","W0","W1","W2"]}]},
    {"id": "lake", "count": 1, "group": "river", "end": true, "features": [
      {"kind": "river", "slots": ["N1"]},
      {"kind": "field", "slots": ["N0","N2","E0","E1","E2","S0","S1","S2","W0","W1","W2"]}]}
  ]})";

QJsonObject smallDeck()
{
    return QJsonDocument::fromJson(SmallDeck).object();
}

/** Edits one nested value of a JSON object by a path of keys and indices. */
QJsonValue edited(QJsonValue v, QList<QVariant> path,
                  const std::function<QJsonValue(QJsonValue)>& edit)
{
    if (path.isEmpty())
        return edit(v);
    const QVariant step = path.takeFirst();
    if (step.typeId() == QMetaType::Int) {
        QJsonArray a = v.toArray();
        a[step.toInt()] = edited(a[step.toInt()], path, edit);
        return a;
    }
    QJsonObject o = v.toObject();
    o[step.toString()] = edited(o[step.toString()], path, edit);
    return o;
}

void edit(QJsonObject& deck, QList<QVariant> path, const std::function<QJsonValue(QJsonValue)>& f)
{
    deck = edited(deck, std::move(path), f).toObject();
}

void set(QJsonObject& deck, QList<QVariant> path, QJsonValue value)
{
    edit(deck, std::move(path), [&](QJsonValue) { return value; });
}

QJsonArray slotList(std::initializer_list<const char*> names)
{
    QJsonArray a;
    for (const char* n : names)
        a.append(QString::fromLatin1(n));
    return a;
}

Problems readProblems(const QJsonObject& deck)
{
    Problems problems;
    readDeck(QJsonDocument(deck).toJson(), QStringLiteral("mine.json"), problems);
    return problems;
}

} // namespace

class tst_DeckReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheSpecExampleDeck()
    {
        Problems problems;
        const auto bytes =
            readFileBytes(QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-deck.json"), problems);
        QVERIFY(bytes);
        const auto deck = readDeck(*bytes, QStringLiteral("small-deck.json"), problems);
        QVERIFY(deck);
        QCOMPARE(deck->totalTiles(), 26);
        QCOMPARE(int(deck->tiles.size()), 13);
    }

    void writingThenReadingGivesAnEqualDeck_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("small test deck") << QByteArray(SmallDeck);
        QTest::newRow("standard deck") << writeDeck(standardDeck());
        QFile f(QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-deck.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QTest::newRow("spec example") << f.readAll();
    }
    void writingThenReadingGivesAnEqualDeck()
    {
        QFETCH(QByteArray, json);
        Problems problems;
        const auto deck = readDeck(json, QStringLiteral("a.json"), problems);
        QVERIFY(deck);
        const auto again = readDeck(writeDeck(*deck), QStringLiteral("b.json"), problems);
        QVERIFY(again);
        QCOMPARE(*again, *deck);
        QCOMPARE(writeDeck(*again), writeDeck(*deck));
    }

    void everyMarkOfTheRegistrySurvivesARoundTrip()
    {
        // Tile B (a monastery) carries every tile mark; a new city cap P the princess. A
        // foundation may stand on the river and the start tile too (tower.md): the spring
        // gets one.
        QJsonObject deck = smallDeck();
        QJsonArray tiles = deck["tiles"].toArray();
        tiles.append(QJsonObject{
            {"id", "P"},
            {"count", 1},
            {"features", QJsonArray{QJsonObject{{"kind", "city"},
                                                {"slots", slotList({"N0", "N1", "N2"})},
                                                {"princess", true}},
                                    QJsonObject{{"kind", "field"},
                                                {"slots", slotList({"E0", "E1", "E2", "S0", "S1",
                                                                    "S2", "W0", "W1", "W2"})},
                                                {"cities", QJsonArray{0}}}}}});
        deck["tiles"] = tiles;
        set(deck, {"tiles", 2, "tower"}, true);
        for (const char* key : {"volcano", "dragon", "portal", "tower"})
            set(deck, {"tiles", 1, key}, true);
        Problems problems;
        const auto read =
            readDeck(QJsonDocument(deck).toJson(), QStringLiteral("marks.json"), problems);
        QStringList all;
        for (const Problem& p : problems)
            all << describe(p);
        QVERIFY2(read, qPrintable(all.join(QLatin1Char('\n'))));
        for (Mark m : {Mark::Volcano, Mark::Dragon, Mark::Portal, Mark::Tower})
            QVERIFY(read->tiles[1].has(m));
        QVERIFY(read->tiles[4].features[0].has(Mark::Princess));
        QVERIFY(read->tiles[2].has(Mark::Tower));
        QVERIFY(!read->tiles[0].has(Mark::Tower));
        const QJsonObject written = deckToJson(*read);
        QCOMPARE(written["tiles"][1]["volcano"], QJsonValue(true));
        QCOMPARE(written["tiles"][4]["features"][0]["princess"], QJsonValue(true));
        const auto again = readDeck(writeDeck(*read), QStringLiteral("b.json"), problems);
        QVERIFY(again && *again == *read);
    }

    void marksGroupsAndInnerFieldsSurviveARoundTrip()
    {
        QJsonObject deck = smallDeck();
        set(deck, {"tiles", 0, "features", 1, "inn"}, true);
        set(deck, {"tiles", 0, "features", 0, "cathedral"}, true);
        set(deck, {"tiles", 0, "features", 0, "goods"}, QJsonObject{{"grain", 2}, {"wine", 1}});
        // B becomes a city cap whose field is split: along three edges, and an inner field.
        set(deck, {"tiles", 1, "group"}, "my-own-set");
        Problems problems;
        set(deck, {"tiles", 1, "features"},
            QJsonArray{
                QJsonObject{{"kind", "city"}, {"slots", slotList({"N0", "N1", "N2"})}},
                QJsonObject{
                    {"kind", "field"},
                    {"slots", slotList({"E0", "E1", "E2", "S0", "S1", "S2", "W0", "W1", "W2"})},
                    {"cities", QJsonArray{0}}},
                QJsonObject{{"kind", "field"}, {"slots", QJsonArray()}, {"cities", QJsonArray{0}}},
            });
        const auto read =
            readDeck(QJsonDocument(deck).toJson(), QStringLiteral("a.json"), problems);
        QStringList all;
        for (const Problem& p : problems)
            all << describe(p);
        QVERIFY2(read, qPrintable(all.join(QLatin1Char('\n'))));
        const TileType& d = read->tiles[0];
        QVERIFY(d.features[1].has(Mark::Inn));
        QVERIFY(d.features[0].has(Mark::Cathedral));
        QCOMPARE(d.features[0].goods, (Goods{1, 2, 0}));
        QCOMPARE(read->tiles[1].group, TileGroup::Expansion);
        QCOMPARE(read->tiles[1].groupName(), QStringLiteral("my-own-set"));
        QCOMPARE(read->tiles[1].features[2].slotMask, SlotMask(0));
        const auto again = readDeck(writeDeck(*read), QStringLiteral("b.json"), problems);
        QVERIFY(again && *again == *read);
        const QJsonObject written = deckToJson(*read);
        const QJsonObject inner = written["tiles"][1]["features"][2].toObject();
        QVERIFY(inner.contains(QLatin1String("slots")) && inner["slots"].toArray().isEmpty());
        QCOMPARE(written["tiles"][0]["features"][0]["goods"].toObject(),
                 (QJsonObject{{"wine", 1}, {"grain", 2}}));
    }

    void customArtAndNamesSurviveARoundTrip()
    {
        QJsonObject deck = smallDeck();
        set(deck, {"tiles", 1, "art"}, QStringLiteral("<svg xmlns='http://www.w3.org/2000/svg'/>"));
        set(deck, {"tiles", 1, "name"}, QJsonObject{{"en", "Cloister"}, {"uk", "Монастир"}});
        Problems problems;
        const auto read =
            readDeck(QJsonDocument(deck).toJson(), QStringLiteral("a.json"), problems);
        QVERIFY(read);
        QCOMPARE(read->tiles[1].art, QStringLiteral("<svg xmlns='http://www.w3.org/2000/svg'/>"));
        QCOMPARE(read->tiles[1].name.value(QStringLiteral("uk")), QStringLiteral("Монастир"));
        const auto again = readDeck(writeDeck(*read), QStringLiteral("b.json"), problems);
        QVERIFY(again && *again == *read);
    }

    void everyRuleIsEnforcedAndNamed_data()
    {
        using Edit = std::function<void(QJsonObject&)>;
        QTest::addColumn<Edit>("breakIt");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("tileId");
        QTest::addColumn<int>("feature");
        QTest::addColumn<QString>("mentions");

        auto row = [](const char* name, Edit e, ProblemCode code, const char* tile, int feature,
                      const char* mentions) {
            QTest::newRow(name) << e << int(code) << QString::fromLatin1(tile) << feature
                                << QString::fromUtf8(mentions);
        };
        row(
            "unknown key at the top", [](QJsonObject& d) { d["colour"] = 1; },
            ProblemCode::UnknownKey, "", -1, "colour");
        row(
            "unknown key in a tile",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "rotation"}, 1);
            },
            ProblemCode::UnknownKey, "D", -1, "rotation");
        row(
            "unknown key in a feature",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 1, "slot"}, 1);
            },
            ProblemCode::UnknownKey, "D", 1, "slot");
        row(
            "wrong format", [](QJsonObject& d) { d["format"] = "bastide-game"; },
            ProblemCode::WrongFormat, "", -1, "bastide-deck");
        row(
            "future version", [](QJsonObject& d) { d["version"] = 2; },
            ProblemCode::UnsupportedVersion, "", -1, "2");
        row(
            "tiles missing", [](QJsonObject& d) { d.remove("tiles"); }, ProblemCode::MissingKey, "",
            -1, "tiles");
        row(
            "count is text",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "count"}, "two");
            },
            ProblemCode::WrongType, "D", -1, "count");
        row(
            "count is zero",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "count"}, 0);
            },
            ProblemCode::BadValue, "D", -1, "count");
        row(
            "count is fractional",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "count"}, 1.5);
            },
            ProblemCode::BadValue, "D", -1, "1.5");
        row(
            "unknown kind",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 0, "kind"}, "castle");
            },
            ProblemCode::BadValue, "D", 0, "castle");
        row(
            "unknown slot name",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 0, "slots"}, slotList({"N0", "N1", "N3"}));
            },
            ProblemCode::BadValue, "D", 0, "N3");
        row(
            "slot listed twice",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 0, "slots"}, slotList({"N0", "N1", "N2", "N1"}));
            },
            ProblemCode::SlotTwice, "D", 0, "N1");
        row(
            "no English deck name",
            [](QJsonObject& d) {
                d["name"] = QJsonObject{{"ru", "Тест"}};
            },
            ProblemCode::NoEnglishName, "", -1, "English");
        row(
            "bad language code",
            [](QJsonObject& d) {
                set(d, {"name", "Русский"}, "x");
            },
            ProblemCode::BadLanguage, "", -1, "Русский");
        row(
            "id too long",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "id"}, "abcdefghijklmnopq");
            },
            ProblemCode::BadId, "abcdefghijklmnopq", -1, "16");
        row(
            "id with a space",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "id"}, "two words");
            },
            ProblemCode::BadId, "two words", -1, "A-Z");
        row(
            "duplicate id",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "id"}, "D");
            },
            ProblemCode::DuplicateId, "D", -1, "same id");
        row(
            "slot in two features",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 3, "slots"},
                    slotList({"E2", "S0", "S1", "S2", "W0", "W1"}));
            },
            ProblemCode::SlotInTwoFeatures, "D", 3, "W1");
        row(
            "slot in no feature",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 3, "slots"}, slotList({"E2", "S0", "S2", "W0"}));
            },
            ProblemCode::SlotUncovered, "D", -1, "S1");
        row(
            "edge half city",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 0, "slots"}, slotList({"N0", "N1"}));
                set(d, {"tiles", 0, "features", 2, "slots"}, slotList({"N2", "E0", "W2"}));
            },
            ProblemCode::EdgeMixed, "D", -1, "north");
        row(
            "road on a corner slot",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 1, "slots"}, slotList({"E1", "W1", "S2"}));
                set(d, {"tiles", 0, "features", 3, "slots"}, slotList({"E2", "S0", "S1", "W0"}));
            },
            ProblemCode::PathOffMiddle, "D", 1, "S2");
        row(
            "feature without slots",
            [](QJsonObject& d) {
                edit(d, {"tiles", 0, "features"}, [](QJsonValue v) {
                    QJsonArray a = v.toArray();
                    a.append(QJsonObject{{"kind", "road"}});
                    return a;
                });
            },
            ProblemCode::BorderFeatureWithoutSlots, "D", 4, "no slot");
        row(
            "monastery with slots",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "features", 1, "slots"}, slotList({"N1"}));
            },
            ProblemCode::CentreWithSlots, "B", 1, "middle");
        row(
            "monastery and garden",
            [](QJsonObject& d) {
                edit(d, {"tiles", 1, "features"}, [](QJsonValue v) {
                    QJsonArray a = v.toArray();
                    a.append(QJsonObject{{"kind", "garden"}});
                    return a;
                });
            },
            ProblemCode::TwoCentres, "B", 2, "at most one");
        row(
            "shields on a road",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 1, "shields"}, 1);
            },
            ProblemCode::ShieldsOffCity, "D", 1, "only a city");
        row(
            "cities on a road",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 1, "cities"}, QJsonArray{0});
            },
            ProblemCode::CitiesOffField, "D", 1, "only a field");
        row(
            "field borders a road",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 2, "cities"}, QJsonArray{1});
            },
            ProblemCode::CityIndexInvalid, "D", 2, "1");
        row(
            "field lists a city twice",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 2, "cities"}, QJsonArray{0, 0});
            },
            ProblemCode::CityIndexTwice, "D", 2, "twice");
        row(
            "river on a base tile",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 1, "kind"}, "river");
            },
            ProblemCode::RiverOffRiverTile, "D", 1, "river group");
        row(
            "river tile with one river edge",
            [](QJsonObject& d) {
                edit(d, {"tiles"}, [](QJsonValue v) {
                    QJsonArray a = v.toArray();
                    QJsonObject t = a[2].toObject();
                    t["id"] = "bend";
                    t.remove("start");
                    a.append(t);
                    return a;
                });
            },
            ProblemCode::RiverEdgeCount, "bend", -1, "1");
        row(
            "no start tile",
            [](QJsonObject& d) {
                edit(d, {"tiles", 0}, [](QJsonValue v) {
                    QJsonObject o = v.toObject();
                    o.remove("start");
                    return o;
                });
            },
            ProblemCode::NoStartTile, "", -1, "start");
        row(
            "two start tiles",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "start"}, true);
            },
            ProblemCode::TwoStartTiles, "", -1, "more than one");
        row(
            "river without a lake",
            [](QJsonObject& d) {
                edit(d, {"tiles"}, [](QJsonValue v) {
                    QJsonArray a = v.toArray();
                    a.removeAt(3);
                    return a;
                });
            },
            ProblemCode::NoLake, "", -1, "lake");
        row(
            "two springs",
            [](QJsonObject& d) {
                edit(d, {"tiles"}, [](QJsonValue v) {
                    QJsonArray a = v.toArray();
                    QJsonObject t = a[2].toObject();
                    t["id"] = "spring2";
                    a.append(t);
                    return a;
                });
            },
            ProblemCode::TwoSprings, "", -1, "more than one spring");
        row(
            "two copies of the lake",
            [](QJsonObject& d) {
                set(d, {"tiles", 3, "count"}, 2);
            },
            ProblemCode::SpringOrLakeCount, "lake", -1, "one copy");
        row(
            "end on a base tile",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "end"}, true);
            },
            ProblemCode::EndOffRiver, "B", -1, "river tile");
        row(
            "no tiles", [](QJsonObject& d) { d["tiles"] = QJsonArray(); }, ProblemCode::NoTiles, "",
            -1, "no tiles");
        // The expansions' marks, inner fields and groups (spec §1, §2).
        row(
            "princess on a road",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 1, "princess"}, true);
            },
            ProblemCode::PrincessOffCity, "D", 1, "princess");
        row(
            "princess in the start tile's city",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 0, "princess"}, true);
            },
            ProblemCode::MarkOnStartOrRiver, "D", 0, "princess");
        row(
            "volcano on the start tile",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "volcano"}, true);
            },
            ProblemCode::MarkOnStartOrRiver, "D", -1, "volcano");
        row(
            "portal on the lake",
            [](QJsonObject& d) {
                set(d, {"tiles", 3, "portal"}, true);
            },
            ProblemCode::MarkOnStartOrRiver, "lake", -1, "portal");
        row(
            "dragon mark that is not true",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "dragon"}, false);
            },
            ProblemCode::BadValue, "B", -1, "dragon");
        row(
            "inn on a city",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 0, "inn"}, true);
            },
            ProblemCode::InnOffRoad, "D", 0, "inn");
        row(
            "cathedral on a road",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 1, "cathedral"}, true);
            },
            ProblemCode::CathedralOffCity, "D", 1, "cathedral");
        row(
            "goods on a field",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 3, "goods"}, QJsonObject{{"wine", 1}});
            },
            ProblemCode::GoodsOffCity, "D", 3, "goods");
        row(
            "goods of an unknown kind",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 0, "goods"}, QJsonObject{{"salt", 1}});
            },
            ProblemCode::BadValue, "D", 0, "salt");
        row(
            "goods count fractional",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 0, "goods"}, QJsonObject{{"cloth", 1.5}});
            },
            ProblemCode::BadValue, "D", 0, "1.5");
        row(
            "goods not an object",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 0, "goods"}, QJsonArray{"wine"});
            },
            ProblemCode::WrongType, "D", 0, "goods");
        row(
            "cathedral false",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 0, "cathedral"}, false);
            },
            ProblemCode::BadValue, "D", 0, "cathedral");
        row(
            "inn not a boolean",
            [](QJsonObject& d) {
                set(d, {"tiles", 0, "features", 1, "inn"}, 1);
            },
            ProblemCode::WrongType, "D", 1, "inn");
        row(
            "inner field bordering no city",
            [](QJsonObject& d) {
                edit(d, {"tiles", 1, "features"}, [](QJsonValue v) {
                    QJsonArray a = v.toArray();
                    a.append(QJsonObject{{"kind", "field"}, {"slots", QJsonArray()}});
                    return a;
                });
            },
            ProblemCode::InnerFieldWithoutCity, "B", 2, "inner field");
        row(
            "field without slots",
            [](QJsonObject& d) {
                edit(d, {"tiles", 0, "features", 3}, [](QJsonValue v) {
                    QJsonObject o = v.toObject();
                    o.remove("slots");
                    return o;
                });
            },
            ProblemCode::MissingKey, "D", 3, "slots");
        row(
            "group name with capitals",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "group"}, "Inns");
            },
            ProblemCode::BadGroupName, "B", -1, "Inns");
        row(
            "group name too long",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "group"}, QString(33, QLatin1Char('a')));
            },
            ProblemCode::BadGroupName, "B", -1, "32 characters");
        row(
            "start tile in an expansion set",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "group"}, "inns-cathedrals");
                set(d, {"tiles", 1, "start"}, true);
            },
            ProblemCode::StartInExpansion, "B", -1, "start tile");
        row(
            "too many tiles",
            [](QJsonObject& d) {
                set(d, {"tiles", 1, "count"}, 999);
            },
            ProblemCode::TooManyTiles, "", -1, "1000");
    }
    void everyRuleIsEnforcedAndNamed()
    {
        using Edit = std::function<void(QJsonObject&)>;
        QFETCH(Edit, breakIt);
        QFETCH(int, code);
        QFETCH(QString, tileId);
        QFETCH(int, feature);
        QFETCH(QString, mentions);
        QJsonObject deck = smallDeck();
        breakIt(deck);
        const Problems problems = readProblems(deck);
        auto it = std::find_if(problems.begin(), problems.end(),
                               [&](const Problem& p) { return int(p.code) == code; });
        QStringList all;
        for (const Problem& p : problems)
            all << describe(p);
        QVERIFY2(it != problems.end(), qPrintable(all.join(QLatin1Char('\n'))));
        QCOMPARE(it->tileId, tileId);
        QCOMPARE(it->feature, feature);
        const QString message = describe(*it);
        QVERIFY2(message.startsWith(QLatin1String("mine.json")), qPrintable(message));
        QVERIFY2(message.contains(mentions), qPrintable(message));
        if (!tileId.isEmpty())
            QVERIFY2(message.contains(QStringLiteral("tile '%1'").arg(tileId)),
                     qPrintable(message));
        if (feature >= 0)
            QVERIFY2(message.contains(QStringLiteral("feature %1").arg(feature)),
                     qPrintable(message));
    }

    void brokenJsonIsRefusedWithItsPosition()
    {
        Problems problems;
        QVERIFY(!readDeck(QByteArray(SmallDeck).left(200), QStringLiteral("cut.json"), problems));
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().code, ProblemCode::NotJson);
        QVERIFY(describe(problems.front()).contains(QLatin1String("cut.json")));
        problems.clear();
        QVERIFY(!readDeck("[1, 2]", QStringLiteral("array.json"), problems));
        QCOMPARE(problems.front().code, ProblemCode::NotAnObject);
    }

    void parseKeepsADeckWithRuleProblemsForTheEditor()
    {
        QJsonObject deck = smallDeck();
        set(deck, {"tiles", 1, "start"}, true);
        Problems problems;
        const auto parsed =
            parseDeck(QJsonDocument(deck).toJson(), QStringLiteral("a.json"), problems);
        QVERIFY(parsed);
        QVERIFY(problems.empty());
        QVERIFY(!validateDeck(*parsed).empty());
    }

    void missingFileIsReportedByName()
    {
        Problems problems;
        QVERIFY(!readFileBytes(QStringLiteral("/nonexistent/deck.json"), problems));
        QCOMPARE(problems.front().code, ProblemCode::CannotOpen);
        QVERIFY(describe(problems.front()).startsWith(QLatin1String("deck.json")));
    }
};

QTEST_GUILESS_MAIN(tst_DeckReader)
#include "tst_deckreader.moc"
