// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Feature geometry for interaction: each feature's anchor lies in its own region, regions
// of a tile do not overlap, each covers its own border slots, and a click finds them.

#include "art/featuregeometry.h"
#include "art/tileshapes.h"
#include "engine/standarddeck.h"
#include "tiledefs.h"

#include <QTest>

using namespace bastide;
using namespace bastide::test;

Q_DECLARE_METATYPE(bastide::TileType)

namespace {

const QRectF Rect(100, 40, 200, 200);

void addRows(const std::vector<TileType>& tiles)
{
    for (const TileType& t : tiles) {
        for (int r = 0; r < 4; ++r)
            QTest::addRow("%s turned %d", qPrintable(t.id), r) << t << r;
    }
}

std::vector<TileType> allTiles()
{
    // Every tile of the standard deck, the expansions' inner fields and bridge among them.
    std::vector<TileType> tiles = standardDeck().tiles;
    for (const TileType& t : designerTiles())
        tiles.push_back(t);
    return tiles;
}

} // namespace

class tst_FeatureGeometry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyAnchorLiesInItsOwnFeature_data()
    {
        QTest::addColumn<TileType>("tile");
        QTest::addColumn<int>("rotation");
        addRows(allTiles());
    }
    void everyAnchorLiesInItsOwnFeature()
    {
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        const FeatureGeometry g(tile);
        QCOMPARE(g.featureCount(), int(tile.features.size()));
        for (int f = 0; f < g.featureCount(); ++f) {
            const QPointF a = g.anchor(f, Rotation(rotation), Rect);
            QVERIFY2(Rect.contains(a), qPrintable(QStringLiteral("feature %1").arg(f)));
            QVERIFY2(g.region(f, Rotation(rotation), Rect).contains(a),
                     qPrintable(QStringLiteral("feature %1").arg(f)));
            QCOMPARE(g.featureAt(a, Rotation(rotation), Rect), f);
        }
    }

    void regionsCoverTheirOwnSlotsAndNoOthers_data()
    {
        QTest::addColumn<TileType>("tile");
        QTest::addColumn<int>("rotation");
        addRows(allTiles());
    }
    void regionsCoverTheirOwnSlotsAndNoOthers()
    {
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        const FeatureGeometry g(tile);
        for (int slot = 0; slot < SlotCount; ++slot) {
            const int own = tile.featureAt(unrotateSlot(slot, Rotation(rotation)));
            const QPointF unit =
                tileshapes::slotMidpoint(slot) + tileshapes::inward(sideOfSlot(slot)) * 0.04;
            const QPointF at(Rect.x() + unit.x() * Rect.width(),
                             Rect.y() + unit.y() * Rect.height());
            QVERIFY2(g.featureAt(at, Rotation(rotation), Rect) == own,
                     qPrintable(QStringLiteral("slot %1 hits feature %2, not %3")
                                    .arg(slot)
                                    .arg(g.featureAt(at, Rotation(rotation), Rect))
                                    .arg(own)));
        }
    }

    void regionsDoNotOverlap_data()
    {
        QTest::addColumn<TileType>("tile");
        QTest::addColumn<int>("rotation");
        addRows(allTiles());
    }
    void regionsDoNotOverlap()
    {
        QFETCH(TileType, tile);
        QFETCH(int, rotation);
        const FeatureGeometry g(tile);
        // Sample a grid and count how many regions claim each point; edges may be shared.
        constexpr int n = 40;
        int overlaps = 0;
        for (int y = 0; y < n; ++y) {
            for (int x = 0; x < n; ++x) {
                const QPointF p(Rect.x() + (x + 0.5) * Rect.width() / n,
                                Rect.y() + (y + 0.5) * Rect.height() / n);
                int claims = 0;
                for (int f = 0; f < g.featureCount(); ++f)
                    claims += g.region(f, Rotation(rotation), Rect).contains(p) ? 1 : 0;
                overlaps += claims > 1 ? 1 : 0;
            }
        }
        QVERIFY2(overlaps <= n * n / 200, qPrintable(QString::number(overlaps)));
    }

    void fieldsSplitByARoadAreSeparateRegions()
    {
        // D: the road runs east-west; the field north of it (by the city) and the one south.
        const TileType& d =
            standardDeck().tiles[std::size_t(standardDeck().indexOf(QStringLiteral("D")))];
        const FeatureGeometry g(d);
        const QRectF north = g.region(2, Rotation(0), Rect).boundingRect();
        const QRectF south = g.region(3, Rotation(0), Rect).boundingRect();
        const qreal roadY = Rect.center().y();
        QVERIFY(north.bottom() <= roadY);
        QVERIFY(south.top() >= roadY);
        QVERIFY(g.anchor(2, Rotation(0), Rect).y() < roadY);
        QVERIFY(g.anchor(3, Rotation(0), Rect).y() > roadY);
    }

    void twoCityCapsOfOneTileAreSeparate()
    {
        const TileType& h =
            standardDeck().tiles[std::size_t(standardDeck().indexOf(QStringLiteral("H")))];
        const FeatureGeometry g(h);
        QVERIFY(!g.region(0, Rotation(0), Rect).intersects(g.region(1, Rotation(0), Rect)));
        QVERIFY(g.anchor(0, Rotation(0), Rect).y() < Rect.center().y());
        QVERIFY(g.anchor(1, Rotation(0), Rect).y() > Rect.center().y());
    }

    void rotationTurnsAnchorsClockwise()
    {
        // E: city on the north edge; turned once it lies on the east edge.
        const TileType& e =
            standardDeck().tiles[std::size_t(standardDeck().indexOf(QStringLiteral("E")))];
        const FeatureGeometry g(e);
        const QPointF north = g.anchor(0, Rotation(0), Rect);
        const QPointF east = g.anchor(0, Rotation(1), Rect);
        QVERIFY(north.y() < Rect.center().y());
        QVERIFY(east.x() > Rect.center().x());
        QVERIFY(qAbs(east.y() - Rect.center().y()) < Rect.height() * 0.1);
    }

    void outsideTheTileNothingIsHit()
    {
        const FeatureGeometry g(standardDeck().tiles.front());
        QCOMPARE(g.featureAt(Rect.topLeft() - QPointF(1, 1), Rotation(0), Rect), -1);
        QCOMPARE(g.featureAt(Rect.bottomRight() + QPointF(1, 1), Rotation(2), Rect), -1);
        QVERIFY(g.region(99, Rotation(0), Rect).isEmpty());
    }
};

QTEST_MAIN(tst_FeatureGeometry)
#include "tst_featuregeometry.moc"
