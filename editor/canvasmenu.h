// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/canvasedits.h"
#include "editor/canvashittest.h"

#include <QCoreApplication>
#include <functional>

class QMenu;

namespace bastide {

/** The tile canvas's context menu: the edits that can be made where the designer clicked
 *  (the edge's terrain, separating a piece, shields, an inner field, the marks the registry
 *  lets stand on the feature or the whole tile, what stands in the middle). */
class CanvasMenu
{
    // Worded in the canvas's translation context: these were its words before they moved.
    Q_DECLARE_TR_FUNCTIONS(bastide::TileCanvas)

public:
    /** An edit made from the tile as it is when the item is chosen. */
    using Edit = std::function<NamedEdit(const TileType&)>;

    /** Adds the items for `hit` on `tile`; `apply` is called with the chosen item's edit. */
    static void fill(QMenu& menu, const TileType& tile, const CanvasHit& hit,
                     const std::function<void(const Edit&)>& apply);
    /** A mark's menu item ("Inn by this road", "Volcano"). */
    static QString markMenuText(Mark mark);
};

} // namespace bastide
