// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/canvastools.h"

namespace bastide {

QString CanvasTools::hint(Tool tool, bool riverUsable)
{
    switch (tool) {
    case Tool::City:
        return tr("Click an edge to make it city. Drag across edges to make one city of them.");
    case Tool::Road:
        return tr("Click an edge to start a road there. Drag from edge to edge to run one road "
                  "between them.");
    case Tool::River:
        return riverUsable
                   ? tr("Click an edge to let the river reach it. Drag from edge to edge for a "
                        "river flowing through.")
                   : tr("Only tiles of the river group carry a river: set the group to River "
                        "first.");
    case Tool::Field:
        return tr("Click an edge to make it field again.");
    case Tool::Join:
        return tr("Drag from one city, road or field to another to make them one. Click a piece "
                  "to separate it.");
    case Tool::Shield:
        return tr("Click a city to add a shield; Shift+click takes one away.");
    case Tool::Monastery:
        return tr("Click the tile to place a monastery in the middle, or to remove it.");
    case Tool::Garden:
        return tr("Click the tile to place a garden in the middle, or to remove it.");
    case Tool::Inn:
        return tr("Click a road to put an inn by it, or to take the inn away (Inns & "
                  "Cathedrals: a finished road with an inn scores double).");
    case Tool::Cathedral:
        return tr("Click a city to build a cathedral in it, or to take it away (Inns & "
                  "Cathedrals: a finished city with a cathedral scores 3 a tile and 3 a shield).");
    case Tool::Wine:
        return tr("Click a city to add a wine symbol; Shift+click takes one away.");
    case Tool::Grain:
        return tr("Click a city to add a grain symbol; Shift+click takes one away.");
    case Tool::Cloth:
        return tr("Click a city to add a cloth symbol; Shift+click takes one away.");
    case Tool::InnerField:
        return tr("Click a city to put a field inside it that touches no edge (farmers there "
                  "supply only that city); click again to take it away.");
    }
    return {};
}

std::optional<GoodsKind> CanvasTools::goodsOf(Tool tool)
{
    switch (tool) {
    case Tool::Wine:
        return GoodsKind::Wine;
    case Tool::Grain:
        return GoodsKind::Grain;
    case Tool::Cloth:
        return GoodsKind::Cloth;
    default:
        return std::nullopt;
    }
}

std::optional<NamedEdit> CanvasTools::click(Tool tool, const TileType& tile, const CanvasHit& hit,
                                            bool shift)
{
    if (const std::optional<GoodsKind> goods = goodsOf(tool))
        return CanvasEdits::changeGoods(tile, hit.feature, *goods, shift ? -1 : 1);
    switch (tool) {
    case Tool::Shield:
        return CanvasEdits::changeShields(tile, hit.feature, shift ? -1 : 1);
    case Tool::Monastery:
    case Tool::Garden:
        if (!hit.onTile)
            return NamedEdit{};
        return CanvasEdits::toggleCentre(tile, tool == Tool::Monastery ? FeatureKind::Monastery
                                                                       : FeatureKind::Garden);
    case Tool::Inn:
        return CanvasEdits::toggleInn(tile, hit.feature);
    case Tool::Cathedral:
        return CanvasEdits::toggleCathedral(tile, hit.feature);
    case Tool::InnerField:
        return CanvasEdits::toggleInnerField(tile, hit.feature);
    default:
        return std::nullopt;
    }
}

bool CanvasTools::worksOn(Tool tool, FeatureKind kind)
{
    switch (tool) {
    case Tool::Shield:
    case Tool::Cathedral:
    case Tool::Wine:
    case Tool::Grain:
    case Tool::Cloth:
    case Tool::InnerField:
        return kind == FeatureKind::City;
    case Tool::Inn:
        return kind == FeatureKind::Road;
    default:
        return true;
    }
}

} // namespace bastide
