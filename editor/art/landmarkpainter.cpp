// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/landmarkpainter.h"

#include "art/buildingpainter.h"
#include "art/terrainpalette.h"

#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace bastide {

using namespace palette;

namespace {

QColor withAlpha(QRgb rgb, int alpha)
{
    QColor c(rgb);
    c.setAlpha(alpha);
    return c;
}

QPen outlinePen(qreal width)
{
    return QPen(QColor(Outline), width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

/** A slightly irregular pond outline round `c`. */
QPainterPath pondShape(QPointF c, qreal rx, qreal ry)
{
    QPainterPath path;
    constexpr int points = 28;
    for (int i = 0; i <= points; ++i) {
        const qreal a = 2 * std::numbers::pi * i / points;
        const qreal w = 1 + 0.08 * std::sin(3 * a + 0.7) + 0.05 * std::sin(5 * a + 2.1);
        const QPointF at(c.x() + rx * w * std::cos(a), c.y() + ry * w * std::sin(a));
        if (i == 0)
            path.moveTo(at);
        else
            path.lineTo(at);
    }
    path.closeSubpath();
    return path;
}

void paintPond(QPainter& p, QPointF c, qreal r)
{
    const QPainterPath bank = pondShape(c, r * 1.32, r * 1.02);
    const QPainterPath water = pondShape(c, r * 1.1, r * 0.8);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(BankSand));
    p.drawPath(bank);
    p.setPen(QPen(QColor(WaterDeep), r * 0.08));
    p.setBrush(QColor(Water));
    p.drawPath(water);
    p.setPen(QPen(QColor(WaterLight), r * 0.12, Qt::SolidLine, Qt::RoundCap));
    p.drawArc(QRectF(c.x() - r * 0.6, c.y() - r * 0.45, r * 0.9, r * 0.6), 100 * 16, 70 * 16);
    // Reeds at the far side.
    p.setPen(QPen(QColor(0xff3f6a26), r * 0.09, Qt::SolidLine, Qt::RoundCap));
    for (int i = 0; i < 4; ++i) {
        const QPointF root(c.x() + r * (0.55 + 0.12 * i), c.y() + r * (0.35 - 0.05 * i));
        p.drawLine(root, root + QPointF(r * (0.05 * i - 0.08), -r * (0.45 + 0.1 * (i % 2))));
    }
}

} // namespace

void LandmarkPainter::inn(QPainter& p, QPointF plot, QPointF toRoad, qreal radius)
{
    const qreal s = radius / 0.17; // the drawing is made for the full-size plot
    // The house stands toward the road, the pond behind it, away from the road.
    const QPointF road = toRoad.isNull() ? QPointF(0, 1) : toRoad;
    const QPointF pond = plot - road * (0.085 * s);
    const QPointF house = plot + road * (0.04 * s);
    const bool pondFirst = pond.y() < house.y(); // the one further north is drawn first
    const qreal w = 0.16 * s;
    const qreal wallH = w * 0.74, roofH = w * 0.52, eave = w * 0.09;
    const QPointF base = house + QPointF(0, (wallH + roofH) * 0.42);
    const qreal x0 = base.x() - w / 2, x1 = base.x() + w / 2, y = base.y();
    const qreal line = w * 0.05;

    if (pondFirst)
        paintPond(p, pond, 0.058 * s);
    // Shadow to the south-east.
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(0xff2a1d10, 70));
    p.drawPolygon(QPolygonF{QPointF(x1, y), QPointF(x1 + w * 0.28, y + w * 0.12),
                            QPointF(x1 + w * 0.28, y - wallH * 0.6), QPointF(x1, y - wallH)});
    // Walls: plaster between dark timbers, the upper storey framed with braces.
    p.setPen(outlinePen(line));
    p.setBrush(QColor(Plaster));
    p.drawRect(QRectF(x0, y - wallH, w, wallH));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(PlasterShade));
    p.drawRect(QRectF(x1 - w * 0.2, y - wallH + line / 2, w * 0.2 - line / 2, wallH - line));
    const qreal floor = y - wallH * 0.48;
    p.setPen(QPen(QColor(InnTimber), w * 0.07, Qt::SolidLine, Qt::FlatCap));
    p.drawLine(QPointF(x0, floor), QPointF(x1, floor));
    p.drawLine(QPointF(x0 + w * 0.04, y - wallH), QPointF(x0 + w * 0.04, y));
    p.drawLine(QPointF(x1 - w * 0.04, y - wallH), QPointF(x1 - w * 0.04, y));
    p.drawLine(QPointF(base.x(), y - wallH), QPointF(base.x(), floor));
    p.setPen(QPen(QColor(InnTimber), w * 0.05, Qt::SolidLine, Qt::FlatCap));
    p.drawLine(QPointF(x0 + w * 0.05, floor), QPointF(base.x(), y - wallH));
    p.drawLine(QPointF(x1 - w * 0.05, floor), QPointF(base.x(), y - wallH));
    // Lit windows upstairs, a wide door below.
    p.setPen(QPen(QColor(InnTimber), line * 0.8));
    p.setBrush(QColor(InnWindow));
    p.drawRect(QRectF(x0 + w * 0.14, y - wallH * 0.86, w * 0.16, wallH * 0.2));
    p.drawRect(QRectF(x1 - w * 0.3, y - wallH * 0.86, w * 0.16, wallH * 0.2));
    p.drawRect(QRectF(x0 + w * 0.12, y - wallH * 0.36, w * 0.18, wallH * 0.18));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(InnTimber));
    QPainterPath door;
    door.addRoundedRect(
        QRectF(base.x() + w * 0.02, y - wallH * 0.42, w * 0.26, wallH * 0.42 + line), w * 0.1,
        w * 0.1);
    p.drawPath(door);
    // A steep red roof with a chimney.
    p.setPen(outlinePen(line));
    p.setBrush(QColor(RoofLight));
    p.drawRect(QRectF(x1 - w * 0.3, y - wallH - roofH * 0.95, w * 0.12, roofH * 0.6));
    QPainterPath roof;
    roof.moveTo(x0 - eave, y - wallH);
    roof.lineTo(x1 + eave, y - wallH);
    roof.lineTo(x1 - w * 0.12, y - wallH - roofH);
    roof.lineTo(x0 + w * 0.12, y - wallH - roofH);
    roof.closeSubpath();
    p.setBrush(QColor(Roof));
    p.drawPath(roof);
    p.setPen(QPen(QColor(40, 20, 10, 80), line * 0.7));
    for (qreal k : {0.35, 0.68}) {
        const qreal inset = w * 0.12 * k;
        p.drawLine(QPointF(x0 - eave + inset + eave * k, y - wallH - roofH * k),
                   QPointF(x1 + eave - inset - eave * k, y - wallH - roofH * k));
    }
    // The sign on a bracket, on the side toward the road (or the west).
    const qreal side = road.x() > 0.3 ? 1.0 : -1.0;
    const qreal wallX = side > 0 ? x1 : x0;
    const qreal armY = y - wallH * 0.62;
    const qreal reach = w * 0.38;
    p.setPen(QPen(QColor(InnTimber), line * 1.2, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(wallX, armY), QPointF(wallX + side * reach, armY));
    const QRectF board(QPointF(wallX + side * reach - w * 0.19, armY + w * 0.03),
                       QSizeF(w * 0.38, w * 0.3));
    p.setPen(outlinePen(line));
    p.setBrush(QColor(InnSign));
    p.drawRect(board);
    // A tankard on the sign.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(InnTimber));
    p.drawRect(QRectF(board.center().x() - w * 0.05, board.top() + w * 0.08, w * 0.08, w * 0.13));
    p.setPen(QPen(QColor(InnTimber), line * 0.7));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(QPointF(board.center().x() + w * 0.045, board.center().y() + w * 0.01), w * 0.028,
                  w * 0.035);
    if (!pondFirst)
        paintPond(p, pond, 0.058 * s);
}

