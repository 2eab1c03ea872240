// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A game saved before the River was made the published one (issue 14) opens in the game
// window on the River it was played with, says so, and is saved from then on with that
// deck inline, so no reader takes it for a game of today's standard deck.

#include "app/gamefiles.h"
#include "engine/gamerecord.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace bastide;

class tst_LegacyGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aGameOfTheEarlierRiverOpensOnItAndSaysSo_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("finished");
        QTest::newRow("finished") << "old-river-finished.json" << true;
        QTest::newRow("unfinished") << "old-river-unfinished.json" << false;
    }
    void aGameOfTheEarlierRiverOpensOnItAndSaysSo()
    {
        QFETCH(QString, file);
        QFETCH(bool, finished);
        QString error, note;
        const auto loaded =
            GameFiles::load(QStringLiteral(BASTIDE_TEST_DATA "/legacy/") + file, &error, &note);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->game.isFinished(), finished);
        QVERIFY(!loaded->record.setup->standardDeck);
        QVERIFY2(note.contains(file) && note.contains(QLatin1String("earlier River")),
                 qPrintable(note));
    }

    void itIsSavedAgainWithItsDeckInline()
    {
        QString error;
        const auto loaded = GameFiles::load(
            QStringLiteral(BASTIDE_TEST_DATA "/legacy/old-river-unfinished.json"), &error);
        QVERIFY2(loaded, qPrintable(error));
        Problems problems;
        const auto game = replay(loaded->record, QStringLiteral("old"), problems);
        QVERIFY(game);
        // The file layer's replay is the engine's.
        QCOMPARE(writeRecord(recordOf(*game, true)), writeRecord(recordOf(loaded->game, true)));
        QCOMPARE(game->player(0).score(), loaded->game.player(0).score());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("again.json"));
        QVERIFY2(GameFiles::save(*game, path, &error), qPrintable(error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(QJsonDocument::fromJson(saved.readAll()).object().value("deck").isObject());
        QString note;
        QVERIFY(GameFiles::load(path, &error, &note));
        QVERIFY(note.isEmpty()); // now an ordinary record with its own deck
    }

    void aGameOfTodaysDeckOpensWithoutANote()
    {
        QString error, note;
        QVERIFY(GameFiles::load(QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-game.json"), &error,
                                &note));
        QVERIFY(note.isEmpty());
    }
};

QTEST_MAIN(tst_LegacyGames)
#include "tst_legacygames.moc"
