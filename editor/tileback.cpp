// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tileback.h"

#include "art/terrainpalette.h"

#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <cmath>

namespace bastide {

using namespace palette;

namespace {

struct Colours
{
    QColor light, dark, frame;
};

Colours coloursOf(const TileBack& back)
{
    switch (back.kind) {
    case TileBack::Kind::Start:
        return {QColor(0xf3, 0xd9, 0x85), QColor(0xe0, 0xb5, 0x4a), QColor(ShieldBlue)};
    case TileBack::Kind::River:
    case TileBack::Kind::Spring:
    case TileBack::Kind::Lake:
        return {QColor(WaterLight), QColor(WaterDeep), QColor(0xf4, 0xf8, 0xfc)};
    case TileBack::Kind::Expansion: {
        // A hue of the set's own, the same in every file and every run (qHash is seeded).
        int sum = 0;
        for (QChar c : back.expansion)
            sum = (sum * 31 + c.unicode()) % 360;
        const int hue = back.expansion == QLatin1String("inns-cathedrals")    ? 350
                        : back.expansion == QLatin1String("traders-builders") ? 140
                                                                              : sum;
        return {QColor::fromHsl(hue, 70, 200), QColor::fromHsl(hue, 80, 150),
                QColor::fromHsl(hue, 90, 55)};
    }
    case TileBack::Kind::Base:
        break;
    }
    return {QColor(0xe9, 0xd8, 0xb4), QColor(0xd9, 0xc2, 0x94), QColor(RoofDark)};
}

/** The game's emblem, a small walled town on a hill, in the unit square. */
void paintTown(QPainter& p)
{
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(GrassDark));
    QPainterPath hill;
    hill.moveTo(0.2, 0.72);
    hill.cubicTo(0.32, 0.6, 0.68, 0.6, 0.8, 0.72);
    hill.closeSubpath();
    p.drawPath(hill);
    p.setBrush(QColor(Wall));
    p.setPen(QPen(QColor(WallDark), 0.008));
    p.drawRect(QRectF(0.3, 0.5, 0.4, 0.16));
    for (qreal x = 0.3; x < 0.69; x += 0.05)
        p.drawRect(QRectF(x, 0.475, 0.03, 0.03));
    p.drawRect(QRectF(0.43, 0.34, 0.14, 0.32));
    for (qreal x = 0.43; x < 0.56; x += 0.05)
        p.drawRect(QRectF(x, 0.315, 0.03, 0.03));
    QPainterPath gate;
    gate.moveTo(0.465, 0.66);
    gate.lineTo(0.465, 0.59);
    gate.quadTo(0.5, 0.55, 0.535, 0.59);
    gate.lineTo(0.535, 0.66);
    gate.closeSubpath();
    p.setBrush(QColor(Outline));
    p.drawPath(gate);
    p.setBrush(QColor(ShieldBlue));
    p.setPen(QPen(QColor(ShieldGold), 0.006));
    QPainterPath shield;
    shield.moveTo(0.475, 0.38);
    shield.lineTo(0.525, 0.38);
    shield.lineTo(0.525, 0.41);
    shield.quadTo(0.525, 0.44, 0.5, 0.455);
    shield.quadTo(0.475, 0.44, 0.475, 0.41);
    shield.closeSubpath();
    p.drawPath(shield);
}

/** A river winding from corner to corner, with its banks. */
void paintRiver(QPainter& p)
{
    QPainterPath river;
    // Runs on past the tile's edges into the bleed.
    river.moveTo(-0.2, 0.386);
    river.lineTo(0.0, 0.3);
    river.cubicTo(0.35, 0.15, 0.3, 0.75, 0.62, 0.62);
    river.cubicTo(0.85, 0.52, 0.9, 0.8, 1.0, 0.85);
    river.lineTo(1.2, 0.95);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(BankGrass), 0.2, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(river);
    p.setPen(QPen(QColor(BankSand), 0.15, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(river);
    p.setPen(QPen(QColor(Water), 0.11, Qt::SolidLine, Qt::FlatCap));
    p.drawPath(river);
    p.setPen(QPen(QColor(WaterLight), 0.015, Qt::DashLine, Qt::RoundCap));
    p.drawPath(river);
}

/** A round badge at the top of the back, for the tiles players must find face down. */
void paintBadge(QPainter& p, const QColor& ring)
{
    p.setPen(QPen(ring, 0.02));
    p.setBrush(QColor(ShieldWhite));
    p.drawEllipse(QPointF(0.5, 0.2), 0.1, 0.1);
}

void paintStar(QPainter& p)
{
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const qreal r = i % 2 ? 0.035 : 0.08;
        const qreal a = -M_PI / 2 + i * M_PI / 5;
        star << QPointF(0.5 + r * std::cos(a), 0.2 + r * std::sin(a));
    }
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(ShieldGold));
    p.drawPolygon(star);
}

/** A spring: the river's first tile, laid at the start. */
void paintSpring(QPainter& p)
{
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(Water));
    QPainterPath drop;
    drop.moveTo(0.5, 0.12);
    drop.cubicTo(0.54, 0.18, 0.56, 0.21, 0.56, 0.23);
    drop.cubicTo(0.56, 0.27, 0.44, 0.27, 0.44, 0.23);
    drop.cubicTo(0.44, 0.21, 0.46, 0.18, 0.5, 0.12);
    p.drawPath(drop);
}

