// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Records saved before the River was made the published one (issue 14) name the deck
// "standard" but were played with other River tiles under the same ids. "standard" means
// today's deck, so such a record is refused, with a message saying why; the legacy deck
// replays it as it was played, carried inline, which is a record of the spec as it stands.
// The fixtures in tests/data/legacy were played with the old deck and saved the old way.

#include "engine/ai/randomplayer.h"
#include "engine/deckjson.h"
#include "engine/legacydeck.h"
#include "engine/messages.h"
#include "engine/standarddeck.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace bastide;

namespace {

QString fixture(const char* name)
{
    return QStringLiteral(BASTIDE_TEST_DATA "/legacy/") + QString::fromLatin1(name);
}

GameRecord read(const QString& path)
{
    Problems problems;
    auto record = readRecordFile(path, problems);
    if (!record)
        qFatal("%s", qPrintable(describe(problems.front())));
    return *record;
}

std::vector<int> scores(const Game& game)
{
    std::vector<int> s;
    for (int p = 0; p < game.playerCount(); ++p)
        s.push_back(game.player(p).score());
    return s;
}

} // namespace

class tst_LegacyRiver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theLegacyDeckKeepsTheBaseTilesAndTheOldRiver()
    {
        const Deck& legacy = legacyDeck();
        const Deck& standard = standardDeck();
        int base = 0;
        for (const TileType& t : legacy.tiles) {
            if (t.group != TileGroup::Base)
                continue;
            ++base;
            const int i = standard.indexOf(t.id);
            QVERIFY2(i >= 0, qPrintable(t.id));
            const TileType& now = standard.tiles[std::size_t(i)];
            QVERIFY2(now.count == t.count && now.start == t.start && now.features == t.features,
                     qPrintable(t.id));
        }
        QCOMPARE(base, 32);
        // The old River defined most ids otherwise: that is why its records need it.
        const TileType& oldRb = legacy.tiles[std::size_t(legacy.indexOf(QStringLiteral("RB")))];
        const TileType& newRb = standard.tiles[std::size_t(standard.indexOf(QStringLiteral("RB")))];
        QVERIFY(oldRb.features != newRb.features);
    }

    void anOldRecordIsRefusedSayingItWasPlayedWithTheEarlierRiver_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("finished") << fixture("old-river-finished.json");
        QTest::newRow("unfinished") << fixture("old-river-unfinished.json");
    }
    void anOldRecordIsRefusedSayingItWasPlayedWithTheEarlierRiver()
    {
        QFETCH(QString, file);
        const GameRecord record = read(file);
        QVERIFY(record.setup->standardDeck);
        Problems problems;
        QVERIFY(!replay(record, QStringLiteral("old.json"), problems));
        QCOMPARE(int(problems.size()), 1);
        const Problem& p = problems.front();
        QCOMPARE(p.code, ProblemCode::LegacyRiver);
        QCOMPARE(p.move, 2);
        QCOMPARE(p.tileId, QStringLiteral("RE"));
        const QString text = describe(p);
        QVERIFY2(text.startsWith(QLatin1String("old.json, move 2, tile 'RE': ")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("earlier River")), qPrintable(text));
    }

    void onTheLegacyDeckAnOldRecordReplaysAsItWasPlayed()
    {
        const GameRecord record = read(fixture("old-river-finished.json"));
        const auto legacy = onLegacyDeck(record);
        QVERIFY(legacy);
        QVERIFY(!legacy->setup->standardDeck);
        Problems problems;
        const auto game = replay(*legacy, QStringLiteral("old.json"), problems);
        QVERIFY2(game, problems.empty() ? "" : qPrintable(describe(problems.front())));
        QVERIFY(game->isFinished());

        // The same as replaying it with the old deck written out inline.
        QFile file(fixture("old-river-finished.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
        o.insert(QStringLiteral("deck"), deckToJson(legacyDeck()));
        const auto inlined =
            parseRecord(QJsonDocument(o).toJson(), QStringLiteral("inline.json"), problems);
        QVERIFY(inlined);
        const auto expected = replay(*inlined, QStringLiteral("inline.json"), problems);
        QVERIFY(expected);
        QCOMPARE(scores(*game), scores(*expected));
    }

    void anOldUnfinishedGameGoesOnWithItsBagAndSavesItsDeckInline()
    {
        const auto legacy = onLegacyDeck(read(fixture("old-river-unfinished.json")));
        QVERIFY(legacy);
        Problems problems;
        auto game = replay(*legacy, QStringLiteral("old.json"), problems);
        QVERIFY(game);
        QCOMPARE(int(game->moves().size()), 25);
        QCOMPARE(game->tilesLeft(), 82 - 25);
        RandomPlayer player(3);
        QCOMPARE(game->apply(player.choose(*game, nullptr)).error, MoveError::None);

        // Saved again, it names no deck by name: any reader of the spec replays it.
        const QByteArray saved = writeRecord(recordOf(*game));
        const QJsonObject o = QJsonDocument::fromJson(saved).object();
        QVERIFY(o.value(QStringLiteral("deck")).isObject());
        QCOMPARE(o.value(QStringLiteral("deck"))
                     .toObject()
                     .value(QStringLiteral("name"))
                     .toObject()
                     .value(QStringLiteral("en")),
                 QJsonValue(QStringLiteral("Base game with Bastide's earlier River")));
        const auto again = parseRecord(saved, QStringLiteral("saved.json"), problems);
        QVERIFY(again);
        const auto resumed = replay(*again, QStringLiteral("saved.json"), problems);
        QVERIFY2(resumed, problems.empty() ? "" : qPrintable(describe(problems.front())));
        QCOMPARE(resumed->tilesLeft(), game->tilesLeft());
        QCOMPARE(scores(*resumed), scores(*game));
    }

    void aRecordTodaysRiverCanPlayIsReadOnTodaysDeck()
    {
        // The old record's first move is legal with the published River too: cut there,
        // the record is a game of the standard deck, whatever deck it was saved from.
        GameRecord record = read(fixture("old-river-unfinished.json"));
        std::vector<TileTypeId> bag;
        for (std::size_t i = 1; i < record.moves.size(); ++i)
            bag.push_back(record.moves[i].tile);
        bag.insert(bag.end(), record.bag->begin(), record.bag->end());
        record.moves.resize(1);
        record.bag = bag;
        Problems problems;
        const auto game = replay(record, QStringLiteral("short.json"), problems);
        QVERIFY2(game, problems.empty() ? "" : qPrintable(describe(problems.front())));
        QVERIFY(game->setup().standardDeck);
        QCOMPARE(game->tileSet().deck().name, standardDeck().name);
    }

    void anIllegalRecordOfTodaysRiverIsNotTakenForAnOldOne()
    {
        auto setup = std::make_shared<GameSetup>();
        setup->tiles = standardTileSet();
        setup->standardDeck = true;
        setup->rules = Rules{true, true, FarmerScoring::Modern, {}};
        setup->seed = 11;
        for (int p = 0; p < 2; ++p)
            setup->players.push_back(
                PlayerSetup{QStringLiteral("P%1").arg(p), PlayerColor(p), PlayerKind::Ai, {}});
        Game game(setup, 11);
        RandomPlayer player(5);
        for (int i = 0; i < 14; ++i)
            QCOMPARE(game.apply(player.choose(game, nullptr)).error, MoveError::None);
        GameRecord record = recordOf(game);
        record.moves[5].placement.cell = record.moves[4].placement.cell; // an occupied cell
        Problems problems;
        QVERIFY(!replay(record, QStringLiteral("bad.json"), problems));
        QCOMPARE(problems.front().code, ProblemCode::IllegalMove);
        QCOMPARE(problems.front().move, 6);
    }

    void onlyRiverGamesOfTheBuiltInDeckHaveALegacyReading()
    {
        GameRecord record = read(fixture("old-river-finished.json"));
        auto noRiver = std::make_shared<GameSetup>(*record.setup);
        noRiver->rules.river = false;
        record.setup = noRiver;
        QVERIFY(!onLegacyDeck(record));
        auto inlined = std::make_shared<GameSetup>(*noRiver);
        inlined->rules.river = true;
        inlined->standardDeck = false;
        record.setup = inlined;
        QVERIFY(!onLegacyDeck(record));
    }
};

QTEST_GUILESS_MAIN(tst_LegacyRiver)
#include "tst_legacyriver.moc"
