// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/tiletype.h"

#include <QCoreApplication>
#include <optional>
#include <span>

namespace bastide {

/** What a tool does to a tile: the tile after it and the name of its undo step, or (no tile)
 *  why nothing changed, to show the designer. */
struct NamedEdit
{
    std::optional<TileType> after;
    QString text;
    QString refusal;
};

/**
 * The canvas's tools and menu commands as edits with names: each says what it does in the
 * words the Undo menu shows, and changes only what it names (an edge brush leaves the
 * monastery or garden in the middle alone). New tools (the expansions' marks) add a function
 * here and a button; the canvas only routes clicks.
 */
class CanvasEdits
{
    // Worded in the canvas's translation context: these were its words before they moved.
    Q_DECLARE_TR_FUNCTIONS(bastide::TileCanvas)

public:
    /** An edge brush stroke over `sides` (in stroke order). */
    static NamedEdit brush(const TileType& tile, std::span<const int> sides, Terrain terrain);
    static NamedEdit setEdge(const TileType& tile, int side, Terrain terrain);
    /** Separates the piece at `slot`; `menu` names it as the context menu does. */
    static NamedEdit separate(const TileType& tile, int slot, bool menu = false);
    static NamedEdit join(const TileType& tile, int slotA, int slotB);
    static NamedEdit changeShields(const TileType& tile, int feature, int delta);
    /** The Monastery or Garden tool: places `kind` in the middle, or takes it away. */
    static NamedEdit toggleCentre(const TileType& tile, FeatureKind kind);
    /** The context menu's choice of what stands in the middle. */
    static NamedEdit setCentre(const TileType& tile, std::optional<FeatureKind> kind);

    // The expansions' marks (Inns & Cathedrals, Traders & Builders), on the feature clicked.
    /** The Inn tool: an inn on a road, or takes it away. */
    static NamedEdit toggleInn(const TileType& tile, int feature);
    /** The Cathedral tool: a cathedral in a city, or takes it away. */
    static NamedEdit toggleCathedral(const TileType& tile, int feature);
    /** Any other flag mark of the registry (marks.h) on the feature clicked, or takes it
     *  away: the menu lists every mark that may stand on the feature's kind. */
    static NamedEdit toggleMark(const TileType& tile, int feature, Mark mark);
    /** A mark of the whole tile (volcano, dragon, portal, tower foundation), or takes it away. */
    static NamedEdit toggleTileMark(const TileType& tile, Mark mark);
    /** The goods tools: one symbol of `kind` more on a city (`delta` 1) or one fewer (-1). */
    static NamedEdit changeGoods(const TileType& tile, int feature, GoodsKind kind, int delta);
    /** The Inner Field tool on a city: a field inside it, touching no edge, or (when the
     *  city has one) takes its last away. On an inner field: takes that one away. */
    static NamedEdit toggleInnerField(const TileType& tile, int feature);
};

} // namespace bastide
