// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Figures read on every terrain: their colours stay far from every colour the tiles are
// painted in, each kind has its own shape, and each has an outline that sets it off.

#include "art/figurepainter.h"
#include "art/terrainpalette.h"

#include <QImage>
#include <QPainter>
#include <QTest>
#include <algorithm>

using namespace bastide;

Q_DECLARE_METATYPE(bastide::PlayerColor)
Q_DECLARE_METATYPE(bastide::FigureKind)

namespace {

constexpr int Size = 128;

QImage painted(FigureKind kind, PlayerColor color, QColor background)
{
    QImage image(Size, Size, QImage::Format_ARGB32_Premultiplied);
    image.fill(background);
    QPainter p(&image);
    FigurePainter::paint(p, kind, color, QRectF(0, 0, Size, Size));
    return image;
}

/** Pixels well inside the silhouette (its outline and sheen aside): the body colour. */
QList<QRgb> bodyPixels(const QImage& image, FigureKind kind)
{
    const QPainterPath shape = FigurePainter::silhouette(kind);
    QList<QRgb> pixels;
    for (int y = 0; y < Size; ++y) {
        for (int x = 0; x < Size; ++x) {
            const QPointF c((x + 0.5) / Size, (y + 0.5) / Size);
            bool deep = true;
            for (QPointF d :
                 {QPointF(0.05, 0), QPointF(-0.05, 0), QPointF(0, 0.05), QPointF(0, -0.05)})
                deep = deep && shape.contains(c + d);
            if (deep)
                pixels.push_back(image.pixel(x, y));
        }
    }
    return pixels;
}

qreal nearestTerrainDistance(QRgb color)
{
    qreal nearest = 1e9;
    for (Terrain t : {Terrain::Field, Terrain::Road, Terrain::City, Terrain::River}) {
        for (QRgb c : TerrainPalette::colors(t))
            nearest = std::min(nearest, TerrainPalette::distance(color, c));
    }
    return nearest;
}

} // namespace

class tst_FigureArt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPlayerColourIsFarFromEveryTerrainColour_data()
    {
        QTest::addColumn<PlayerColor>("color");
        const char* names[] = {"red", "blue", "green", "yellow", "black", "pink"};
        for (int c = 0; c < 6; ++c)
            QTest::newRow(names[c]) << PlayerColor(c);
    }
    void everyPlayerColourIsFarFromEveryTerrainColour()
    {
        QFETCH(PlayerColor, color);
        QVERIFY2(nearestTerrainDistance(playerColor(color).rgb()) >= 100,
                 qPrintable(QString::number(nearestTerrainDistance(playerColor(color).rgb()))));
    }

    void paintedFiguresAreFarFromEveryTerrainColour_data()
    {
        QTest::addColumn<FigureKind>("kind");
        QTest::addColumn<PlayerColor>("color");
        const char* kinds[] = {"follower", "farmer", "abbot"};
        const char* names[] = {"red", "blue", "green", "yellow", "black", "pink"};
        for (int k = 0; k < 3; ++k) {
            for (int c = 0; c < 6; ++c)
                QTest::addRow("%s %s", names[c], kinds[k]) << FigureKind(k) << PlayerColor(c);
        }
    }
    void paintedFiguresAreFarFromEveryTerrainColour()
    {
        QFETCH(FigureKind, kind);
        QFETCH(PlayerColor, color);
        const QImage image = painted(kind, color, Qt::white);
        QList<QRgb> body = bodyPixels(image, kind);
        QVERIFY(body.size() > 200);
        // The typical body pixel (the median by distance) must stand apart from the ground.
        QList<qreal> distances;
        for (QRgb c : body)
            distances.push_back(nearestTerrainDistance(c));
        std::sort(distances.begin(), distances.end());
        const qreal median = distances[distances.size() / 2];
        QVERIFY2(median >= 90, qPrintable(QStringLiteral("median distance %1").arg(median)));
    }

    void everyFigureHasADarkOutlineAndALightHaloOnEveryTerrain_data()
    {
        QTest::addColumn<PlayerColor>("color");
        QTest::addColumn<QColor>("ground");
        const char* names[] = {"red", "blue", "green", "yellow", "black", "pink"};
        const char* terrains[] = {"field", "road", "city", "river"};
        for (int c = 0; c < 6; ++c) {
            for (int t = 0; t < 4; ++t)
                QTest::addRow("%s on %s", names[c], terrains[t])
                    << PlayerColor(c) << TerrainPalette::base(Terrain(t));
        }
    }
    void everyFigureHasADarkOutlineAndALightHaloOnEveryTerrain()
    {
        QFETCH(PlayerColor, color);
        QFETCH(QColor, ground);
        // Walk in from the left at the height of the arms: ground, then the halo, then
        // the edge, then the body. Something along the way must differ strongly from the
        // ground, so the figure never melts into it.
        const QImage image = painted(FigureKind::Follower, color, ground);
        const int y = int(0.49 * Size);
        qreal strongest = 0;
        for (int x = 0; x < int(0.3 * Size); ++x)
            strongest =
                std::max(strongest, TerrainPalette::distance(image.pixel(x, y), ground.rgb()));
        QVERIFY2(strongest >= 200, qPrintable(QString::number(strongest)));
    }

    void theAbbotHasItsOwnSilhouette()
    {
        // Compare the filled areas: overlap over union stays well below a match.
        QImage follower(Size, Size, QImage::Format_Grayscale8), abbot = follower;
        follower.fill(0);
        abbot.fill(0);
        {
            QPainter p(&follower);
            p.scale(Size, Size);
            p.fillPath(FigurePainter::silhouette(FigureKind::Follower), Qt::white);
        }
        {
            QPainter p(&abbot);
            p.scale(Size, Size);
            p.fillPath(FigurePainter::silhouette(FigureKind::Abbot), Qt::white);
        }
        int both = 0, either = 0;
        for (int y = 0; y < Size; ++y) {
            for (int x = 0; x < Size; ++x) {
                const bool a = qGray(follower.pixel(x, y)) > 127,
                           b = qGray(abbot.pixel(x, y)) > 127;
                both += a && b;
                either += a || b;
            }
        }
        QVERIFY(either > 0);
        QVERIFY2(double(both) / either < 0.75, qPrintable(QString::number(double(both) / either)));
    }

    void aFarmerLiesWiderThanItIsTall()
    {
        const QRectF lying = FigurePainter::silhouette(FigureKind::Farmer).boundingRect();
        const QRectF standing = FigurePainter::silhouette(FigureKind::Follower).boundingRect();
        QVERIFY(lying.width() > lying.height());
        QVERIFY(standing.height() > standing.width());
    }

    void playerColoursDifferFromEachOther()
    {
        for (int a = 0; a < 6; ++a) {
            for (int b = a + 1; b < 6; ++b)
                QVERIFY(TerrainPalette::distance(playerColor(PlayerColor(a)).rgb(),
                                                 playerColor(PlayerColor(b)).rgb()) > 150);
        }
    }
};

QTEST_MAIN(tst_FigureArt)
#include "tst_figureart.moc"
