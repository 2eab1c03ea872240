#include "floatingtextitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace bastide {

FloatingTextItem::FloatingTextItem(const QString& text, const QColor& color)
    : m_text(text), m_color(color)
{
    setFlag(ItemIgnoresTransformations);
    m_font.setPixelSize(26);
    m_font.setBold(true);
    const QFontMetricsF fm(m_font);
    const qreal w = fm.horizontalAdvance(text);
    m_rect = QRectF(-w / 2 - 6, -fm.ascent() - 4, w + 12, fm.height() + 8);
}

QRectF FloatingTextItem::boundingRect() const
{
    return m_rect;
}

void FloatingTextItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    p->setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    const QFontMetricsF fm(m_font);
    path.addText(-fm.horizontalAdvance(m_text) / 2, 0, m_font, m_text);
    p->setPen(QPen(QColor(40, 30, 22, 220), 5.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->setBrush(Qt::NoBrush);
    p->drawPath(path);
    p->setPen(Qt::NoPen);
    p->setBrush(m_color.lightness() < 70 ? m_color.lighter(250) : m_color.lighter(115));
    p->drawPath(path);
}

} // namespace bastide
