// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/gamerecord.h"

#include "engine/deckjson.h"
#include "engine/deckvalidator.h"
#include "engine/jsonchecker.h"
#include "engine/legacydeck.h"
#include "engine/marks.h"
#include "engine/rules/ruleset.h"
#include "engine/standarddeck.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace bastide {

namespace {

constexpr const char* FormatName = "bastide-game";
constexpr qint64 MaxSeed = (qint64(1) << 53) - 1; // integers a JSON number holds exactly

QString farmersName(FarmerScoring f)
{
    switch (f) {
    case FarmerScoring::Modern:
        return QStringLiteral("modern");
    case FarmerScoring::Classic:
        return QStringLiteral("classic");
    case FarmerScoring::None:
        return QStringLiteral("none");
    }
    return {};
}

std::shared_ptr<const TileSet> readDeckRef(const QJsonObject& o, const JsonChecker& c,
                                           bool& standard)
{
    const auto it = o.find(QLatin1String("deck"));
    if (it == o.end()) {
        c.report(ProblemCode::MissingKey, QStringLiteral("deck"));
        return nullptr;
    }
    if (it->isString()) {
        if (it->toString() != QLatin1String("standard")) {
            c.report(ProblemCode::UnknownDeck, QStringLiteral("deck"), it->toString());
            return nullptr;
        }
        standard = true;
        return standardTileSet();
    }
    if (!it->isObject()) {
        c.report(ProblemCode::WrongType, QStringLiteral("deck"), DetailWording::StandardOrObject);
        return nullptr;
    }
    auto deck = readDeck(it->toObject(), c);
    return deck ? TileSet::build(std::move(*deck)) : nullptr;
}

/** `rules.expansions`: known sets, or groups of the deck; each once (spec §3). */
QStringList readExpansions(const QJsonArray& sets, const JsonChecker& c, const Deck& deck)
{
    QStringList expansions;
    if (sets.size() > 64) {
        c.report(ProblemCode::BadValue, QStringLiteral("expansions"), DetailWording::Entries,
                 sets.size());
        return expansions;
    }
    for (const QJsonValue v : sets) {
        if (!v.isString()) {
            c.report(ProblemCode::WrongType, QStringLiteral("expansions"),
                     DetailWording::ArrayOfStrings);
            continue;
        }
        const QString set = v.toString();
        if (expansions.contains(set)) {
            c.report(ProblemCode::ExpansionTwice, QStringLiteral("expansions"), set);
            continue;
        }
        if (!isKnownExpansion(set) && !deck.hasGroup(set)) {
            c.report(ProblemCode::UnknownExpansion, QStringLiteral("expansions"), set);
            continue;
        }
        expansions << set;
    }
    return expansions;
}

/** `houseRules` (docs/formats.md §7): names houseRulesOf() knows, each once. */
QStringList readHouseRules(const QJsonObject& o, const JsonChecker& c)
{
    QStringList houseRules;
    const auto array = c.array(o, "houseRules", false);
    if (!array)
        return houseRules;
    if (array->size() > 64) {
        c.report(ProblemCode::BadValue, QStringLiteral("houseRules"), DetailWording::Entries,
                 array->size());
        return houseRules;
    }
    for (const QJsonValue v : *array) {
        if (!v.isString()) {
            c.report(ProblemCode::WrongType, QStringLiteral("houseRules"),
                     DetailWording::ArrayOfStrings);
            continue;
        }
        const QString name = v.toString();
        if (houseRules.contains(name))
            c.report(ProblemCode::HouseRuleTwice, QStringLiteral("houseRules"), name);
        else if (!knownHouseRules().contains(name))
            c.report(ProblemCode::UnknownHouseRule, QStringLiteral("houseRules"), name);
        else
            houseRules << name;
    }
    return houseRules;
}

/** A tile in play whose mark needs its set (the dragon's) makes the rules invalid without
 *  it; a set this version does not play counts as absent (spec §3, marks.h). */
void checkMarksInPlay(const Rules& rules, const JsonChecker& c, const Deck& deck)
{
    for (const TileType& t : deck.tiles) {
        if (!t.marks || !inPlay(t, rules))
            continue;
        for (const MarkInfo& m : markRegistry()) {
            const QString set = QString::fromLatin1(m.set);
            if (m.needsSet && t.has(m.mark) &&
                !(rules.hasExpansion(set) && RuleSet::knowsSet(set))) {
                Problem p;
                p.code = ProblemCode::MarkNeedsSet;
                p.key = QStringLiteral("expansions");
                p.tileId = t.id;
                p.detail = QString::fromLatin1(m.key);
                c.add(p);
                return;
            }
        }
    }
}

std::optional<Rules> readRules(const QJsonObject& o, const JsonChecker& c, const Deck& deck)
{
    Rules rules;
    rules.river = deck.hasRiver();
    const auto object = c.object(o, "rules", false);
    if (!object) {
        checkMarksInPlay(rules, c, deck);
        return rules;
    }
    c.onlyKeys(*object, {"river", "abbot", "farmers", "expansions"});
    if (const auto river = c.boolean(*object, "river", false))
        rules.river = *river;
    if (const auto abbot = c.boolean(*object, "abbot", false))
        rules.abbot = *abbot;
    if (const auto farmers = c.string(*object, "farmers", false)) {
        bool known = false;
        for (FarmerScoring f :
             {FarmerScoring::Modern, FarmerScoring::Classic, FarmerScoring::None}) {
            if (*farmers == farmersName(f)) {
                rules.farmers = f;
                known = true;
            }
        }
        if (!known)
            c.report(ProblemCode::BadValue, QStringLiteral("farmers"), *farmers);
    }
    if (rules.river && !deck.hasRiver())
        c.report(ProblemCode::RiverWithoutRiverTiles, QStringLiteral("river"));
    if (const auto sets = c.array(*object, "expansions", false))
        rules.expansions = readExpansions(*sets, c, deck);
    checkMarksInPlay(rules, c, deck);
    return rules;
}

std::vector<PlayerSetup> readPlayers(const QJsonObject& o, const JsonChecker& c)
{
    std::vector<PlayerSetup> players;
    const auto array = c.array(o, "players", true);
    if (!array)
        return players;
    if (array->size() < MinPlayers || array->size() > MaxPlayers) {
        c.report(ProblemCode::PlayerCount, QStringLiteral("players"),
                 QString::number(array->size()));
        return players;
    }
    for (qsizetype i = 0; i < array->size(); ++i) {
        if (!array->at(i).isObject()) {
            c.report(ProblemCode::WrongType, QStringLiteral("players[%1]").arg(i),
                     QStringLiteral("object"));
            continue;
        }
        const QJsonObject p = array->at(i).toObject();
        c.onlyKeys(p, {"name", "color", "kind", "level"});
        PlayerSetup player;
        player.name = c.string(p, "name", true).value_or(QString());
        if (const auto color = c.string(p, "color", true)) {
            if (const auto parsed = colorFromName(*color))
                player.color = *parsed;
            else
                c.report(ProblemCode::BadValue, QStringLiteral("color"), *color);
            for (const PlayerSetup& other : players) {
                if (colorFromName(*color) && other.color == player.color)
                    c.report(ProblemCode::DuplicateColor, QStringLiteral("color"), *color);
            }
        }
        if (const auto kind = c.string(p, "kind", true)) {
            if (*kind == QLatin1String("human"))
                player.kind = PlayerKind::Human;
            else if (*kind == QLatin1String("ai"))
                player.kind = PlayerKind::Ai;
            else
                c.report(ProblemCode::BadValue, QStringLiteral("kind"), *kind);
        }
        if (const auto level = c.string(p, "level", false)) {
            if (player.kind == PlayerKind::Human)
                c.report(ProblemCode::LevelOnHuman, QStringLiteral("level"));
            player.level = *level;
        }
        players.push_back(player);
    }
    return players;
}

} // namespace

