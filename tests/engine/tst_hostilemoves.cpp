// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Moves no record can hold but a caller of Game::apply can make up (the fuzzers do): each is
// refused with the right reason and leaves the game as it was.

#include "testtable.h"

#include <QTest>
#include <climits>

using namespace bastide;
using namespace bastide::test;

Q_DECLARE_METATYPE(bastide::MoveError)

class tst_HostileMoves : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void farAwayCellsAreNotTakenForNearOnes_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        // (1, 0) is free and fits U turned once; cells 2^16 away share its 16-bit key.
        QTest::newRow("2^16 east of a free cell") << 1 + 65536 << 0;
        QTest::newRow("2^16 south of a free cell") << 1 << 65536;
        QTest::newRow("2^16 west of a free cell") << 1 - 65536 << 0;
        QTest::newRow("2^32 east of a free cell") << INT_MIN + 1 << 0;
        QTest::newRow("the table's empty key") << -32768 << -32768;
        QTest::newRow("largest int") << INT_MAX << INT_MAX;
        QTest::newRow("smallest int") << INT_MIN << INT_MIN;
    }

    void farAwayCellsAreNotTakenForNearOnes()
    {
        QFETCH(int, x);
        QFETCH(int, y);
        TestTable t(Rules{false, true, FarmerScoring::Modern, {}});
        Move near;
        near.tile = t.game().tileSet().indexOf(QStringLiteral("U"));
        near.placement = Placement{Cell{1, 0}, Rotation(1)};
        QCOMPARE(t.game().check(near), MoveError::None);
        QCOMPARE(t.lay("U", x, y, 1), MoveError::NotTouching);
        QCOMPARE(t.game().moves().size(), std::size_t(0));
        QCOMPARE(t.game().board().placedCount(), 1);
        QVERIFY(t.game().invariantViolations().isEmpty());
        QCOMPARE(t.lay("U", 1, 0, 1), MoveError::None); // the near cell is still free
    }
};

QTEST_GUILESS_MAIN(tst_HostileMoves)
#include "tst_hostilemoves.moc"
