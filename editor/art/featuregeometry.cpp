// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/featuregeometry.h"

#include "art/tilelayout.h"

namespace bastide {

FeatureGeometry::FeatureGeometry(const TileType& type)
    : m_layout(std::make_shared<const TileLayout>(type))
{}

int FeatureGeometry::featureCount() const
{
    return m_layout->featureCount();
}

QPointF FeatureGeometry::anchor(int feature, Rotation rotation, const QRectF& rect) const
{
    if (feature < 0 || feature >= featureCount())
        return rect.center();
    return tileshapes::tileToRect(rect, rotation.value()).map(m_layout->feature(feature).anchor);
}

QPainterPath FeatureGeometry::region(int feature, Rotation rotation, const QRectF& rect) const
{
    if (feature < 0 || feature >= featureCount())
        return {};
    return tileshapes::tileToRect(rect, rotation.value()).map(m_layout->feature(feature).region);
}

int FeatureGeometry::featureAt(QPointF point, Rotation rotation, const QRectF& rect) const
{
    if (!rect.contains(point) || rect.isEmpty())
        return -1;
    bool invertible = false;
    const QTransform back = tileshapes::tileToRect(rect, rotation.value()).inverted(&invertible);
    return invertible ? m_layout->featureAt(back.map(point)) : -1;
}

} // namespace bastide