std::optional<GameRecord> parseRecord(const QByteArray& bytes, const QString& fileName,
                                      Problems& problems)
{
    Problem where;
    where.file = fileName;
    JsonChecker c(problems, where);
    const auto o = parseJsonObject(bytes, c);
    if (!o)
        return std::nullopt;
    const std::size_t before = c.problemCount();
    c.onlyKeys(*o, {"format", "version", "deck", "rules", "houseRules", "players", "seed", "moves",
                    "bag", "clock"});
    if (const auto format = c.string(*o, "format", true);
        format && *format != QLatin1String(FormatName))
        c.report(ProblemCode::WrongFormat, QStringLiteral("format"),
                 QString::fromLatin1(FormatName));
    if (const auto version = c.integer(*o, "version", 0, 1 << 30, true); version && *version != 1)
        c.report(ProblemCode::UnsupportedVersion, QStringLiteral("version"),
                 QString::number(*version));

    auto setup = std::make_shared<GameSetup>();
    setup->tiles = readDeckRef(*o, c, setup->standardDeck);
    if (!setup->tiles)
        return std::nullopt; // moves and bag name tiles of the deck: nothing more to check
    const TileSet& tiles = *setup->tiles;
    if (const auto rules = readRules(*o, c, tiles.deck()))
        setup->rules = *rules;
    setup->rules.houseRules = readHouseRules(*o, c);
    setup->players = readPlayers(*o, c);
    if (const auto seed = c.integer(*o, "seed", 0, MaxSeed, false))
        setup->seed = std::uint64_t(*seed);

    GameRecord record;
    if (const auto moves = c.array(*o, "moves", true)) {
        // One move per tile drawn, and at most one abbey move or decline per player.
        if (moves->size() > tiles.deck().totalTiles() + qsizetype(setup->players.size())) {
            c.report(ProblemCode::BadValue, QStringLiteral("moves"), DetailWording::MovesAtMost,
                     moves->size(), tiles.deck().totalTiles() + qsizetype(setup->players.size()));
        } else {
            for (qsizetype i = 0; i < moves->size(); ++i) {
                const JsonChecker mc = c.withMove(int(i) + 1);
                if (!moves->at(i).isObject()) {
                    mc.report(ProblemCode::WrongType, QStringLiteral("moves"),
                              DetailWording::Object);
                    continue;
                }
                if (auto m = moveFromJson(moves->at(i).toObject(), tiles, mc))
                    record.moves.push_back(*m);
            }
        }
    }
    if (const auto bag = c.array(*o, "bag", false)) {
        std::vector<TileTypeId> order;
        if (bag->size() > tiles.deck().totalTiles()) {
            c.report(ProblemCode::BagMismatch, QStringLiteral("bag"), DetailWording::TilesInBag,
                     bag->size());
        } else {
            for (const QJsonValue v : *bag) {
                const TileTypeId t = v.isString() ? tiles.indexOf(v.toString()) : TileTypeId();
                if (t.valid())
                    order.push_back(t);
                else if (v.isString())
                    c.report(ProblemCode::UnknownTile, QStringLiteral("bag"), v.toString());
                else
                    c.report(ProblemCode::UnknownTile, QStringLiteral("bag"),
                             DetailWording::NotATileId);
            }
        }
        record.bag = std::move(order);
    }
    record.clock = c.number(*o, "clock", 0.001, 86400.0, false);
    if (c.problemCount() != before)
        return std::nullopt;
    record.setup = std::move(setup);
    return record;
}

