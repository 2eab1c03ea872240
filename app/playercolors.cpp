// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/playercolors.h"

#include "art/figurepainter.h"

#include <QPainter>

namespace bastide {

QColor PlayerColors::color(PlayerColor c)
{
    return playerColor(c);
}

QColor PlayerColors::textColor(PlayerColor c)
{
    switch (c) {
    case PlayerColor::Yellow:
        return QColor(0xa0, 0x78, 0x00);
    case PlayerColor::Pink:
        return QColor(0xc2, 0x3f, 0x86);
    case PlayerColor::Black:
        return QColor(0x2c, 0x28, 0x24);
    default:
        return playerColor(c).darker(115);
    }
}

QIcon PlayerColors::dot(PlayerColor c, bool filled)
{
    QIcon icon;
    for (int size : {12, 16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF r = QRectF(pixmap.rect()).adjusted(2, 2, -2, -2);
        const QColor base = playerColor(c);
        p.setPen(QPen(base.darker(160), size / 12.0));
        p.setBrush(filled ? QBrush(base) : QBrush(Qt::NoBrush));
        if (!filled)
            p.setPen(QPen(base, size / 6.0));
        p.drawEllipse(filled ? r : r.adjusted(1, 1, -1, -1));
        icon.addPixmap(pixmap);
    }
    return icon;
}

QPixmap PlayerColors::figure(PlayerColor c, int size, qreal ratio, bool abbot)
{
    QPixmap pixmap(int(size * ratio), int(size * ratio));
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    FigurePainter::paint(p, abbot ? FigureKind::Abbot : FigureKind::Follower, c,
                         QRectF(0, 0, size, size));
    return pixmap;
}

} // namespace bastide
