// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/cubic.h"
#include "engine/feature.h"

#include <QPointF>
#include <vector>

namespace bastide::tilepaths {

// How a tile's features meet its sides, and the centre lines of paths between sides: the
// vocabulary the layout classes share.

/** Sides a feature reaches, a bit per side: every side with a slot for cities, the middle
 *  slot for roads and rivers. */
int sidesOf(const Feature& f);
/** The sides of a bit set, in order N, E, S, W. */
std::vector<int> sideList(int sides);
bool opposite(int a, int b);
/** A path between two sides: straight across, or a quarter circle round the corner. */
tileshapes::Cubic connect(int a, int b);
/** A path leaving `side` square to the border and ending at `target`. */
tileshapes::Cubic toPoint(int side, QPointF target);

} // namespace bastide::tilepaths
