// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/featurenames.h"

#include "art/terrainpalette.h"
#include "engine/marks.h"

#include <QColor>
#include <QStringList>

namespace bastide {

QString FeatureNames::kind(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::City:
        return tr("City");
    case FeatureKind::Road:
        return tr("Road");
    case FeatureKind::River:
        return tr("River");
    case FeatureKind::Field:
        return tr("Field");
    case FeatureKind::Monastery:
        return tr("Monastery");
    case FeatureKind::Garden:
        return tr("Garden");
    }
    return {};
}

QString FeatureNames::title(const TileType& tile, int feature)
{
    if (feature < 0 || std::size_t(feature) >= tile.features.size())
        return {};
    //: A feature of a tile and its number in the deck file, e.g. "City #0".
    return tr("%1 #%2").arg(kind(tile.features[std::size_t(feature)].kind)).arg(feature);
}

QString FeatureNames::side(int side)
{
    switch (side) {
    case 0:
        return tr("north");
    case 1:
        return tr("east");
    case 2:
        return tr("south");
    default:
        return tr("west");
    }
}

QString FeatureNames::slot(int slot)
{
    // Whole phrases, one per slot, so each language can decline the edge; the deck file's
    // codes (N0 … W2) mean nothing in the editor, which never shows them.
    switch (slot) {
    case 0:
        return tr("west part of the north edge");
    case 1:
        return tr("middle of the north edge");
    case 2:
        return tr("east part of the north edge");
    case 3:
        return tr("north part of the east edge");
    case 4:
        return tr("middle of the east edge");
    case 5:
        return tr("south part of the east edge");
    case 6:
        return tr("east part of the south edge");
    case 7:
        return tr("middle of the south edge");
    case 8:
        return tr("west part of the south edge");
    case 9:
        return tr("south part of the west edge");
    case 10:
        return tr("middle of the west edge");
    default:
        return tr("north part of the west edge");
    }
}

QString FeatureNames::where(const TileType& tile, int feature)
{
    if (feature < 0 || std::size_t(feature) >= tile.features.size())
        return {};
    const Feature& f = tile.features[std::size_t(feature)];
    if (isCentreKind(f.kind))
        return tr("middle of the tile");
    if (f.kind == FeatureKind::Field && f.slotMask == 0) {
        QStringList cities;
        for (int c : f.cities)
            cities << tr("city #%1").arg(c);
        //: Where an inner field lies: %1 is a list of cities ("city #0").
        return tr("inside the tile, enclosed by %1").arg(cities.join(tr(", ")));
    }
    QStringList parts;
    for (int s = 0; s < SideCount; ++s) {
        if (f.kind != FeatureKind::Field) {
            if (f.slotMask & (1u << middleSlot(s)))
                parts << side(s);
            continue;
        }
        // A field names a whole edge by its side, and the parts of an edge it shares.
        const SlotMask edge = sideSlots(s);
        if ((f.slotMask & edge) == edge) {
            parts << side(s);
            continue;
        }
        for (int k = 3 * s; k < 3 * s + 3; ++k) {
            if (f.slotMask & (1u << k))
                parts << slot(k);
        }
    }
    //: Separates edge names in a list: "north, east".
    return parts.join(tr(", "));
}

QString FeatureNames::goods(GoodsKind kind)
{
    switch (kind) {
    case GoodsKind::Wine:
        //: A trade good of Traders & Builders.
        return tr("wine");
    case GoodsKind::Grain:
        return tr("grain");
    case GoodsKind::Cloth:
        return tr("cloth");
    }
    return {};
}

QString FeatureNames::goodsCount(GoodsKind kind, int count)
{
    switch (kind) {
    case GoodsKind::Wine:
        //: Trade-goods symbols on a city: "2 wine".
        return tr("%n wine", nullptr, count);
    case GoodsKind::Grain:
        return tr("%n grain", nullptr, count);
    case GoodsKind::Cloth:
        return tr("%n cloth", nullptr, count);
    }
    return {};
}

QString FeatureNames::mark(Mark mark)
{
    // Whole words per mark, as each set's rules name them; the registry gives the keys.
    switch (mark) {
    case Mark::Inn:
        //: A mark in the feature list: the road has an inn (Inns & Cathedrals).
        return tr("inn");
    case Mark::Cathedral:
        //: A mark in the feature list: the city has a cathedral (Inns & Cathedrals).
        return tr("cathedral");
    case Mark::Goods:
        //: Trade goods on a city (Traders & Builders), as a mark in a list.
        return tr("trade goods");
    case Mark::Princess:
        //: A mark in the feature list: the princess in this city (The Princess & the Dragon).
        return tr("princess");
    case Mark::Volcano:
        //: A mark of a whole tile: a volcano (The Princess & the Dragon).
        return tr("volcano");
    case Mark::Dragon:
        //: A mark of a whole tile: the dragon's sign, a tile held back until the dragon is out.
        return tr("dragon");
    case Mark::Portal:
        //: A mark of a whole tile: a magic portal (The Princess & the Dragon).
        return tr("magic portal");
    case Mark::Tower:
        //: A mark of a whole tile: a tower foundation (The Tower).
        return tr("tower foundation");
    }
    return {};
}

QStringList FeatureNames::tileMarks(const TileType& tile)
{
    QStringList list;
    for (const MarkInfo& m : markRegistry()) {
        if (m.place == MarkPlace::Tile && tile.has(m.mark))
            list << mark(m.mark);
    }
    return list;
}

QStringList FeatureNames::marks(const TileType& tile, int feature)
{
    if (feature < 0 || std::size_t(feature) >= tile.features.size())
        return {};
    const Feature& f = tile.features[std::size_t(feature)];
    QStringList list;
    if (f.kind == FeatureKind::Field && f.slotMask == 0)
        //: A mark in the feature list: a field inside the tile, touching no edge.
        list << tr("inner field");
    for (const MarkInfo& m : markRegistry()) {
        if (m.place == MarkPlace::Feature && !m.counted && f.has(m.mark))
            list << mark(m.mark);
    }
    for (GoodsKind kind : {GoodsKind::Wine, GoodsKind::Grain, GoodsKind::Cloth}) {
        if (const int n = f.goods[std::size_t(kind)]; n > 0)
            list << goodsCount(kind, n);
    }
    return list;
}

QString FeatureNames::summary(const TileType& tile, int feature)
{
    QStringList parts{title(tile, feature)};
    parts << marks(tile, feature);
    //: Between a feature's name and its marks: "City #0 · cathedral · 2 wine".
    return parts.join(tr(" · "));
}

QColor FeatureNames::color(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::City:
        return QColor(palette::Roof);
    case FeatureKind::Road:
        return QColor(palette::RoadEdge);
    case FeatureKind::River:
        return QColor(palette::Water);
    case FeatureKind::Field:
        return QColor(palette::GrassDark);
    case FeatureKind::Monastery:
        return QColor(palette::ChapelRoof);
    case FeatureKind::Garden:
        return QColor(palette::Hedge);
    }
    return Qt::gray;
}

} // namespace bastide
