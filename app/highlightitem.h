// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QPainterPath>

namespace bastide {

/** The glow over a feature (scored, hovered or picked in the log), painted with the art's
 *  feature highlight over a region given in scene coordinates. */
class HighlightItem : public QGraphicsObject
{
    Q_OBJECT

public:
    enum
    {
        Type = UserType + 5
    };

    HighlightItem(const QPainterPath& region, const QColor& color);
    void setRegion(const QPainterPath& region, const QColor& color);

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    int type() const override { return Type; }

private:
    QPainterPath m_region;
    QColor m_color;
};

} // namespace bastide
