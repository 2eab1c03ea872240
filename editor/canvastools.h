// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/canvasedits.h"
#include "editor/canvashittest.h"
#include "editor/tilecanvas.h"

#include <QCoreApplication>
#include <optional>

namespace bastide {

/**
 * What the canvas's click tools say and do: the hint of each tool, the edit a click makes
 * with it (shields, the centre, the expansions' marks) and the features it works on, which
 * the canvas lights under the mouse. The brushes and the join tool, which drag, stay in the
 * canvas.
 */
class CanvasTools
{
    // Worded in the canvas's translation context: these were its words before they moved.
    Q_DECLARE_TR_FUNCTIONS(bastide::TileCanvas)

public:
    using Tool = TileCanvas::Tool;

    /** What `tool` does, in a sentence or two; `riverUsable` whether the river brush works on
     *  this tile. */
    static QString hint(Tool tool, bool riverUsable);
    /** The edit a click with `tool` makes at `hit` (Shift takes away), or nullopt for a tool
     *  that does not work by clicking. */
    static std::optional<NamedEdit> click(Tool tool, const TileType& tile, const CanvasHit& hit,
                                          bool shift);
    /** Whether the tool works on features of `kind` (the canvas lights them under the
     *  mouse). */
    static bool worksOn(Tool tool, FeatureKind kind);
    /** The trade good a goods tool puts on, if it is one. */
    static std::optional<GoodsKind> goodsOf(Tool tool);
};

} // namespace bastide
