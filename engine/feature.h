// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"
#include "engine/goods.h"

#include <cstdint>
#include <vector>

namespace bastide {

enum class FeatureKind : std::uint8_t
{
    City,
    Road,
    River,
    Field,
    Monastery,
    Garden
};

constexpr bool isCentreKind(FeatureKind k)
{
    return k == FeatureKind::Monastery || k == FeatureKind::Garden;
}

/** One feature of a tile type as the deck file describes it (spec §1). */
struct Feature
{
    FeatureKind kind = FeatureKind::Field;
    SlotMask slotMask = 0;
    int shields = 0;         // cities only
    std::vector<int> cities; // fields only: indices of the city features this field borders
    // Marks of the expansions (spec §1), scored wherever a tile in play carries them.
    bool inn = false;       // roads only (Inns & Cathedrals)
    bool cathedral = false; // cities only (Inns & Cathedrals)
    Goods goods{};          // cities only: trade-goods symbols by kind (Traders & Builders)

    bool hasGoods() const { return goods[0] != 0 || goods[1] != 0 || goods[2] != 0; }

    friend bool operator==(const Feature&, const Feature&) = default;
};

} // namespace bastide
