// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/player.h"

#include <QColor>
#include <QPainter>
#include <QPainterPath>
#include <QRectF>
#include <cstdint>

namespace bastide {

/** How a figure is shown: a follower standing (knight, thief, monk), a follower lying in a
 *  field (farmer), the abbot, the big follower standing or lying, the builder and the pig.
 *  Every kind has a silhouette of its own, so shape alone tells them apart. */
enum class FigureKind : std::uint8_t
{
    Follower,
    Farmer,
    Abbot,
    BigFollower,
    BigFarmer,
    Builder,
    Pig
};
inline constexpr int FigureKindCount = 7;

/** The colour a player's figures are painted in. */
QColor playerColor(PlayerColor color);

/**
 * Paints wooden-looking figures in the players' colours, with a dark outline, a light halo
 * and a cast shadow so that each reads on grass, road, stone, roofs and water alike.
 */
class FigurePainter
{
public:
    /** Paints the figure as large as fits, centred in `rect`, upright whatever the board. */
    static void paint(QPainter& p, FigureKind kind, PlayerColor color, const QRectF& rect);
    /** The figure's outline in a unit box (x and y in 0..1), as `paint` fills it. */
    static QPainterPath silhouette(FigureKind kind);
    /** How much larger than a follower's the box of this kind is drawn on the board: the
     *  big follower stands taller than the others at every zoom. */
    static qreal boardScale(FigureKind kind);
};

} // namespace bastide
