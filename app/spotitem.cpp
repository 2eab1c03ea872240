#include "spotitem.h"

#include "theme.h"
#include "tileitem.h"

#include <QPainter>

namespace bastide {

SpotItem::SpotItem(Mode mode) : m_mode(mode) {}

void SpotItem::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    update();
}

QRectF SpotItem::boundingRect() const
{
    return QRectF(0, 0, TileItem::Size, TileItem::Size);
}

void SpotItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(5, 5, -5, -5);
    if (m_mode == Mode::FitsNow) {
        QColor fill = Theme::gold();
        fill.setAlpha(70);
        p->setBrush(fill);
        QColor edge = Theme::gold().lighter(125);
        p->setPen(QPen(edge, 3.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawRoundedRect(r, 8, 8);
        // A small plus in the middle says "a tile can go here".
        p->setPen(QPen(QColor(255, 244, 210, 200), 3.0, Qt::SolidLine, Qt::RoundCap));
        const QPointF c = r.center();
        p->drawLine(c - QPointF(8, 0), c + QPointF(8, 0));
        p->drawLine(c - QPointF(0, 8), c + QPointF(0, 8));
    } else {
        p->setBrush(QColor(255, 255, 255, 14));
        p->setPen(QPen(QColor(255, 240, 210, 90), 2.0, Qt::DashLine));
        p->drawRoundedRect(r, 8, 8);
    }
}

} // namespace bastide
