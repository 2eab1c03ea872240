// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How long the art takes: one 256 px tile painted from scratch, and a whole 1920x1080 board
// (the standard deck laid out, 30 figures) repainted from the pixmap cache. A benchmark,
// labelled "bench" so CI leaves it out.

#include "art/tilepainter.h"
#include "artfixture.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

class tst_ArtBenchmark : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void paintOneTileUncached_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("D city, road and two fields") << QStringLiteral("D");
        QTest::newRow("C full city with shield") << QStringLiteral("C");
        QTest::newRow("RK river with a bridge") << QStringLiteral("RK");
        QTest::newRow("L city and a junction") << QStringLiteral("L");
        QTest::newRow("all 44 types, one after another") << QString();
    }
    void paintOneTileUncached()
    {
        QFETCH(QString, id);
        const Deck& deck = standardDeck();
        std::vector<const TileType*> tiles;
        if (id.isEmpty()) {
            for (const TileType& t : deck.tiles)
                tiles.push_back(&t);
        } else {
            tiles.push_back(&deck.tiles[std::size_t(deck.indexOf(id))]);
        }
        QImage image(256, 256, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&image);
        // Warm the ground textures, shared by every tile of one size, as any board does.
        TilePainter::paint(p, deck.tiles.front(), Rotation(0), QRectF(0, 0, 256, 256));
        QBENCHMARK
        {
            for (const TileType* t : tiles)
                TilePainter::paint(p, *t, Rotation(1), QRectF(0, 0, 256, 256));
        }
    }

    void repaintFullBoardFromCache()
    {
        const Game game = playedGame(3, 4, 0);
        QVERIFY2(game.board().placedCount() >= 80,
                 qPrintable(QString::number(game.board().placedCount())));
        SampleBoard board(game);
        board.fillFigures(30);
        QCOMPARE(board.figureCount(), 30);
        QImage screen(1920, 1080, QImage::Format_ARGB32_Premultiplied);
        const int tileSize = board.tileSizeFor(screen.size());
        ArtCache cache;
        {
            QPainter warm(&screen);
            board.paint(warm, cache, screen.rect(), tileSize, 1.0, false);
        }
        const int rendered = cache.renderCount();
        qInfo("board: %d tiles, %d figures, %d px tiles", game.board().placedCount(),
              board.figureCount(), tileSize);
        QBENCHMARK
        {
            QPainter p(&screen);
            p.fillRect(screen.rect(), QColor(0x5b, 0x4a, 0x3a));
            board.paint(p, cache, screen.rect(), tileSize, 1.0, false);
        }
        QCOMPARE(cache.renderCount(), rendered); // every repaint came from the cache
    }
};

QTEST_MAIN(tst_ArtBenchmark)
#include "tst_artbenchmark.moc"