void LandmarkPainter::cathedral(QPainter& p, QPointF c, qreal r)
{
    const qreal line = r * 0.035;
    // The close: pale flagstones round the church.
    BuildingPainter::yard(p, c, r, Gravel, 0.82);
    p.setPen(Qt::NoPen);

    const qreal baseY = c.y() + r * 0.5;
    const qreal naveL = c.x() - r * 0.3, naveR = c.x() + r * 0.66;
    const qreal naveH = r * 0.46, roofH = r * 0.4;
    const qreal frontL = c.x() - r * 0.78, frontR = c.x() - r * 0.22;
    const qreal towerW = r * 0.2, towerH = r * 1.02;
    const QPen outline = outlinePen(line);

    // Shadow to the south-east.
    p.setBrush(withAlpha(0xff2a1d10, 75));
    p.drawPolygon(QPolygonF{
        QPointF(naveR + r * 0.12, baseY), QPointF(naveR + r * 0.38, baseY + r * 0.12),
        QPointF(naveR + r * 0.38, baseY - naveH * 0.6), QPointF(naveR + r * 0.12, baseY - naveH)});
    // The choir's round end, then the nave with its steep slate roof.
    p.setPen(outline);
    p.setBrush(QColor(ChapelWall));
    p.drawChord(QRectF(naveR - r * 0.14, baseY - naveH, r * 0.34, naveH), -90 * 16, 180 * 16);
    p.drawRect(QRectF(naveL, baseY - naveH, naveR - naveL, naveH));
    QPainterPath roof;
    roof.moveTo(naveL, baseY - naveH);
    roof.lineTo(naveR + r * 0.1, baseY - naveH);
    roof.lineTo(naveR - r * 0.04, baseY - naveH - roofH);
    roof.lineTo(naveL, baseY - naveH - roofH);
    roof.closeSubpath();
    p.setBrush(QColor(CathedralRoof));
    p.drawPath(roof);
    p.setPen(QPen(QColor(CathedralRoofDark), line * 0.8));
    for (int i = 1; i <= 2; ++i) {
        const qreal yy = baseY - naveH - roofH * i / 3.0;
        p.drawLine(QPointF(naveL + line, yy), QPointF(naveR + r * 0.1 - r * 0.05 * i, yy));
    }
    // Buttresses and tall windows along the nave.
    p.setPen(outline);
    p.setBrush(QColor(ChapelShade));
    for (int i = 0; i < 4; ++i) {
        const qreal x = naveL + r * (0.14 + 0.24 * i);
        QPolygonF buttress{QPointF(x, baseY - naveH * 0.85),
                           QPointF(x + r * 0.06, baseY - naveH * 0.85), QPointF(x + r * 0.1, baseY),
                           QPointF(x, baseY)};
        p.drawPolygon(buttress);
    }
    BuildingPainter::archedWindows(p, QColor(CathedralGlass),
                                   QPointF(naveL + r * 0.24, baseY - naveH * 0.8), r * 0.24, 3,
                                   QSizeF(r * 0.07, naveH * 0.52));
    // The west front: a gable between two towers, a rose window over a deep portal.
    p.setPen(outline);
    p.setBrush(QColor(ChapelWall));
    const qreal gableTop = baseY - naveH - roofH * 1.05;
    QPainterPath front;
    front.moveTo(frontL + towerW, baseY);
    front.lineTo(frontL + towerW, baseY - naveH * 1.25);
    front.lineTo((frontL + frontR) / 2, gableTop);
    front.lineTo(frontR - towerW, baseY - naveH * 1.25);
    front.lineTo(frontR - towerW, baseY);
    front.closeSubpath();
    p.drawPath(front);
    for (qreal x : {frontL, frontR - towerW}) {
        p.setPen(outline);
        p.setBrush(QColor(ChapelWall));
        p.drawRect(QRectF(x, baseY - towerH, towerW, towerH));
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(ChapelShade));
        p.drawRect(QRectF(x + towerW * 0.62, baseY - towerH + line / 2, towerW * 0.38 - line / 2,
                          towerH - line));
        p.setBrush(QColor(0xff4d3b2c));
        QPainterPath belfry;
        belfry.addRoundedRect(
            QRectF(x + towerW * 0.3, baseY - towerH * 0.88, towerW * 0.34, towerH * 0.16),
            towerW * 0.16, towerW * 0.16);
        p.drawPath(belfry);
        // The spire with a gold cross.
        p.setPen(outline);
        p.setBrush(QColor(CathedralRoof));
        const qreal tip = baseY - towerH - r * 0.42;
        p.drawPolygon(QPolygonF{QPointF(x - r * 0.03, baseY - towerH),
                                QPointF(x + towerW + r * 0.03, baseY - towerH),
                                QPointF(x + towerW / 2, tip)});
        p.setPen(QPen(QColor(ShieldGold).darker(125), line * 1.3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(x + towerW / 2, tip), QPointF(x + towerW / 2, tip - r * 0.14));
        p.drawLine(QPointF(x + towerW / 2 - r * 0.05, tip - r * 0.09),
                   QPointF(x + towerW / 2 + r * 0.05, tip - r * 0.09));
    }
    const QPointF rose((frontL + frontR) / 2, baseY - naveH * 0.98);
    p.setPen(QPen(QColor(ShieldGold).darker(115), line));
    p.setBrush(QColor(CathedralGlass));
    p.drawEllipse(rose, r * 0.075, r * 0.075);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xff4d3b2c));
    QPainterPath portal;
    portal.addRoundedRect(
        QRectF(rose.x() - r * 0.065, baseY - naveH * 0.66, r * 0.13, naveH * 0.66 + line), r * 0.06,
        r * 0.06);
    p.drawPath(portal);
}

