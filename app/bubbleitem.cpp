// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/bubbleitem.h"

#include "app/theme.h"

#include <QFontMetricsF>
#include <QPainter>

namespace bastide {

namespace {
constexpr qreal Pad = 9;
constexpr qreal Gap = 3;

QFont titleFont()
{
    QFont f;
    f.setBold(true);
    return f;
}
} // namespace

BubbleItem::BubbleItem()
{
    setFlag(ItemIgnoresTransformations);
}

void BubbleItem::setLines(const QStringList& lines)
{
    prepareGeometryChange();
    m_lines = lines;
    qreal w = 0;
    qreal h = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QFontMetricsF fm(i == 0 ? titleFont() : QFont());
        w = std::max(w, fm.horizontalAdvance(lines[i]));
        h += fm.height() + (i > 0 ? Gap : 0);
    }
    // Drawn above and to the right of its position, clear of the cursor.
    m_rect = QRectF(14, -h - 2 * Pad - 14, w + 2 * Pad, h + 2 * Pad);
    update();
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
        const QFont font = i == 0 ? titleFont() : QFont();
        const QFontMetricsF fm(font);
        p->setFont(font);
        p->setPen(i == 0 ? Theme::ink() : Theme::mutedInk().darker(115));
        p->drawText(QPointF(m_rect.left() + Pad, y + fm.ascent()), m_lines[i]);
        y += fm.height() + Gap;
    }
}

} // namespace bastide
