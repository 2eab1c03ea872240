#include "tiletype.h"

#include <bit>

namespace bastide {

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

} // namespace bastide
