// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tileedit.h"

#include "editor/featurerebuild.h"
#include "engine/deckvalidator.h"
#include "engine/marks.h"

#include <algorithm>

namespace bastide {

namespace {

bool isBorderKind(FeatureKind k)
{
    return k == FeatureKind::City || k == FeatureKind::Road || k == FeatureKind::River;
}

bool isPathKind(FeatureKind k)
{
    return k == FeatureKind::Road || k == FeatureKind::River;
}

std::vector<int> sortedUnique(std::vector<int> v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

/** Removes the slots of `side` from every city, road and river, and drops those left with
 *  none. A monastery or garden has no slots and is none of the edge's business: it stays. */
void clearSide(std::vector<Feature>& features, int side)
{
    for (Feature& f : features)
        f.slotMask = SlotMask(f.slotMask & ~sideSlots(side));
    std::erase_if(features,
                  [](const Feature& f) { return isBorderKind(f.kind) && f.slotMask == 0; });
}

/** What `from`'s marks add to `into` when the two become one feature: shields and goods
 *  add up (as far as a feature holds), an inn or a cathedral stays. */
void mergeMarks(Feature& into, const Feature& from)
{
    into.shields = std::min(into.shields + from.shields, MaxShields);
    into.marks = MarkSet(into.marks | from.marks);
    for (std::size_t k = 0; k < into.goods.size(); ++k)
        into.goods[k] = std::min(into.goods[k] + from.goods[k], MaxGoods);
}

/** Inserts `f` at `index`, moving the city indices fields hold past it. */
void insertFeature(TileType& t, int index, Feature f)
{
    for (Feature& other : t.features) {
        for (int& c : other.cities)
            c += c >= index ? 1 : 0;
    }
    t.features.insert(t.features.begin() + index, std::move(f));
}

void removeFeature(TileType& t, int index)
{
    t.features.erase(t.features.begin() + index);
    for (Feature& other : t.features) {
        std::erase(other.cities, index);
        for (int& c : other.cities)
            c -= c > index ? 1 : 0;
    }
}

/** The slots of `mask` joined to `slot` along the border, going round the corners. */
SlotMask runAround(SlotMask mask, int slot)
{
    SlotMask run = SlotMask(1u << slot);
    for (int step : {1, SlotCount - 1}) {
        int s = (slot + step) % SlotCount;
        while (s != slot && (mask & (1u << s))) {
            run |= SlotMask(1u << s);
            s = (s + step) % SlotCount;
        }
    }
    return run;
}

} // namespace

TileType TileEdit::blank(const QString& id)
{
    TileType t;
    t.id = id;
    Feature field;
    field.kind = FeatureKind::Field;
    field.slotMask = AllSlots;
    t.features.push_back(field);
    return t;
}

TileType TileEdit::setEdge(const TileType& tile, int side, Terrain terrain)
{
    const int sides[] = {side};
    return setEdges(tile, sides, terrain);
}

TileType TileEdit::setEdges(const TileType& tile, std::span<const int> sidesIn, Terrain terrain)
{
    std::vector<int> sides;
    for (int s : sidesIn) {
        if (s >= 0 && s < SideCount && std::find(sides.begin(), sides.end(), s) == sides.end())
            sides.push_back(s);
    }
    if (sides.empty())
        return tile;
    if (sides.size() == 1 && tile.edgeTerrain(sides[0]) == terrain)
        return tile;

    std::vector<Feature> features;
    for (const Feature& f : tile.features) {
        if (isBorderKind(f.kind) || isCentreKind(f.kind))
            features.push_back(f);
    }
    if (terrain == Terrain::City) {
        SlotMask joined = 0;
        for (int s : sides)
            joined |= sideSlots(s);
        // Every city the new sides touch becomes part of one city, kept at the place of the
        // first of them.
        int keep = -1;
        for (std::size_t i = 0; i < features.size(); ++i) {
            Feature& f = features[i];
            if (f.kind == FeatureKind::City && (f.slotMask & joined)) {
                if (keep < 0) {
                    keep = int(i);
                } else {
                    features[std::size_t(keep)].slotMask |= f.slotMask;
                    mergeMarks(features[std::size_t(keep)], f);
                    f.slotMask = 0;
                }
            } else if (isPathKind(f.kind)) {
                f.slotMask = SlotMask(f.slotMask & ~joined);
            }
        }
        if (keep >= 0) {
            features[std::size_t(keep)].slotMask |= joined;
        } else {
            Feature city;
            city.kind = FeatureKind::City;
            city.slotMask = joined;
            features.push_back(city);
        }
        std::erase_if(features,
                      [](const Feature& f) { return isBorderKind(f.kind) && f.slotMask == 0; });
        return FeatureRebuild::of(tile, features);
    }

    // A road drawn over the only edge of a road with an inn takes the inn over: the designer
    // redrew the road, not the inn.
    bool innLost = false;
    for (int s : sides) {
        for (const Feature& f : features)
            innLost = innLost || (f.has(Mark::Inn) && f.slotMask == (f.slotMask & sideSlots(s)));
        clearSide(features, s);
    }
    if (terrain == Terrain::Road || terrain == Terrain::River) {
        Feature path;
        path.kind = terrain == Terrain::Road ? FeatureKind::Road : FeatureKind::River;
        path.set(Mark::Inn, innLost && terrain == Terrain::Road);
        for (int s : sides)
            path.slotMask |= SlotMask(1u << middleSlot(s));
        features.push_back(path);
    }
    return FeatureRebuild::of(tile, features);
}

bool TileEdit::canJoin(const TileType& tile, int slotA, int slotB)
{
    if (slotA < 0 || slotB < 0 || slotA >= SlotCount || slotB >= SlotCount)
        return false;
    const int a = tile.featureAt(slotA), b = tile.featureAt(slotB);
    return a >= 0 && b >= 0 && a != b &&
           tile.features[std::size_t(a)].kind == tile.features[std::size_t(b)].kind;
}

TileType TileEdit::join(const TileType& tile, int slotA, int slotB)
{
    if (!canJoin(tile, slotA, slotB))
        return tile;
    const int a = std::min(tile.featureAt(slotA), tile.featureAt(slotB));
    const int b = std::max(tile.featureAt(slotA), tile.featureAt(slotB));
    TileType t = tile;
    Feature& into = t.features[std::size_t(a)];
    const Feature& from = tile.features[std::size_t(b)];
    into.slotMask |= from.slotMask;
    if (into.kind != FeatureKind::Field) {
        mergeMarks(into, from);
        removeFeature(t, b);
        return FeatureRebuild::of(tile, t.features);
    }
    const bool automatic = hasAutomaticCities(tile, a) && hasAutomaticCities(tile, b);
    std::vector<int> cities = into.cities;
    cities.insert(cities.end(), from.cities.begin(), from.cities.end());
    into.cities = sortedUnique(cities);
    removeFeature(t, b);
    if (automatic)
        t.features[std::size_t(a)].cities = t.citiesAlongBorder(a);
    return t;
}

SlotMask TileEdit::separablePart(const TileType& tile, int slot)
{
    if (slot < 0 || slot >= SlotCount)
        return 0;
    const int index = tile.featureAt(slot);
    if (index < 0)
        return 0;
    const Feature& f = tile.features[std::size_t(index)];
    SlotMask part = 0;
    switch (f.kind) {
    case FeatureKind::City:
        part = SlotMask(f.slotMask & sideSlots(sideOfSlot(slot)));
        break;
    case FeatureKind::Road:
    case FeatureKind::River:
        part = SlotMask(1u << slot);
        break;
    case FeatureKind::Field:
        part = runAround(f.slotMask, slot);
        if (part == f.slotMask)
            part = SlotMask(1u << slot);
        break;
    default:
        return 0;
    }
    return part == f.slotMask ? SlotMask(0) : part;
}

TileType TileEdit::separate(const TileType& tile, int slot)
{
    const SlotMask part = separablePart(tile, slot);
    if (part == 0)
        return tile;
    const int index = tile.featureAt(slot);
    TileType t = tile;
    Feature piece;
    piece.kind = t.features[std::size_t(index)].kind;
    piece.slotMask = part;
    t.features[std::size_t(index)].slotMask &= SlotMask(~part);
    if (piece.kind != FeatureKind::Field) {
        insertFeature(t, index + 1, piece);
        return FeatureRebuild::of(tile, t.features);
    }
    const bool automatic = hasAutomaticCities(tile, index);
    insertFeature(t, index + 1, piece);
    t.features[std::size_t(index) + 1].cities = t.citiesAlongBorder(index + 1);
    if (automatic)
        t.features[std::size_t(index)].cities = t.citiesAlongBorder(index);
    return t;
}

TileType TileEdit::setCentre(const TileType& tile, std::optional<FeatureKind> kind)
{
    if (kind && !isCentreKind(*kind))
        return tile;
    const int current = tile.centreFeature();
    const std::optional<FeatureKind> now =
        current >= 0 ? std::optional(tile.features[std::size_t(current)].kind) : std::nullopt;
    if (now == kind)
        return tile;
    std::vector<Feature> features;
    for (const Feature& f : tile.features) {
        if (isBorderKind(f.kind))
            features.push_back(f);
    }
    if (kind) {
        Feature centre;
        centre.kind = *kind;
        features.push_back(centre);
    }
    return FeatureRebuild::of(tile, features);
}

TileType TileEdit::setShields(const TileType& tile, int feature, int shields)
{
    if (feature < 0 || std::size_t(feature) >= tile.features.size() ||
        tile.features[std::size_t(feature)].kind != FeatureKind::City)
        return tile;
    TileType t = tile;
    t.features[std::size_t(feature)].shields = std::clamp(shields, 0, MaxShields);
    return t;
}

namespace {

/** The tile with feature `index` changed by `change` when it is of `kind`, else as it was. */
template <typename Change>
TileType changeFeature(const TileType& tile, int index, FeatureKind kind, Change change)
{
    if (index < 0 || std::size_t(index) >= tile.features.size() ||
        tile.features[std::size_t(index)].kind != kind)
        return tile;
    TileType t = tile;
    change(t.features[std::size_t(index)]);
    return t;
}

} // namespace

TileType TileEdit::setInn(const TileType& tile, int feature, bool inn)
{
    return setMark(tile, feature, Mark::Inn, inn);
}

TileType TileEdit::setCathedral(const TileType& tile, int feature, bool cathedral)
{
    return setMark(tile, feature, Mark::Cathedral, cathedral);
}

TileType TileEdit::setMark(const TileType& tile, int feature, Mark mark, bool on)
{
    const MarkInfo& info = markInfo(mark);
    if (info.place != MarkPlace::Feature || info.counted)
        return tile;
    return changeFeature(tile, feature, info.onlyOn, [mark, on](Feature& f) { f.set(mark, on); });
}

TileType TileEdit::setTileMark(const TileType& tile, Mark mark, bool on)
{
    if (markInfo(mark).place != MarkPlace::Tile)
        return tile;
    TileType t = tile;
    t.set(mark, on);
    return t;
}

TileType TileEdit::setGoods(const TileType& tile, int feature, GoodsKind kind, int count)
{
    return changeFeature(tile, feature, FeatureKind::City, [kind, count](Feature& f) {
        f.goods[std::size_t(kind)] = std::clamp(count, 0, MaxGoods);
    });
}

bool TileEdit::isInnerField(const TileType& tile, int feature)
{
    return feature >= 0 && std::size_t(feature) < tile.features.size() &&
           tile.features[std::size_t(feature)].kind == FeatureKind::Field &&
           tile.features[std::size_t(feature)].slotMask == 0;
}

std::vector<int> TileEdit::innerFieldsOf(const TileType& tile, int city)
{
    std::vector<int> fields;
    for (std::size_t i = 0; i < tile.features.size(); ++i) {
        const std::vector<int>& cities = tile.features[i].cities;
        if (isInnerField(tile, int(i)) &&
            std::find(cities.begin(), cities.end(), city) != cities.end())
            fields.push_back(int(i));
    }
    return fields;
}

TileType TileEdit::addInnerField(const TileType& tile, int city)
{
    if (city < 0 || std::size_t(city) >= tile.features.size() ||
        tile.features[std::size_t(city)].kind != FeatureKind::City)
        return tile;
    Feature field;
    field.kind = FeatureKind::Field;
    field.cities = {city};
    // After the last field, before the monastery or garden: the order the deck file keeps.
    int at = int(tile.features.size());
    if (const int centre = tile.centreFeature(); centre >= 0)
        at = centre;
    TileType t = tile;
    insertFeature(t, at, std::move(field));
    return t;
}

TileType TileEdit::removeInnerField(const TileType& tile, int field)
{
    if (!isInnerField(tile, field))
        return tile;
    TileType t = tile;
    removeFeature(t, field);
    return t;
}

std::vector<int> TileEdit::automaticCities(const TileType& tile, int field)
{
    if (field < 0 || std::size_t(field) >= tile.features.size() ||
        tile.features[std::size_t(field)].kind != FeatureKind::Field)
        return {};
    return tile.citiesAlongBorder(field);
}

bool TileEdit::hasAutomaticCities(const TileType& tile, int field)
{
    if (field < 0 || std::size_t(field) >= tile.features.size())
        return true;
    return sortedUnique(tile.features[std::size_t(field)].cities) == automaticCities(tile, field);
}

TileType TileEdit::setFieldCities(const TileType& tile, int field, std::vector<int> cities)
{
    if (field < 0 || std::size_t(field) >= tile.features.size() ||
        tile.features[std::size_t(field)].kind != FeatureKind::Field)
        return tile;
    std::erase_if(cities, [&](int c) {
        return c < 0 || std::size_t(c) >= tile.features.size() ||
               tile.features[std::size_t(c)].kind != FeatureKind::City;
    });
    TileType t = tile;
    t.features[std::size_t(field)].cities = sortedUnique(std::move(cities));
    return t;
}

namespace {

template <typename SlotMap> TileType remapSlots(const TileType& tile, SlotMap map)
{
    TileType t = tile;
    for (Feature& f : t.features) {
        SlotMask mask = 0;
        for (int s = 0; s < SlotCount; ++s) {
            if (f.slotMask & (1u << s))
                mask |= SlotMask(1u << map(s));
        }
        f.slotMask = mask;
    }
    return t;
}

} // namespace

TileType TileEdit::rotate(const TileType& tile, int quarterTurns)
{
    const int turns = ((quarterTurns % 4) + 4) % 4;
    return remapSlots(tile, [turns](int s) { return (s + 3 * turns) % SlotCount; });
}

TileType TileEdit::mirror(const TileType& tile)
{
    return remapSlots(tile, [](int s) {
        const int side = sideOfSlot(s), k = s % 3;
        const int mirroredSide = side == 1 ? 3 : side == 3 ? 1 : side;
        return mirroredSide * 3 + (2 - k);
    });
}

TileType TileEdit::retraceFields(const TileType& tile)
{
    return FeatureRebuild::of(tile, tile.features);
}

} // namespace bastide
