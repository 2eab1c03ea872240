// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/shieldpainter.h"

#include "art/terrainpalette.h"

#include <QLinearGradient>
#include <QPainterPath>

namespace bastide {

void ShieldPainter::paint(QPainter& p, QPointF centre, qreal height)
{
    using namespace palette;
    const qreal h = height, w = height * 0.82;
    const QPointF tl = centre - QPointF(w / 2, h / 2);
    auto at = [&](qreal x, qreal y) { return tl + QPointF(x * w, y * h); };

    QPainterPath shield;
    shield.moveTo(at(0, 0));
    shield.lineTo(at(1, 0));
    shield.lineTo(at(1, 0.45));
    shield.cubicTo(at(1, 0.78), at(0.72, 0.92), at(0.5, 1));
    shield.cubicTo(at(0.28, 0.92), at(0, 0.78), at(0, 0.45));
    shield.closeSubpath();

    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x552a1d10));
    p.drawPath(shield.translated(h * 0.06, h * 0.07));

    p.setPen(QPen(QColor(Outline), h * 0.05, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(QColor(ShieldWhite));
    p.drawPath(shield);
    const QTransform inner = QTransform::fromTranslate(-centre.x(), -centre.y()) *
                             QTransform::fromScale(0.8, 0.84) *
                             QTransform::fromTranslate(centre.x(), centre.y() - h * 0.02);
    QLinearGradient blue(at(0, 0), at(1, 1));
    blue.setColorAt(0, QColor(ShieldBlue).lighter(125));
    blue.setColorAt(1, QColor(ShieldBlue).darker(115));
    p.setPen(Qt::NoPen);
    p.setBrush(blue);
    p.drawPath(inner.map(shield));

    // The charge: a crenellated tower with a gate.
    QPainterPath tower;
    const qreal l = 0.33, r = 0.67, top = 0.25, base = 0.72;
    tower.moveTo(at(l, base));
    tower.lineTo(at(l, top));
    const int merlons = 3;
    const qreal step = (r - l) / (2 * merlons - 1);
    for (int i = 0; i < merlons; ++i) {
        const qreal x = l + 2 * i * step;
        tower.lineTo(at(x + step, top));
        if (i < merlons - 1) {
            tower.lineTo(at(x + step, top + 0.07));
            tower.lineTo(at(x + 2 * step, top + 0.07));
            tower.lineTo(at(x + 2 * step, top));
        }
    }
    tower.lineTo(at(r, base));
    tower.closeSubpath();
    QPainterPath gate;
    gate.addRoundedRect(QRectF(at(0.44, 0.5), at(0.56, base + 0.01)), w * 0.06, w * 0.06);
    p.setBrush(QColor(ShieldGold));
    p.drawPath(tower.subtracted(gate));
}

} // namespace bastide
