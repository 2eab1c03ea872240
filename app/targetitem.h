// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/figurepainter.h"
#include "engine/move.h"

#include <QGraphicsItem>

namespace bastide {

class BoardArt;

/** A place on the tile just laid where the player may put a figure: a ring with a pale
 *  figure in it, the figure itself once chosen. Holds the feature index and figure type. */
class TargetItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 4
    };
    /** A ring's radius on a tile with room for every ring. */
    static constexpr qreal Radius = 12.0;
    /** The smallest a ring is drawn on a crowded tile (RingLayout): still a target for a
     *  finger or a mouse at the board's usual zoom. */
    static constexpr qreal MinRadius = 7.5;

    TargetItem(const BoardArt* art, FigureType figure, int feature, FigureKind look,
               PlayerColor color, qreal radius = Radius);

    FigureType figure() const { return m_figure; }
    int feature() const { return m_feature; }
    qreal radius() const { return m_radius; }
    /** How far from its centre the chosen figure may be drawn (RingLayout::Ring::room). */
    void setRoom(qreal room);
    /** The half-width of the figure drawn once the ring is chosen. */
    qreal chosenFigureReach() const;
    void setChosen(bool chosen);
    bool isChosen() const { return m_chosen; }
    void setHovered(bool hovered);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    int type() const override { return Type; }

private:
    const BoardArt* m_art;
    FigureType m_figure;
    int m_feature;
    FigureKind m_look;
    PlayerColor m_color;
    qreal m_radius;
    qreal m_room;
    bool m_chosen = false;
    bool m_hovered = false;
};

} // namespace bastide
