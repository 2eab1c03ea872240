// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Game records (spec §3): reading, replaying, refusing illegal moves by number, and writing
// back exactly what was read.

#include "engine/gamerecord.h"
#include "engine/messages.h"
#include "engine/standarddeck.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace bastide;

namespace {

QByteArray example(const char* name)
{
    QFile f(QStringLiteral(BASTIDE_SPEC_EXAMPLES "/") + QString::fromLatin1(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing example %s", name);
    return f.readAll();
}

QJsonObject shortStandardRecord()
{
    return QJsonDocument::fromJson(R"({
        "format": "bastide-game", "version": 1, "deck": "standard",
        "rules": {"river": false, "abbot": true, "farmers": "modern"},
        "players": [{"name": "Olga", "color": "red", "kind": "human"},
                    {"name": "Bot", "color": "blue", "kind": "ai", "level": "hard"}],
        "seed": 42,
        "moves": [{"tile": "E", "x": 0, "y": -1, "rotation": 2, "place": {"figure": "follower", "feature": 1}},
                  {"tile": "B", "x": 0, "y": 1, "rotation": 0, "place": {"figure": "abbot", "feature": 1}},
                  {"tile": "U", "x": 1, "y": 0, "rotation": 1}]
    })")
        .object();
}

struct Outcome
{
    std::optional<Game> game;
    Problems problems;
};

Outcome replayJson(const QJsonObject& o)
{
    Outcome out;
    const auto record =
        parseRecord(QJsonDocument(o).toJson(), QStringLiteral("game.json"), out.problems);
    if (record)
        out.game = replay(*record, QStringLiteral("game.json"), out.problems);
    return out;
}

} // namespace

class tst_GameRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void specExampleReplaysToItsPublishedScores()
    {
        Problems problems;
        const auto record =
            parseRecord(example("small-game.json"), QStringLiteral("small-game.json"), problems);
        QVERIFY(record);
        const auto game = replay(*record, QStringLiteral("small-game.json"), problems);
        QVERIFY(game);
        const QJsonObject expected =
            QJsonDocument::fromJson(example("small-game.scores.json")).object();
        QCOMPARE(game->isFinished(), expected[QLatin1String("finished")].toBool());
        const QJsonArray players = expected[QLatin1String("players")].toArray();
        QCOMPARE(game->playerCount(), int(players.size()));
        const char* categories[] = {"road", "city", "monastery", "garden", "field", "goods"};
        for (int p = 0; p < game->playerCount(); ++p) {
            const QJsonObject e = players[p].toObject();
            QCOMPARE(game->player(p).score(), e[QLatin1String("score")].toInt());
            for (int c = 0; c < ScoreCategoryCount; ++c)
                QCOMPARE(
                    game->player(p).breakdown[std::size_t(c)],
                    e[QLatin1String("breakdown")].toObject()[QLatin1String(categories[c])].toInt());
        }
    }

