// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/board.h"
#include "engine/game.h"
#include "engine/ids.h"

#include <QSet>
#include <QTest>
#include <type_traits>

using namespace bastide;

// The point of the id types: one kind of index cannot be passed for another, nor a bare int
// for either, and none silently turns back into an int.
static_assert(!std::is_convertible_v<int, SegmentId>);
static_assert(!std::is_convertible_v<int, TileIndex>);
static_assert(!std::is_convertible_v<TileIndex, SegmentId>);
static_assert(!std::is_convertible_v<SegmentId, TileIndex>);
static_assert(!std::is_convertible_v<SegmentId, int>);
static_assert(!std::is_convertible_v<TileIndex, int>);
// A tile's type is a third kind: not a placed tile, not a segment, not an int.
static_assert(!std::is_convertible_v<int, TileTypeId>);
static_assert(!std::is_convertible_v<TileTypeId, int>);
static_assert(!std::is_convertible_v<TileTypeId, TileIndex>);
static_assert(!std::is_convertible_v<TileIndex, TileTypeId>);
static_assert(!std::is_convertible_v<TileTypeId, SegmentId>);
static_assert(!std::is_convertible_v<SegmentId, TileTypeId>);
// A rotation is none of them, and no int either (a side, a slot and a number of turns to add
// are ints too).
static_assert(!std::is_convertible_v<int, Rotation>);
static_assert(!std::is_convertible_v<Rotation, int>);
static_assert(!std::is_convertible_v<Rotation, TileTypeId>);
static_assert(!std::is_convertible_v<TileTypeId, Rotation>);
static_assert(!std::is_convertible_v<Rotation, TileIndex>);
static_assert(!std::is_convertible_v<TileIndex, Rotation>);
static_assert(!std::is_convertible_v<Rotation, SegmentId>);
static_assert(!std::is_convertible_v<SegmentId, Rotation>);
static_assert(!std::is_constructible_v<Rotation, TileTypeId>);
static_assert(!std::is_invocable_v<decltype(&rotateSlot), int, int>);
static_assert(std::is_same_v<decltype(Placement::rotation), Rotation>);
// As cheap as the int it replaces: a placement is no bigger, a placed tile keeps one byte.
static_assert(sizeof(Rotation) == 1 && std::is_trivially_copyable_v<Rotation>);
static_assert(sizeof(Placement) == 3 * sizeof(int));
static_assert(Rotation(3).next() == Rotation(0) && Rotation(0).previous() == Rotation(3));
static_assert(Rotation(1).turned(-2) == Rotation(3) && Rotation(2).turned(7) == Rotation(1));
// The board's queries take the right kind only.
static_assert(std::is_invocable_v<decltype(&Board::root), const Board&, SegmentId>);
static_assert(!std::is_invocable_v<decltype(&Board::root), const Board&, TileIndex>);
static_assert(!std::is_invocable_v<decltype(&Board::root), const Board&, int>);
static_assert(std::is_invocable_v<decltype(&Board::tile), const Board&, TileIndex>);
static_assert(!std::is_invocable_v<decltype(&Board::tile), const Board&, SegmentId>);
// Laying and checking a tile take its type, never a bare int or a placed tile's index.
using PlaceFunction = PlaceEffects (Board::*)(TileTypeId, Placement);
static_assert(std::is_invocable_v<PlaceFunction, Board&, TileTypeId, Placement>);
static_assert(!std::is_invocable_v<PlaceFunction, Board&, int, Placement>);
static_assert(!std::is_invocable_v<PlaceFunction, Board&, TileIndex, Placement>);
static_assert(!std::is_invocable_v<decltype(&Board::check), const Board&, int, Placement>);
static_assert(!std::is_invocable_v<decltype(&Board::canPlace), const Board&, int>);
static_assert(!std::is_invocable_v<decltype(&Game::canDraw), const Game&, int>);
static_assert(std::is_invocable_v<decltype(&Game::canDraw), const Game&, TileTypeId>);
static_assert(!std::is_invocable_v<decltype(&TileSet::rules), const TileSet&, int>);
static_assert(std::is_same_v<decltype(Move::tile), TileTypeId>);
static_assert(std::is_same_v<decltype(PlacedTile::type), TileTypeId>);

class tst_Ids : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aDefaultIdIsNone()
    {
        QVERIFY(!SegmentId().valid());
        QVERIFY(!TileIndex().valid());
        QVERIFY(SegmentId(0).valid());
        QCOMPARE(TileIndex(7).value(), 7);
        QCOMPARE(TileIndex(7).index(), std::size_t(7));
        QVERIFY(!TileTypeId().valid());
        QCOMPARE(TileTypeId(3).value(), 3);
    }

    void aRotationOutsideZeroToThreeIsNone()
    {
        QVERIFY(Rotation().valid());
        QCOMPARE(Rotation().value(), 0);
        for (int r = 0; r < 4; ++r) {
            QVERIFY(Rotation(r).valid());
            QCOMPARE(Rotation(r).value(), r);
        }
        for (int r : {-1, 4, 256, 1000, -16000})
            QVERIFY2(!Rotation(r).valid(), qPrintable(QString::number(r)));
    }

    void rotationsTurnBothWaysAndHash()
    {
        Rotation r(0);
        for (int i = 1; i <= 4; ++i) {
            r = r.next();
            QCOMPARE(r.value(), i % 4);
        }
        QCOMPARE(Rotation(0).previous(), Rotation(3));
        QCOMPARE(Rotation(2).turned(-1), Rotation(1));
        QVERIFY(Rotation(1) < Rotation(2));
        QSet<Rotation> set{Rotation(1), Rotation(1).next().previous(), Rotation(3)};
        QCOMPARE(set.size(), 2);
    }

    void idsOrderCompareAndHashByValue()
    {
        QVERIFY(SegmentId(3) < SegmentId(4));
        QVERIFY(SegmentId(3) == SegmentId(3));
        QVERIFY(SegmentId(3) != SegmentId());
        QSet<SegmentId> set{SegmentId(1), SegmentId(2), SegmentId(1)};
        QCOMPARE(set.size(), 2);
        QVERIFY(set.contains(SegmentId(2)));
    }
};

QTEST_GUILESS_MAIN(tst_Ids)
#include "tst_ids.moc"
