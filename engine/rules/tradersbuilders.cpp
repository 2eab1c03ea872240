// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rules/tradersbuilders.h"

#include "engine/game.h"
#include "engine/rules/rulecontext.h"
#include "engine/rules/ruleset.h"

#include <algorithm>

namespace bastide {

/** The tokens each player holds, and where the mover's builder stood before the tile. */
struct TradersBuilders::State : ModuleStateOf<State>
{
    std::array<Goods, MaxPlayers> goods{};
    // Where the mover's builder stood before the tile of move `builderMove` (its index in
    // the game's moves) was laid: the feature a second part may come from.
    SegmentId builderBefore;
    int builderMove = -1;
    friend bool operator==(const State& a, const State& b)
    {
        return a.goods == b.goods && a.builderBefore == b.builderBefore &&
               a.builderMove == b.builderMove;
    }
};

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
        set.add(std::unique_ptr<RuleModule>(new TradersBuilders(builderOn, pigOn, goods)));
}

std::unique_ptr<ModuleState> TradersBuilders::initialState(const Game&) const
{
    return std::make_unique<State>();
}

const TradersBuilders::State& TradersBuilders::state(const Game& game) const
{
    return *game.moduleState<State>(*this);
}

Goods TradersBuilders::goodsOf(const Game& game, int player)
{
    const TradersBuilders* module = game.ruleSet().module<TradersBuilders>();
    return module ? module->state(game).goods[std::size_t(player)] : Goods{};
}

std::array<std::uint8_t, GoodsKindCount> TradersBuilders::goodsLeaders(const Game& game)
{
    std::array<std::uint8_t, GoodsKindCount> leaders{};
    for (const ScoreEvent& e : game.projectedAwards()) {
        if (e.category == ScoreCategory::Goods && e.goodsKind >= 0)
            leaders[std::size_t(e.goodsKind)] |= e.winners;
    }
    return leaders;
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

void TradersBuilders::beforeTile(RuleContext& context) const
{
    const Game& game = context.game();
    // Only a builder on the board can give a second part; in supply there is nothing to
    // find, and nothing is written (the move number tells a stale note apart).
    if (!m_builder || game.player(context.mover()).inSupply(FigureType::Builder) != 0)
        return;
    State& s = context.state<State>(*this);
    s.builderBefore = figureSegment(game, context.mover(), FigureType::Builder);
    s.builderMove = int(game.moves().size());
}

void TradersBuilders::afterCompleted(RuleContext& context, SegmentId root) const
{
    const Game& game = context.game();
    const Board& board = game.board();
    if (!m_goods || board.kind(root) != FeatureKind::City)
        return;
    Goods taken{};
    board.forEachSegment(root, [&](SegmentId s) {
        const TileTypeId type = board.tile(board.segmentTile(s)).type;
        const Goods& g = game.tileSet().goods(type, board.segmentFeature(s));
        for (int k = 0; k < GoodsKindCount; ++k)
            taken[std::size_t(k)] += g[std::size_t(k)];
    });
    if (taken == Goods{})
        return;
    Goods& held = context.state<State>(*this).goods[std::size_t(context.mover())];
    for (int k = 0; k < GoodsKindCount; ++k)
        held[std::size_t(k)] += taken[std::size_t(k)];
    if (MoveOutcome* outcome = context.outcome()) {
        for (int k = 0; k < GoodsKindCount; ++k)
            outcome->goodsTaken[std::size_t(k)] += taken[std::size_t(k)];
    }
}

std::optional<SegmentId> TradersBuilders::anotherPart(const RuleContext& context) const
{
    const Game& game = context.game();
    if (!m_builder || game.inSecondTurn())
        return std::nullopt;
    const State& s = state(game);
    const SegmentId before = s.builderBefore;
    if (s.builderMove != int(game.moves().size()) || !before.valid() || !context.laidTile().valid())
        return std::nullopt;
    const Board& board = game.board();
    const SegmentId builderRoot = board.root(before);
    const PlacedTile& laid = board.tile(context.laidTile());
    const TileRules& tr = game.tileSet().rules(laid.type);
    for (int f = 0; f < tr.featureCount; ++f) {
        const FeatureKind kind = tr.features[std::size_t(f)].kind;
        if ((kind == FeatureKind::Road || kind == FeatureKind::City) &&
            board.root(laid.segment(f)) == builderRoot)
            return builderRoot;
    }
    return std::nullopt;
}

void TradersBuilders::figureRemoved(RuleContext& context, const PlacedFigure& gone) const
{
    // A builder or pig left without a meeple of its owner on its feature goes home too.
    const Game& game = context.game();
    if ((!m_builder && !m_pig) || !gone.segment.valid() || !game.ruleSet().figure(gone.type).meeple)
        return;
    const Board& board = game.board();
    const SegmentId root = board.root(gone.segment);
    FigureId alone;
    for (const PlacedFigure& f : game.figures()) {
        if (f.player != gone.player || !f.segment.valid() || board.root(f.segment) != root)
            continue;
        if (game.ruleSet().figure(f.type).meeple)
            return;
        if (f.type == FigureType::Builder || f.type == FigureType::Pig)
            alone = f.id;
    }
    if (alone.valid())
        context.sendHome(alone);
}

void TradersBuilders::finalScoring(const Game& game, std::vector<ScoreEvent>& awards) const
{
    if (!m_goods)
        return;
    const State& s = state(game);
    for (int k = 0; k < GoodsKindCount; ++k) {
        int most = 0;
        for (int p = 0; p < game.playerCount(); ++p)
            most = std::max(most, s.goods[std::size_t(p)][std::size_t(k)]);
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
            if (s.goods[std::size_t(p)][std::size_t(k)] == most)
                e.winners = std::uint8_t(e.winners | (1u << p));
        }
        awards.push_back(e);
    }
}

