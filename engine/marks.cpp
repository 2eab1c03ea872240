// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/marks.h"

#include <array>

namespace bastide {

namespace {

constexpr std::array<MarkInfo, MarkCount> Registry{{
    {Mark::Inn, "inn", MarkPlace::Feature, FeatureKind::Road, "inns-cathedrals", false, false,
     false, ProblemCode::InnOffRoad},
    {Mark::Cathedral, "cathedral", MarkPlace::Feature, FeatureKind::City, "inns-cathedrals", false,
     false, false, ProblemCode::CathedralOffCity},
    {Mark::Goods, "goods", MarkPlace::Feature, FeatureKind::City, "traders-builders", true, false,
     false, ProblemCode::GoodsOffCity},
    {Mark::Princess, "princess", MarkPlace::Feature, FeatureKind::City, "princess-dragon", false,
     true, false, ProblemCode::PrincessOffCity},
    {Mark::Volcano, "volcano", MarkPlace::Tile, FeatureKind::Field, "princess-dragon", false, true,
     true, ProblemCode::UnknownKey},
    {Mark::Dragon, "dragon", MarkPlace::Tile, FeatureKind::Field, "princess-dragon", false, true,
     true, ProblemCode::UnknownKey},
    {Mark::Portal, "portal", MarkPlace::Tile, FeatureKind::Field, "princess-dragon", false, true,
     false, ProblemCode::UnknownKey},
    {Mark::Tower, "tower", MarkPlace::Tile, FeatureKind::Field, "tower", false, false, false,
     ProblemCode::UnknownKey},
}};

} // namespace

std::span<const MarkInfo> markRegistry()
{
    return Registry;
}

const MarkInfo& markInfo(Mark mark)
{
    return Registry[std::size_t(mark)];
}

std::optional<Mark> markOfKey(QStringView key)
{
    for (const MarkInfo& m : Registry) {
        if (key == QLatin1String(m.key))
            return m.mark;
    }
    return std::nullopt;
}

} // namespace bastide
