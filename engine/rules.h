// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>

namespace bastide {

enum class FarmerScoring : std::uint8_t
{
    Modern,
    Classic,
    None
};

/** The rule options of a game (spec §3 "rules", §4). */
struct Rules
{
    bool river = true;
    bool abbot = true;
    FarmerScoring farmers = FarmerScoring::Modern;
    friend bool operator==(const Rules&, const Rules&) = default;
};

} // namespace bastide
