// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/bubbleitem.h"

#include "app/theme.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <cmath>

namespace bastide {

namespace {
constexpr qreal Pad = 9;
constexpr qreal Gap = 3;
constexpr qreal Offset = 14; // from the point, clear of the cursor
constexpr qreal Margin = 4;  // from the view's edge

QFont titleFont()
{
    QFont f;
    f.setBold(true);
    return f;
}

QFont lineFont(int line)
{
    return line == 0 ? titleFont() : QFont();
}

/** The rectangle `line` takes wrapped at the widest a bubble's text may run. */
QRectF textRect(const QString& line, int index)
{
    return QFontMetricsF(lineFont(index))
        .boundingRect(QRectF(0, 0, BubbleItem::MaxTextWidth, 1e6),
                      Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, line);
}

} // namespace

BubbleItem::BubbleItem()
{
    setFlag(ItemIgnoresTransformations);
}

void BubbleItem::setLines(const QStringList& lines)
{
    m_lines = lines;
    qreal w = 0;
    qreal h = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QRectF r = textRect(lines[i], i);
        w = std::max(w, r.width());
        h += r.height() + (i > 0 ? Gap : 0);
    }
    m_size = QSizeF(std::ceil(w) + 2 * Pad, std::ceil(h) + 2 * Pad);
    fitIntoView();
}

QGraphicsView* BubbleItem::view() const
{
    if (!scene())
        return nullptr;
    for (QGraphicsView* v : scene()->views()) {
        if (v->isVisible())
            return v;
    }
    return nullptr;
}

void BubbleItem::fitIntoView()
{
    prepareGeometryChange();
    const qreal w = m_size.width();
    const qreal h = m_size.height();
    // Above and to the right of the point, else whichever side has room.
    const QRectF sides[] = {QRectF(Offset, -h - Offset, w, h),
                            QRectF(-Offset - w, -h - Offset, w, h), QRectF(Offset, Offset, w, h),
                            QRectF(-Offset - w, Offset, w, h)};
    m_rect = sides[0];
    if (QGraphicsView* v = view()) {
        const QPointF at = v->mapFromScene(scenePos());
        const QRectF room =
            QRectF(v->viewport()->rect()).adjusted(Margin, Margin, -Margin, -Margin);
        qreal bestArea = -1;
        for (const QRectF& side : sides) {
            const QRectF shown = side.translated(at).intersected(room);
            const qreal area = shown.width() * shown.height();
            if (area > bestArea + 0.5) {
                bestArea = area;
                m_rect = side;
            }
        }
        // Where no side has room for all of it (a point in a corner of a small view), the
        // card slides along the edge until it is whole; off the point, but readable.
        QRectF placed = m_rect.translated(at);
        if (placed.right() > room.right())
            placed.moveRight(room.right());
        if (placed.left() < room.left())
            placed.moveLeft(room.left());
        if (placed.bottom() > room.bottom())
            placed.moveBottom(room.bottom());
        if (placed.top() < room.top())
            placed.moveTop(room.top());
        m_rect = placed.translated(-at);
    }
    update();
}

QVariant BubbleItem::itemChange(GraphicsItemChange change, const QVariant& value)
{
    if (change == ItemPositionHasChanged || (change == ItemVisibleHasChanged && value.toBool()) ||
        change == ItemSceneHasChanged)
        fitIntoView();
    return QGraphicsItem::itemChange(change, value);
}

QRectF BubbleItem::boundingRect() const
{
    return m_rect.adjusted(-4, -4, 4, 6);
}

void BubbleItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 50));
    p->drawRoundedRect(m_rect.translated(0, 3), 8, 8);
    p->setBrush(Theme::card());
    p->setPen(QPen(Theme::cardBorder().darker(115), 1.0));
    p->drawRoundedRect(m_rect, 8, 8);
    qreal y = m_rect.top() + Pad;
    for (int i = 0; i < m_lines.size(); ++i) {
        const QRectF r = textRect(m_lines[i], i);
        p->setFont(lineFont(i));
        p->setPen(i == 0 ? Theme::ink() : Theme::mutedInk().darker(115));
        p->drawText(QRectF(m_rect.left() + Pad, y, MaxTextWidth, r.height()),
                    Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_lines[i]);
        y += r.height() + Gap;
    }
}

} // namespace bastide
