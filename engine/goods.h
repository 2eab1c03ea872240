// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <array>
#include <cstdint>

namespace bastide {

/** The trade goods of Traders & Builders (spec §4.2). */
enum class GoodsKind : std::uint8_t
{
    Wine,
    Grain,
    Cloth
};
inline constexpr int GoodsKindCount = 3;

/** Tokens by kind, indexed by GoodsKind. */
using Goods = std::array<int, GoodsKindCount>;

} // namespace bastide
