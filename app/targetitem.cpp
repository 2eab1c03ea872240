// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/targetitem.h"

#include "app/boardart.h"
#include "app/figureitem.h"
#include "app/theme.h"

#include <QPainter>
#include <algorithm>

namespace bastide {

TargetItem::TargetItem(const BoardArt* art, FigureType figure, int feature, FigureKind look,
                       PlayerColor color, qreal radius)
    : m_art(art), m_figure(figure), m_feature(feature), m_look(look), m_color(color),
      m_radius(radius), m_room(2 * radius)
{}

void TargetItem::setRoom(qreal room)
{
    prepareGeometryChange();
    m_room = std::max(room, m_radius);
    update();
}

qreal TargetItem::chosenFigureReach() const
{
    // The figure as it will stand (the big follower larger), but not onto the next ring.
    const qreal standing =
        FigureItem::Size * 1.05 * m_radius / Radius / 2 * FigurePainter::boardScale(m_look);
    return std::min(standing, m_room);
}

void TargetItem::setChosen(bool chosen)
{
    if (chosen == m_chosen)
        return;
    m_chosen = chosen;
    update();
}

void TargetItem::setHovered(bool hovered)
{
    if (hovered == m_hovered)
        return;
    m_hovered = hovered;
    update();
}

QRectF TargetItem::boundingRect() const
{
    const qreal r = std::max(m_radius + 4, chosenFigureReach() + 1);
    return QRectF(-r, -r, 2 * r, 2 * r);
}

QPainterPath TargetItem::shape() const
{
    QPainterPath path;
    path.addEllipse(QPointF(0, 0), m_radius + 2, m_radius + 2);
    return path;
}

void TargetItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QColor accent = m_chosen ? Theme::accent() : Theme::gold();
    if (!m_chosen) {
        p->setBrush(QColor(255, 252, 240, m_hovered ? 235 : 185));
        p->setPen(QPen(QColor(60, 48, 38, 110), 1.0));
        p->drawEllipse(QPointF(0, 0), m_radius, m_radius);
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(accent, m_hovered ? 3.5 : 2.5));
        p->drawEllipse(QPointF(0, 0), m_radius - 1.5, m_radius - 1.5);
        p->setOpacity(p->opacity() * (m_hovered ? 0.9 : 0.55));
        // Inside the ring's gold rim, the big follower too (drawn larger than the rest).
        const qreal s =
            std::min(m_radius * 1.35, m_radius * 1.5 / FigurePainter::boardScale(m_look));
        m_art->paintFigure(p, m_look, m_color, QRectF(-s / 2, -s / 2, s, s));
        return;
    }
    p->setBrush(QColor(255, 255, 255, 90));
    p->setPen(QPen(accent, 3.0));
    p->drawEllipse(QPointF(0, 0), m_radius + 1, m_radius + 1);
    const qreal s = 2 * chosenFigureReach() / FigurePainter::boardScale(m_look);
    m_art->paintFigure(p, m_look, m_color, QRectF(-s / 2, -s / 2, s, s));
}

} // namespace bastide
