// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The pixmap cache hands back what it rendered for the same key, renders anew for anything
// that changes the picture, and never for what does not.

#include "art/artcache.h"
#include "engine/standarddeck.h"

#include <QGuiApplication>
#include <QTest>

using namespace bastide;

namespace {
TileType standardTile(const char* id)
{
    return standardDeck().tiles[std::size_t(standardDeck().indexOf(QString::fromLatin1(id)))];
}
} // namespace

class tst_ArtCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theSameKeyReturnsTheCachedPixmap()
    {
        ArtCache cache;
        const TileType d = standardTile("D");
        const std::uint64_t id = ArtCache::identityOf(d);
        const QPixmap first = cache.tile(d, id, Rotation(1), 64, 1.0);
        QCOMPARE(cache.renderCount(), 1);
        const QPixmap again = cache.tile(d, id, Rotation(1), 64, 1.0);
        QCOMPARE(cache.renderCount(), 1);
        QCOMPARE(again.cacheKey(), first.cacheKey());
    }

    void rotationSizeAndPixelRatioEachGetTheirOwnPixmap()
    {
        ArtCache cache;
        const TileType d = standardTile("D");
        const std::uint64_t id = ArtCache::identityOf(d);
        cache.tile(d, id, Rotation(0), 64, 1.0);
        cache.tile(d, id, Rotation(1), 64, 1.0);
        cache.tile(d, id, Rotation(1), 80, 1.0);
        cache.tile(d, id, Rotation(1), 64, 2.0);
        QCOMPARE(cache.renderCount(), 4);
        QVERIFY(ArtCache::tileKey(id, Rotation(0), 64, 1) !=
                ArtCache::tileKey(id, Rotation(1), 64, 1));
        QVERIFY(ArtCache::tileKey(id, Rotation(1), 64, 1) !=
                ArtCache::tileKey(id, Rotation(1), 64, 2));
        QVERIFY(ArtCache::tileKey(id, Rotation(1), 64, 2) !=
                ArtCache::tileKey(id, Rotation(1), 128, 1));
    }

    void pixmapsAreRenderedAtDevicePixelsAndCarryTheRatio()
    {
        ArtCache cache;
        const QPixmap tile = cache.tile(standardTile("E"), Rotation(0), 50, 2.0);
        QCOMPARE(tile.size(), QSize(100, 100));
        QCOMPARE(tile.devicePixelRatio(), 2.0);
        QCOMPARE(tile.deviceIndependentSize(), QSizeF(50, 50));
        const QPixmap figure = cache.figure(FigureKind::Abbot, PlayerColor::Green, 20, 1.5);
        QCOMPARE(figure.size(), QSize(30, 30));
        QCOMPARE(figure.devicePixelRatio(), 1.5);
    }

    void aChangedTileDefinitionGetsANewIdentity_data()
    {
        QTest::addColumn<QString>("change");
        QTest::newRow("a slot moves to another feature") << QStringLiteral("slots");
        QTest::newRow("a shield is added") << QStringLiteral("shield");
        QTest::newRow("a garden is added") << QStringLiteral("garden");
        QTest::newRow("svg art is set") << QStringLiteral("art");
        QTest::newRow("the id changes") << QStringLiteral("id");
        QTest::newRow("the lake mark is set") << QStringLiteral("end");
    }
    void aChangedTileDefinitionGetsANewIdentity()
    {
        QFETCH(QString, change);
        const TileType before = standardTile("D");
        TileType after = before;
        if (change == u"slots") {
            after.features[2].slotMask &= SlotMask(~(1u << 3)); // E0 leaves the city-side field
            after.features[3].slotMask |= SlotMask(1u << 3);
        } else if (change == u"shield") {
            after.features[0].shields = 1;
        } else if (change == u"garden") {
            after.features.push_back(Feature{FeatureKind::Garden, 0, 0, {}});
        } else if (change == u"art") {
            after.art = QStringLiteral("<svg xmlns='http://www.w3.org/2000/svg'/>");
        } else if (change == u"id") {
            after.id = QStringLiteral("D2");
        } else {
            after.end = true;
        }
        QVERIFY(ArtCache::identityOf(after) != ArtCache::identityOf(before));

        ArtCache cache;
        cache.tile(before, Rotation(0), 64, 1.0);
        cache.tile(after, Rotation(0), 64, 1.0);
        QCOMPARE(cache.renderCount(), 2); // the edited tile is never served the old picture
    }

    void theCopyCountDoesNotChangeTheIdentity()
    {
        TileType more = standardTile("D");
        more.count = 9;
        QCOMPARE(ArtCache::identityOf(more), ArtCache::identityOf(standardTile("D")));
    }

    void figuresAreCachedPerKindColourAndSize()
    {
        ArtCache cache;
        const QPixmap a = cache.figure(FigureKind::Follower, PlayerColor::Red, 24, 1.0);
        QCOMPARE(cache.figure(FigureKind::Follower, PlayerColor::Red, 24, 1.0).cacheKey(),
                 a.cacheKey());
        cache.figure(FigureKind::Follower, PlayerColor::Blue, 24, 1.0);
        cache.figure(FigureKind::Farmer, PlayerColor::Red, 24, 1.0);
        cache.figure(FigureKind::Follower, PlayerColor::Red, 32, 1.0);
        QCOMPARE(cache.renderCount(), 4);
    }

    void aFullCacheDropsTheLeastRecentlyUsed()
    {
        ArtCache cache(3 * 64 * 64 * 4 * 8 / 7 + 1024); // room for three 64 px tiles
        const TileType d = standardTile("D");
        const std::uint64_t id = ArtCache::identityOf(d);
        for (int r = 0; r < 4; ++r)
            cache.tile(d, id, Rotation(r), 64, 1.0);
        QCOMPARE(cache.renderCount(), 4);
        cache.tile(d, id, Rotation(3), 64, 1.0); // most recent: still there
        QCOMPARE(cache.renderCount(), 4);
        cache.tile(d, id, Rotation(0), 64, 1.0); // the oldest: dropped, rendered again
        QCOMPARE(cache.renderCount(), 5);
    }
};

QTEST_MAIN(tst_ArtCache)
#include "tst_artcache.moc"