void TradersBuilders::writeScores(const Game& game, int player, QJsonObject& playerObject,
                                  QJsonObject& breakdown) const
{
    // Spec §5: with goods in play, their points and the tokens held.
    if (!game.ruleSet().hasGoods())
        return;
    breakdown.insert(QStringLiteral("goods"),
                     game.player(player).breakdown[std::size_t(ScoreCategory::Goods)]);
    const Goods& held = state(game).goods[std::size_t(player)];
    QJsonObject tokens;
    tokens.insert(QStringLiteral("wine"), held[std::size_t(GoodsKind::Wine)]);
    tokens.insert(QStringLiteral("grain"), held[std::size_t(GoodsKind::Grain)]);
    tokens.insert(QStringLiteral("cloth"), held[std::size_t(GoodsKind::Cloth)]);
    playerObject.insert(QStringLiteral("goods"), tokens);
}

double TradersBuilders::stakeBonus(const Game&, const StakeView& stake,
                                   const EstimateTuning& tuning) const
{
    double bonus = 0.0;
    const bool builder = stake.figures[std::size_t(FigureType::Builder)] != 0;
    if (builder && (stake.kind == FeatureKind::City || stake.kind == FeatureKind::Road)) {
        // Each tile its owner adds is a second part; the feature may close before long.
        bonus += tuning.fade * tuning.extraTurn * std::min(stake.openCells, tuning.extraTurnCells) *
                 (stake.deadCells ? 0.0 : 1.0);
    }
    if (stake.figures[std::size_t(FigureType::Pig)] && stake.kind == FeatureKind::Field &&
        stake.owns) {
        // One point more per completed city, with classic farmers as with modern ones.
        bonus += stake.cities + stake.openCities;
    }
    return bonus;
}

void TradersBuilders::estimateFinal(const Game& game, std::span<double> expected) const
{
    if (!m_goods)
        return;
    const State& s = state(game);
    const int players = game.playerCount();
    for (std::size_t kind = 0; kind < std::size_t(GoodsKindCount); ++kind) {
        int most = 1; // a player needs at least one token
        for (int p = 0; p < players; ++p)
            most = std::max(most, s.goods[std::size_t(p)][kind]);
        for (int p = 0; p < players; ++p) {
            if (s.goods[std::size_t(p)][kind] == most)
                expected[std::size_t(p)] += 10.0;
        }
    }
}

} // namespace bastide
