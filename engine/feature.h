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

/** The marks the expansion sets print on tiles (spec §1; their rows are in marks.h). */
enum class Mark : std::uint8_t
{
    Inn,       // a road (Inns & Cathedrals)
    Cathedral, // a city (Inns & Cathedrals)
    Goods,     // a city's trade goods, counted by kind (Traders & Builders)
    Princess,  // a city (The Princess & the Dragon)
    Volcano,   // the tile (The Princess & the Dragon)
    Dragon,    // the tile
    Portal,    // the tile
    Tower      // the tile: a tower foundation (The Tower)
};
inline constexpr int MarkCount = 8;
/** A set of marks, a bit per Mark. */
using MarkSet = std::uint16_t;
constexpr MarkSet markBit(Mark m)
{
    return MarkSet(1u << unsigned(m));
}

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
    // Marks of the expansions (spec §1), acting wherever a tile in play carries them: the
    // flags (inn, cathedral, princess) and the goods, counted by kind.
    MarkSet marks = 0;
    Goods goods{}; // cities only: trade-goods symbols by kind (Traders & Builders)

    bool has(Mark m) const { return (marks & markBit(m)) != 0; }
    void set(Mark m, bool on)
    {
        marks = on ? MarkSet(marks | markBit(m)) : MarkSet(marks & ~markBit(m));
    }
    bool hasGoods() const { return goods[0] != 0 || goods[1] != 0 || goods[2] != 0; }

    friend bool operator==(const Feature&, const Feature&) = default;
};

} // namespace bastide
