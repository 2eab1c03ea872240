// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/canvasedits.h"

#include "editor/tileedit.h"

namespace bastide {

namespace {

NamedEdit changed(const TileType& before, TileType after, const QString& text)
{
    NamedEdit edit;
    if (!(after == before))
        edit.after = std::move(after);
    edit.text = text;
    return edit;
}

NamedEdit refused(const QString& why)
{
    NamedEdit edit;
    edit.refusal = why;
    return edit;
}

} // namespace

NamedEdit CanvasEdits::brush(const TileType& tile, std::span<const int> sides, Terrain terrain)
{
    if (sides.empty())
        return {};
    const TileType after = TileEdit::setEdges(tile, sides, terrain);
    if (after == tile)
        return refused(tr("That edge is already drawn so."));
    const bool one = sides.size() == 1;
    QString text;
    switch (terrain) {
    case Terrain::City:
        text = one ? tr("Make an edge city") : tr("Draw a city across edges");
        break;
    case Terrain::Road:
        text = one ? tr("Make an edge road") : tr("Draw a road between edges");
        break;
    case Terrain::River:
        text = one ? tr("Make an edge river") : tr("Draw a river between edges");
        break;
    case Terrain::Field:
        text = one ? tr("Make an edge field") : tr("Make edges field");
        break;
    }
    return changed(tile, after, text);
}

NamedEdit CanvasEdits::setEdge(const TileType& tile, int side, Terrain terrain)
{
    const int sides[] = {side};
    return brush(tile, sides, terrain);
}

NamedEdit CanvasEdits::separate(const TileType& tile, int slot, bool menu)
{
    if (!TileEdit::canSeparate(tile, slot))
        return refused(tr("This piece stands on its own already."));
    QString text;
    if (menu) {
        text = tr("Separate a piece");
    } else {
        switch (tile.features[std::size_t(tile.featureAt(slot))].kind) {
        case FeatureKind::City:
            text = tr("Separate a city edge");
            break;
        case FeatureKind::Road:
            text = tr("Separate a road end");
            break;
        case FeatureKind::River:
            text = tr("Separate a river end");
            break;
        default:
            text = tr("Separate part of a field");
            break;
        }
    }
    return changed(tile, TileEdit::separate(tile, slot), text);
}

NamedEdit CanvasEdits::join(const TileType& tile, int slotA, int slotB)
{
    if (!TileEdit::canJoin(tile, slotA, slotB))
        return refused(tr("Only like joins like: a city with a city, a road with a road, a field "
                          "with a field."));
    QString text;
    switch (tile.features[std::size_t(tile.featureAt(slotA))].kind) {
    case FeatureKind::City:
        text = tr("Join two cities");
        break;
    case FeatureKind::Road:
        text = tr("Join two roads");
        break;
    case FeatureKind::River:
        text = tr("Join two rivers");
        break;
    default:
        text = tr("Join two fields");
        break;
    }
    return changed(tile, TileEdit::join(tile, slotA, slotB), text);
}

NamedEdit CanvasEdits::changeShields(const TileType& tile, int feature, int delta)
{
    if (feature < 0 || std::size_t(feature) >= tile.features.size() ||
        tile.features[std::size_t(feature)].kind != FeatureKind::City)
        return refused(tr("Shields go on cities."));
    const int now = tile.features[std::size_t(feature)].shields;
    //: The name of an edit in the Undo menu
    return changed(tile, TileEdit::setShields(tile, feature, now + delta),
                   delta > 0 ? tr("Add a shield", "edit") : tr("Remove a shield", "edit"));
}

NamedEdit CanvasEdits::toggleCentre(const TileType& tile, FeatureKind kind)
{
    const int centre = tile.centreFeature();
    const bool present = centre >= 0 && tile.features[std::size_t(centre)].kind == kind;
    // The middle holds one thing: placing one where the other stands replaces it, and says so.
    const bool other = centre >= 0 && !present;
    QString text;
    if (kind == FeatureKind::Monastery)
        text = present ? tr("Remove the monastery")
               : other ? tr("Put a monastery in place of the garden")
                       : tr("Place a monastery");
    else
        text = present ? tr("Remove the garden")
               : other ? tr("Put a garden in place of the monastery")
                       : tr("Place a garden");
    return changed(tile, TileEdit::setCentre(tile, present ? std::nullopt : std::optional(kind)),
                   text);
}

NamedEdit CanvasEdits::setCentre(const TileType& tile, std::optional<FeatureKind> kind)
{
    const int centre = tile.centreFeature();
    if (!kind) {
        const bool monastery =
            centre >= 0 && tile.features[std::size_t(centre)].kind == FeatureKind::Monastery;
        return changed(tile, TileEdit::setCentre(tile, std::nullopt),
                       monastery ? tr("Remove the monastery") : tr("Remove the garden"));
    }
    if (centre >= 0 && tile.features[std::size_t(centre)].kind != *kind)
        return toggleCentre(tile, *kind);
    return changed(tile, TileEdit::setCentre(tile, kind),
                   *kind == FeatureKind::Monastery ? tr("Place a monastery")
                                                   : tr("Place a garden"));
}

} // namespace bastide
