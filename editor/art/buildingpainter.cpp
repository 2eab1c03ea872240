// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/buildingpainter.h"

#include "art/fielddecorpainter.h"
#include "art/terrainpalette.h"
#include "engine/random.h"

#include <QPainterPath>
#include <QRadialGradient>
#include <algorithm>
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

} // namespace

qreal BuildingPainter::houseHeight(qreal width, bool tall)
{
    return width * ((tall ? 0.62 : 0.45) + 0.5);
}

namespace {

void paintHouseRow(QPainter& p, const std::vector<BuildingPainter::House>& row)
{
    using Roof = BuildingPainter::Roof;
    QPainterPath shadows, walls, shades, doors, roofs[3];
    std::vector<QLineF> courses, ridges;
    qreal line = 1;
    for (const auto& h : row) {
        const qreal w = h.width;
        const qreal wallH = w * (h.tall ? 0.62 : 0.45);
        const qreal roofH = w * 0.5;
        const qreal eave = w * 0.08;
        const qreal x0 = h.base.x() - w / 2, x1 = h.base.x() + w / 2;
        const qreal y = h.base.y();
        line = std::min(line, w * 0.05);
        shadows.addPolygon(QPolygonF{QPointF(x1, y), QPointF(x1 + w * 0.25, y + w * 0.1),
                                     QPointF(x1 + w * 0.25, y - wallH * 0.6),
                                     QPointF(x1, y - wallH)});
        shadows.closeSubpath();
        walls.addRect(QRectF(x0, y - wallH, w, wallH));
        shades.addRect(QRectF(x1 - w * 0.22, y - wallH, w * 0.22, wallH));
        doors.addRect(QRectF(h.base.x() - w * 0.1, y - wallH * 0.55, w * 0.2, wallH * 0.55));
        if (h.tall)
            doors.addRect(QRectF(x0 + w * 0.14, y - wallH * 0.85, w * 0.14, wallH * 0.2));
        QPainterPath& roof = roofs[std::size_t(h.roof)];
        roof.addPolygon(QPolygonF{QPointF(x0 - eave, y - wallH), QPointF(x1 + eave, y - wallH),
                                  QPointF(x1 - w * 0.05, y - wallH - roofH),
                                  QPointF(x0 + w * 0.05, y - wallH - roofH)});
        roof.closeSubpath();
        courses.emplace_back(QPointF(x0, y - wallH - roofH * 0.35),
                             QPointF(x1, y - wallH - roofH * 0.35));
        courses.emplace_back(QPointF(x0 + w * 0.03, y - wallH - roofH * 0.68),
                             QPointF(x1 - w * 0.03, y - wallH - roofH * 0.68));
        ridges.emplace_back(QPointF(x0 + w * 0.08, y - wallH - roofH + line),
                            QPointF(x1 - w * 0.08, y - wallH - roofH + line));
    }
    const QPen outline(QColor(Outline), line, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(0xff2a1d10, 60));
    p.drawPath(shadows);
    p.setPen(outline);
    p.setBrush(QColor(Plaster));
    p.drawPath(walls);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(PlasterShade));
    p.drawPath(shades);
    p.setBrush(QColor(0xff5a3b22));
    p.drawPath(doors);
    static constexpr QRgb roofColors[] = {palette::Roof, palette::RoofDark, palette::RoofLight};
    p.setPen(outline);
    for (int i = 0; i < 3; ++i) {
        if (!roofs[i].isEmpty()) {
            p.setBrush(QColor(roofColors[i]));
            p.drawPath(roofs[i]);
        }
    }
    p.setPen(QPen(QColor(40, 20, 10, 70), line * 0.7));
    p.drawLines(courses.data(), int(courses.size()));
    p.setPen(QPen(QColor(255, 235, 210, 110), line * 0.9, Qt::SolidLine, Qt::RoundCap));
    p.drawLines(ridges.data(), int(ridges.size()));
    (void)Roof::Red;
}

} // namespace

void BuildingPainter::houses(QPainter& p, std::vector<House> houses)
{
    std::stable_sort(houses.begin(), houses.end(),
                     [](const House& a, const House& b) { return a.base.y() < b.base.y(); });
    // Houses of one row barely overlap one another, so a row goes in one batch.
    std::vector<House> row;
    for (const House& h : houses) {
        if (!row.empty() && h.base.y() - row.front().base.y() > row.front().width * 0.3) {
            paintHouseRow(p, row);
            row.clear();
        }
        row.push_back(h);
    }
    if (!row.empty())
        paintHouseRow(p, row);
}

void BuildingPainter::yard(QPainter& p, QPointF centre, qreal radius, QRgb color, qreal solid)
{
    QRadialGradient ground(centre, radius);
    ground.setColorAt(0, QColor(color));
    ground.setColorAt(solid, QColor(color));
    ground.setColorAt(1, withAlpha(color, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(ground);
    p.drawEllipse(centre, radius, radius);
}

void BuildingPainter::archedWindows(QPainter& p, const QColor& glass, QPointF topLeft, qreal step,
                                    int count, QSizeF size)
{
    p.setPen(Qt::NoPen);
    p.setBrush(glass);
    for (int i = 0; i < count; ++i) {
        QPainterPath window;
        window.addRoundedRect(QRectF(topLeft + QPointF(step * i, 0), size), size.width() / 2,
                              size.width() / 2);
        p.drawPath(window);
    }
}

void BuildingPainter::chapel(QPainter& p, QPointF centre, qreal radius)
{
    const qreal r = radius;
    const qreal line = r * 0.04;
    // The yard: trodden gravel with a soft rim.
    yard(p, centre, r, Gravel, 0.8);
    p.setPen(Qt::NoPen);

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
    archedWindows(p, QColor(0xff4d3b2c), QPointF(naveL + r * 0.2, baseY - naveH * 0.8), r * 0.28, 3,
                  QSizeF(r * 0.09, naveH * 0.45));
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
    FieldDecorPainter::tree(p, outer.topLeft() + QPointF(hedge * 1.5, hedge * 1.5), radius * 0.2);
    FieldDecorPainter::tree(p, outer.topRight() + QPointF(-hedge * 1.5, hedge * 1.5),
                            radius * 0.17);
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
