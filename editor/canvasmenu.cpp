// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/canvasmenu.h"

#include "editor/featurenames.h"
#include "editor/tileedit.h"
#include "engine/marks.h"

#include <QMenu>

namespace bastide {

QString CanvasMenu::markMenuText(Mark mark)
{
    switch (mark) {
    case Mark::Inn:
        return tr("Inn by this road");
    case Mark::Cathedral:
        return tr("Cathedral in this city");
    case Mark::Princess:
        //: The princess stands in this city (The Princess & the Dragon).
        return tr("Princess in this city");
    case Mark::Volcano:
        return tr("Volcano");
    case Mark::Dragon:
        //: The tile shows the dragon: it is held back until the dragon is on the board.
        return tr("Dragon sign");
    case Mark::Portal:
        return tr("Magic portal");
    case Mark::Tower:
        return tr("Tower foundation");
    case Mark::Goods:
        break;
    }
    return FeatureNames::mark(mark);
}

void CanvasMenu::fill(QMenu& menu, const TileType& t, const CanvasHit& hit,
                      const std::function<void(const Edit&)>& apply)
{
    auto addItem = [&](const QString& text, Edit makeEdit) {
        QAction* a = menu.addAction(text);
        QObject::connect(a, &QAction::triggered, &menu,
                         [apply, makeEdit = std::move(makeEdit)] { apply(makeEdit); });
        return a;
    };
    if (hit.inBand) {
        const Terrain now = t.edgeTerrain(hit.side);
        const std::pair<QString, Terrain> edges[] = {{tr("Make this edge city"), Terrain::City},
                                                     {tr("Make this edge road"), Terrain::Road},
                                                     {tr("Make this edge river"), Terrain::River},
                                                     {tr("Make this edge field"), Terrain::Field}};
        for (const auto& [text, terrain] : edges) {
            QAction* a = addItem(text, [side = hit.side, terrain](const TileType& tile) {
                return CanvasEdits::setEdge(tile, side, terrain);
            });
            a->setCheckable(true);
            a->setChecked(now == terrain);
            a->setEnabled(terrain != Terrain::River || t.group == TileGroup::River);
        }
        menu.addSeparator();
    }
    if (hit.featureSlot >= 0 && TileEdit::canSeparate(t, hit.featureSlot)) {
        addItem(tr("Separate this piece"), [slot = hit.featureSlot](const TileType& tile) {
            return CanvasEdits::separate(tile, slot, true);
        });
    }
    if (hit.feature >= 0 && t.features[std::size_t(hit.feature)].kind == FeatureKind::City) {
        addItem(tr("Add a shield"), [f = hit.feature](const TileType& tile) {
            return CanvasEdits::changeShields(tile, f, 1);
        });
        addItem(tr("Remove a shield"), [f = hit.feature](const TileType& tile) {
            return CanvasEdits::changeShields(tile, f, -1);
        })->setEnabled(t.features[std::size_t(hit.feature)].shields > 0);
        const bool inner = !TileEdit::innerFieldsOf(t, hit.feature).empty();
        addItem(inner ? tr("Remove the inner field") : tr("Add an inner field"),
                [f = hit.feature](const TileType& tile) {
                    return CanvasEdits::toggleInnerField(tile, f);
                });
    }
    if (hit.feature >= 0) {
        // Every flag mark the registry lets stand on this kind of feature (spec §1).
        const Feature& f = t.features[std::size_t(hit.feature)];
        for (const MarkInfo& m : markRegistry()) {
            if (m.place != MarkPlace::Feature || m.counted || m.onlyOn != f.kind)
                continue;
            QAction* a = addItem(markMenuText(m.mark),
                                 [f = hit.feature, mark = m.mark](const TileType& tile) {
                                     return CanvasEdits::toggleMark(tile, f, mark);
                                 });
            a->setCheckable(true);
            a->setChecked(f.has(m.mark));
        }
    }
    menu.addSeparator();
    const int centre = t.centreFeature();
    const std::optional<FeatureKind> now =
        centre >= 0 ? std::optional(t.features[std::size_t(centre)].kind) : std::nullopt;
    const std::pair<QString, std::optional<FeatureKind>> centres[] = {
        {tr("Monastery in the middle"), FeatureKind::Monastery},
        {tr("Garden in the middle"), FeatureKind::Garden},
        {tr("Nothing in the middle"), std::nullopt}};
    for (const auto& [text, kind] : centres) {
        QAction* a = addItem(
            text, [kind](const TileType& tile) { return CanvasEdits::setCentre(tile, kind); });
        a->setCheckable(true);
        a->setChecked(now == kind);
    }
    // The marks of the whole tile, in a submenu of their own: they belong to no feature.
    QMenu* tileMarks = menu.addMenu(tr("Marks of the whole tile"));
    for (const MarkInfo& m : markRegistry()) {
        if (m.place != MarkPlace::Tile)
            continue;
        QAction* a = tileMarks->addAction(markMenuText(m.mark));
        QObject::connect(a, &QAction::triggered, &menu, [apply, mark = m.mark] {
            apply([mark](const TileType& tile) { return CanvasEdits::toggleTileMark(tile, mark); });
        });
        a->setCheckable(true);
        a->setChecked(t.has(m.mark));
    }
}

} // namespace bastide
