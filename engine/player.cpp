// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/player.h"

namespace bastide {

namespace {
constexpr std::array<const char*, 6> ColorNames{"red", "blue", "green", "yellow", "black", "pink"};
}

QString colorName(PlayerColor color)
{
    return QString::fromLatin1(ColorNames[std::size_t(color)]);
}

std::optional<PlayerColor> colorFromName(const QString& name)
{
    for (std::size_t i = 0; i < ColorNames.size(); ++i) {
        if (name == QLatin1String(ColorNames[i]))
            return PlayerColor(i);
    }
    return std::nullopt;
}

} // namespace bastide
