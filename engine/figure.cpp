// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/figure.h"

namespace bastide {

namespace {

constexpr const char* FigureNames[FigureTypeCount] = {"follower", "abbot", "big", "builder", "pig"};

} // namespace

QString figureName(FigureType figure)
{
    return QString::fromLatin1(FigureNames[std::size_t(figure)]);
}

std::optional<FigureType> figureFromName(const QString& name)
{
    for (int i = 0; i < FigureTypeCount; ++i) {
        if (name == QLatin1String(FigureNames[i]))
            return FigureType(i);
    }
    return std::nullopt;
}

} // namespace bastide
