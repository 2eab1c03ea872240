// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/tilepreview.h"

#include "app/appsettings.h"
#include "app/boardart.h"
#include "app/theme.h"

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

namespace bastide {

TilePreview::TilePreview(const BoardArt* art, QWidget* parent) : QWidget(parent), m_art(art)
{
    setObjectName(QStringLiteral("tilePreview"));
    setCursor(Qt::PointingHandCursor);
    // Smaller only when a short window has no more room beside the scores and the log.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_turn.setEasingCurve(QEasingCurve::OutBack);
    connect(&m_turn, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_angle = v.toReal();
        update();
    });
}

QSize TilePreview::sizeHint() const
{
    return QSize(200, 176);
}

QSize TilePreview::minimumSizeHint() const
{
    return QSize(150, 120);
}

void TilePreview::setTile(TileTypeId type, Rotation rotation)
{
    const bool sameTile = type == m_type;
    const Rotation previous = m_rotation;
    m_type = type;
    m_rotation = rotation;
    const qreal target = rotation.value() * 90.0;
    const int ms = AppSettings::duration(220);
    if (sameTile && previous != rotation && ms > 0) {
        // Turn the short way round, so 3 → 0 is a quarter turn, not three back.
        int delta = (rotation.value() - previous.value() + 4) % 4;
        if (delta == 3)
            delta = -1;
        const qreal from = target - delta * 90.0;
        m_turn.stop();
        m_turn.setStartValue(from);
        m_turn.setEndValue(target);
        m_turn.setDuration(ms);
        m_turn.start();
    } else {
        m_turn.stop();
        m_angle = target;
    }
    update();
}

void TilePreview::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const qreal side = std::min(width(), height()) - 24.0;
    const QRectF box(QPointF((width() - side) / 2, (height() - side) / 2), QSizeF(side, side));
    if (!m_type.valid() || !m_art->tileSet()) {
        p.setPen(QPen(Theme::cardBorder().darker(110), 2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(box, 8, 8);
        return;
    }
    p.translate(box.center());
    p.rotate(m_angle);
    const QRectF r(-side / 2, -side / 2, side, side);
    p.setPen(Qt::NoPen);
    for (int i = 3; i >= 1; --i) { // a soft shadow under the tile
        p.setBrush(QColor(60, 40, 20, 22));
        p.drawRoundedRect(r.translated(0, 2 + i).adjusted(-i, -i, i, i), 6, 6);
    }
    const QPixmap tile = m_art->tilePixmap(m_type, Rotation(0), side, devicePixelRatioF());
    p.drawPixmap(r, tile, QRectF(tile.rect()));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(58, 48, 38, 140), 1.2));
    p.drawRect(r);
}

void TilePreview::mousePressEvent(QMouseEvent* event)
{
    if (!m_type.valid())
        return;
    emit rotateRequested(event->button() == Qt::RightButton ? -1 : 1);
}

void TilePreview::wheelEvent(QWheelEvent* event)
{
    if (m_type.valid() && event->angleDelta().y() != 0)
        emit rotateRequested(event->angleDelta().y() < 0 ? 1 : -1);
    event->accept();
}

} // namespace bastide
