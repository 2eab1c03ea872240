// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/celltable.h"
#include "engine/random.h"

#include <QTest>
#include <map>

using namespace bastide;

class tst_CellTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unsetCellsAreMissing()
    {
        const CellTable table(72);
        QCOMPARE(table.find(Cell{0, 0}), CellTable::Missing);
        QCOMPARE(table.find(Cell{-30000, 30000}), CellTable::Missing);
        QCOMPARE(table.size(), 0);
    }

    void valuesSurviveGrowthInEveryDirection()
    {
        // A map that wanders far from the start in each direction, as hostile decks do:
        // every growth of the grid must keep what was set before.
        CellTable table(8);
        std::map<std::pair<int, int>, int> expected;
        const Cell walk[] = {{0, 0},     {1, 0},   {40, 0},     {40, 35},  {-70, 35},
                             {-70, -90}, {12, -3}, {500, -500}, {-2, 300}, {3, 3}};
        int value = -5;
        for (const Cell& c : walk) {
            table.set(c, value);
            expected[{c.x, c.y}] = value;
            for (const auto& [xy, v] : expected)
                QCOMPARE(table.find(Cell{xy.first, xy.second}), v);
            value += 7;
        }
        QCOMPARE(table.size(), int(expected.size()));
        QCOMPARE(table.find(Cell{41, 0}), CellTable::Missing);
        QCOMPARE(table.find(Cell{-71, -90}), CellTable::Missing);
    }

    void overwritingACellKeepsTheCount()
    {
        CellTable table;
        table.set(Cell{2, -1}, -3); // a frontier cell...
        table.set(Cell{2, -1}, 17); // ...that became a tile
        QCOMPARE(table.find(Cell{2, -1}), 17);
        QCOMPARE(table.size(), 1);
    }

    void agreesWithAMapOverARandomWalk()
    {
        CellTable table(16);
        std::map<std::pair<int, int>, int> reference;
        Random random(2026);
        Cell at{0, 0};
        for (int i = 0; i < 5000; ++i) {
            at.x += int(random.below(3)) - 1;
            at.y += int(random.below(3)) - 1;
            const int value = int(random.below(1000)) - 500;
            table.set(at, value);
            reference[{at.x, at.y}] = value;
            const Cell probe{at.x + int(random.below(9)) - 4, at.y + int(random.below(9)) - 4};
            const auto it = reference.find({probe.x, probe.y});
            QCOMPARE(table.find(probe), it == reference.end() ? CellTable::Missing : it->second);
        }
        QCOMPARE(table.size(), int(reference.size()));
    }

    void tablesFilledAlikeCompareEqual()
    {
        CellTable a(30), b(30);
        for (int i = 0; i < 50; ++i) {
            a.set(Cell{i, -i}, i);
            b.set(Cell{i, -i}, i);
        }
        QVERIFY(a == b);
        b.set(Cell{0, 0}, 99);
        QVERIFY(!(a == b));
    }
};

QTEST_GUILESS_MAIN(tst_CellTable)
#include "tst_celltable.moc"
