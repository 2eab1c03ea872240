// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "art/figurepainter.h"
#include "engine/feature.h"
#include "engine/move.h"

namespace bastide {

/** How a figure of `type` looks on a feature of `kind`: lying in a field, standing elsewhere.
 *  Shared by the play board and the art tests. */
FigureKind figureLook(FigureType type, FeatureKind kind);

} // namespace bastide
