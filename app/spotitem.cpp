// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/spotitem.h"

#include "app/theme.h"
#include "app/tileitem.h"

#include <QPainter>

namespace bastide {

SpotItem::SpotItem(Mode mode) : m_mode(mode) {}

void SpotItem::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    update();
}

QRectF SpotItem::boundingRect() const
{
    return QRectF(0, 0, TileItem::Size, TileItem::Size);
}

void SpotItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(5, 5, -5, -5);
    if (m_mode == Mode::FitsNow) {
        p->setBrush(QColor(255, 236, 170, 42));
        p->setPen(QPen(QColor(0, 0, 0, 60), 6.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawRoundedRect(r, 8, 8);
        p->setPen(
            QPen(Theme::gold().lighter(118), 3.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawRoundedRect(r, 8, 8);
        // A small plus in the middle says "a tile can go here".
        p->setPen(QPen(QColor(255, 240, 196, 220), 3.0, Qt::SolidLine, Qt::RoundCap));
        const QPointF c = r.center();
        p->drawLine(c - QPointF(8, 0), c + QPointF(8, 0));
        p->drawLine(c - QPointF(0, 8), c + QPointF(0, 8));
    } else {
        p->setBrush(QColor(255, 255, 255, 14));
        p->setPen(QPen(QColor(255, 240, 210, 90), 2.0, Qt::DashLine));
        p->drawRoundedRect(r, 8, 8);
    }
}

} // namespace bastide
