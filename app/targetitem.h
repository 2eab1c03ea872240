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
    static constexpr qreal Radius = 12.0;

    TargetItem(const BoardArt* art, FigureType figure, int feature, FigureKind look,
               PlayerColor color);

    FigureType figure() const { return m_figure; }
    int feature() const { return m_feature; }
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
    bool m_chosen = false;
    bool m_hovered = false;
};

} // namespace bastide
