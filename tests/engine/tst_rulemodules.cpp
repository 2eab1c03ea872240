// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The seams of engine/rules/: which figure rows and rule modules a game's RuleSet holds for
// each combination of expansions, that a module's hooks are neutral unless it overrides
// them, and that Game calls the hooks at the fixed points of a turn (an inn's road, a
// builder's double turn, goods taken with a city). The expansions' full rules are in
// tst_expansions.

#include "engine/rules/innscathedrals.h"
#include "engine/rules/rulecontext.h"
#include "engine/rules/ruleset.h"
#include "engine/rules/tradersbuilders.h"
#include "testtable.h"

#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

const QString Inns = QString::fromLatin1(InnsCathedralsSet);
const QString Traders = QString::fromLatin1(TradersBuildersSet);

using InnsModule = bastide::InnsCathedrals;
using TradersModule = bastide::TradersBuilders;

Rules withExpansions(QStringList expansions, FarmerScoring farmers = FarmerScoring::Modern)
{
    return Rules{false, true, farmers, std::move(expansions)};
}

std::shared_ptr<const RuleSet> ruleSetOf(const Rules& rules)
{
    GameSetup setup;
    setup.tiles = standardTileSet();
    setup.standardDeck = true;
    setup.rules = rules;
    return RuleSet::of(setup);
}

unsigned bit(FigureType type)
{
    return 1u << unsigned(type);
}

template <class Module> int countOf(const RuleSet& set)
{
    int n = 0;
    for (const auto& module : set.modules())
        n += dynamic_cast<const Module*>(module.get()) ? 1 : 0;
    return n;
}

/** A module that overrides nothing: what Game sees from a module without a hook. */
class SilentModule final : public RuleModule
{};

/** A test set, "test-toll": each turn starts with the mover paying 1 point, an award of
 *  negative points at the turn's first step. */
class TollModule final : public RuleModule
{
public:
    static inline const QString Set = QStringLiteral("test-toll");
    static void registerIt()
    {
        if (RuleSet::knowsSet(Set))
            return;
        RuleSet::registerModule(ModuleEntry{Set, [](RuleSet& set, const GameSetup& setup) {
                                                if (!setup.rules.hasExpansion(Set))
                                                    return;
                                                set.add(std::make_unique<TollModule>());
                                                set.setStartsTurns(true);
                                            }});
    }
    void turnStart(RuleContext& context) const override
    {
        ScoreEvent toll;
        toll.category = ScoreCategory::Goods;
        toll.points = -1;
        toll.winners = std::uint8_t(1u << context.mover());
        context.award(toll);
    }
};

} // namespace

