// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rules/figurerules.h"
#include "engine/rules/rulemodule.h"

#include <memory>
#include <vector>

namespace bastide {

struct GameSetup;

/**
 * The rules of one game, fixed when it starts: the figure table and the rule modules that
 * are on. Shared, read only, by every copy of the game.
 */
class RuleSet
{
public:
    /** The base game and the Abbot, then each expansion the setup's rules and tiles call for. */
    static std::shared_ptr<const RuleSet> of(const GameSetup& setup);

    const FigureRule& figure(FigureType type) const { return m_figures[std::size_t(type)]; }
    const FigureRules& figures() const { return m_figures; }
    std::span<const std::unique_ptr<const RuleModule>> modules() const { return m_modules; }
    /** Whether some tile in play carries goods: the scores then show the `goods` entry. */
    bool hasGoods() const { return m_hasGoods; }
    /** Whether inns score as inns, and cathedrals as cathedrals (a tile in play carries one
     *  and no house rule leaves them out). */
    bool scoresInns() const { return m_scoresInns; }
    bool scoresCathedrals() const { return m_scoresCathedrals; }
    /** The figure types in the game, a bit per FigureType. */
    unsigned figuresInGame() const { return m_inGame; }
    /** The figure types that may stand on a feature of `kind`, a bit per FigureType: on a
     *  free feature the ordinary ones, on one already taken those that join their owner's. */
    unsigned figuresOn(FeatureKind kind, bool taken) const
    {
        return m_standOn[taken ? 1 : 0][std::size_t(kind)];
    }

    FigureRule& figure(FigureType type) { return m_figures[std::size_t(type)]; }
    /** Derives the lookup tables once every module has filled its rows. */
    void seal();
    void add(std::unique_ptr<const RuleModule> module) { m_modules.push_back(std::move(module)); }
    void setHasGoods(bool on) { m_hasGoods = on; }
    void setScoresMarks(bool inns, bool cathedrals)
    {
        m_scoresInns = inns;
        m_scoresCathedrals = cathedrals;
    }

private:
    FigureRules m_figures{};
    std::vector<std::unique_ptr<const RuleModule>> m_modules;
    bool m_hasGoods = false;
    bool m_scoresInns = false;
    bool m_scoresCathedrals = false;
    unsigned m_inGame = 0;
    std::array<std::array<unsigned, FeatureKindCount>, 2> m_standOn{};
};

} // namespace bastide
