// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/geometry.h"

namespace bastide {

namespace {
constexpr std::array<std::string_view, SlotCount> SlotNames{"N0", "N1", "N2", "E0", "E1", "E2",
                                                            "S0", "S1", "S2", "W0", "W1", "W2"};
}

std::string_view slotName(int slot)
{
    return slot >= 0 && slot < SlotCount ? SlotNames[std::size_t(slot)] : std::string_view{};
}

std::optional<int> slotFromName(std::string_view name)
{
    for (int i = 0; i < SlotCount; ++i) {
        if (SlotNames[std::size_t(i)] == name)
            return i;
    }
    return std::nullopt;
}

} // namespace bastide
