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
    set->seal();
    return set;
}

void RuleSet::seal()
{
    m_inGame = 0;
    m_standOn = {};
    for (int t = 0; t < FigureTypeCount; ++t) {
        const FigureRule& rule = m_figures[std::size_t(t)];
        if (!rule.inGame)
            continue;
        m_inGame |= 1u << t;
        for (int k = 0; k < FeatureKindCount; ++k) {
            if (rule.mayStandOn(FeatureKind(k)))
                m_standOn[rule.joinsOwnFigure ? 1 : 0][std::size_t(k)] |= 1u << t;
        }
    }
}

} // namespace bastide
