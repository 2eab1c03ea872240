// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/figureitem.h"

#include "app/boardart.h"
#include "app/theme.h"
#include "art/figurelook.h"

#include <QPainter>
#include <QParallelAnimationGroup>
#include <QPropertyAnimation>

namespace bastide {

FigureItem::FigureItem(const BoardArt* art, SegmentId segment, int player, FigureKind kind,
                       PlayerColor color, FigureId id)
    : m_art(art), m_segment(segment), m_id(id), m_player(player), m_kind(kind), m_color(color)
{}

void FigureItem::setReturnable(bool returnable)
{
    if (returnable == m_returnable)
        return;
    m_returnable = returnable;
    update();
}

void FigureItem::setChosen(bool chosen)
{
    if (chosen == m_chosen)
        return;
    m_chosen = chosen;
    update();
}

QRectF FigureItem::boundingRect() const
{
    const qreal half = Size / 2 + 6;
    return QRectF(-half, -half, 2 * half, 2 * half);
}

QPainterPath FigureItem::shape() const
{
    QPainterPath path;
    path.addEllipse(QPointF(0, 0), Size / 2, Size / 2);
    return path;
}

void FigureItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (m_returnable) {
        p->setRenderHint(QPainter::Antialiasing);
        const QColor ring = m_chosen ? Theme::accent() : Theme::gold();
        p->setPen(QPen(ring, 3.0, m_chosen ? Qt::SolidLine : Qt::DashLine));
        p->setBrush(QColor(255, 255, 255, m_chosen ? 150 : 90));
        p->drawEllipse(QPointF(0, 0), Size / 2 + 3, Size / 2 + 3);
    }
    const qreal opacity = m_returnable && m_chosen ? 0.45 : 1.0;
    p->setOpacity(p->opacity() * opacity);
    m_art->paintFigure(p, m_kind, m_color, QRectF(-Size / 2, -Size / 2, Size, Size));
}

void FigureItem::leave(int ms)
{
    auto* group = new QParallelAnimationGroup(this);
    auto* rise = new QPropertyAnimation(this, "pos");
    rise->setDuration(ms);
    rise->setEndValue(pos() - QPointF(0, 40));
    rise->setEasingCurve(QEasingCurve::InCubic);
    auto* fade = new QPropertyAnimation(this, "opacity");
    fade->setDuration(ms);
    fade->setEndValue(0.0);
    group->addAnimation(rise);
    group->addAnimation(fade);
    connect(group, &QAbstractAnimation::finished, this, &QObject::deleteLater);
    group->start(QAbstractAnimation::DeleteWhenStopped);
}

FigureKind FigureItem::lookOf(FigureType type, FeatureKind kind)
{
    return figureLook(type, kind);
}

} // namespace bastide
