// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The published tiles read as they do in the box: a road crossing a river does so on a
// bridge, the River's city has its gate with the road coming over the water to it, its
// monastery stands north of the water at the end of its road, and three roads meeting
// beside a city meet at a marked square, not as a straight road with a side road.

#include "art/terrainpalette.h"
#include "art/tilelayout.h"
#include "art/tilepainter.h"
#include "engine/standarddeck.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace bastide;

namespace {

const TileType& standardTile(const char* id)
{
    const int i = standardDeck().indexOf(QString::fromLatin1(id));
    if (i < 0)
        qFatal("no tile %s", id);
    return standardDeck().tiles[std::size_t(i)];
}

/** The road centre lines of a tile, sampled finely. */
std::vector<QPointF> roadPoints(const TileLayout& layout)
{
    std::vector<QPointF> points;
    for (const auto& f : layout.features()) {
        if (f.kind != FeatureKind::Road)
            continue;
        for (const auto& arm : f.arms) {
            for (int k = 0; k <= 100; ++k)
                points.push_back(arm.at(k / 100.0));
        }
    }
    return points;
}

bool crossesWater(const TileLayout& layout)
{
    for (QPointF p : roadPoints(layout)) {
        if (layout.water().contains(p))
            return true;
    }
    return false;
}

int fieldRegions(const TileLayout& layout)
{
    int n = 0;
    for (const auto& f : layout.features())
        n += f.kind == FeatureKind::Field && !f.region.isEmpty();
    return n;
}

} // namespace

class tst_TilePictures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRoadOverARiverIsABridge_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("RB city gate") << "RB";
        QTest::newRow("RH monastery") << "RH";
        QTest::newRow("RK bridge") << "RK";
    }
    void everyRoadOverARiverIsABridge()
    {
        QFETCH(QString, id);
        const TileLayout layout(standardTile(qPrintable(id)));
        QVERIFY(crossesWater(layout));
        QVERIFY(layout.banks().intersects(layout.roadArea())); // where RoadPainter lays planks
    }

    void theRiverCityHasItsGateAndTheRoadComesOverTheWater()
    {
        // RB: city north, river west–east, a road from the south edge over a bridge.
        const TileLayout layout(standardTile("RB"));
        QCOMPARE(int(layout.gates().size()), 1);
        const TileLayout::Gate gate = layout.gates().front();
        QVERIFY2(gate.pos.y() < 0.4, "the gate is in the city wall, north of the river");
        QVERIFY2(gate.direction.y() < -0.9, "the road enters the city heading north");
        QVERIFY(layout.junctions().empty()); // no hamlet: the road goes somewhere
        QCOMPARE(fieldRegions(layout), 4);   // the road parts the meadows on both banks
    }

    void theRiverMonasteryStandsNorthOfTheWaterAtTheEndOfItsRoad()
    {
        const TileLayout layout(standardTile("RH"));
        QVERIFY2(layout.centre().y() < 0.35, "the monastery stands north of the river");
        const std::vector<QPointF> road = roadPoints(layout);
        QVERIFY(!road.empty());
        QVERIFY(QLineF(road.front(), QPointF(0.5, 1.0)).length() < 0.01); // from the south edge
        QVERIFY(QLineF(road.back(), layout.centre()).length() < 0.01);    // to the monastery
        QCOMPARE(fieldRegions(layout), 3); // north bank whole, south bank split by the road
    }

    void threeRoadsMeetingBesideACityMeetAtAMarkedSquare()
    {
        // Tile L: a city cap and three roads ending at a junction. No house fits between the
        // roads and the wall, so a well marks the square, as on every other junction tile.
        const TileLayout layout(standardTile("L"));
        QCOMPARE(int(layout.junctions().size()), 1);
        QCOMPARE(int(layout.junctions().front().arms.size()), 3);
        constexpr int size = 256;
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::black);
        {
            QPainter p(&image);
            TilePainter::paint(p, standardTile("L"), Rotation(0), QRectF(0, 0, size, size));
        }
        const QPointF at = layout.junctions().front().pos * size;
        const QRgb centre = image.pixel(at.toPoint());
        QVERIFY2(TerrainPalette::distance(centre, palette::Road) > 60,
                 "the middle of the square is not bare road");
    }
};

QTEST_MAIN(tst_TilePictures)
#include "tst_tilepictures.moc"
