#include "buildingpainter.h"

#include "engine/random.h"
#include "terrainpalette.h"

#include <QPainterPath>
#include <QRadialGradient>
#include <cmath>
#include <numbers>

namespace bastide {

using namespace palette;

namespace {

QColor withAlpha(QRgb rgb, int alpha)
{
    QColor c(rgb);
    c.setAlpha(alpha);
    return c;
}

void tree(QPainter& p, QPointF c, qreal r)
{
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(0xff1d2a10, 70));
    p.drawEllipse(c + QPointF(r * 0.35, r * 0.4), r, r * 0.8);
    QRadialGradient g(c - QPointF(r * 0.35, r * 0.35), r * 1.3);
    g.setColorAt(0, QColor(0xff7fae4c));
    g.setColorAt(1, QColor(0xff3e6a28));
    p.setBrush(g);
    p.setPen(QPen(QColor(0xff2f4f1e), r * 0.12));
    p.drawEllipse(c, r, r);
}

} // namespace

void BuildingPainter::house(QPainter& p, QPointF base, qreal width, Roof roof, bool tall)
{
    const qreal wallH = width * (tall ? 0.62 : 0.45);
    const qreal roofH = width * 0.5;
    const qreal eave = width * 0.08;
    const qreal x0 = base.x() - width / 2, x1 = base.x() + width / 2;
    const qreal y = base.y();
    const qreal line = width * 0.05;
    const QRgb roofColor = roof == Roof::Red    ? palette::Roof
                           : roof == Roof::Dark ? palette::RoofDark
                                                : palette::RoofLight;

    // Shadow cast to the south-east.
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(0xff2a1d10, 60));
    p.drawPolygon(QPolygonF{QPointF(x1, y), QPointF(x1 + width * 0.25, y + width * 0.1),
                            QPointF(x1 + width * 0.25, y - wallH * 0.6), QPointF(x1, y - wallH)});

    p.setPen(QPen(QColor(Outline), line, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(QColor(Plaster));
    p.drawRect(QRectF(x0, y - wallH, width, wallH));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(PlasterShade));
    p.drawRect(
        QRectF(x1 - width * 0.22, y - wallH + line / 2, width * 0.22 - line / 2, wallH - line));
    // Door and window.
    p.setBrush(QColor(0xff5a3b22));
    p.drawRect(QRectF(base.x() - width * 0.1, y - wallH * 0.55, width * 0.2, wallH * 0.55));
    if (tall)
        p.drawRect(QRectF(x0 + width * 0.14, y - wallH * 0.85, width * 0.14, wallH * 0.2));

    QPainterPath roofPath;
    roofPath.moveTo(x0 - eave, y - wallH);
    roofPath.lineTo(x1 + eave, y - wallH);
    roofPath.lineTo(x1 - width * 0.05, y - wallH - roofH);
    roofPath.lineTo(x0 + width * 0.05, y - wallH - roofH);
    roofPath.closeSubpath();
    p.setPen(QPen(QColor(Outline), line, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(QColor(roofColor));
    p.drawPath(roofPath);
    // Tiles: two courses and a lit ridge.
    p.setPen(QPen(QColor(roofColor).darker(125), line * 0.7));
    p.drawLine(QPointF(x0 + width * 0.0, y - wallH - roofH * 0.35),
               QPointF(x1 - width * 0.0, y - wallH - roofH * 0.35));
    p.drawLine(QPointF(x0 + width * 0.03, y - wallH - roofH * 0.68),
               QPointF(x1 - width * 0.03, y - wallH - roofH * 0.68));
    p.setPen(QPen(QColor(roofColor).lighter(135), line * 0.9, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(x0 + width * 0.08, y - wallH - roofH + line),
               QPointF(x1 - width * 0.08, y - wallH - roofH + line));
}

void BuildingPainter::chapel(QPainter& p, QPointF centre, qreal radius)
{
    const qreal r = radius;
    const qreal line = r * 0.04;
    // The yard: trodden gravel with a soft rim.
    QRadialGradient yard(centre, r);
    yard.setColorAt(0, QColor(Gravel));
    yard.setColorAt(0.8, QColor(Gravel));
    yard.setColorAt(1, withAlpha(Gravel, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(yard);
    p.drawEllipse(centre, r, r);

    const qreal baseY = centre.y() + r * 0.52;
    const qreal naveL = centre.x() - r * 0.28, naveR = centre.x() + r * 0.72;
    const qreal naveH = r * 0.46, roofH = r * 0.42;
    const qreal towerL = centre.x() - r * 0.72, towerR = centre.x() - r * 0.22;
    const qreal towerH = r * 1.0;

    // Shadow to the south-east.
    p.setBrush(withAlpha(0xff2a1d10, 70));
    p.drawPolygon(QPolygonF{QPointF(naveR, baseY), QPointF(naveR + r * 0.3, baseY + r * 0.12),
                            QPointF(naveR + r * 0.3, baseY - naveH * 0.7),
                            QPointF(naveR, baseY - naveH)});

    const QPen outline(QColor(Outline), line, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    // Nave.
    p.setPen(outline);
    p.setBrush(QColor(ChapelWall));
    p.drawRect(QRectF(naveL, baseY - naveH, naveR - naveL, naveH));
    QPainterPath roof;
    roof.moveTo(naveL - r * 0.04, baseY - naveH);
    roof.lineTo(naveR + r * 0.06, baseY - naveH);
    roof.lineTo(naveR - r * 0.06, baseY - naveH - roofH);
    roof.lineTo(naveL, baseY - naveH - roofH);
    roof.closeSubpath();
    p.setBrush(QColor(ChapelRoof));
    p.drawPath(roof);
    p.setPen(QPen(QColor(ChapelRoofDark), line * 0.8));
    for (int i = 1; i <= 2; ++i) {
        const qreal yy = baseY - naveH - roofH * i / 3.0;
        p.drawLine(QPointF(naveL + r * 0.01, yy), QPointF(naveR - r * 0.02 * i, yy));
    }
    // Arched windows along the nave.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xff4d3b2c));
    for (int i = 0; i < 3; ++i) {
        const qreal x = naveL + r * (0.2 + 0.28 * i);
        QPainterPath w;
        w.addRoundedRect(QRectF(x, baseY - naveH * 0.8, r * 0.09, naveH * 0.45), r * 0.045,
                         r * 0.045);
        p.drawPath(w);
    }
    // Bell tower with a spire and a cross.
    p.setPen(outline);
    p.setBrush(QColor(ChapelWall));
    p.drawRect(QRectF(towerL, baseY - towerH, towerR - towerL, towerH));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(ChapelShade));
    p.drawRect(
        QRectF(towerR - r * 0.13, baseY - towerH + line / 2, r * 0.13 - line / 2, towerH - line));
    p.setPen(outline);
    QPainterPath spire;
    const qreal tx = (towerL + towerR) / 2;
    spire.moveTo(towerL - r * 0.05, baseY - towerH);
    spire.lineTo(towerR + r * 0.05, baseY - towerH);
    spire.lineTo(tx, baseY - towerH - r * 0.5);
    spire.closeSubpath();
    p.setBrush(QColor(ChapelRoof));
    p.drawPath(spire);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(ChapelRoofDark));
    QPainterPath spireShade;
    spireShade.moveTo(tx, baseY - towerH);
    spireShade.lineTo(towerR + r * 0.05 - line, baseY - towerH - line / 2);
    spireShade.lineTo(tx, baseY - towerH - r * 0.5 + line);
    spireShade.closeSubpath();
    p.drawPath(spireShade);
    p.setPen(QPen(QColor(ShieldGold).darker(130), line * 1.4, Qt::SolidLine, Qt::RoundCap));
    const qreal top = baseY - towerH - r * 0.5;
    p.drawLine(QPointF(tx, top), QPointF(tx, top - r * 0.22));
    p.drawLine(QPointF(tx - r * 0.08, top - r * 0.15), QPointF(tx + r * 0.08, top - r * 0.15));
    // Belfry opening and the door.
    p.setBrush(QColor(0xff4d3b2c));
    p.setPen(Qt::NoPen);
    QPainterPath belfry;
    belfry.addRoundedRect(QRectF(tx - r * 0.07, baseY - towerH * 0.86, r * 0.14, r * 0.2), r * 0.06,
                          r * 0.06);
    p.drawPath(belfry);
    QPainterPath door;
    door.addRoundedRect(QRectF(tx - r * 0.1, baseY - r * 0.3, r * 0.2, r * 0.3 + line), r * 0.09,
                        r * 0.09);
    p.setBrush(QColor(0xff6b4526));
    p.drawPath(door);
}

void BuildingPainter::garden(QPainter& p, QPointF centre, qreal radius, std::uint64_t seed)
{
    Random random(seed ^ 0x6a7de4ull);
    const qreal h = radius * 0.74; // half side of the hedge square
    const QRectF outer(centre.x() - h, centre.y() - h, 2 * h, 2 * h);
    const qreal hedge = radius * 0.16;
    const qreal line = radius * 0.035;

    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(0xff1d2a10, 60));
    p.drawRoundedRect(outer.translated(radius * 0.08, radius * 0.1), hedge, hedge);
    p.setPen(QPen(QColor(0xff2f4f1e), line));
    p.setBrush(QColor(Hedge));
    p.drawRoundedRect(outer, hedge, hedge);
    // Leafy texture on the hedge.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(HedgeLight));
    for (int i = 0; i < 28; ++i) {
        const qreal t = i / 28.0 * 4;
        const int side = int(t);
        const qreal u = t - side;
        QPointF c;
        const qreal m = h - hedge / 2;
        switch (side) {
        case 0:
            c = QPointF(-m + 2 * m * u, -m);
            break;
        case 1:
            c = QPointF(m, -m + 2 * m * u);
            break;
        case 2:
            c = QPointF(m - 2 * m * u, m);
            break;
        default:
            c = QPointF(-m, m - 2 * m * u);
            break;
        }
        p.drawEllipse(centre + c + QPointF(-hedge * 0.12, -hedge * 0.12), hedge * 0.28,
                      hedge * 0.24);
    }
    const QRectF lawn = outer.adjusted(hedge, hedge, -hedge, -hedge);
    p.setBrush(QColor(Lawn));
    p.drawRect(lawn);
    // Gravel paths crossing at a fountain.
    p.setBrush(QColor(Gravel));
    const qreal pathW = radius * 0.14;
    p.drawRect(QRectF(centre.x() - pathW / 2, lawn.top(), pathW, lawn.height()));
    p.drawRect(QRectF(lawn.left(), centre.y() - pathW / 2, lawn.width(), pathW));
    // Flower beds in the four quarters.
    static constexpr QRgb blooms[] = {0xffe0424f, 0xfff2cf3a, 0xfffaf3e6, 0xffd96fb0, 0xff8a6fd9};
    const qreal q = (lawn.width() - pathW) / 2;
    for (int i = 0; i < 4; ++i) {
        const QRectF bed(i % 2 ? centre.x() + pathW / 2 : lawn.left(),
                         i / 2 ? centre.y() + pathW / 2 : lawn.top(), q, q);
        const QRectF soil = bed.adjusted(q * 0.16, q * 0.16, -q * 0.16, -q * 0.16);
        p.setBrush(QColor(0xff8a6a44));
        p.drawRoundedRect(soil, q * 0.1, q * 0.1);
        for (int k = 0; k < 7; ++k) {
            const QPointF c(soil.left() + soil.width() * (0.15 + 0.7 * random.unit()),
                            soil.top() + soil.height() * (0.15 + 0.7 * random.unit()));
            p.setBrush(QColor(blooms[random.below(5)]));
            p.drawEllipse(c, q * 0.1, q * 0.1);
        }
    }
    // Fountain.
    p.setPen(QPen(QColor(WallDark), line));
    p.setBrush(QColor(WallLight));
    p.drawEllipse(centre, radius * 0.17, radius * 0.17);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(Water));
    p.drawEllipse(centre, radius * 0.11, radius * 0.11);
    p.setBrush(QColor(WaterLight));
    p.drawEllipse(centre - QPointF(radius * 0.03, radius * 0.03), radius * 0.04, radius * 0.04);
    // Two trees in the corners.
    tree(p, outer.topLeft() + QPointF(hedge * 1.5, hedge * 1.5), radius * 0.2);
    tree(p, outer.topRight() + QPointF(-hedge * 1.5, hedge * 1.5), radius * 0.17);
}

void BuildingPainter::well(QPainter& p, QPointF centre, qreal radius)
{
    const qreal line = radius * 0.12;
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(0xff2a1d10, 60));
    p.drawEllipse(centre + QPointF(radius * 0.25, radius * 0.3), radius, radius * 0.9);
    p.setPen(QPen(QColor(WallDark), line));
    p.setBrush(QColor(Wall));
    p.drawEllipse(centre, radius, radius);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xff2f4b66));
    p.drawEllipse(centre, radius * 0.55, radius * 0.55);
    // The windlass beam.
    p.setPen(QPen(QColor(0xff6b4526), line * 1.2, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(centre - QPointF(radius * 1.15, 0), centre + QPointF(radius * 1.15, 0));
}

} // namespace bastide