std::optional<GameRecord> readRecordFile(const QString& path, Problems& problems)
{
    const auto bytes = readFileBytes(path, problems);
    return bytes ? parseRecord(*bytes, QFileInfo(path).fileName(), problems) : std::nullopt;
}

std::optional<Game> replay(const GameRecord& record, const QString& fileName, Problems& problems,
                           std::vector<MoveOutcome>* outcomes)
{
    Game game(record.setup, record.setup->seed.value_or(0));
    if (outcomes)
        outcomes->reserve(record.moves.size());
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const Move& move = record.moves[i];
        MoveOutcome outcome = game.apply(move);
        MoveError error = outcome.error;
        // Only the last move may stop before its last decision (spec §3, pending decisions).
        const bool last = i + 1 == record.moves.size();
        if (error == MoveError::None && !last && game.moveInProgress())
            error = MoveError::DecisionMissing;
        if (error == MoveError::None) {
            if (outcomes)
                outcomes->push_back(std::move(outcome));
            continue;
        }
        Problem p;
        p.file = fileName;
        p.move = int(i) + 1;
        if (move.tile.valid())
            p.tileId = game.tileSet().type(move.tile).id;
        p.code =
            error == MoveError::GameOver ? ProblemCode::MoveAfterEnd : ProblemCode::IllegalMove;
        p.moveError = error;
        problems.push_back(p);
        explainLegacyRiver(record, problems);
        return std::nullopt;
    }
    if (record.bag) {
        const MoveError error = game.reorderBag(*record.bag);
        if (error != MoveError::None) {
            Problem p;
            p.file = fileName;
            p.key = QStringLiteral("bag");
            if (error == MoveError::TileNotInBag) {
                p.code = ProblemCode::BagMismatch;
                p.wording = DetailWording::ListedNotDrawn;
                p.detail = QString::number(record.bag->size());
                p.limit = game.tilesLeft();
            } else {
                p.code = ProblemCode::BagOrder;
            }
            problems.push_back(p);
            explainLegacyRiver(record, problems);
            return std::nullopt;
        }
    }
    return game;
}

