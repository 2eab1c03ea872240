// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QAbstractAnimation>
#include <QColor>
#include <QFont>
#include <QGraphicsObject>
#include <QPointer>
#include <optional>

namespace bastide {

/** Points rising from a scored feature ("+10"), the same size at any zoom. */
class FloatingTextItem : public QGraphicsObject
{
    Q_OBJECT

public:
    enum
    {
        Type = UserType + 6
    };

    FloatingTextItem(const QString& text, const QColor& color);
    QString text() const { return m_text; }
    /** Floats `distance` up over `ms`, fading in and out, then deletes itself. */
    void rise(qreal distance, int ms);
    /** Where the rise began (its position until it rises). */
    QPointF origin() const { return m_origin.value_or(pos()); }
    /** Draws the badge `pixels` below its position: the badges keep their size at every
     *  zoom, so one stacked under another keeps its distance in pixels, not on the board. */
    void setDrop(qreal pixels);
    /** The rise while it runs (tests drive it to a point in time), else null. */
    QAbstractAnimation* riseAnimation() const { return m_rise; }

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    int type() const override { return Type; }

private:
    QString m_text;
    QColor m_color;
    QFont m_font;
    QRectF m_rect;
    std::optional<QPointF> m_origin;
    QPointer<QAbstractAnimation> m_rise;
};

} // namespace bastide
