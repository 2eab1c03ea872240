// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/edgepattern.h"

#include <algorithm>

namespace bastide {

EdgePattern EdgePattern::of(const TileType& tile)
{
    EdgePattern p;
    for (int side = 0; side < SideCount; ++side)
        p.edges[std::size_t(side)] = tile.edgeTerrain(side);
    return p;
}

EdgePattern EdgePattern::turned(int quarters) const
{
    // Turned clockwise, the edge that faced north faces east.
    EdgePattern p;
    for (int side = 0; side < SideCount; ++side)
        p.edges[std::size_t((side + quarters) % SideCount)] = edges[std::size_t(side)];
    return p;
}

EdgePattern EdgePattern::normal() const
{
    EdgePattern best = *this;
    for (int q = 1; q < SideCount; ++q)
        best = std::max(best, turned(q));
    return best;
}

bool EdgePattern::fits(const Hole& hole) const
{
    for (int q = 0; q < SideCount; ++q) {
        const EdgePattern t = turned(q);
        bool all = true;
        for (int side = 0; side < SideCount && all; ++side) {
            const auto& want = hole[std::size_t(side)];
            all = !want || *want == t.edges[std::size_t(side)];
        }
        if (all)
            return true;
    }
    return false;
}

int EdgePattern::count(Terrain terrain) const
{
    return int(std::count(edges.begin(), edges.end(), terrain));
}

} // namespace bastide