    void illegalExampleIsRefusedAtItsFifthMove()
    {
        Problems problems;
        const auto record = parseRecord(example("small-game-illegal.json"),
                                        QStringLiteral("small-game-illegal.json"), problems);
        QVERIFY(record);
        QVERIFY(!replay(*record, QStringLiteral("small-game-illegal.json"), problems));
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().move, 5);
        QCOMPARE(problems.front().moveError, MoveError::Occupied);
        QCOMPARE(describe(problems.front()),
                 QStringLiteral("small-game-illegal.json, move 5, tile 'lake': illegal move: that "
                                "spot is already taken"));
    }

    void writingAReplayedRecordReproducesIt()
    {
        const QJsonObject original = shortStandardRecord();
        const Outcome o = replayJson(original);
        QVERIFY(o.game);
        QJsonObject written = recordToJson(recordOf(*o.game, false));
        QCOMPARE(written, original);
    }

    void recordWithBagContinuesWithThatBag()
    {
        Outcome o = replayJson(shortStandardRecord());
        QVERIFY(o.game);
        const GameRecord saved = recordOf(*o.game, true);
        QCOMPARE(int(saved.bag->size()), o.game->tilesLeft());
        QJsonObject json = recordToJson(saved);
        QJsonArray bag = json[QLatin1String("bag")].toArray();
        const QJsonValue first = bag.first();
        bag[0] = bag.last();
        bag[bag.size() - 1] = first;
        json[QLatin1String("bag")] = bag;
        const Outcome reordered = replayJson(json);
        QVERIFY(reordered.game);
        QCOMPARE(reordered.game->tileSet().type(reordered.game->currentTile()).id,
                 bag[0].toString());
    }

    void recordWithoutBagIsFinishedOnlyWhenEveryTileWasUsed()
    {
        const Outcome o = replayJson(shortStandardRecord());
        QVERIFY(!o.game->isFinished());
        QCOMPARE(o.game->tilesLeft(), 71 - 3);
    }

    void refusedRecords_data()
    {
        QTest::addColumn<QJsonObject>("record");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("move");
        QTest::addColumn<QString>("mentions");
        auto row = [](const char* name, const std::function<void(QJsonObject&)>& edit,
                      ProblemCode code, int move, const char* mentions) {
            QJsonObject r = shortStandardRecord();
            edit(r);
            QTest::newRow(name) << r << int(code) << move << QString::fromUtf8(mentions);
        };
        auto moves = [](QJsonObject& r) { return r[QLatin1String("moves")].toArray(); };
        row(
            "unknown top-level key", [](QJsonObject& r) { r["score"] = 3; },
            ProblemCode::UnknownKey, -1, "score");
        row(
            "unknown key in a move",
            [&](QJsonObject& r) {
                QJsonArray m = moves(r);
                QJsonObject x = m[1].toObject();
                x["player"] = 1;
                m[1] = x;
                r["moves"] = m;
            },
            ProblemCode::UnknownKey, 2, "player");
        row(
            "unknown key in place",
            [&](QJsonObject& r) {
                QJsonArray m = moves(r);
                QJsonObject x = m[0].toObject();
                x["place"] = QJsonObject{{"figure", "follower"}, {"feature", 1}, {"who", 0}};
                m[0] = x;
                r["moves"] = m;
            },
            ProblemCode::UnknownKey, 1, "who");
        row(
            "unknown key in rules",
            [](QJsonObject& r) {
                r["rules"] = QJsonObject{{"inns", true}};
            },
            ProblemCode::UnknownKey, -1, "inns");
        row(
            "unknown key in a player",
            [](QJsonObject& r) {
                QJsonArray p = r["players"].toArray();
                QJsonObject x = p[0].toObject();
                x["age"] = 9;
                p[0] = x;
                r["players"] = p;
            },
            ProblemCode::UnknownKey, -1, "age");
        row(
            "one player",
            [](QJsonObject& r) {
                QJsonArray p = r["players"].toArray();
                p.removeLast();
                r["players"] = p;
            },
            ProblemCode::PlayerCount, -1, "1");
        row(
            "two reds",
            [](QJsonObject& r) {
                QJsonArray p = r["players"].toArray();
                QJsonObject x = p[1].toObject();
                x["color"] = "red";
                p[1] = x;
                r["players"] = p;
            },
            ProblemCode::DuplicateColor, -1, "red");
        row(
            "purple player",
            [](QJsonObject& r) {
                QJsonArray p = r["players"].toArray();
                QJsonObject x = p[1].toObject();
                x["color"] = "purple";
                p[1] = x;
                r["players"] = p;
            },
            ProblemCode::BadValue, -1, "purple");
        row(
            "human with a level",
            [](QJsonObject& r) {
                QJsonArray p = r["players"].toArray();
                QJsonObject x = p[0].toObject();
                x["level"] = "hard";
                p[0] = x;
                r["players"] = p;
            },
            ProblemCode::LevelOnHuman, -1, "computer");
        row(
            "unknown deck", [](QJsonObject& r) { r["deck"] = "expansion"; },
            ProblemCode::UnknownDeck, -1, "expansion");
        row(
            "river on a deck without river",
            [](QJsonObject& r) {
                QJsonObject deck = QJsonDocument::fromJson(example("small-deck.json")).object();
                QJsonArray tiles;
                for (const QJsonValue t : deck["tiles"].toArray())
                    if (t.toObject()["group"].toString() != QLatin1String("river"))
                        tiles.append(t);
                deck["tiles"] = tiles;
                r["deck"] = deck;
                r["rules"] = QJsonObject{{"river", true}};
                r["moves"] = QJsonArray();
            },
            ProblemCode::RiverWithoutRiverTiles, -1, "river");
        row(
            "unknown tile in a move",
            [&](QJsonObject& r) {
                QJsonArray m = moves(r);
                QJsonObject x = m[2].toObject();
                x["tile"] = "Z";
                m[2] = x;
                r["moves"] = m;
            },
            ProblemCode::UnknownTile, 3, "Z");
        row(
            "rotation out of range",
            [&](QJsonObject& r) {
                QJsonArray m = moves(r);
                QJsonObject x = m[2].toObject();
                x["rotation"] = 4;
                m[2] = x;
                r["moves"] = m;
            },
            ProblemCode::BadValue, 3, "rotation");
        row(
            "discard with a position",
            [&](QJsonObject& r) {
                QJsonArray m = moves(r);
                QJsonObject x = m[2].toObject();
                x["discard"] = true;
                m[2] = x;
                r["moves"] = m;
            },
            ProblemCode::BadValue, 3, "discarded");
        row(
            "illegal placement",
            [&](QJsonObject& r) {
                QJsonArray m = moves(r);
                QJsonObject x = m[2].toObject();
                x["x"] = 5;
                m[2] = x;
                r["moves"] = m;
            },
            ProblemCode::IllegalMove, 3, "touch");
        row(
            "figure on an occupied feature",
            [&](QJsonObject& r) {
                QJsonArray m = moves(r); // B's field joins the field of the farmer of move 1
                m[2] = QJsonObject{{"tile", "B"},
                                   {"x", 1},
                                   {"y", -1},
                                   {"rotation", 0},
                                   {"place", QJsonObject{{"figure", "follower"}, {"feature", 0}}}};
                r["moves"] = m;
            },
            ProblemCode::IllegalMove, 3, "already holds");
        row(
            "discard of a tile that fits",
            [&](QJsonObject& r) {
                QJsonArray m = moves(r);
                m[2] = QJsonObject{{"tile", "U"}, {"discard", true}};
                r["moves"] = m;
            },
            ProblemCode::IllegalMove, 3, "fits somewhere");
        row(
            "abbot returned by the wrong player",
            [&](QJsonObject& r) {
                QJsonArray m = moves(r);
                QJsonObject x = m[2].toObject();
                x["returnAbbot"] = true;
                m[2] = x;
                r["moves"] = m;
            },
            ProblemCode::IllegalMove, 3, "not on the board");
        row(
            "too many tiles of a type",
            [&](QJsonObject& r) {
                QJsonArray m = moves(r);
                for (int i = 0; i < 3; ++i)
                    m.append(QJsonObject{{"tile", "C"}, {"x", 10 + i}, {"y", 0}, {"rotation", 0}});
                r["moves"] = m;
            },
            ProblemCode::IllegalMove, 4, "");
        row(
            "bag with a tile too many",
            [](QJsonObject& r) {
                r["bag"] = QJsonArray{"C", "C"};
            },
            ProblemCode::BagMismatch, -1, "not drawn");
        row(
            "seed too large for JSON", [](QJsonObject& r) { r["seed"] = 1e300; },
            ProblemCode::BadValue, -1, "seed");
        row(
            "clock negative", [](QJsonObject& r) { r["clock"] = -1; }, ProblemCode::BadValue, -1,
            "clock");
        row(
            "unknown house rule",
            [](QJsonObject& r) {
                r["houseRules"] = QJsonArray{"no-pig", "no-dragon"};
            },
            ProblemCode::UnknownHouseRule, -1, "no-dragon");
        row(
            "house rule twice",
            [](QJsonObject& r) {
                r["houseRules"] = QJsonArray{"no-pig", "no-pig"};
            },
            ProblemCode::HouseRuleTwice, -1, "no-pig");
        row(
            "house rules not a list", [](QJsonObject& r) { r["houseRules"] = "no-pig"; },
            ProblemCode::WrongType, -1, "houseRules");
        row(
            "house rule not text", [](QJsonObject& r) { r["houseRules"] = QJsonArray{3}; },
            ProblemCode::WrongType, -1, "houseRules");
        row(
            "house rules inside rules",
            [](QJsonObject& r) {
                QJsonObject rules = r["rules"].toObject();
                rules["houseRules"] = QJsonArray{"no-pig"};
                r["rules"] = rules;
            },
            ProblemCode::UnknownKey, -1, "houseRules");
    }
    void refusedRecords()
    {
        QFETCH(QJsonObject, record);
        QFETCH(int, code);
        QFETCH(int, move);
        QFETCH(QString, mentions);
        const Outcome o = replayJson(record);
        QVERIFY(!o.game);
        QStringList all;
        for (const Problem& p : o.problems)
            all << describe(p);
        auto it = std::find_if(o.problems.begin(), o.problems.end(),
                               [&](const Problem& p) { return int(p.code) == code; });
        QVERIFY2(it != o.problems.end(), qPrintable(all.join(QLatin1Char('\n'))));
        QCOMPARE(it->move, move);
        const QString text = describe(*it);
        QVERIFY2(text.startsWith(QLatin1String("game.json")), qPrintable(text));
        QVERIFY2(text.contains(mentions), qPrintable(text));
        if (move > 0)
            QVERIFY2(text.contains(QStringLiteral("move %1").arg(move)), qPrintable(text));
    }

    void bagBreakingTheRiverOrderIsRefused()
    {
        QJsonObject r = shortStandardRecord();
        r["rules"] = QJsonObject{{"river", true}};
        r["moves"] = QJsonArray();
        const Outcome start = replayJson(r);
        QVERIFY(start.game);
        QJsonArray bag = recordToJson(recordOf(*start.game, true))["bag"].toArray();
        const QJsonValue firstRiverTile = bag.first();
        bag[0] = bag.last(); // a base tile before the river
        bag[bag.size() - 1] = firstRiverTile;
        r["bag"] = bag;
        const Outcome o = replayJson(r);
        QVERIFY(!o.game);
        QCOMPARE(o.problems.front().code, ProblemCode::BagOrder);
    }

    void moveAfterTheLastTileIsRefused()
    {
        QJsonObject r = QJsonDocument::fromJson(example("small-game.json")).object();
        QJsonArray m = r["moves"].toArray();
        m.append(m.last());
        r["moves"] = m;
        const Outcome o = replayJson(r);
        QVERIFY(!o.game);
        QCOMPARE(o.problems.front().move, int(m.size()));
    }

    void rulesDefaultToTheDeck()
    {
        QJsonObject r = shortStandardRecord();
        r.remove("rules");
        r["moves"] = QJsonArray();
        const Outcome o = replayJson(r);
        QVERIFY(o.game);
        QVERIFY(o.game->rules().river); // the standard deck has river tiles
        QVERIFY(o.game->rules().abbot);
        QCOMPARE(o.game->rules().farmers, FarmerScoring::Modern);
        QVERIFY(o.game->rules().expansions.isEmpty());
    }

    void expansionsAreReadAndWrittenAndLeftOutWhenEmpty()
    {
        QJsonObject r = shortStandardRecord();
        QJsonObject rules = r["rules"].toObject();
        rules["expansions"] = QJsonArray{"traders-builders", "inns-cathedrals"};
        r["rules"] = rules;
        const Outcome o = replayJson(r);
        QVERIFY(o.game);
        QCOMPARE(o.game->rules().expansions, QStringList({"traders-builders", "inns-cathedrals"}));
        QCOMPARE(o.game->tilesLeft(), 71 + 18 + 24 - 3);
        const QJsonObject written = recordToJson(recordOf(*o.game));
        QCOMPARE(written["rules"]["expansions"].toArray(),
                 (QJsonArray{"traders-builders", "inns-cathedrals"}));

        const Outcome plain = replayJson(shortStandardRecord());
        QVERIFY(plain.game);
        QCOMPARE(plain.game->tilesLeft(), 71 - 3);
        const QJsonObject plainRules = recordToJson(recordOf(*plain.game))["rules"].toObject();
        QVERIFY(!plainRules.contains(QLatin1String("expansions")));
    }

    void houseRulesAreReadAndWrittenAndLeftOutWhenNone()
    {
        QJsonObject r = shortStandardRecord();
        QJsonObject rules = r["rules"].toObject();
        rules["expansions"] = QJsonArray{"traders-builders", "inns-cathedrals"};
        r["rules"] = rules;
        r["houseRules"] = QJsonArray{"no-pig", "no-inns"};
        const Outcome o = replayJson(r);
        QVERIFY(o.game);
        QCOMPARE(o.game->rules().houseRules, QStringList({"no-pig", "no-inns"}));
        QVERIFY(!o.game->player(0).inSupply(FigureType::Pig));
        QVERIFY(o.game->player(0).inSupply(FigureType::Builder));
        const QJsonObject written = recordToJson(recordOf(*o.game, false));
        QCOMPARE(written, r); // at the top level, in the order read
        QVERIFY(!written["rules"].toObject().contains(QLatin1String("houseRules")));

        // A game by the book is written exactly as spec §3 says: no key at all.
        r.remove(QStringLiteral("houseRules"));
        const Outcome plain = replayJson(r);
        QVERIFY(plain.game);
        QVERIFY(plain.game->rules().houseRules.isEmpty());
        QVERIFY(!recordToJson(recordOf(*plain.game)).contains(QLatin1String("houseRules")));
    }

    void everyKnownHouseRuleBelongsToOneSet()
    {
        QStringList all;
        for (const char* set : {"inns-cathedrals", "traders-builders"}) {
            QCOMPARE(houseRulesOf(QString::fromLatin1(set)).size(), 3);
            all += houseRulesOf(QString::fromLatin1(set));
        }
        QCOMPARE(all, knownHouseRules());
        QVERIFY(houseRulesOf(QStringLiteral("my-own-group")).isEmpty());
        // Each one, alone, is read back.
        for (const QString& name : knownHouseRules()) {
            QJsonObject r = shortStandardRecord();
            r["houseRules"] = QJsonArray{name};
            const Outcome o = replayJson(r);
            QVERIFY2(o.game, qPrintable(name));
            QCOMPARE(o.game->rules().houseRules, QStringList{name});
        }
    }

    void aDealtBagIsLeftOutAndTheSeedDealsTheSameNextTiles()
    {
        const Outcome o = replayJson(shortStandardRecord());
        QVERIFY(o.game);
        QVERIFY(bagFollowsSeed(*o.game));
        // Written without its bag, read back: the next draws are the same tiles.
        const QByteArray bytes = writeRecord(recordOf(*o.game, false));
        QVERIFY(!QJsonDocument::fromJson(bytes).object().contains(QLatin1String("bag")));
        Problems problems;
        const auto parsed = parseRecord(bytes, QStringLiteral("game.json"), problems);
        QVERIFY(parsed);
        std::optional<Game> loaded = replay(*parsed, QStringLiteral("game.json"), problems);
        QVERIFY(loaded);
        Game original = *o.game;
        for (int draw = 0; draw < 10; ++draw) {
            QCOMPARE(loaded->currentTile(), original.currentTile());
            const std::vector<Move> moves = original.legalMoves();
            const Move& m = moves[std::size_t(draw * 7) % moves.size()];
            QCOMPARE(original.apply(m).error, MoveError::None);
            QCOMPARE(loaded->apply(m).error, MoveError::None);
        }
        QVERIFY(bagFollowsSeed(*loaded));
    }

    void aReorderedBagDoesNotFollowTheSeed()
    {
        Outcome o = replayJson(shortStandardRecord());
        QVERIFY(o.game);
        std::vector<TileTypeId> order(o.game->bag().begin(), o.game->bag().end());
        std::swap(order[0], order[5]);
        QCOMPARE(o.game->reorderBag(order), MoveError::None);
        QVERIFY(!bagFollowsSeed(*o.game));
        // Swapped back, it follows again: the order, not the history, decides.
        std::swap(order[0], order[5]);
        QCOMPARE(o.game->reorderBag(order), MoveError::None);
        QVERIFY(bagFollowsSeed(*o.game));
    }

    void aDesignersGroupIsInPlayOnlyWhenListed()
    {
        // The small example deck with its cloister tiles moved to a group of their own.
        QJsonObject r = QJsonDocument::fromJson(example("small-game.json")).object();
        QJsonObject deck = r["deck"].toObject();
        QJsonArray tiles = deck["tiles"].toArray();
        int moved = 0;
        for (qsizetype i = 0; i < tiles.size(); ++i) {
            QJsonObject t = tiles[i].toObject();
            if (t["group"].toString() != QLatin1String("river") && !t.contains("start")) {
                t["group"] = QStringLiteral("my-set");
                moved += t["count"].toInt();
                tiles[i] = t;
                break;
            }
        }
        QVERIFY(moved > 0);
        deck["tiles"] = tiles;
        r["deck"] = deck;
        r["moves"] = QJsonArray();
        r.remove("bag");
        const Outcome without = replayJson(r);
        QVERIFY(without.game);
        QJsonObject rules = r["rules"].toObject();
        rules["expansions"] = QJsonArray{"my-set"};
        r["rules"] = rules;
        const Outcome with = replayJson(r);
        QVERIFY(with.game);
        QCOMPARE(with.game->tilesLeft(), without.game->tilesLeft() + moved);
    }
};

QTEST_GUILESS_MAIN(tst_GameRecord)
#include "tst_gamerecord.moc"
