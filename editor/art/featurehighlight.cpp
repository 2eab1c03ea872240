// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/featurehighlight.h"

namespace bastide {

void FeatureHighlight::paint(QPainter& p, const QPainterPath& region, const QColor& color)
{
    const qreal size = std::max(region.boundingRect().width(), region.boundingRect().height());
    const qreal rim = std::clamp(size * 0.025, 1.5, 4.0);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setClipPath(region, Qt::IntersectClip);
    QColor wash = color;
    wash.setAlpha(80);
    p.fillPath(region, wash);
    // The rim is drawn inside the region only (clipped), so it never spills onto neighbours.
    QColor glow = color.lighter(130);
    glow.setAlpha(230);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(glow, rim * 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(region);
    p.setPen(
        QPen(QColor(255, 255, 255, 200), rim * 0.7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(region);
    p.restore();
}

} // namespace bastide
