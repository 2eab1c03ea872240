// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rules/basegame.h"

#include "engine/player.h"
#include "engine/rules/ruleset.h"

namespace bastide {

void BaseGame::addTo(RuleSet& set, const Rules& rules)
{
    FigureRule& follower = set.figure(FigureType::Follower);
    follower.inGame = true;
    follower.supply = FollowersPerPlayer;
    follower.weight = 1;
    follower.meeple = true;
    follower.refusedOn[std::size_t(FeatureKind::River)] = MoveError::NoFigureOnRiver;
    follower.refusedOn[std::size_t(FeatureKind::Garden)] = MoveError::GardenTakesOnlyAbbot;
    if (rules.farmers == FarmerScoring::None)
        follower.refusedOn[std::size_t(FeatureKind::Field)] = MoveError::FarmersOff;
    follower.noneLeft = MoveError::NoFollowerLeft;
}

void AbbotRules::addTo(RuleSet& set, const Rules& rules)
{
    FigureRule& abbot = set.figure(FigureType::Abbot);
    abbot.inGame = rules.abbot;
    abbot.notInGame = MoveError::AbbotOff;
    abbot.supply = 1;
    abbot.weight = 1;
    abbot.meeple = true;
    for (FeatureKind kind : {FeatureKind::City, FeatureKind::Road, FeatureKind::Field})
        abbot.refusedOn[std::size_t(kind)] = MoveError::AbbotNeedsMonasteryOrGarden;
    abbot.refusedOn[std::size_t(FeatureKind::River)] = MoveError::NoFigureOnRiver;
    abbot.noneLeft = MoveError::AbbotNotInSupply;
}

} // namespace bastide
