// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/markglyphs.h"

#include "art/terrainpalette.h"

#include <QPainter>
#include <QPainterPath>

namespace bastide {

namespace {

using namespace palette;

// Each glyph is drawn in a 20 × 20 box.

void paintInn(QPainter& p)
{
    // A pond beside a house with a big roof: the inn of the published tiles.
    p.setPen(QPen(QColor(WaterDeep), 0.8));
    p.setBrush(QColor(Water));
    p.drawEllipse(QRectF(11.5, 13, 7.5, 4.5));
    p.setPen(QPen(QColor(Outline), 0.9));
    p.setBrush(QColor(Plaster));
    p.drawRect(QRectF(2.5, 9, 10, 8));
    QPainterPath roof;
    roof.moveTo(1, 9.5);
    roof.lineTo(7.5, 3);
    roof.lineTo(14, 9.5);
    roof.closeSubpath();
    p.setBrush(QColor(Roof));
    p.drawPath(roof);
    p.setBrush(QColor(Outline));
    p.drawRect(QRectF(6.2, 12.5, 2.6, 4.5));
}

void paintCathedral(QPainter& p)
{
    // A nave with two towers and a cross: larger and whiter than a city's houses.
    p.setPen(QPen(QColor(Outline), 0.9));
    p.setBrush(QColor(ChapelWall));
    p.drawRect(QRectF(4, 9, 12, 9));
    p.drawRect(QRectF(3, 6, 4, 12));
    p.drawRect(QRectF(13, 6, 4, 12));
    p.setBrush(QColor(ShieldBlue));
    for (qreal x : {3.0, 13.0}) {
        QPainterPath spire;
        spire.moveTo(x - 0.5, 6);
        spire.lineTo(x + 2, 1.5);
        spire.lineTo(x + 4.5, 6);
        spire.closeSubpath();
        p.drawPath(spire);
    }
    p.setPen(QPen(QColor(ShieldGold), 1.4));
    p.drawLine(QPointF(10, 4), QPointF(10, 9));
    p.drawLine(QPointF(8.2, 5.6), QPointF(11.8, 5.6));
    p.setPen(QPen(QColor(Outline), 0.9));
    p.setBrush(QColor(Outline));
    p.drawRoundedRect(QRectF(8.5, 13, 3, 5), 1.5, 1.5);
}

void paintWine(QPainter& p)
{
    // A bunch of grapes under a leaf, as the tile art draws wine (LandmarkPainter).
    p.setPen(QPen(QColor(InnTimber), 1.1, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(10, 6), QPointF(11, 2.5));
    p.setPen(QPen(QColor(Outline), 0.6));
    p.setBrush(QColor(Leaf));
    QPainterPath leaf;
    leaf.moveTo(10.4, 4.8);
    leaf.quadTo(14, 1.2, 17.5, 3.8);
    leaf.quadTo(14, 7, 10.4, 4.8);
    p.drawPath(leaf);
    const QPointF berries[] = {{6.4, 8.6},  {10, 8.6},    {13.6, 8.6},
                               {8.2, 12.2}, {11.8, 12.2}, {10, 15.8}};
    p.setPen(QPen(QColor(GrapeDark), 0.7));
    p.setBrush(QColor(Grape));
    for (QPointF b : berries)
        p.drawEllipse(b, 2.2, 2.2);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 130));
    for (QPointF b : berries)
        p.drawEllipse(b - QPointF(0.7, 0.7), 0.6, 0.6);
}

void paintGrain(QPainter& p)
{
    // A sheaf: stalks tied in the middle, ears fanned out on top.
    p.setPen(QPen(QColor(0x9a, 0x72, 0x1e), 1.1));
    for (qreal dx : {-3.0, -1.5, 0.0, 1.5, 3.0}) {
        p.drawLine(QPointF(10 + dx * 0.4, 18), QPointF(10 + dx, 7));
    }
    p.setPen(QPen(QColor(Outline), 0.7));
    p.setBrush(QColor(ShieldGold));
    for (qreal dx : {-4.5, -1.5, 1.5, 4.5})
        p.drawEllipse(QRectF(10 + dx - 1.6, 2.5 + (dx * dx) / 8, 3.2, 6));
    p.setPen(QPen(QColor(RoofDark), 1.6));
    p.drawLine(QPointF(7.5, 12.5), QPointF(12.5, 12.5));
}

void paintCloth(QPainter& p)
{
    // A bolt of cloth: a roll with its end unwound.
    p.setPen(QPen(QColor(Outline), 0.9));
    p.setBrush(QColor(0x3f, 0x7f, 0xbf));
    QPainterPath unwound;
    unwound.moveTo(10, 12);
    unwound.lineTo(18, 12);
    unwound.lineTo(16, 18);
    unwound.lineTo(8, 18);
    unwound.closeSubpath();
    p.drawPath(unwound);
    p.setBrush(QColor(0x5b, 0x9a, 0xd8));
    p.drawRect(QRectF(2.5, 4, 11, 10));
    p.setBrush(QColor(0x2c, 0x5f, 0x95));
    p.drawEllipse(QRectF(11, 4, 5, 10));
    p.setPen(QPen(QColor(ShieldWhite), 0.9));
    p.drawLine(QPointF(4, 7), QPointF(11, 7));
    p.drawLine(QPointF(4, 11), QPointF(11, 11));
}

void paintInnerField(QPainter& p)
{
    // A patch of grass inside a ring of wall: a field the city encloses.
    p.setPen(QPen(QColor(WallDark), 2.2));
    p.setBrush(QColor(CityGround));
    p.drawRoundedRect(QRectF(1.5, 1.5, 17, 17), 4, 4);
    p.setPen(QPen(QColor(Outline), 0.8, Qt::DashLine));
    p.setBrush(QColor(Grass));
    p.drawEllipse(QRectF(5, 5, 10, 10));
    p.setPen(QPen(QColor(GrassDark), 1));
    p.drawLine(QPointF(8, 12), QPointF(8.5, 9));
    p.drawLine(QPointF(11, 12.5), QPointF(11.8, 8.5));
}

} // namespace

MarkGlyphs::Mark MarkGlyphs::goods(GoodsKind kind)
{
    switch (kind) {
    case GoodsKind::Wine:
        return Mark::Wine;
    case GoodsKind::Grain:
        return Mark::Grain;
    case GoodsKind::Cloth:
        break;
    }
    return Mark::Cloth;
}

void MarkGlyphs::paint(QPainter& p, Mark mark, const QRectF& box)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(box.topLeft());
    p.scale(box.width() / 20, box.height() / 20);
    switch (mark) {
    case Mark::Inn:
        paintInn(p);
        break;
    case Mark::Cathedral:
        paintCathedral(p);
        break;
    case Mark::Wine:
        paintWine(p);
        break;
    case Mark::Grain:
        paintGrain(p);
        break;
    case Mark::Cloth:
        paintCloth(p);
        break;
    case Mark::InnerField:
        paintInnerField(p);
        break;
    }
    p.restore();
}

} // namespace bastide