class tst_RuleModules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theBaseGameHasNoModulesAndFollowersAndAbbots()
    {
        const auto set = ruleSetOf(withExpansions({}));
        QVERIFY(set->modules().empty());
        QVERIFY(!set->hasGoods());
        QCOMPARE(set->figuresInGame(), bit(FigureType::Follower) | bit(FigureType::Abbot));

        const FigureRule& follower = set->figure(FigureType::Follower);
        QVERIFY(follower.inGame);
        QCOMPARE(follower.supply, FollowersPerPlayer);
        QCOMPARE(follower.weight, 1);
        QVERIFY(!follower.joinsOwnFigure);
        for (FeatureKind k :
             {FeatureKind::City, FeatureKind::Road, FeatureKind::Monastery, FeatureKind::Field})
            QVERIFY(follower.mayStandOn(k));
        QCOMPARE(follower.refusedOn[std::size_t(FeatureKind::River)], MoveError::NoFigureOnRiver);
        QCOMPARE(follower.refusedOn[std::size_t(FeatureKind::Garden)],
                 MoveError::GardenTakesOnlyAbbot);

        const FigureRule& abbot = set->figure(FigureType::Abbot);
        QVERIFY(abbot.inGame);
        QCOMPARE(abbot.supply, 1);
        QVERIFY(abbot.mayStandOn(FeatureKind::Monastery));
        QVERIFY(abbot.mayStandOn(FeatureKind::Garden));
        QCOMPARE(abbot.refusedOn[std::size_t(FeatureKind::City)],
                 MoveError::AbbotNeedsMonasteryOrGarden);

        for (FigureType t : {FigureType::Big, FigureType::Builder, FigureType::Pig})
            QVERIFY(!set->figure(t).inGame);
        QCOMPARE(set->figuresOn(FeatureKind::City, false), bit(FigureType::Follower));
        QCOMPARE(set->figuresOn(FeatureKind::Monastery, false),
                 bit(FigureType::Follower) | bit(FigureType::Abbot));
        QCOMPARE(set->figuresOn(FeatureKind::Garden, false), bit(FigureType::Abbot));
        QCOMPARE(set->figuresOn(FeatureKind::Road, true), 0u);
    }

    void ruleOptionsChangeTheBaseRows()
    {
        Rules noAbbot = withExpansions({}, FarmerScoring::None);
        noAbbot.abbot = false;
        const auto set = ruleSetOf(noAbbot);
        QVERIFY(!set->figure(FigureType::Abbot).inGame);
        QCOMPARE(set->figure(FigureType::Abbot).notInGame, MoveError::AbbotOff);
        QCOMPARE(set->figure(FigureType::Follower).refusedOn[std::size_t(FeatureKind::Field)],
                 MoveError::FarmersOff);
        QCOMPARE(set->figuresOn(FeatureKind::Field, false), 0u);
        QCOMPARE(set->figuresInGame(), bit(FigureType::Follower));
    }

    void innsAndCathedralsAddTheBigFollowerAndTheirModule()
    {
        const auto set = ruleSetOf(withExpansions({Inns}));
        QCOMPARE(int(set->modules().size()), 1);
        QCOMPARE(countOf<InnsModule>(*set), 1);
        const FigureRule& big = set->figure(FigureType::Big);
        QVERIFY(big.inGame);
        QCOMPARE(big.weight, 2);
        QCOMPARE(big.supply, 1);
        QCOMPARE(big.noneLeft, MoveError::BigNotInSupply);
        QVERIFY(set->figuresOn(FeatureKind::City, false) & bit(FigureType::Big));
        QVERIFY(!set->hasGoods());
        QVERIFY(!set->figure(FigureType::Builder).inGame);
    }

    void tradersAndBuildersAddTheBuilderThePigGoodsAndTheirModule()
    {
        const auto set = ruleSetOf(withExpansions({Traders}));
        QCOMPARE(int(set->modules().size()), 1);
        QCOMPARE(countOf<TradersModule>(*set), 1);
        QVERIFY(set->hasGoods());
        const FigureRule& builder = set->figure(FigureType::Builder);
        QVERIFY(builder.inGame);
        QVERIFY(builder.joinsOwnFigure);
        QVERIFY(builder.needsIncomplete);
        QCOMPARE(builder.weight, 0);
        const FigureRule& pig = set->figure(FigureType::Pig);
        QVERIFY(pig.inGame);
        QVERIFY(pig.joinsOwnFigure);
        // Builder and pig join their owner's figure, so they are offered on taken features.
        QCOMPARE(set->figuresOn(FeatureKind::Road, true), bit(FigureType::Builder));
        QCOMPARE(set->figuresOn(FeatureKind::Field, true), bit(FigureType::Pig));
        QVERIFY(!(set->figuresOn(FeatureKind::Road, false) & bit(FigureType::Builder)));
        QVERIFY(!set->figure(FigureType::Big).inGame);

        const auto noFarmers = ruleSetOf(withExpansions({Traders}, FarmerScoring::None));
        QVERIFY(!noFarmers->figure(FigureType::Pig).inGame);
        QCOMPARE(noFarmers->figure(FigureType::Pig).notInGame, MoveError::PigFarmersOff);
    }

    void houseRulesLeaveTheirRowsAndMarksOut()
    {
        auto with = [](QStringList houseRules) {
            Rules rules = withExpansions({Inns, Traders});
            rules.houseRules = std::move(houseRules);
            return ruleSetOf(rules);
        };
        const auto noBig = with({QStringLiteral("no-big-follower")});
        QVERIFY(!noBig->figure(FigureType::Big).inGame);
        QCOMPARE(noBig->figure(FigureType::Big).notInGame, MoveError::FigureLeftOut);
        QCOMPARE(countOf<InnsModule>(*noBig), 1); // the marks still score

        const auto noMarks = with({QStringLiteral("no-inns"), QStringLiteral("no-cathedrals")});
        QCOMPARE(countOf<InnsModule>(*noMarks), 0); // nothing left for it to score
        QVERIFY(noMarks->figure(FigureType::Big).inGame);

        const auto noPig = with({QStringLiteral("no-pig")});
        QVERIFY(!noPig->figure(FigureType::Pig).inGame);
        QCOMPARE(noPig->figure(FigureType::Pig).notInGame, MoveError::FigureLeftOut);
        QVERIFY(noPig->figure(FigureType::Builder).inGame);
        QVERIFY(noPig->hasGoods());

        const auto none = with(
            {QStringLiteral("no-builder"), QStringLiteral("no-pig"), QStringLiteral("no-goods")});
        QCOMPARE(countOf<TradersModule>(*none), 0);
        QVERIFY(!none->hasGoods());
        QCOMPARE(none->figuresInGame(),
                 bit(FigureType::Follower) | bit(FigureType::Abbot) | bit(FigureType::Big));
    }

    void bothExpansionsBringBothModulesInTheirOrder()
    {
        const auto set = ruleSetOf(withExpansions({Traders, Inns}));
        QCOMPARE(int(set->modules().size()), 2);
        QVERIFY(dynamic_cast<const InnsModule*>(set->modules()[0].get()));
        QVERIFY(dynamic_cast<const TradersModule*>(set->modules()[1].get()));
        QCOMPARE(set->figuresInGame(), bit(FigureType::Follower) | bit(FigureType::Abbot) |
                                           bit(FigureType::Big) | bit(FigureType::Builder) |
                                           bit(FigureType::Pig));
    }

    void theGameHoldsTheRuleSetOfItsSetup()
    {
        TestTable base(withExpansions({}));
        QVERIFY(base.game().ruleSet().modules().empty());
        TestTable both(withExpansions({Inns, Traders}));
        QCOMPARE(int(both.game().ruleSet().modules().size()), 2);
        QCOMPARE(both.game().ruleSet().figures(),
                 ruleSetOf(withExpansions({Inns, Traders}))->figures());
        QCOMPARE(both.game().player(0).inSupply(FigureType::Big), 1);
        QCOMPARE(both.game().player(0).inSupply(FigureType::Builder), 1);
        QCOMPARE(base.game().player(0).inSupply(FigureType::Big), 0);
    }

    void aHandBuiltRuleSetSealsItsRowsIntoLookups()
    {
        RuleSet set;
        FigureRule& follower = set.figure(FigureType::Follower);
        follower.inGame = true;
        follower.refusedOn[std::size_t(FeatureKind::Field)] = MoveError::FarmersOff;
        FigureRule& builder = set.figure(FigureType::Builder);
        builder.inGame = true;
        builder.joinsOwnFigure = true;
        builder.refusedOn[std::size_t(FeatureKind::Field)] = MoveError::BuilderNeedsRoadOrCity;
        set.add(std::make_unique<SilentModule>());
        set.seal();
        QCOMPARE(int(set.modules().size()), 1);
        QCOMPARE(set.figuresInGame(), bit(FigureType::Follower) | bit(FigureType::Builder));
        QCOMPARE(set.figuresOn(FeatureKind::City, false), bit(FigureType::Follower));
        QCOMPARE(set.figuresOn(FeatureKind::City, true), bit(FigureType::Builder));
        QCOMPARE(set.figuresOn(FeatureKind::Field, false), 0u);
    }

    void aTurnStartCanAwardNegativePoints()
    {
        TollModule::registerIt();
        TestTable t(Rules{false, true, FarmerScoring::None, {TollModule::Set}}, 2);
        Game& game = t.game();
        Game plain = TestTable(Rules{false, true, FarmerScoring::None, {}}, 2).game();
        for (int move = 0; move < 6; ++move) {
            const int mover = game.currentPlayer();
            // The same moves in a game without the toll: the difference is the toll alone.
            const Move m = game.legalMoves().back();
            const MoveOutcome tolled = game.apply(m);
            QVERIFY(tolled.ok());
            QVERIFY(plain.apply(m).ok());
            QVERIFY(!tolled.events.empty());
            QCOMPARE(tolled.events.front().points, -1);
            QCOMPARE(tolled.events.front().winners, std::uint8_t(1u << mover));
            if (move == 0) // nothing can score on the second tile of the map: below zero
                QCOMPARE(game.player(mover).score(), -1);
        }
        for (int p = 0; p < 2; ++p)
            QCOMPARE(game.player(p).score(), plain.player(p).score() - 3);
    }

    void aModuleWithoutHooksChangesNothing()
    {
        TestTable t(withExpansions({}));
        QCOMPARE(t.lay("F", 0, -1, 1, TestTable::follower(0)), MoveError::None);
        const SilentModule silent;
        ScoreEvent event = t.game().valueOf(t.last.placed->segment);
        const ScoreEvent before = event;
        silent.scoreFeature(t.game(), event);
        QCOMPARE(event, before);
        const SegmentId roots[] = {SegmentId(0)};
        QCOMPARE(silent.fieldCityPoints(t.game(), 0, roots, 3), 3);
        QVERIFY(silent.initialState(t.game()) == nullptr);
        QVERIFY(!silent.holdsBack(t.game(), t.game().currentTile()));
        Move probe;
        probe.tile = t.game().currentTile();
        QCOMPARE(silent.vetoFigure(t.game(), probe), MoveError::None);
        QCOMPARE(silent.checkAnswer(t.game(), Decision::answer(DecisionKind::Wagon, std::nullopt)),
                 MoveError::NotThisDecision);
        std::vector<Decision> answers;
        silent.legalAnswers(t.game(), answers);
        QVERIFY(answers.empty());
        FeatureRates rates{2.0, 1.0};
        silent.featureRates(t.game(), t.last.placed->segment, rates);
        QCOMPARE(rates.completed, 2.0);
        QCOMPARE(rates.unfinished, 1.0);
        QCOMPARE(silent.stakeBonus(t.game(), StakeView{}, EstimateTuning{}), 0.0);
        std::vector<ScoreEvent> awards;
        silent.finalScoring(t.game(), awards);
        QVERIFY(awards.empty());
    }

    void scoringAFeatureGoesThroughTheInnsModule()
    {
        // IC-B: a road east-west with an inn, laid west of the start tile's road.
        TestTable t(withExpansions({Inns}));
        QCOMPARE(t.lay("IC-B", -1, 0, 0, TestTable::follower(0)), MoveError::None);
        const ScoreEvent open = t.game().valueOf(t.last.placed->segment);
        QVERIFY(open.inn);
        QCOMPARE(open.points, 0); // an unfinished road with an inn scores nothing
        QCOMPARE(t.lay("W", -2, 0, 0), MoveError::None);
        QCOMPARE(t.lay("W", 1, 0, 0), MoveError::None); // closes: W, IC-B, D, W
        QCOMPARE(t.last.events.size(), std::size_t(1));
        const ScoreEvent& closed = t.last.events.front();
        QVERIFY(closed.inn);
        QCOMPARE(closed.tiles, 4);
        QCOMPARE(closed.points, 2 * 4);
        QCOMPARE(t.points(0, ScoreCategory::Road), 8);
    }

    void theSameRoadWithoutTheExpansionScoresAsAnyRoad()
    {
        TestTable t(withExpansions({}));
        QCOMPARE(t.lay("U", -1, 0, 1, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.lay("W", -2, 0, 0), MoveError::None);
        QCOMPARE(t.lay("W", 1, 0, 0), MoveError::None);
        QVERIFY(!t.last.events.front().inn);
        QCOMPARE(t.last.events.front().points, 4);
    }

    void aBuildersRoadExtendedGivesTheDoubleTurn()
    {
        TestTable t(withExpansions({Traders}));
        QCOMPARE(t.lay("W", -1, 0, 0, TestTable::follower(0)), MoveError::None); // P1's road
        QCOMPARE(t.lay("B", 0, 1, 0), MoveError::None);                          // P2
        QCOMPARE(t.lay("U", 1, 0, 1, FigurePlacement{FigureType::Builder, 0}), MoveError::None);
        QVERIFY(!t.last.doubleTurn); // placed this turn: the tile did not extend its road yet
        QCOMPARE(t.lay("B", 1, 1, 0), MoveError::None); // P2
        QCOMPARE(t.game().currentPlayer(), 0);
        QCOMPARE(t.lay("U", 2, 0, 1), MoveError::None); // extends the builder's road
        QVERIFY(t.last.doubleTurn);
        QVERIFY(t.last.sameMover);
        QCOMPARE(t.game().currentPlayer(), 0);
        QVERIFY(t.game().inSecondTurn());
        QCOMPARE(t.lay("U", 3, 0, 1), MoveError::None); // the second tile: no third
        QCOMPARE(t.last.player, 0);
        QVERIFY(!t.last.doubleTurn);
        QVERIFY(!t.last.sameMover);
        QCOMPARE(t.game().currentPlayer(), 1);
        const int moves = int(t.game().moves().size());
        QCOMPARE(t.game().moverOf(moves - 2), 0);
        QCOMPARE(t.game().moverOf(moves - 1), 0);
    }

    void completingAGoodsCityGivesTheMoverItsGoods()
    {
        // TB-G turned twice: a city south and east with grain, joined to the start tile's
        // city; an E cap closes it from the east.
        TestTable t(withExpansions({Traders}));
        QCOMPARE(t.lay("TB-G", 0, -1, 2, TestTable::follower(0)), MoveError::None);
        QCOMPARE(t.last.goodsTaken, Goods{});
        QCOMPARE(t.lay("E", 1, -1, 3), MoveError::None); // P2 closes P1's city
        QCOMPARE(t.last.player, 1);
        QCOMPARE(t.last.events.size(), std::size_t(1));
        QCOMPARE(t.last.events.front().winners, std::uint8_t(1));      // the points: the holder's
        QCOMPARE(t.last.goodsTaken[std::size_t(GoodsKind::Grain)], 1); // the goods: the mover's
        QCOMPARE(TradersBuilders::goodsOf(t.game(), 1)[std::size_t(GoodsKind::Grain)], 1);
        QCOMPARE(TradersBuilders::goodsOf(t.game(), 0)[std::size_t(GoodsKind::Grain)], 0);
    }
};

QTEST_GUILESS_MAIN(tst_RuleModules)
#include "tst_rulemodules.moc"
