// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QRectF>
#include <QString>

class QPainter;

namespace bastide {

/**
 * The back a printed tile gets. Tiles the rules draw apart from the rest have a back of
 * their own, so that players can find them face down: the start tile, the river (drawn
 * before every other tile; its spring is laid first and its lake drawn last, so those two
 * carry a mark as well) and each expansion set. Base tiles share one back, so none can be
 * told from another.
 */
struct TileBack
{
    enum class Kind
    {
        Base,
        Start,
        River,
        Spring,
        Lake,
        Expansion
    };

    Kind kind = Kind::Base;
    /** The expansion set's name, for Kind::Expansion. */
    QString expansion;

    /** The back of a copy of `tile`; `startCopy` is the one copy of the start tile that is
     *  laid first (the others are ordinary tiles of their group). */
    static TileBack of(const TileType& tile, bool startCopy);

    /** Paints the back's design in `trim` (the cut tile) and its ground out to `bled`. */
    void paint(QPainter& p, const QRectF& trim, const QRectF& bled) const;

    friend bool operator==(const TileBack&, const TileBack&) = default;
};

} // namespace bastide
