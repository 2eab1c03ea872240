// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/busyindicator.h"

#include "app/theme.h"

#include <QPainter>

namespace bastide {

BusyIndicator::BusyIndicator(QWidget* parent) : QWidget(parent)
{
    setFixedSize(sizeHint());
    m_spin.setStartValue(0.0);
    m_spin.setEndValue(360.0);
    m_spin.setDuration(1000);
    m_spin.setLoopCount(-1);
    connect(&m_spin, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_angle = v.toReal();
        update();
    });
}

void BusyIndicator::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(3, 3, -3, -3);
    p.setPen(QPen(Theme::cardBorder(), 3));
    p.drawEllipse(r);
    p.setPen(QPen(Theme::accent(), 3, Qt::SolidLine, Qt::RoundCap));
    p.drawArc(r, int(-m_angle * 16), 100 * 16);
}

void BusyIndicator::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_spin.start();
}

void BusyIndicator::hideEvent(QHideEvent* event)
{
    m_spin.stop();
    QWidget::hideEvent(event);
}

} // namespace bastide
