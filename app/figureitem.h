// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/figurepainter.h"
#include "engine/feature.h"
#include "engine/ids.h"
#include "engine/move.h"
#include "engine/placedfigure.h"

#include <QGraphicsObject>

namespace bastide {

class BoardArt;

/** A figure on the board, keyed by its id (PlacedFigure::id) and drawn where its site is; a
 *  figure drawn off the board (the hint's ghost) has no id and no segment. It can carry a
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
               PlayerColor color, FigureId id = FigureId());
    /** How a figure of `type` looks on a feature of `kind`: a follower (or the big one) in a
     *  field lies down as a farmer. */
    static FigureKind lookOf(FigureType type, FeatureKind kind);

    /** The feature it stands on; none off a feature (a tower top, a corner) or off the board. */
    SegmentId segment() const { return m_segment; }
    FigureId id() const { return m_id; }
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
    FigureId m_id;
    int m_player;
    FigureKind m_kind;
    PlayerColor m_color;
    bool m_returnable = false;
    bool m_chosen = false;
};

} // namespace bastide
