// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/tiletype.h"

#include <algorithm>
#include <bit>

namespace bastide {

QString TileType::groupName() const
{
    switch (group) {
    case TileGroup::Base:
        return QStringLiteral("base");
    case TileGroup::River:
        return QStringLiteral("river");
    case TileGroup::Expansion:
        return expansion;
    }
    return {};
}

int TileType::featureAt(int slot) const
{
    for (std::size_t i = 0; i < features.size(); ++i) {
        if (features[i].slotMask & (1u << slot))
            return int(i);
    }
    return -1;
}

Terrain TileType::edgeTerrain(int side) const
{
    const int f = featureAt(middleSlot(side));
    if (f < 0)
        return Terrain::Field;
    switch (features[std::size_t(f)].kind) {
    case FeatureKind::City:
        return Terrain::City;
    case FeatureKind::Road:
        return Terrain::Road;
    case FeatureKind::River:
        return Terrain::River;
    default:
        return Terrain::Field;
    }
}

int TileType::centreFeature() const
{
    for (std::size_t i = 0; i < features.size(); ++i) {
        if (isCentreKind(features[i].kind))
            return int(i);
    }
    return -1;
}

int TileType::riverEdgeCount() const
{
    int n = 0;
    for (int side = 0; side < SideCount; ++side)
        n += edgeTerrain(side) == Terrain::River ? 1 : 0;
    return n;
}

std::vector<int> TileType::citiesAlongBorder(int field) const
{
    std::vector<int> cities;
    const SlotMask mine = features[std::size_t(field)].slotMask;
    for (int slot = 0; slot < SlotCount; ++slot) {
        if (!(mine & (1u << slot)))
            continue;
        for (int next : {(slot + 1) % SlotCount, (slot + SlotCount - 1) % SlotCount}) {
            const int f = featureAt(next);
            if (f >= 0 && features[std::size_t(f)].kind == FeatureKind::City &&
                std::find(cities.begin(), cities.end(), f) == cities.end()) {
                cities.push_back(f);
            }
        }
    }
    std::sort(cities.begin(), cities.end());
    return cities;
}

} // namespace bastide
