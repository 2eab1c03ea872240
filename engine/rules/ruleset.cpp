// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rules/ruleset.h"

#include "engine/gamesetup.h"
#include "engine/rules/basegame.h"
#include "engine/rules/innscathedrals.h"
#include "engine/rules/tradersbuilders.h"

namespace bastide {

std::shared_ptr<const RuleSet> RuleSet::of(const GameSetup& setup)
{
    auto set = std::make_shared<RuleSet>();
    BaseGame::addTo(*set, setup.rules);
    AbbotRules::addTo(*set, setup.rules);
    // The next expansion adds its line here and its files beside these.
    InnsCathedrals::addTo(*set, setup.rules, *setup.tiles);
    TradersBuilders::addTo(*set, setup.rules, *setup.tiles);
    return set;
}

} // namespace bastide
