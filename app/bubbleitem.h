// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QGraphicsItem>
#include <QStringList>

class QGraphicsView;

namespace bastide {

/** A small card over the board that tells what a hovered figure's feature is worth; the
 *  same size at any zoom, and always whole in the view: it opens beside its point on
 *  whichever side has room, and long lines wrap. */
class BubbleItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 7
    };
    /** The widest a line runs before it wraps, in the view's pixels. */
    static constexpr qreal MaxTextWidth = 320;

    BubbleItem();
    /** The first line is the title. */
    void setLines(const QStringList& lines);
    QStringList lines() const { return m_lines; }
    /** The card, relative to the item's position in the view's pixels. */
    QRectF cardRect() const { return m_rect; }
    /** Opens the card on the side of its point where it is whole in the view (above and to
     *  the right when there is room); done whenever it moves, shows or changes its text. */
    void fitIntoView();

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    int type() const override { return Type; }

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    /** The view the card is seen in: the scene's first shown one. */
    QGraphicsView* view() const;

    QStringList m_lines;
    QSizeF m_size;
    QRectF m_rect;
};

} // namespace bastide
