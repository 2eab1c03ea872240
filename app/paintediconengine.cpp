#include "paintediconengine.h"

#include <QPainter>
#include <QPixmap>
#include <algorithm>

namespace bastide {

PaintedIconEngine::PaintedIconEngine(Draw draw) : m_draw(std::move(draw)) {}

void PaintedIconEngine::paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State)
{
    const qreal side = std::min(rect.width(), rect.height());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2);
    if (mode == QIcon::Disabled)
        painter->setOpacity(0.35);
    m_draw(*painter, side);
    painter->restore();
}

QPixmap PaintedIconEngine::pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state)
{
    QPixmap pixmap(size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    paint(&painter, QRect(QPoint(0, 0), size), mode, state);
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
