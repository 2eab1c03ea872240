// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "art/figurelook.h"

namespace bastide {

FigureKind figureLook(FigureType type, FeatureKind kind)
{
    switch (type) {
    case FigureType::Abbot:
        return FigureKind::Abbot;
    case FigureType::Big:
        return kind == FeatureKind::Field ? FigureKind::BigFarmer : FigureKind::BigFollower;
    case FigureType::Builder:
        return FigureKind::Builder;
    case FigureType::Pig:
        return FigureKind::Pig;
    case FigureType::Follower:
        break;
    }
    return kind == FeatureKind::Field ? FigureKind::Farmer : FigureKind::Follower;
}

} // namespace bastide