void LandmarkPainter::goods(QPainter& p, QPointF centre, qreal size, const Goods& goods,
                            const std::vector<QPointF>& offsets)
{
    std::size_t next = 0;
    for (int k = 0; k < GoodsKindCount; ++k) {
        for (int n = 0; n < goods[std::size_t(k)] && next < offsets.size(); ++n)
            goodsToken(p, centre + offsets[next++], size, GoodsKind(k));
    }
}

void LandmarkPainter::goodsToken(QPainter& p, QPointF c, qreal d, GoodsKind kind)
{
    const qreal r = d / 2;
    const qreal line = d * 0.06;
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(0xff2a1d10, 85));
    p.drawEllipse(c + QPointF(r * 0.12, r * 0.16), r, r);
    p.setPen(outlinePen(line));
    p.setBrush(QColor(GoodsBadge));
    p.drawEllipse(c, r, r);
    auto at = [&](qreal x, qreal y) { return c + QPointF(x * d, y * d); };
    switch (kind) {
    case GoodsKind::Wine: {
        // A bunch of grapes under a leaf.
        p.setPen(QPen(QColor(InnTimber), d * 0.05, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(at(0, -0.2), at(0.05, -0.33));
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(Leaf));
        QPainterPath leaf;
        leaf.moveTo(at(0.02, -0.25));
        leaf.quadTo(at(0.18, -0.38), at(0.3, -0.26));
        leaf.quadTo(at(0.16, -0.16), at(0.02, -0.25));
        p.drawPath(leaf);
        const qreal berry = d * 0.085;
        const QPointF berries[] = {{-0.15, -0.13}, {0, -0.13},    {0.15, -0.13},
                                   {-0.075, 0.02}, {0.075, 0.02}, {0, 0.17}};
        p.setPen(QPen(QColor(GrapeDark), d * 0.03));
        for (QPointF b : berries) {
            p.setBrush(QColor(Grape));
            p.drawEllipse(at(b.x(), b.y()), berry, berry);
        }
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 120));
        for (QPointF b : berries)
            p.drawEllipse(at(b.x() - 0.025, b.y() - 0.025), berry * 0.3, berry * 0.3);
        break;
    }
    case GoodsKind::Grain: {
        // A sheaf of three ears, tied.
        const QPointF tops[] = {{-0.2, -0.24}, {0, -0.3}, {0.2, -0.24}};
        for (QPointF t : tops) {
            p.setPen(QPen(QColor(GrainDark), d * 0.05, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(at(t.x() * 0.3, 0.34), at(t.x(), t.y()));
            p.save();
            p.translate(at(t.x(), t.y()));
            p.rotate(std::atan2(t.x(), -(t.y() - 0.34)) * 180 / std::numbers::pi);
            p.setPen(QPen(QColor(GrainDark), d * 0.025));
            p.setBrush(QColor(Grain));
            p.drawEllipse(QPointF(0, 0), d * 0.07, d * 0.16);
            p.setPen(QPen(QColor(GrainDark), d * 0.02));
            for (qreal k : {-0.07, 0.0, 0.07})
                p.drawLine(QPointF(-d * 0.06, d * k), QPointF(d * 0.06, d * (k - 0.03)));
            p.restore();
        }
        p.setPen(QPen(QColor(Grain), d * 0.09, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(at(-0.09, 0.13), at(0.09, 0.13));
        p.setPen(QPen(QColor(InnTimber), d * 0.04, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(at(-0.09, 0.13), at(0.09, 0.13));
        break;
    }
    case GoodsKind::Cloth: {
        // A bolt of striped cloth lying aslant, its loose end unrolled beneath it.
        p.save();
        p.translate(c);
        p.rotate(-30);
        const QPen edge(QColor(ClothDark), d * 0.03, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        QPainterPath tail;
        tail.moveTo(-0.02 * d, 0.08 * d);
        tail.lineTo(0.3 * d, 0.08 * d);
        tail.cubicTo(0.34 * d, 0.2 * d, 0.26 * d, 0.28 * d, 0.32 * d, 0.36 * d);
        tail.lineTo(0.02 * d, 0.36 * d);
        tail.cubicTo(-0.04 * d, 0.28 * d, 0.04 * d, 0.2 * d, -0.02 * d, 0.08 * d);
        p.setPen(edge);
        p.setBrush(QColor(Cloth));
        p.drawPath(tail);
        p.setPen(QPen(QColor(ClothLight), d * 0.045, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(QPointF(0.08 * d, 0.12 * d), QPointF(0.12 * d, 0.33 * d));
        p.drawLine(QPointF(0.2 * d, 0.12 * d), QPointF(0.23 * d, 0.33 * d));
        const QRectF roll(-0.36 * d, -0.13 * d, 0.66 * d, 0.23 * d);
        p.setPen(edge);
        p.setBrush(QColor(Cloth));
        p.drawRect(roll);
        p.setPen(QPen(QColor(ClothLight), d * 0.045, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(QPointF(-0.34 * d, -0.055 * d), QPointF(0.28 * d, -0.055 * d));
        p.drawLine(QPointF(-0.34 * d, 0.035 * d), QPointF(0.28 * d, 0.035 * d));
        // The rolled end, with the turns of cloth showing.
        p.setPen(edge);
        p.setBrush(QColor(ClothLight));
        p.drawEllipse(QPointF(-0.36 * d, -0.015 * d), 0.07 * d, 0.115 * d);
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QPointF(-0.36 * d, -0.015 * d), 0.03 * d, 0.055 * d);
        p.restore();
        break;
    }
    }
}

} // namespace bastide
