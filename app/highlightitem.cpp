// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/highlightitem.h"

#include "art/featurehighlight.h"

namespace bastide {

HighlightItem::HighlightItem(const QPainterPath& region, const QColor& color)
    : m_region(region), m_color(color)
{}

void HighlightItem::setRegion(const QPainterPath& region, const QColor& color)
{
    prepareGeometryChange();
    m_region = region;
    m_color = color;
    update();
}

QRectF HighlightItem::boundingRect() const
{
    return m_region.boundingRect().adjusted(-6, -6, 6, 6);
}

void HighlightItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    FeatureHighlight::paint(*p, m_region, m_color);
}

} // namespace bastide
