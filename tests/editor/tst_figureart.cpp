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

/** The silhouette of `kind` filled white on black, as the board draws it: in a box `Size`
 *  pixels wide (the big follower's larger) centred in the image. */
QImage filled(FigureKind kind)
{
    QImage image(2 * Size, 2 * Size, QImage::Format_Grayscale8);
    image.fill(0);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal s = Size * FigurePainter::boardScale(kind);
    p.translate(Size - s / 2, Size - s / 2);
    p.scale(s, s);
    p.fillPath(FigurePainter::silhouette(kind), Qt::white);
    return image;
}

/** Overlap over union of two kinds' filled silhouettes: 1 for the same shape. */
double sameness(FigureKind a, FigureKind b)
{
    const QImage ia = filled(a), ib = filled(b);
    int both = 0, either = 0;
    for (int y = 0; y < ia.height(); ++y) {
        for (int x = 0; x < ia.width(); ++x) {
            const bool inA = qGray(ia.pixel(x, y)) > 127, inB = qGray(ib.pixel(x, y)) > 127;
            both += inA && inB;
            either += inA || inB;
        }
    }
    return either > 0 ? double(both) / either : 1.0;
}

/** Pixels of `kind` painted into the same box that are not the background. */
int coveredPixels(FigureKind kind, qreal boxScale = 1.0)
{
    QImage image(2 * Size, 2 * Size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    const qreal s = Size * boxScale;
    FigurePainter::paint(p, kind, PlayerColor::Blue, QRectF(Size - s / 2, Size - s / 2, s, s));
    p.end();
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            count += TerrainPalette::distance(image.pixel(x, y),
                                              playerColor(PlayerColor::Blue).rgb()) < 160
                         ? 1
                         : 0;
    }
    return count;
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
        const char* kinds[] = {"follower",   "farmer",  "abbot", "big follower",
                               "big farmer", "builder", "pig"};
        const char* names[] = {"red", "blue", "green", "yellow", "black", "pink"};
        for (int k = 0; k < FigureKindCount; ++k) {
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

    void everyKindHasItsOwnSilhouette_data()
    {
        QTest::addColumn<FigureKind>("a");
        QTest::addColumn<FigureKind>("b");
        // The standing pieces among themselves, and the pieces that lie in fields, each as
        // the board draws it (the big follower larger than the rest).
        const std::pair<FigureKind, const char*> standing[] = {
            {FigureKind::Follower, "follower"},
            {FigureKind::Abbot, "abbot"},
            {FigureKind::BigFollower, "big follower"},
            {FigureKind::Builder, "builder"},
            {FigureKind::Pig, "pig"}};
        for (std::size_t i = 0; i < std::size(standing); ++i) {
            for (std::size_t j = i + 1; j < std::size(standing); ++j) {
                if (standing[i].first == FigureKind::Follower &&
                    standing[j].first == FigureKind::Abbot)
                    continue; // theAbbotHasItsOwnSilhouette
                // The big follower is the follower's shape, only heavier and larger: size
                // tells those two apart (see theBigFollowerIsBigger), not outline.
                if (standing[i].first == FigureKind::Follower &&
                    standing[j].first == FigureKind::BigFollower)
                    continue;
                QTest::addRow("%s, %s", standing[i].second, standing[j].second)
                    << standing[i].first << standing[j].first;
            }
        }
        QTest::addRow("pig, farmer") << FigureKind::Pig << FigureKind::Farmer;
        QTest::addRow("pig, big farmer") << FigureKind::Pig << FigureKind::BigFarmer;
        QTest::addRow("builder, farmer") << FigureKind::Builder << FigureKind::Farmer;
    }
    void everyKindHasItsOwnSilhouette()
    {
        QFETCH(FigureKind, a);
        QFETCH(FigureKind, b);
        const double overlap = sameness(a, b);
        QVERIFY2(overlap < 0.7, qPrintable(QString::number(overlap)));
    }

    void theBigFollowerIsBigger()
    {
        // In the same box it covers clearly more, and on the board its box is larger still.
        const int follower = coveredPixels(FigureKind::Follower);
        const int big = coveredPixels(FigureKind::BigFollower);
        QVERIFY2(big > follower * 6 / 5,
                 qPrintable(QStringLiteral("%1 %2").arg(big).arg(follower)));
        const int lying = coveredPixels(FigureKind::Farmer);
        const int bigLying = coveredPixels(FigureKind::BigFarmer);
        QVERIFY2(bigLying > lying * 6 / 5,
                 qPrintable(QStringLiteral("%1 %2").arg(bigLying).arg(lying)));
        QVERIFY(FigurePainter::boardScale(FigureKind::BigFollower) >= 1.25);
        QVERIFY(FigurePainter::boardScale(FigureKind::BigFarmer) >= 1.25);
        QCOMPARE(FigurePainter::boardScale(FigureKind::Follower), 1.0);
        const int onBoard = coveredPixels(FigureKind::BigFollower,
                                          FigurePainter::boardScale(FigureKind::BigFollower));
        QVERIFY2(onBoard > follower * 2,
                 qPrintable(QStringLiteral("%1 %2").arg(onBoard).arg(follower)));
        // Even a few pixels tall, as on a zoomed-out board.
        for (int pixels : {12, 16, 24}) {
            auto count = [&](FigureKind kind) {
                QImage image(pixels * 2, pixels * 2, QImage::Format_ARGB32_Premultiplied);
                image.fill(Qt::white);
                QPainter p(&image);
                const qreal s = pixels * FigurePainter::boardScale(kind);
                FigurePainter::paint(p, kind, PlayerColor::Red,
                                     QRectF(pixels - s / 2, pixels - s / 2, s, s));
                p.end();
                int n = 0;
                for (int y = 0; y < image.height(); ++y) {
                    for (int x = 0; x < image.width(); ++x)
                        n += qGray(image.pixel(x, y)) < 200 ? 1 : 0;
                }
                return n;
            };
            QVERIFY2(count(FigureKind::BigFollower) > count(FigureKind::Follower) * 3 / 2,
                     qPrintable(QString::number(pixels)));
        }
    }

    void thePigAndTheBuilderStandWithinTheirBox()
    {
        for (FigureKind kind : {FigureKind::Builder, FigureKind::Pig, FigureKind::BigFollower,
                                FigureKind::BigFarmer}) {
            const QRectF bounds = FigurePainter::silhouette(kind).boundingRect();
            QVERIFY(QRectF(0, 0, 1, 1).contains(bounds));
            QVERIFY(bounds.width() > 0.5 && bounds.height() > 0.5);
        }
        // The pig stands on four legs: wider than tall, like no standing person.
        const QRectF pig = FigurePainter::silhouette(FigureKind::Pig).boundingRect();
        QVERIFY(pig.width() > pig.height() * 1.3);
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
