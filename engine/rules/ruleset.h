// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rules/figurerules.h"
#include "engine/rules/rulemodule.h"

#include <functional>
#include <memory>
#include <vector>

namespace bastide {

struct GameSetup;
class RuleSet;

/** How a rule module joins a game: `addTo` fills its figure rows and adds the module when
 *  the setup's rules and tiles call for it. `set` names the expansion it brings (empty for
 *  the base rules). */
struct ModuleEntry
{
    QString set;
    std::function<void(RuleSet&, const GameSetup&)> addTo;
};

/**
 * The rules of one game, fixed when it starts: the figure table and the rule modules that
 * are on. Shared, read only, by every copy of the game.
 */
class RuleSet
{
public:
    /** The base game and the Abbot, then each registered module the setup calls for. */
    static std::shared_ptr<const RuleSet> of(const GameSetup& setup);

    /** The modules a game may use, in the order they act: the built-in ones, then any a
     *  test registered. */
    static const std::vector<ModuleEntry>& registry();
    /** Adds a module to every game set up afterwards (tests: a stub module). Not
     *  thread-safe: call before any game starts. */
    static void registerModule(ModuleEntry entry);
    /** Whether `set` names an expansion set with rules of its own (not a deck group). */
    static bool knowsSet(const QString& set);

    const FigureRule& figure(FigureType type) const { return m_figures[std::size_t(type)]; }
    const FigureRules& figures() const { return m_figures; }
    std::span<const std::unique_ptr<const RuleModule>> modules() const { return m_modules; }
    /** The module of type `Module` in this game, or nullptr when it is off. */
    template <class Module> const Module* module() const
    {
        for (const auto& m : m_modules) {
            if (const auto* found = dynamic_cast<const Module*>(m.get()))
                return found;
        }
        return nullptr;
    }
    /** Whether some tile in play carries goods: the scores then show the `goods` entry. */
    bool hasGoods() const { return m_hasGoods; }
    /** Whether a module may hold tiles back from the draw (so the draw asks it). */
    bool holdsBackTiles() const { return m_holdsBack; }
    /** Whether a module may ask players for decisions inside a move (so a whole move is
     *  checked by playing it). */
    bool asks() const { return m_asks; }
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
    void add(std::unique_ptr<RuleModule> module);
    void setHasGoods(bool on) { m_hasGoods = on; }
    void setHoldsBackTiles(bool on) { m_holdsBack = on; }
    void setAsks(bool on) { m_asks = on; }
    void setVetoes(bool on) { m_vetoes = on; }
    void setStartsTurns(bool on) { m_startsTurns = on; }
    /** Whether a module acts at the start of a turn (so each turn's start asks them). */
    bool startsTurns() const { return m_startsTurns; }
    /** Whether a module may veto where a figure goes (so each candidate asks it). */
    bool vetoes() const { return m_vetoes; }

private:
    FigureRules m_figures{};
    std::vector<std::unique_ptr<const RuleModule>> m_modules;
    bool m_hasGoods = false;
    bool m_holdsBack = false;
    bool m_asks = false;
    bool m_vetoes = false;
    bool m_startsTurns = false;
    unsigned m_inGame = 0;
    std::array<std::array<unsigned, FeatureKindCount>, 2> m_standOn{};
};

} // namespace bastide
