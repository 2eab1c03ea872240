// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/paintediconengine.h"

#include <QPaintDevice>
#include <QPainter>
#include <QPixmap>
#include <algorithm>

namespace bastide {

namespace {
constexpr int DisabledAlpha = 90; // of 255: faded as a whole, overlapping strokes alike
} // namespace

PaintedIconEngine::PaintedIconEngine(Draw draw) : m_draw(std::move(draw)) {}

void PaintedIconEngine::paint(QPainter* painter, const QRect& rect, QIcon::Mode mode,
                              QIcon::State state)
{
    if (mode == QIcon::Disabled) {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap faded = pixmap(rect.size() * ratio, mode, state);
        faded.setDevicePixelRatio(ratio);
        painter->drawPixmap(rect.topLeft(), faded);
        return;
    }
    const qreal side = std::min(rect.width(), rect.height());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2);
    m_draw(*painter, side);
    painter->restore();
}

QPixmap PaintedIconEngine::pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state)
{
    QPixmap pixmap(size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    paint(&painter, QRect(QPoint(0, 0), size), QIcon::Normal, state);
    if (mode == QIcon::Disabled) {
        painter.setCompositionMode(QPainter::CompositionMode_DestinationIn);
        painter.fillRect(pixmap.rect(), QColor(0, 0, 0, DisabledAlpha));
    }
    return pixmap;
}

QIconEngine* PaintedIconEngine::clone() const
{
    return new PaintedIconEngine(m_draw);
}

QString PaintedIconEngine::key() const
{
    return QStringLiteral("bastide-painted");
}

} // namespace bastide
