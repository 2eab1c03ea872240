// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"
#include "engine/ids.h"

#include <QColor>
#include <QGraphicsObject>

namespace bastide {

class BoardArt;

/** A tile on the board (placed, laid but unconfirmed, or the hover ghost), painted from the
 *  shared tile art; an optional frame marks the last tile or the one being placed. */
class TileItem : public QGraphicsObject
{
    Q_OBJECT

public:
    enum
    {
        Type = UserType + 1
    };
    static constexpr qreal Size = 100.0;

    TileItem(const BoardArt* art, TileTypeId tileType, Rotation rotation,
             QGraphicsItem* parent = nullptr);

    TileTypeId tileType() const { return m_tileType; }
    Rotation rotation() const { return m_rotation; }
    void setTile(TileTypeId tileType, Rotation rotation);
    /** A frame in `color` around the tile; an invalid colour removes it. */
    void setFrame(const QColor& color);

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    int type() const override { return Type; }

private:
    const BoardArt* m_art;
    TileTypeId m_tileType;
    Rotation m_rotation;
    QColor m_frame;
};

} // namespace bastide
