// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <array>
#include <cstdint>
#include <optional>

namespace bastide {

inline constexpr int MinPlayers = 2;
inline constexpr int MaxPlayers = 6;
inline constexpr int FollowersPerPlayer = 7;

enum class PlayerColor : std::uint8_t
{
    Red,
    Blue,
    Green,
    Yellow,
    Black,
    Pink
};
enum class PlayerKind : std::uint8_t
{
    Human,
    Ai
};

/** Who sits at the table, as a game record names them. */
struct PlayerSetup
{
    QString name;
    PlayerColor color = PlayerColor::Red;
    PlayerKind kind = PlayerKind::Human;
    QString level; // computer players only: "hard", or an external bot's name

    friend bool operator==(const PlayerSetup&, const PlayerSetup&) = default;
};

QString colorName(PlayerColor color);
std::optional<PlayerColor> colorFromName(const QString& name);

} // namespace bastide
