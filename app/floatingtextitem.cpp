// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/floatingtextitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QParallelAnimationGroup>
#include <QPropertyAnimation>

namespace bastide {

FloatingTextItem::FloatingTextItem(const QString& text, const QColor& color)
    : m_text(text), m_color(color)
{
    setFlag(ItemIgnoresTransformations);
    m_font.setPixelSize(22);
    m_font.setBold(true);
    const QFontMetricsF fm(m_font);
    const qreal w = fm.horizontalAdvance(text) + 22;
    const qreal h = fm.height() + 8;
    m_rect = QRectF(-w / 2, -h / 2, w, h);
}

void FloatingTextItem::setDrop(qreal pixels)
{
    prepareGeometryChange();
    m_rect.moveCenter(QPointF(0, pixels));
}

void FloatingTextItem::rise(qreal distance, int ms)
{
    m_origin = pos();
    auto* group = new QParallelAnimationGroup(this);
    auto* up = new QPropertyAnimation(this, "pos");
    up->setDuration(ms);
    up->setEndValue(pos() - QPointF(0, distance));
    up->setEasingCurve(QEasingCurve::OutCubic);
    auto* fade = new QPropertyAnimation(this, "opacity");
    fade->setDuration(ms);
    fade->setKeyValueAt(0.0, 0.0);
    fade->setKeyValueAt(0.15, 1.0);
    fade->setKeyValueAt(0.7, 1.0);
    fade->setKeyValueAt(1.0, 0.0);
    group->addAnimation(up);
    group->addAnimation(fade);
    connect(group, &QAbstractAnimation::finished, this, &QObject::deleteLater);
    m_rise = group;
    group->start(QAbstractAnimation::DeleteWhenStopped);
}

QRectF FloatingTextItem::boundingRect() const
{
    return m_rect.adjusted(-3, -3, 3, 6);
}

void FloatingTextItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    // A badge in the scorer's colour: reads on grass, roofs and water alike.
    p->setRenderHint(QPainter::Antialiasing);
    const qreal r = m_rect.height() / 2;
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 70));
    p->drawRoundedRect(m_rect.translated(0, 3), r, r);
    p->setBrush(m_color);
    p->setPen(QPen(QColor(255, 255, 255, 235), 2.0));
    p->drawRoundedRect(m_rect, r, r);
    p->setFont(m_font);
    p->setPen(m_color.lightness() > 170 ? QColor(40, 30, 22) : QColor(Qt::white));
    p->drawText(m_rect, Qt::AlignCenter, m_text);
}

} // namespace bastide
