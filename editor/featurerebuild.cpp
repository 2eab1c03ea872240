// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/featurerebuild.h"

#include "editor/fieldtracer.h"
#include "editor/tileedit.h"

#include <algorithm>

namespace bastide {

namespace {

bool isBorderKind(FeatureKind k)
{
    return k == FeatureKind::City || k == FeatureKind::Road || k == FeatureKind::River;
}

std::vector<int> sortedUnique(std::vector<int> v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

/** `t` (cities, roads, rivers and centre) with the fields of `old` whose slots are free in
 *  `t`, bordering the same cities: the tracer draws them when they still share out the free
 *  slots, so a division the designer made (a city parting two fields) outlives an edit that
 *  leaves the edges alone. */
TileType withFieldsOf(const TileType& t, const TileType& old)
{
    TileType hinted = t;
    for (const Feature& f : old.features) {
        if (f.kind != FeatureKind::Field || f.slotMask == 0)
            continue;
        Feature field = f;
        field.cities.clear();
        for (int c : f.cities) {
            if (c < 0 || std::size_t(c) >= old.features.size())
                continue;
            const SlotMask mask = old.features[std::size_t(c)].slotMask;
            for (std::size_t i = 0; i < t.features.size(); ++i) {
                if (t.features[i].kind == FeatureKind::City && (t.features[i].slotMask & mask)) {
                    field.cities.push_back(int(i));
                    break;
                }
            }
        }
        hinted.features.push_back(field);
    }
    return hinted;
}

} // namespace

TileType FeatureRebuild::of(const TileType& old, const std::vector<Feature>& features)
{
    TileType t = old;
    t.features.clear();
    std::optional<Feature> centre;
    for (const Feature& f : features) {
        if (isBorderKind(f.kind) && f.slotMask != 0) {
            Feature b = f;
            b.cities.clear();
            if (b.kind != FeatureKind::City)
                b.shields = 0;
            t.features.push_back(b);
        } else if (isCentreKind(f.kind) && !centre) {
            centre = f;
            centre->slotMask = 0;
            centre->shields = 0;
            centre->cities.clear();
        }
    }
    const int firstField = int(t.features.size());
    std::vector<int> oldFields;
    for (std::size_t i = 0; i < old.features.size(); ++i) {
        if (old.features[i].kind == FeatureKind::Field)
            oldFields.push_back(int(i));
    }
    struct Traced
    {
        SlotMask mask;
        int oldIndex; // the unchanged field it was, or -1
    };
    // New fields go in order of their lowest slot; fields that are unchanged keep the order
    // they had among themselves, in the places the unchanged ones take in that order.
    std::vector<Traced> traced;
    for (SlotMask mask : FieldTracer::trace(withFieldsOf(t, old))) {
        if (mask == 0)
            continue; // inner fields are kept below, as they were
        Traced entry{mask, -1};
        for (int index : oldFields) {
            if (old.features[std::size_t(index)].slotMask == mask)
                entry.oldIndex = index;
        }
        traced.push_back(entry);
    }
    std::vector<Traced> kept;
    for (const Traced& entry : traced) {
        if (entry.oldIndex >= 0)
            kept.push_back(entry);
    }
    std::sort(kept.begin(), kept.end(),
              [](const Traced& a, const Traced& b) { return a.oldIndex < b.oldIndex; });
    for (std::size_t k = 0, next = 0; k < traced.size(); ++k) {
        if (traced[k].oldIndex >= 0)
            traced[k] = kept[next++];
    }
    for (const Traced& entry : traced) {
        Feature field;
        field.kind = FeatureKind::Field;
        field.slotMask = entry.mask;
        t.features.push_back(field);
    }
    // Inner fields touch no edge, so no tracing finds them: they stay, after the traced
    // fields, enclosed by the cities that now hold their cities' slots (a joined city is
    // still theirs), and go with the last of their cities.
    for (const Feature& f : old.features) {
        if (f.kind != FeatureKind::Field || f.slotMask != 0)
            continue;
        Feature inner = f;
        inner.cities.clear();
        for (int c : f.cities) {
            if (c < 0 || std::size_t(c) >= old.features.size() ||
                old.features[std::size_t(c)].kind != FeatureKind::City)
                continue;
            const SlotMask mask = old.features[std::size_t(c)].slotMask;
            for (int i = 0; i < firstField; ++i) {
                if (t.features[std::size_t(i)].kind == FeatureKind::City &&
                    (t.features[std::size_t(i)].slotMask & mask)) {
                    inner.cities.push_back(i);
                    break;
                }
            }
        }
        inner.cities = sortedUnique(inner.cities);
        if (!inner.cities.empty())
            t.features.push_back(inner);
    }
    if (centre)
        t.features.push_back(*centre);

    auto cityIndex = [&](SlotMask mask) {
        for (int i = 0; i < firstField; ++i) {
            if (t.features[std::size_t(i)].kind == FeatureKind::City &&
                t.features[std::size_t(i)].slotMask == mask)
                return i;
        }
        return -1;
    };
    for (std::size_t k = 0; k < traced.size(); ++k) {
        const int index = firstField + int(k);
        Feature& field = t.features[std::size_t(index)];
        field.cities = t.citiesAlongBorder(index);
        const int was = traced[k].oldIndex;
        if (was < 0 || TileEdit::hasAutomaticCities(old, was))
            continue;
        std::vector<int> kept;
        bool all = true;
        for (int c : old.features[std::size_t(was)].cities) {
            const bool valid = c >= 0 && std::size_t(c) < old.features.size() &&
                               old.features[std::size_t(c)].kind == FeatureKind::City;
            const int now = valid ? cityIndex(old.features[std::size_t(c)].slotMask) : -1;
            all = all && now >= 0;
            kept.push_back(now);
        }
        if (all)
            field.cities = sortedUnique(kept);
    }
    return t;
}

} // namespace bastide