/** A lake: the river's last tile. */
void paintLake(QPainter& p)
{
    p.setPen(QPen(QColor(BankGrass), 0.012));
    p.setBrush(QColor(Water));
    p.drawEllipse(QPointF(0.5, 0.2), 0.07, 0.045);
}

QString initials(const QString& name)
{
    QString letters;
    for (const QString& word : name.split(QLatin1Char('-'), Qt::SkipEmptyParts))
        letters += word.front().toUpper();
    return letters.left(3);
}

} // namespace

TileBack TileBack::of(const TileType& tile, bool startCopy)
{
    if (tile.group == TileGroup::River) {
        if (tile.start)
            return {Kind::Spring, {}};
        return {tile.end ? Kind::Lake : Kind::River, {}};
    }
    if (tile.group == TileGroup::Expansion)
        return {Kind::Expansion, tile.expansion};
    if (tile.start && startCopy)
        return {Kind::Start, {}};
    return {Kind::Base, {}};
}

void TileBack::paint(QPainter& p, const QRectF& trim, const QRectF& bled) const
{
    const Colours colours = coloursOf(*this);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setClipRect(bled);
    QLinearGradient ground(bled.topLeft(), bled.bottomRight());
    ground.setColorAt(0, colours.light);
    ground.setColorAt(1, colours.dark);
    p.fillRect(bled, ground);
    p.translate(trim.topLeft());
    p.scale(trim.width(), trim.height());
    if (kind == Kind::River || kind == Kind::Spring || kind == Kind::Lake)
        paintRiver(p);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colours.frame, 0.012));
    p.drawRect(QRectF(0.06, 0.06, 0.88, 0.88));
    p.setPen(QPen(colours.frame, 0.005));
    p.drawRect(QRectF(0.085, 0.085, 0.83, 0.83));
    switch (kind) {
    case Kind::Base:
        paintTown(p);
        break;
    case Kind::Start:
        paintTown(p);
        paintBadge(p, colours.frame);
        paintStar(p);
        break;
    case Kind::River:
        break;
    case Kind::Spring:
        paintBadge(p, QColor(WaterDeep));
        paintSpring(p);
        break;
    case Kind::Lake:
        paintBadge(p, QColor(WaterDeep));
        paintLake(p);
        break;
    case Kind::Expansion: {
        paintTown(p);
        // The set's initials on a band: a designer's own set has no emblem of its own.
        p.setPen(Qt::NoPen);
        p.setBrush(colours.frame);
        p.drawRect(QRectF(0.3, 0.76, 0.4, 0.1));
        QFont font;
        font.setPixelSize(64);
        font.setBold(true);
        p.save();
        p.scale(1.0 / 800, 1.0 / 800);
        p.setFont(font);
        p.setPen(QColor(ShieldWhite));
        p.drawText(QRectF(0.3 * 800, 0.76 * 800, 0.4 * 800, 0.1 * 800), Qt::AlignCenter,
                   initials(expansion));
        p.restore();
        break;
    }
    }
    p.restore();
}

} // namespace bastide