GameRecord recordOf(const Game& game, bool withBag)
{
    GameRecord record;
    record.setup = game.sharedSetup();
    record.moves = game.moves();
    // A move waiting for another player's decision is written as far as it went (spec §3);
    // one whose figure action is still open is not a record's move yet.
    if (const Move* inProgress = game.moveInProgress(); inProgress && !game.laidTile())
        record.moves.push_back(*inProgress);
    if (withBag) {
        const auto bag = game.bag();
        record.bag = std::vector<TileTypeId>(bag.begin(), bag.end());
    }
    return record;
}

bool bagFollowsSeed(const Game& game)
{
    Problems problems;
    const std::optional<Game> dealt = replay(recordOf(game, false), QString(), problems);
    if (!dealt)
        return false;
    const auto a = dealt->bag();
    const auto b = game.bag();
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

QJsonObject recordToJson(const GameRecord& record)
{
    const GameSetup& setup = *record.setup;
    const TileSet& tiles = *setup.tiles;
    QJsonObject o;
    o.insert(QStringLiteral("format"), QString::fromLatin1(FormatName));
    o.insert(QStringLiteral("version"), 1);
    if (setup.standardDeck)
        o.insert(QStringLiteral("deck"), QStringLiteral("standard"));
    else
        o.insert(QStringLiteral("deck"), deckToJson(tiles.deck()));
    QJsonObject rules;
    rules.insert(QStringLiteral("river"), setup.rules.river);
    rules.insert(QStringLiteral("abbot"), setup.rules.abbot);
    rules.insert(QStringLiteral("farmers"), farmersName(setup.rules.farmers));
    if (!setup.rules.expansions.isEmpty())
        rules.insert(QStringLiteral("expansions"),
                     QJsonArray::fromStringList(setup.rules.expansions));
    o.insert(QStringLiteral("rules"), rules);
    // Our extension (docs/formats.md §7), only when a house rule is on: a game by the book
    // is written exactly as spec §3 says.
    if (!setup.rules.houseRules.isEmpty())
        o.insert(QStringLiteral("houseRules"), QJsonArray::fromStringList(setup.rules.houseRules));
    QJsonArray players;
    for (const PlayerSetup& p : setup.players) {
        QJsonObject po;
        po.insert(QStringLiteral("name"), p.name);
        po.insert(QStringLiteral("color"), colorName(p.color));
        po.insert(QStringLiteral("kind"),
                  p.kind == PlayerKind::Ai ? QStringLiteral("ai") : QStringLiteral("human"));
        if (p.kind == PlayerKind::Ai && !p.level.isEmpty())
            po.insert(QStringLiteral("level"), p.level);
        players.append(po);
    }
    o.insert(QStringLiteral("players"), players);
    if (setup.seed)
        o.insert(QStringLiteral("seed"), qint64(*setup.seed));
    QJsonArray moves;
    for (const Move& m : record.moves)
        moves.append(moveToJson(m, tiles));
    o.insert(QStringLiteral("moves"), moves);
    if (record.bag) {
        QJsonArray bag;
        for (const TileTypeId t : *record.bag)
            bag.append(tiles.type(t).id);
        o.insert(QStringLiteral("bag"), bag);
    }
    if (record.clock)
        o.insert(QStringLiteral("clock"), *record.clock);
    return o;
}

QByteArray writeRecord(const GameRecord& record)
{
    return QJsonDocument(recordToJson(record)).toJson(QJsonDocument::Indented);
}

} // namespace bastide
