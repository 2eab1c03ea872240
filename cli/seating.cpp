// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/seating.h"

#include "engine/random.h"

#include <array>

namespace bastide::cli {

PlayerColor seatColor(int seat)
{
    constexpr std::array<PlayerColor, MaxPlayers> Colors{PlayerColor::Red,   PlayerColor::Blue,
                                                         PlayerColor::Green, PlayerColor::Yellow,
                                                         PlayerColor::Black, PlayerColor::Pink};
    return Colors[std::size_t(seat) % Colors.size()];
}

std::uint64_t mixSeed(std::uint64_t a, std::uint64_t b)
{
    Random r(a * 0x9E3779B97F4A7C15ull ^ b);
    return r.next();
}

int rotatedEntrant(int seat, int gameIndex, int entrants)
{
    return (seat + gameIndex) % entrants;
}

} // namespace bastide::cli
