// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/goods.h"
#include "engine/player.h"
#include "engine/rules/rulemodule.h"

#include <array>
#include <vector>

namespace bastide {

class RuleSet;
class TileSet;
struct Rules;

/**
 * Traders & Builders (spec §4.2): trade goods taken by whoever completes a city and the
 * final 10-point awards per kind; the builder, whose road or city extended gives a double
 * turn; the pig, which raises its owner's field points. Goods score wherever a tile in play
 * carries them; the builder and the pig come with the expansion. House rules may leave out
 * the builder, the pig or the goods. The tokens each player holds are the module's state in
 * the game.
 */
class TradersBuilders final : public RuleModule
{
public:
    static void addTo(RuleSet& set, const Rules& rules, const TileSet& tiles);

    /** The trade-goods tokens `player` holds in `game` (none when goods are not in play). */
    static Goods goodsOf(const Game& game, int player);
    /** Who leads each kind of goods now, a bit per player per kind: the players who would
     *  take its 10 points if the game ended now. */
    static std::array<std::uint8_t, GoodsKindCount> goodsLeaders(const Game& game);

    std::unique_ptr<ModuleState> initialState(const Game& game) const override;
    void beforeTile(RuleContext& context) const override;
    void afterCompleted(RuleContext& context, SegmentId root) const override;
    std::optional<SegmentId> anotherPart(const RuleContext& context) const override;
    void figureRemoved(RuleContext& context, const PlacedFigure& figure) const override;
    int fieldCityPoints(const Game& game, int player, std::span<const SegmentId> fieldRoots,
                        int points) const override;
    void finalScoring(const Game& game, std::vector<ScoreEvent>& awards) const override;
    void writeScores(const Game& game, int player, QJsonObject& playerObject,
                     QJsonObject& breakdown) const override;
    double stakeBonus(const Game& game, const StakeView& stake,
                      const EstimateTuning& tuning) const override;
    void estimateFinal(const Game& game, std::span<double> expected) const override;

private:
    TradersBuilders(bool builder, bool pig, bool goods)
        : m_builder(builder), m_pig(pig), m_goods(goods)
    {}

    struct State;
    const State& state(const Game& game) const;

    bool m_builder = false; // the builder is in the game
    bool m_pig = false;     // the pig is in the game
    bool m_goods = false;   // goods are taken and awarded
};

} // namespace bastide
