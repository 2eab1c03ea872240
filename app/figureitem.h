// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/figurepainter.h"
#include "engine/feature.h"
#include "engine/ids.h"
#include "engine/move.h"

#include <QGraphicsObject>

namespace bastide {

class BoardArt;

/** A figure standing on the board, keyed by the segment it stands on. It can carry a
 *  "take back" badge when the player may return it (the abbot). */
class FigureItem : public QGraphicsObject
{
    Q_OBJECT

public:
    enum
    {
        Type = UserType + 2
    };
    static constexpr qreal Size = 34.0;

    FigureItem(const BoardArt* art, SegmentId segment, int player, FigureKind kind,
               PlayerColor color);
    /** How a figure of `type` looks on a feature of `kind`: a follower (or the big one) in a
     *  field lies down as a farmer. */
    static FigureKind lookOf(FigureType type, FeatureKind kind);

    SegmentId segment() const { return m_segment; }
    int player() const { return m_player; }
    FigureKind kind() const { return m_kind; }
    void setReturnable(bool returnable);
    bool isReturnable() const { return m_returnable; }
    void setChosen(bool chosen);
    /** Rises and fades over `ms` as the figure goes home, then deletes itself. */
    void leave(int ms);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    int type() const override { return Type; }

private:
    const BoardArt* m_art;
    SegmentId m_segment;
    int m_player;
    FigureKind m_kind;
    PlayerColor m_color;
    bool m_returnable = false;
    bool m_chosen = false;
};

} // namespace bastide
