// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/canvasedits.h"

#include "editor/featurenames.h"
#include "editor/tileedit.h"
#include "engine/marks.h"

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

NamedEdit CanvasEdits::toggleInn(const TileType& tile, int feature)
{
    if (feature < 0 || std::size_t(feature) >= tile.features.size() ||
        tile.features[std::size_t(feature)].kind != FeatureKind::Road)
        return refused(tr("An inn stands on a road: click a road."));
    const bool inn = tile.features[std::size_t(feature)].has(Mark::Inn);
    //: The name of an edit in the Undo menu
    return changed(tile, TileEdit::setInn(tile, feature, !inn),
                   inn ? tr("Remove the inn") : tr("Place an inn"));
}

NamedEdit CanvasEdits::toggleCathedral(const TileType& tile, int feature)
{
    if (feature < 0 || std::size_t(feature) >= tile.features.size() ||
        tile.features[std::size_t(feature)].kind != FeatureKind::City)
        return refused(tr("A cathedral stands in a city: click a city."));
    const bool cathedral = tile.features[std::size_t(feature)].has(Mark::Cathedral);
    return changed(tile, TileEdit::setCathedral(tile, feature, !cathedral),
                   cathedral ? tr("Remove the cathedral") : tr("Place a cathedral"));
}

NamedEdit CanvasEdits::toggleMark(const TileType& tile, int feature, Mark mark)
{
    if (mark == Mark::Inn)
        return toggleInn(tile, feature);
    if (mark == Mark::Cathedral)
        return toggleCathedral(tile, feature);
    const MarkInfo& info = markInfo(mark);
    if (feature < 0 || std::size_t(feature) >= tile.features.size() ||
        tile.features[std::size_t(feature)].kind != info.onlyOn)
        // Whole sentences per kind, so that each language can decline the feature's name.
        return refused(
            info.onlyOn == FeatureKind::City
                //: %1 is a mark ("princess").
                ? tr("The mark “%1” stands in a city: click a city.").arg(FeatureNames::mark(mark))
                : info.onlyOn == FeatureKind::Road
                      ? tr("The mark “%1” stands on a road: click a road.")
                            .arg(FeatureNames::mark(mark))
                      : tr("The mark “%1” stands in a field: click a field.")
                            .arg(FeatureNames::mark(mark)));
    const bool on = tile.features[std::size_t(feature)].has(mark);
    //: The name of an edit in the Undo menu; %1 is a mark ("princess").
    return changed(tile, TileEdit::setMark(tile, feature, mark, !on),
                   on ? tr("Remove the mark “%1”").arg(FeatureNames::mark(mark))
                      : tr("Add the mark “%1”").arg(FeatureNames::mark(mark)));
}

NamedEdit CanvasEdits::toggleTileMark(const TileType& tile, Mark mark)
{
    if (markInfo(mark).place != MarkPlace::Tile)
        return refused(QString());
    const bool on = tile.has(mark);
    return changed(tile, TileEdit::setTileMark(tile, mark, !on),
                   on ? tr("Remove the mark “%1”").arg(FeatureNames::mark(mark))
                      : tr("Add the mark “%1”").arg(FeatureNames::mark(mark)));
}

NamedEdit CanvasEdits::changeGoods(const TileType& tile, int feature, GoodsKind kind, int delta)
{
    if (feature < 0 || std::size_t(feature) >= tile.features.size() ||
        tile.features[std::size_t(feature)].kind != FeatureKind::City)
        return refused(tr("Trade goods go on cities: click a city."));
    const int now = tile.features[std::size_t(feature)].goods[std::size_t(kind)];
    if (delta < 0 && now == 0)
        return refused(tr("This city has none of these goods to take away."));
    QString text;
    // Whole phrases per kind, so that each language can decline the goods.
    switch (kind) {
    case GoodsKind::Wine:
        text = delta > 0 ? tr("Add wine") : tr("Remove wine");
        break;
    case GoodsKind::Grain:
        text = delta > 0 ? tr("Add grain") : tr("Remove grain");
        break;
    case GoodsKind::Cloth:
        text = delta > 0 ? tr("Add cloth") : tr("Remove cloth");
        break;
    }
    return changed(tile, TileEdit::setGoods(tile, feature, kind, now + delta), text);
}

NamedEdit CanvasEdits::toggleInnerField(const TileType& tile, int feature)
{
    if (TileEdit::isInnerField(tile, feature))
        return changed(tile, TileEdit::removeInnerField(tile, feature),
                       tr("Remove an inner field"));
    if (feature < 0 || std::size_t(feature) >= tile.features.size() ||
        tile.features[std::size_t(feature)].kind != FeatureKind::City)
        return refused(tr("An inner field lies inside a city, touching no edge: click a city."));
    const std::vector<int> inner = TileEdit::innerFieldsOf(tile, feature);
    if (!inner.empty())
        return changed(tile, TileEdit::removeInnerField(tile, inner.back()),
                       tr("Remove an inner field"));
    return changed(tile, TileEdit::addInnerField(tile, feature), tr("Add an inner field"));
}

} // namespace bastide
