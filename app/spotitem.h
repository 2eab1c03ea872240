// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QGraphicsItem>

namespace bastide {

/** An empty cell where the tile in hand may go: bright when it fits as the tile is turned
 *  now, faint when it fits only turned another way. */
class SpotItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 3
    };
    enum class Mode
    {
        FitsNow,
        FitsTurned
    };

    explicit SpotItem(Mode mode);
    Mode mode() const { return m_mode; }
    void setMode(Mode mode);

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    int type() const override { return Type; }

private:
    Mode m_mode;
};

} // namespace bastide
