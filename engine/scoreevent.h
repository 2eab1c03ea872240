// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/feature.h"
#include "engine/ids.h"

#include <array>
#include <cstdint>

namespace bastide {

/** The columns of a score breakdown (spec §5); Goods only where trade goods are in play. */
enum class ScoreCategory : std::uint8_t
{
    Road,
    City,
    Monastery,
    Garden,
    Field,
    Goods
};
inline constexpr int ScoreCategoryCount = 6;

enum class ScoreReason : std::uint8_t
{
    Completed,
    AbbotReturned,
    EndOfGame
};

using ScoreBreakdown = std::array<int, ScoreCategoryCount>;

/**
 * Points given for one feature: who got them and why, with what the game log needs to
 * word it ("city of 4 tiles and 1 shield"). For classic farmers the feature is the city
 * supplied; for modern farmers it is the field.
 */
struct ScoreEvent
{
    ScoreCategory category = ScoreCategory::Road;
    ScoreReason reason = ScoreReason::Completed;
    FeatureKind kind = FeatureKind::Road;
    SegmentId segment;        // a segment of the scored feature, for highlighting it; none for an
                              // award of no feature (the trade goods at the end)
    int points = 0;           // to each winner
    std::uint8_t winners = 0; // bit per player
    int tiles = 0;
    int shields = 0;
    int cities = 0; // modern farmers: completed cities the field supplies
    bool complete = false;
    bool inn = false;           // a road with an inn (Inns & Cathedrals)
    bool cathedral = false;     // a city with a cathedral
    bool pig = false;           // field points raised by the winners' pig
    std::int8_t goodsKind = -1; // Goods: the kind (GoodsKind) of the 10-point award

    friend bool operator==(const ScoreEvent&, const ScoreEvent&) = default;
};

} // namespace bastide
