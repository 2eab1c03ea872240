// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rules/rulemodule.h"

#include <vector>

namespace bastide {

class RuleSet;
class TileSet;

/**
 * Traders & Builders (spec §4.2): trade goods taken by whoever completes a city and the
 * final 10-point awards per kind; the builder, whose road or city extended gives a double
 * turn; the pig, which raises its owner's field points. Goods score wherever a tile in play
 * carries them; the builder and the pig come with the expansion. House rules leave out the
 * builder, the pig or the goods.
 */
class TradersBuilders final : public RuleModule
{
public:
    static void addTo(RuleSet& set, const Rules& rules, const TileSet& tiles);

    int fieldCityPoints(const Game& game, int player, std::span<const SegmentId> fieldRoots,
                        int points) const override;
    void beforeTile(const Game& game, TurnMemo& memo) const override;
    void afterCompleted(const Game& game, SegmentId root, TurnMemo& memo) const override;
    bool anotherTurn(const Game& game, const TurnMemo& memo) const override;
    void finalScoring(const Game& game, std::vector<ScoreEvent>& awards) const override;

private:
    TradersBuilders(bool builder, bool pig, bool goods)
        : m_builder(builder), m_pig(pig), m_goods(goods)
    {}

    bool m_builder = false; // the builder is in the game
    bool m_pig = false;     // the pig is in the game
    bool m_goods = false;   // goods are taken and awarded
};

} // namespace bastide
