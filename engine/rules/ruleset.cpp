// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rules/ruleset.h"

#include "engine/gamesetup.h"
#include "engine/rules/basegame.h"
#include "engine/rules/innscathedrals.h"
#include "engine/rules/tradersbuilders.h"

namespace bastide {

namespace {

std::vector<ModuleEntry> builtInModules()
{
    // A new expansion adds its line here and its files beside these.
    return {
        {QString(),
         [](RuleSet& set, const GameSetup& setup) {
             BaseGame::addTo(set, setup.rules);
             AbbotRules::addTo(set, setup.rules);
         }},
        {QString::fromLatin1(InnsCathedralsSet),
         [](RuleSet& set, const GameSetup& setup) {
             InnsCathedrals::addTo(set, setup.rules, *setup.tiles);
         }},
        {QString::fromLatin1(TradersBuildersSet),
         [](RuleSet& set, const GameSetup& setup) {
             TradersBuilders::addTo(set, setup.rules, *setup.tiles);
         }},
    };
}

std::vector<ModuleEntry>& entries()
{
    static std::vector<ModuleEntry> entries = builtInModules();
    return entries;
}

} // namespace

const std::vector<ModuleEntry>& RuleSet::registry()
{
    return entries();
}

void RuleSet::registerModule(ModuleEntry entry)
{
    entries().push_back(std::move(entry));
}

bool RuleSet::knowsSet(const QString& set)
{
    if (set.isEmpty())
        return false;
    for (const ModuleEntry& e : registry()) {
        if (e.set == set)
            return true;
    }
    return false;
}

std::shared_ptr<const RuleSet> RuleSet::of(const GameSetup& setup)
{
    auto set = std::make_shared<RuleSet>();
    for (const ModuleEntry& e : registry())
        e.addTo(*set, setup);
    set->seal();
    return set;
}

void RuleSet::add(std::unique_ptr<RuleModule> module)
{
    module->setSlot(int(m_modules.size()));
    m_modules.push_back(std::move(module));
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
