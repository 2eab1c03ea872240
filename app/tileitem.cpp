// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/tileitem.h"

#include "app/boardart.h"

#include <QPainter>

namespace bastide {

TileItem::TileItem(const BoardArt* art, TileTypeId tileType, Rotation rotation,
                   QGraphicsItem* parent)
    : QGraphicsObject(parent), m_art(art), m_tileType(tileType), m_rotation(rotation)
{
    setTransformOriginPoint(Size / 2, Size / 2);
}

void TileItem::setTile(TileTypeId tileType, Rotation rotation)
{
    if (tileType == m_tileType && rotation == m_rotation)
        return;
    m_tileType = tileType;
    m_rotation = rotation;
    update();
}

void TileItem::setFrame(const QColor& color)
{
    if (color == m_frame)
        return;
    prepareGeometryChange();
    m_frame = color;
    update();
}

QRectF TileItem::boundingRect() const
{
    const qreal m = m_frame.isValid() ? 4.0 : 0.0;
    return QRectF(-m, -m, Size + 2 * m, Size + 2 * m);
}

void TileItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    m_art->paintTile(p, m_tileType, m_rotation, QRectF(0, 0, Size, Size));
    if (m_frame.isValid()) {
        p->setRenderHint(QPainter::Antialiasing);
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(QColor(255, 255, 255, 170), 5.0));
        p->drawRoundedRect(QRectF(-0.5, -0.5, Size + 1, Size + 1), 3, 3);
        p->setPen(QPen(m_frame, 3.0));
        p->drawRoundedRect(QRectF(-0.5, -0.5, Size + 1, Size + 1), 3, 3);
    }
}

} // namespace bastide
