// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QGraphicsItem>
#include <QStringList>

namespace bastide {

/** A small card over the board that tells what a hovered figure's feature is worth; the
 *  same size at any zoom. */
class BubbleItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 7
    };

    BubbleItem();
    /** The first line is the title. */
    void setLines(const QStringList& lines);
    QStringList lines() const { return m_lines; }

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    int type() const override { return Type; }

private:
    QStringList m_lines;
    QRectF m_rect;
};

} // namespace bastide
