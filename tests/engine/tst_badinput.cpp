// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Broken and hostile deck and game record files (tests/data/bad/, spec §2–3): each is
// refused with a problem that says what is wrong and where (file, tile, feature, move), and
// the control files next to them, which differ from the broken ones by one fault, are
// accepted.

#include "engine/deckjson.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/resource.h>

using namespace bastide;

Q_DECLARE_METATYPE(bastide::ProblemCode)
Q_DECLARE_METATYPE(bastide::MoveError)

namespace {

QString badDir()
{
    return QStringLiteral(BASTIDE_TEST_DATA "/bad");
}

/** Reads a deck or a record (and replays it) as the app would; returns what went wrong. */
Problems problemsReading(const QString& path)
{
    Problems problems;
    const QString name = QFileInfo(path).fileName();
    if (name.startsWith(QLatin1String("deck-")) || name.startsWith(QLatin1String("ok-deck"))) {
        if (const auto bytes = readFileBytes(path, problems))
            readDeck(*bytes, name, problems);
    } else if (const auto record = readRecordFile(path, problems)) {
        replay(*record, name, problems);
    }
    return problems;
}

QString listed(const Problems& problems)
{
    QStringList lines;
    for (const Problem& p : problems)
        lines << describe(p);
    return lines.join(QLatin1Char('\n'));
}

/** "start" is a tile id, "#3" the third tile of a deck by position, "" no tile at all. */
bool tileMatches(const Problem& p, const QString& tile)
{
    if (tile.isEmpty())
        return p.tile < 0 && p.tileId.isEmpty();
    if (tile.startsWith(QLatin1Char('#')))
        return p.tileId.isEmpty() && p.tile + 1 == tile.mid(1).toInt();
    return p.tileId == tile;
}

/** One broken file and the problem it must be refused with. */
struct BrokenFile
{
    QString file;
    ProblemCode code;
    QString tile;
    int feature;
    int move;
    QStringList facts; // what the message must say
    MoveError moveError = MoveError::None;
};

std::vector<BrokenFile> brokenFiles()
{
    std::vector<BrokenFile> files;
    auto row = [&](const char* file, ProblemCode code, const char* tile, int feature, int move,
                   const QStringList& facts) {
        files.push_back(BrokenFile{QString::fromLatin1(file), code, QString::fromUtf8(tile),
                                   feature, move, facts});
    };
    auto illegal = [&](const char* file, int move, const char* tile, MoveError error) {
        files.push_back(BrokenFile{QString::fromLatin1(file),
                                   ProblemCode::IllegalMove,
                                   QString::fromUtf8(tile),
                                   -1,
                                   move,
                                   {QStringLiteral("illegal move")},
                                   error});
    };
    using P = ProblemCode;
    using M = MoveError;

    // Not JSON, or not a deck at all.
    row("deck-empty.json", P::NotJson, "", -1, -1, {"not valid JSON", "line 1, column 1"});
    row("deck-truncated.json", P::NotJson, "", -1, -1, {"not valid JSON", "at line"});
    row("deck-trailing-garbage.json", P::NotJson, "", -1, -1, {"more text follows the end"});
    row("deck-not-utf8.json", P::NotJson, "", -1, -1, {"not valid JSON", "UTF-8"});
    row("deck-array.json", P::NotAnObject, "", -1, -1, {"JSON object"});
    row("deck-wrong-format.json", P::WrongFormat, "", -1, -1, {"format", "bastide-deck"});
    row("deck-version-2.json", P::UnsupportedVersion, "", -1, -1, {"version 2"});
    row("deck-version-string.json", P::WrongType, "", -1, -1, {"version", "integer"});
    row("deck-missing-tiles.json", P::MissingKey, "", -1, -1, {"tiles", "missing"});
    row("deck-missing-name.json", P::MissingKey, "", -1, -1, {"name", "missing"});
    row("deck-tiles-object.json", P::WrongType, "", -1, -1, {"tiles", "array"});
    row("deck-no-tiles.json", P::NoTiles, "", -1, -1, {"no tiles"});
    // Unknown keys and wrong types at every level of a deck.
    row("deck-unknown-key-top.json", P::UnknownKey, "", -1, -1, {"author"});
    row("deck-unknown-key-tile.json", P::UnknownKey, "cloister", -1, -1, {"colour"});
    row("deck-unknown-key-feature.json", P::UnknownKey, "curve", 1, -1, {"crops"});
    row("deck-tile-not-object.json", P::WrongType, "#2", -1, -1, {"tiles", "object"});
    row("deck-feature-not-object.json", P::WrongType, "curve", 0, -1, {"features", "object"});
    row("deck-slots-string.json", P::WrongType, "cloister", 0, -1, {"slots", "array"});
    row("deck-kind-number.json", P::WrongType, "curve", 0, -1, {"kind", "string"});
    row("deck-start-string.json", P::WrongType, "curve", -1, -1, {"start", "true or false"});
    row("deck-name-not-text.json", P::WrongType, "", -1, -1, {"name.ru", "string"});
    // Bad values.
    row("deck-count-zero.json", P::BadValue, "cloister", -1, -1, {"count", "0"});
    row("deck-count-huge.json", P::BadValue, "cloister", -1, -1, {"count", "e+300"});
    row("deck-count-fraction.json", P::BadValue, "cloister", -1, -1, {"count", "2.5"});
    row("deck-count-string.json", P::WrongType, "cloister", -1, -1, {"count", "integer"});
    row("deck-too-many-tiles.json", P::TooManyTiles, "", -1, -1, {"too large", "1003", "1000"});
    row("deck-too-many-features.json", P::BadValue, "cloister", -1, -1,
        {"features", "33 features"});
    row("deck-unknown-kind.json", P::BadValue, "curve", 0, -1, {"kind", "castle"});
    row("deck-group-bad-name.json", P::BadGroupName, "curve", -1, -1,
        {"The Lake", "1 to 32 characters"});
    row("deck-slot-unknown.json", P::BadValue, "curve", 2, -1, {"slots", "W3"});
    row("deck-slot-number.json", P::BadValue, "curve", 2, -1, {"slots", "not a slot name"});
    row("deck-shields-huge.json", P::BadValue, "start", 0, -1, {"shields", "100"});
    row("deck-shields-negative.json", P::BadValue, "start", 0, -1, {"shields", "-1"});
    row("deck-city-index-huge.json", P::BadValue, "start", 2, -1, {"cities", "1000000000"});
    // Ids.
    row("deck-duplicate-id.json", P::DuplicateId, "cloister", -1, -1, {"same id"});
    row("deck-id-with-space.json", P::BadId, "road curve", -1, -1, {"1 to 16 characters"});
    row("deck-id-too-long.json", P::BadId, "a-very-long-curve-id", -1, -1, {"1 to 16 characters"});
    row("deck-id-empty.json", P::BadId, "#3", -1, -1, {"tile #3", "1 to 16 characters"});
    // Tile geometry (spec §1).
    row("deck-tile-without-features.json", P::SlotUncovered, "curve", -1, -1, {"N0", "no feature"});
    row("deck-feature-without-slots.json", P::BorderFeatureWithoutSlots, "curve", 2, -1,
        {"no slot"});
    row("deck-slot-twice.json", P::SlotTwice, "curve", 0, -1, {"S1", "twice"});
    row("deck-slot-in-two-features.json", P::SlotInTwoFeatures, "curve", 2, -1,
        {"W1", "another feature"});
    row("deck-edge-mixed.json", P::EdgeMixed, "start", -1, -1, {"north edge", "one terrain"});
    row("deck-road-off-middle.json", P::PathOffMiddle, "curve", 0, -1, {"middle slots", "W2"});
    row("deck-shields-on-road.json", P::ShieldsOffCity, "curve", 0, -1, {"only a city", "shields"});
    row("deck-cities-on-city.json", P::CitiesOffField, "start", 0, -1, {"only a field"});
    // The marks and inner fields of the expansions (spec §1).
    row("deck-inn-on-city.json", P::InnOffRoad, "start", 0, -1, {"only a road", "inn"});
    row("deck-cathedral-on-road.json", P::CathedralOffCity, "curve", 0, -1,
        {"only a city", "cathedral"});
    row("deck-goods-on-field.json", P::GoodsOffCity, "curve", 1, -1, {"only a city", "goods"});
    row("deck-goods-unknown-kind.json", P::BadValue, "start", 0, -1, {"goods", "beer"});
    row("deck-goods-zero.json", P::BadValue, "start", 0, -1, {"goods.wine", "0"});
    row("deck-goods-empty.json", P::BadValue, "start", 0, -1, {"goods", "{}"});
    row("deck-inn-false.json", P::BadValue, "curve", 0, -1, {"inn", "false"});
    row("deck-inner-field-without-city.json", P::InnerFieldWithoutCity, "curve", 2, -1,
        {"inner field", "border a city"});
    row("deck-field-without-slots-key.json", P::MissingKey, "curve", 2, -1, {"slots", "missing"});
    row("deck-start-in-expansion.json", P::StartInExpansion, "curve", -1, -1,
        {"base tile", "spring"});
    row("deck-city-index-not-city.json", P::CityIndexInvalid, "start", 2, -1,
        {"city 1", "not a city"});
    row("deck-city-index-twice.json", P::CityIndexTwice, "start", 2, -1, {"city 0", "twice"});
    row("deck-two-centres.json", P::TwoCentres, "cloister", 2, -1,
        {"at most one monastery or garden"});
    row("deck-monastery-with-slots.json", P::CentreWithSlots, "cloister", 1, -1, {"no slots"});
    row("deck-river-on-base-tile.json", P::RiverOffRiverTile, "curve", 0, -1, {"river group"});
    // The deck as a whole (spec §2).
    row("deck-no-start-tile.json", P::NoStartTile, "", -1, -1, {"start tile"});
    row("deck-two-start-tiles.json", P::TwoStartTiles, "", -1, -1, {"more than one", "start tile"});
    row("deck-end-on-base-tile.json", P::EndOffRiver, "curve", -1, -1,
        {"only a river tile", "end"});
    row("deck-start-and-end.json", P::StartAndEnd, "cloister", -1, -1,
        {"both the start and the end"});
    row("deck-no-english-name.json", P::NoEnglishName, "", -1, -1, {"English"});
    row("deck-bad-language.json", P::BadLanguage, "", -1, -1, {"english", "language code"});
    row("deck-river-without-lake.json", P::NoLake, "", -1, -1, {"no lake"});
    row("deck-river-two-springs.json", P::TwoSprings, "", -1, -1, {"more than one spring"});
    row("deck-river-two-spring-copies.json", P::SpringOrLakeCount, "spring", -1, -1,
        {"one copy each"});
    row("deck-river-three-edges.json", P::RiverEdgeCount, "stream", -1, -1,
        {"two river edges", "has 3"});

    // Records: structure, and unknown keys at every level.
    row("game-truncated.json", P::NotJson, "", -1, -1, {"not valid JSON", "not closed"});
    row("game-deep-nesting.json", P::NotJson, "", -1, -1, {"nested too deeply"});
    row("game-wrong-format.json", P::WrongFormat, "", -1, -1, {"bastide-game"});
    row("game-unknown-key-top.json", P::UnknownKey, "", -1, -1, {"winner"});
    row("game-unknown-key-rules.json", P::UnknownKey, "", -1, -1, {"dragons"});
    row("game-unknown-key-player.json", P::UnknownKey, "", -1, -1, {"age"});
    row("game-unknown-key-move.json", P::UnknownKey, "", -1, 3, {"move 3", "score"});
    row("game-unknown-key-place.json", P::UnknownKey, "", -1, 2, {"move 2", "colour"});
    row("game-unknown-key-inline-tile.json", P::UnknownKey, "cloister", -1, -1, {"weight"});
    row("game-moves-object.json", P::WrongType, "", -1, -1, {"moves", "array"});
    row("game-move-not-object.json", P::WrongType, "", -1, 5, {"move 5", "object"});
    row("game-player-not-object.json", P::WrongType, "", -1, -1, {"players[0]", "object"});
    row("game-abbot-string.json", P::WrongType, "", -1, -1, {"abbot", "true or false"});
    row("game-deck-number.json", P::WrongType, "", -1, -1, {"deck", "standard"});
    // Records: deck, rules and players.
    row("game-unknown-deck.json", P::UnknownDeck, "", -1, -1, {"inns-and-cathedrals"});
    row("game-inline-deck-invalid.json", P::DuplicateId, "cloister", -1, -1, {"same id"});
    row("game-river-without-river-tiles.json", P::RiverWithoutRiverTiles, "", -1, -1,
        {"river rule"});
    row("game-expansion-unknown.json", P::UnknownExpansion, "", -1, -1,
        {"dragons", "known expansion"});
    row("game-expansion-river.json", P::UnknownExpansion, "", -1, -1,
        {"\"river\"", "not expansions"});
    row("game-expansion-twice.json", P::ExpansionTwice, "", -1, -1, {"traders-builders", "twice"});
    row("game-house-rule-unknown.json", P::UnknownHouseRule, "", -1, -1,
        {"no-dragons", "house rule", "no-pig, no-goods"});
    row("game-house-rule-twice.json", P::HouseRuleTwice, "", -1, -1, {"no-goods", "twice"});
    row("game-expansions-not-strings.json", P::WrongType, "", -1, -1,
        {"expansions", "array of strings"});
    row("game-unknown-farmers.json", P::BadValue, "", -1, -1, {"farmers", "medieval"});
    row("game-one-player.json", P::PlayerCount, "", -1, -1, {"2 to 6", "not 1"});
    row("game-seven-players.json", P::PlayerCount, "", -1, -1, {"2 to 6", "not 7"});
    row("game-duplicate-color.json", P::DuplicateColor, "", -1, -1, {"colour red"});
    row("game-unknown-color.json", P::BadValue, "", -1, -1, {"color", "purple"});
    row("game-unknown-player-kind.json", P::BadValue, "", -1, -1, {"kind", "robot"});
    row("game-level-on-human.json", P::LevelOnHuman, "", -1, -1, {"computer player"});
    row("game-seed-negative.json", P::BadValue, "", -1, -1, {"seed", "-1"});
    row("game-seed-huge.json", P::BadValue, "", -1, -1, {"seed", "1e+20"});
    row("game-clock-negative.json", P::BadValue, "", -1, -1, {"clock", "-5"});
    // Records: malformed moves.
    row("game-unknown-tile.json", P::UnknownTile, "", -1, 5, {"move 5", "ZZ"});
    row("game-move-without-tile.json", P::MissingKey, "", -1, 5, {"move 5", "tile"});
    row("game-rotation-4.json", P::BadValue, "", -1, 5, {"move 5", "rotation", "4"});
    row("game-coordinate-huge.json", P::BadValue, "", -1, 5, {"move 5", "2000000000"});
    row("game-coordinate-fraction.json", P::BadValue, "", -1, 5, {"move 5", "2.5"});
    row("game-discard-with-position.json", P::BadValue, "", -1, 5, {"move 5", "discarded tile"});
    row("game-move-unknown-figure.json", P::BadValue, "", -1, 5, {"move 5", "knight"});
    // Records: illegal moves at every point of a turn (spec §4).
    illegal("game-base-tile-before-river.json", 1, "U", M::RiverTilesFirst);
    illegal("game-small-lake-first.json", 1, "lake", M::LakeLast);
    illegal("game-tile-not-in-bag.json", 6, "X", M::TileNotInBag);
    illegal("game-move-on-occupied-cell.json", 5, "U", M::Occupied);
    illegal("game-move-not-touching.json", 5, "U", M::NotTouching);
    illegal("game-move-edge-mismatch.json", 5, "E", M::EdgeMismatch);
    illegal("game-small-river-wrong-way.json", 2, "river-bend", M::RiverMustContinue);
    illegal("game-small-river-same-bend.json", 4, "river-city-bend", M::RiverSameBend);
    illegal("game-discard-but-fits.json", 5, "U", M::DiscardButFits);
    illegal("game-move-no-such-feature.json", 5, "U", M::NoSuchFeature);
    illegal("game-small-move-21-no-such-feature.json", 21, "city-cap", M::NoSuchFeature);
    illegal("game-small-figure-on-river.json", 1, "river-straight", M::NoFigureOnRiver);
    illegal("game-farmer-when-off.json", 2, "B", M::FarmersOff);
    illegal("game-abbot-when-off.json", 2, "B", M::AbbotOff);
    illegal("game-big-when-off.json", 1, "U", M::FigureNotInGame);
    illegal("game-pig-when-off.json", 3, "W", M::FigureNotInGame);
    illegal("game-builder-when-off.json", 3, "U", M::FigureNotInGame);
    illegal("game-big-none-left.json", 3, "B", M::BigNotInSupply);
    illegal("game-builder-without-follower.json", 2, "U", M::BuilderNeedsFollower);
    illegal("game-builder-on-completed-road.json", 3, "W", M::BuilderFeatureCompleted);
    illegal("game-pig-without-farmer.json", 3, "U", M::PigNeedsFarmer);
    illegal("game-pig-farmers-none.json", 2, "E", M::PigFarmersOff);
    illegal("game-pig-house-ruled-out.json", 3, "W", M::FigureLeftOut);
    illegal("game-move-abbot-on-city.json", 2, "E", M::AbbotNeedsMonasteryOrGarden);
    illegal("game-move-follower-in-garden.json", 2, "V-garden", M::GardenTakesOnlyAbbot);
    illegal("game-move-feature-occupied.json", 5, "U", M::FeatureOccupied);
    illegal("game-move-second-abbot.json", 6, "B", M::AbbotNotInSupply);
    illegal("game-return-abbot-not-on-board.json", 2, "U", M::AbbotNotOnBoard);
    illegal("game-return-abbot-and-figure.json", 5, "U", M::FigureAndAbbotReturn);
    files.push_back(BrokenFile{QStringLiteral("game-small-move-after-end.json"),
                               P::MoveAfterEnd,
                               QStringLiteral("city-cap"),
                               -1,
                               25,
                               {"move 25", "after the last tile"},
                               M::GameOver});
    // Records: a saved bag that disagrees with the deck and the moves.
    row("game-bag-mismatch.json", P::BagMismatch, "", -1, -1, {"bag", "2 listed", "67 not drawn"});
    row("game-small-bag-tile-missing.json", P::BagMismatch, "", -1, -1,
        {"21 listed", "22 not drawn"});
    row("game-small-bag-lake-first.json", P::BagOrder, "", -1, -1, {"bag order", "lake last"});
    row("game-bag-unknown-tile.json", P::UnknownTile, "", -1, -1, {"QQ"});
    row("game-bag-not-text.json", P::UnknownTile, "", -1, -1, {"not a tile id"});
    return files;
}

// Hostile files too large to commit, made at run time.

const QByteArray HugeDeckHead =
    R"({"format":"bastide-deck","version":1,"name":{"en":"Huge"},"tiles":[)";
const QByteArray HugeGameHead =
    R"({"format":"bastide-game","version":1,"deck":"standard","players":[)"
    R"({"name":"A","color":"red","kind":"human"},{"name":"B","color":"blue","kind":"human"}],)";

QByteArray repeated(const QByteArray& item, int times)
{
    QByteArray out;
    out.reserve((item.size() + 1) * qsizetype(times));
    for (int i = 0; i < times; ++i) {
        if (i > 0)
            out += ',';
        out += item;
    }
    return out;
}

/** The start tile of the standard deck (D) as a deck file writes it. */
QByteArray tile(const QByteArray& id, int count, bool start)
{
    return R"({"id":")" + id + R"(","count":)" + QByteArray::number(count) +
           (start ? R"(,"start":true)" : "") +
           R"(,"features":[{"kind":"city","slots":["N0","N1","N2"]},{"kind":"road","slots":["E1","W1"]},)"
           R"({"kind":"field","slots":["E0","W2"],"cities":[0]},)"
           R"({"kind":"field","slots":["E2","S0","S1","S2","W0"]}]})";
}

QByteArray startTile(int count = 3)
{
    return tile("start", count, true);
}

QByteArray deckOf(const QByteArray& tiles, const QByteArray& extraTopLevel = {})
{
    return HugeDeckHead + tiles + "]" + extraTopLevel + "}";
}

QByteArray manyTileTypes(int types)
{
    QByteArray tiles = startTile();
    for (int i = 1; i < types; ++i)
        tiles += "," + tile("t" + QByteArray::number(i), 1, false);
    return deckOf(tiles);
}

QByteArray manyUnknownKeys(int keys)
{
    QByteArray out;
    for (int i = 0; i < keys; ++i)
        out += ",\"k" + QByteArray::number(i) + "\":0";
    return out;
}

QByteArray tilesWithBrokenFeatures(int tiles, int features)
{
    const QByteArray broken =
        R"({"kind":"road","slots":["N0","N1","N2","E0","E1","E2","S0","S1","S2","W0","W1","W2"],)"
        R"("cities":[0,1,2,3,4,5,6,7,8,9,10,11]})";
    QByteArray list = startTile(1);
    for (int i = 1; i < tiles; ++i) {
        list += R"(,{"id":"t)" + QByteArray::number(i) + R"(","count":1,"features":[)" +
                repeated(broken, features) + "]}";
    }
    return deckOf(list);
}

/** The contents of each generated hostile file, made only when its row runs. */
QByteArray hugeFile(const QString& name)
{
    if (name == QLatin1String("deck-huge-10000-tile-types.json"))
        return manyTileTypes(10'000);
    if (name == QLatin1String("deck-huge-count.json"))
        return deckOf(startTile(10'000));
    if (name == QLatin1String("deck-huge-17-megabytes.json"))
        return deckOf(startTile().replace("\"count\"", "\"art\":\"" + QByteArray(17 << 20, 'x') +
                                                           "\",\"count\""));
    if (name == QLatin1String("deck-huge-nesting.json"))
        return HugeDeckHead + QByteArray(100'000, '[') + QByteArray(100'000, ']') + "]}";
    if (name == QLatin1String("deck-huge-number.json"))
        return deckOf(startTile().replace("\"count\":3", "\"count\":1" + QByteArray(100'000, '0')));
    if (name == QLatin1String("deck-huge-slot-list.json"))
        return deckOf(
            startTile().replace(R"(["N0","N1","N2"])", "[" + repeated(R"("N0")", 3'000'000) + "]"));
    if (name == QLatin1String("deck-huge-city-list.json"))
        return deckOf(startTile().replace("[0]", "[" + repeated("0", 5'000'000) + "]"));
    if (name == QLatin1String("deck-huge-id.json"))
        return deckOf(startTile().replace("\"start\",", "\"" + QByteArray(1'000'000, 'a') + "\","));
    if (name == QLatin1String("deck-huge-kind.json"))
        return deckOf(startTile().replace("\"city\"", "\"" + QByteArray(10'000'000, 'k') + "\""));
    if (name == QLatin1String("deck-huge-600000-unknown-keys.json"))
        return deckOf(startTile(), manyUnknownKeys(600'000));
    if (name == QLatin1String("deck-huge-broken-features.json"))
        return tilesWithBrokenFeatures(1000, 32);
    if (name == QLatin1String("game-huge-100000-moves.json"))
        return HugeGameHead + R"("moves":[)" +
               repeated(R"({"tile":"U","x":1,"y":0,"rotation":1})", 100'000) + "]}";
    if (name == QLatin1String("game-huge-bag.json"))
        return HugeGameHead + R"("moves":[],"bag":[)" + repeated(R"("U")", 1'000'000) + "]}";
    if (name == QLatin1String("game-huge-players.json"))
        return R"({"format":"bastide-game","version":1,"deck":"standard","moves":[],"players":[)" +
               repeated(R"({"name":"A","color":"red","kind":"human"})", 10'000) + "]}";
    return {};
}

long peakMemoryMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024; // kilobytes on Linux
}

} // namespace

class tst_BadInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyBrokenFileIsRefusedNamingItsFault_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ProblemCode>("code");
        QTest::addColumn<QString>("tile");
        QTest::addColumn<int>("feature");
        QTest::addColumn<int>("move");
        QTest::addColumn<MoveError>("moveError");
        QTest::addColumn<QStringList>("facts");
        for (const BrokenFile& b : brokenFiles()) {
            QTest::newRow(qPrintable(b.file))
                << b.file << b.code << b.tile << b.feature << b.move << b.moveError << b.facts;
        }
    }

    void everyBrokenFileIsRefusedNamingItsFault()
    {
        QFETCH(QString, file);
        QFETCH(ProblemCode, code);
        QFETCH(QString, tile);
        QFETCH(int, feature);
        QFETCH(int, move);
        QFETCH(MoveError, moveError);
        QFETCH(QStringList, facts);

        const Problems problems = problemsReading(badDir() + QLatin1Char('/') + file);
        QVERIFY2(!problems.empty(), "the file was accepted");
        for (const Problem& p : problems) {
            QCOMPARE(p.file, file);
            QVERIFY2(describe(p).startsWith(file + QLatin1Char(',')) ||
                         describe(p).startsWith(file + QLatin1Char(':')),
                     qPrintable(describe(p)));
        }
        const auto found = std::find_if(problems.begin(), problems.end(), [&](const Problem& p) {
            return p.code == code && tileMatches(p, tile) && p.feature == feature &&
                   p.move == move && p.moveError == moveError;
        });
        QVERIFY2(
            found != problems.end(),
            qPrintable(QStringLiteral("expected problem not found among:\n") + listed(problems)));
        const QString text = describe(*found);
        for (const QString& fact : facts)
            QVERIFY2(text.contains(fact),
                     qPrintable(QStringLiteral("\"%1\" lacks \"%2\"").arg(text, fact)));
        if (code == ProblemCode::IllegalMove)
            QVERIFY2(text.contains(describe(moveError)), qPrintable(text));
        if (!tile.isEmpty() && !tile.startsWith(QLatin1Char('#')))
            QVERIFY2(text.contains(QStringLiteral("tile '%1'").arg(tile)), qPrintable(text));
        if (feature >= 0)
            QVERIFY2(text.contains(QStringLiteral("feature %1").arg(feature)), qPrintable(text));
        if (move >= 1)
            QVERIFY2(text.contains(QStringLiteral("move %1").arg(move)), qPrintable(text));
    }

    void everyFileOfTheFolderHasAnExpectedProblem()
    {
        QStringList expected;
        for (const BrokenFile& b : brokenFiles())
            expected << b.file;
        const QStringList files = QDir(badDir()).entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(files.size() >= 40);
        for (const QString& f : files) {
            if (!f.startsWith(QLatin1String("ok-")))
                QVERIFY2(expected.contains(f),
                         qPrintable(f + QStringLiteral(" has no row in brokenFiles()")));
        }
        QCOMPARE(expected.removeDuplicates(), 0);
    }

    void hugeFilesAreRefusedInBoundedMemory_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ProblemCode>("code");
        QTest::addColumn<QStringList>("facts");
        using P = ProblemCode;
        auto row = [](const char* file, ProblemCode code, const QStringList& facts) {
            QTest::newRow(file) << QString::fromLatin1(file) << code << facts;
        };
        row("deck-huge-10000-tile-types.json", P::TooManyTileTypes,
            {"10000 tile types", "at most 1000"});
        row("deck-huge-count.json", P::BadValue, {"count", "10000"});
        row("deck-huge-17-megabytes.json", P::TooLarge, {"too large", "at most 16777216"});
        row("deck-huge-nesting.json", P::NotJson, {"nested too deeply"});
        row("deck-huge-number.json", P::NotJson, {"number cannot be read"});
        row("deck-huge-slot-list.json", P::BadValue, {"slots", "3000000 entries, at most 12"});
        row("deck-huge-city-list.json", P::BadValue, {"cities", "5000000 entries, at most 12"});
        row("deck-huge-id.json", P::BadId, {"1 to 16 characters"});
        row("deck-huge-kind.json", P::BadValue, {"kind", "kkkk"});
        row("deck-huge-600000-unknown-keys.json", P::TooManyProblems,
            {"too many problems", "further problems not listed: 599900"});
        row("deck-huge-broken-features.json", P::TooManyProblems, {"too many problems"});
        row("game-huge-100000-moves.json", P::BadValue, {"moves", "100000 moves"});
        row("game-huge-bag.json", P::BagMismatch, {"1000000 tiles in the bag"});
        row("game-huge-players.json", P::PlayerCount, {"not 10000"});
    }

    void hugeFilesAreRefusedInBoundedMemory()
    {
        QFETCH(QString, file);
        QFETCH(ProblemCode, code);
        QFETCH(QStringList, facts);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(file);
        QByteArray contents = hugeFile(file);
        QVERIFY(!contents.isEmpty());
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            QCOMPARE(out.write(contents), contents.size());
        }
        contents.clear();

        const Problems problems = problemsReading(path);
        QVERIFY2(!problems.empty(), "the file was accepted");
        QVERIFY2(problems.size() <= MaxProblems + 1, qPrintable(QString::number(problems.size())));
        const auto found = std::find_if(problems.begin(), problems.end(),
                                        [&](const Problem& p) { return p.code == code; });
        QVERIFY2(found != problems.end(), qPrintable(listed(problems).left(2000)));
        for (const QString& fact : facts)
            QVERIFY2(describe(*found).contains(fact), qPrintable(describe(*found)));
        for (const Problem& p : problems) {
            QCOMPARE(p.file, file);
            QVERIFY2(describe(p).size() < 300, qPrintable(describe(p).left(300)));
        }
        // Reading a file of at most 16 MB must not take gigabytes, whatever it holds.
        QVERIFY2(peakMemoryMb() < 1024, qPrintable(QStringLiteral("%1 MB").arg(peakMemoryMb())));
    }

    void controlFilesAreAccepted_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* f : {"ok-deck.json", "ok-deck-river.json", "ok-deck-expansions.json",
                              "ok-game-standard.json", "ok-game-standard-expansions.json",
                              "ok-game-small-with-bag.json", "ok-game-house-rules.json"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }

    void controlFilesAreAccepted()
    {
        QFETCH(QString, file);
        const Problems problems = problemsReading(badDir() + QLatin1Char('/') + file);
        QVERIFY2(problems.empty(), qPrintable(listed(problems)));
    }
};

QTEST_GUILESS_MAIN(tst_BadInput)
#include "tst_badinput.moc"
