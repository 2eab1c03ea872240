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
 *  field (farmer), or the abbot. */
enum class FigureKind : std::uint8_t
{
    Follower,
    Farmer,
    Abbot
};

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
};

} // namespace bastide
