// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rules/tradersbuilders.h"

#include "engine/game.h"
#include "engine/rules/ruleset.h"

#include <algorithm>

namespace bastide {

namespace {

/** The segment `player`'s figure of `type` stands on, or none. */
SegmentId figureSegment(const Game& game, int player, FigureType type)
{
    for (const PlacedFigure& f : game.figures()) {
        if (f.player == player && f.type == type)
            return f.segment;
    }
    return SegmentId();
}

} // namespace

void TradersBuilders::addTo(RuleSet& set, const Rules& rules, const TileSet& tiles)
{
    // House rules leave a component out: its figure's row stays out of the game, or no goods
    // are taken or awarded.
    const bool builderOn =
        rules.tradersBuilders() && !rules.houseRule(QStringLiteral("no-builder"));
    const bool pigOn = rules.tradersBuilders() && !rules.houseRule(QStringLiteral("no-pig"));
    if (rules.tradersBuilders()) {
        set.figure(FigureType::Builder).notInGame = MoveError::FigureLeftOut;
        set.figure(FigureType::Pig).notInGame = MoveError::FigureLeftOut;
    }
    if (builderOn) {
        FigureRule& builder = set.figure(FigureType::Builder);
        builder.inGame = true;
        builder.supply = 1;
        builder.weight = 0; // counts for no majority
        for (FeatureKind kind : {FeatureKind::Field, FeatureKind::Monastery, FeatureKind::Garden})
            builder.refusedOn[std::size_t(kind)] = MoveError::BuilderNeedsRoadOrCity;
        builder.refusedOn[std::size_t(FeatureKind::River)] = MoveError::NoFigureOnRiver;
        builder.noneLeft = MoveError::BuilderNotInSupply;
        builder.joinsOwnFigure = true;
        builder.needsOwnFigure = MoveError::BuilderNeedsFollower;
        builder.needsIncomplete = true;
        builder.completed = MoveError::BuilderFeatureCompleted;
    }
    if (pigOn) {
        FigureRule& pig = set.figure(FigureType::Pig);
        pig.inGame = rules.farmers != FarmerScoring::None;
        pig.notInGame = MoveError::PigFarmersOff;
        pig.supply = 1;
        pig.weight = 0;
        for (FeatureKind kind :
             {FeatureKind::City, FeatureKind::Road, FeatureKind::Monastery, FeatureKind::Garden})
            pig.refusedOn[std::size_t(kind)] = MoveError::PigNeedsField;
        pig.refusedOn[std::size_t(FeatureKind::River)] = MoveError::NoFigureOnRiver;
        pig.noneLeft = MoveError::PigNotInSupply;
        pig.joinsOwnFigure = true;
        pig.needsOwnFigure = MoveError::PigNeedsFarmer;
    }
    const bool goods = tiles.goodsInPlay(rules) && !rules.houseRule(QStringLiteral("no-goods"));
    set.setHasGoods(goods);
    if (builderOn || pigOn || goods)
        set.add(std::unique_ptr<const RuleModule>(new TradersBuilders(builderOn, pigOn, goods)));
}

int TradersBuilders::fieldCityPoints(const Game& game, int player,
                                     std::span<const SegmentId> fieldRoots, int points) const
{
    if (!m_pig)
        return points;
    const SegmentId pig = figureSegment(game, player, FigureType::Pig);
    if (!pig.valid())
        return points;
    const SegmentId root = game.board().root(pig);
    return std::find(fieldRoots.begin(), fieldRoots.end(), root) != fieldRoots.end() ? points + 1
                                                                                     : points;
}

void TradersBuilders::beforeTile(const Game& game, TurnMemo& memo) const
{
    // Only a builder on the board can give a second tile; in supply there is nothing to find.
    if (m_builder && !game.player(memo.player).builderInSupply)
        memo.builderSegment = figureSegment(game, memo.player, FigureType::Builder);
}

void TradersBuilders::afterCompleted(const Game& game, SegmentId root, TurnMemo& memo) const
{
    const Board& board = game.board();
    if (!m_goods || board.kind(root) != FeatureKind::City)
        return;
    board.forEachSegment(root, [&](SegmentId s) {
        const TileTypeId type = board.tile(board.segmentTile(s)).type;
        const Goods& g = game.tileSet().goods(type, board.segmentFeature(s));
        for (int k = 0; k < GoodsKindCount; ++k)
            memo.goods[std::size_t(k)] += g[std::size_t(k)];
    });
}

bool TradersBuilders::anotherTurn(const Game& game, const TurnMemo& memo) const
{
    if (!m_builder || !memo.builderSegment.valid() || !memo.tileIndex.valid() ||
        game.inSecondTurn())
        return false;
    const Board& board = game.board();
    const SegmentId builderRoot = board.root(memo.builderSegment);
    const PlacedTile& laid = board.tile(memo.tileIndex);
    const TileRules& tr = game.tileSet().rules(laid.type);
    for (int f = 0; f < tr.featureCount; ++f) {
        const FeatureKind kind = tr.features[std::size_t(f)].kind;
        if ((kind == FeatureKind::Road || kind == FeatureKind::City) &&
            board.root(laid.segment(f)) == builderRoot)
            return true;
    }
    return false;
}

void TradersBuilders::finalScoring(const Game& game, std::vector<ScoreEvent>& awards) const
{
    if (!m_goods)
        return;
    for (int k = 0; k < GoodsKindCount; ++k) {
        int most = 0;
        for (int p = 0; p < game.playerCount(); ++p)
            most = std::max(most, game.player(p).goods[std::size_t(k)]);
        if (most == 0)
            continue;
        ScoreEvent e;
        e.category = ScoreCategory::Goods;
        e.reason = ScoreReason::EndOfGame;
        e.kind = FeatureKind::City;
        e.points = 10;
        e.goodsKind = std::int8_t(k);
        e.tiles = most; // tokens of the winners, for the log
        for (int p = 0; p < game.playerCount(); ++p) {
            if (game.player(p).goods[std::size_t(k)] == most)
                e.winners = std::uint8_t(e.winners | (1u << p));
        }
        awards.push_back(e);
    }
}

} // namespace bastide
