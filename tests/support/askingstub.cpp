// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "askingstub.h"

#include "engine/game.h"
#include "engine/gamesetup.h"
#include "engine/rules/rulecontext.h"
#include "engine/rules/ruleset.h"

#include <algorithm>

namespace bastide::test {

struct AskingStub::State : ModuleStateOf<State>
{
    Counts counts;
    int stepMove = -1;  // the move (its index) whose dragon step is taken
    int wagonMove = -1; // the move whose wagon decision is made
    int drawMove = -1;  // the move whose abbey-or-draw decision was asked
    int finalAsked = 0; // players asked in the final round so far
    friend bool operator==(const State& a, const State& b)
    {
        return a.counts == b.counts && a.stepMove == b.stepMove && a.wagonMove == b.wagonMove &&
               a.drawMove == b.drawMove && a.finalAsked == b.finalAsked;
    }
};

namespace {

int moveIndex(const Game& game)
{
    return int(game.moves().size());
}

/** The tiles beside the tile the move laid: where its "dragon" may step. */
std::vector<Cell> stepsFrom(const Game& game, TileIndex laid)
{
    std::vector<Cell> cells;
    const Board& board = game.board();
    const Cell at = board.tile(laid).cell;
    for (int side = 0; side < SideCount; ++side) {
        const Cell c = neighbour(at, side);
        if (board.tileAt(c).valid())
            cells.push_back(c);
    }
    return cells;
}

/** The roads of the tile the move laid, unfinished and without a figure: a wagon's places. */
std::vector<Address> wagonPlaces(const Game& game, TileIndex laid)
{
    std::vector<Address> places;
    const Board& board = game.board();
    const PlacedTile& t = board.tile(laid);
    const TileRules& tr = game.tileSet().rules(t.type);
    for (int f = 0; f < tr.featureCount; ++f) {
        const SegmentId s = t.segment(f);
        if (board.kind(s) == FeatureKind::Road && !board.isComplete(s) && board.figureCount(s) == 0)
            places.push_back(Address{t.cell, f});
    }
    return places;
}

} // namespace

void AskingStub::registerIt()
{
    if (RuleSet::knowsSet(Set))
        return;
    RuleSet::registerModule(ModuleEntry{Set, [](RuleSet& set, const GameSetup& setup) {
                                            if (!setup.rules.hasExpansion(Set))
                                                return;
                                            set.add(std::make_unique<AskingStub>());
                                            set.setAsks(true);
                                        }});
}

std::unique_ptr<ModuleState> AskingStub::initialState(const Game&) const
{
    return std::make_unique<State>();
}

const AskingStub::State& AskingStub::state(const Game& game) const
{
    return *game.moduleState<State>(*this);
}

AskingStub::Counts AskingStub::countsOf(const Game& game)
{
    const AskingStub* module = game.ruleSet().module<AskingStub>();
    return module ? module->state(game).counts : Counts{};
}

void AskingStub::beforeDraw(RuleContext& context) const
{
    const Game& game = context.game();
    const int move = moveIndex(game);
    if (move % 4 != 3 || state(game).drawMove == move)
        return;
    State& s = context.state<State>(*this);
    s.drawMove = move;
    ++s.counts.draws;
    context.ask({DecisionKind::AbbeyOrDraw, game.currentPlayer()});
}

void AskingStub::afterFigure(RuleContext& context) const
{
    const Game& game = context.game();
    if (state(game).stepMove == moveIndex(game) || stepsFrom(game, context.laidTile()).empty())
        return;
    context.ask({DecisionKind::DragonStep, (context.mover() + 1) % game.playerCount()});
}

void AskingStub::afterScoring(RuleContext& context) const
{
    const Game& game = context.game();
    if (state(game).wagonMove == moveIndex(game) || wagonPlaces(game, context.laidTile()).empty())
        return;
    context.ask({DecisionKind::Wagon, context.mover()});
}

void AskingStub::finalRound(RuleContext& context) const
{
    const Game& game = context.game();
    const int asked = state(game).finalAsked;
    if (asked >= game.playerCount())
        return;
    context.ask({DecisionKind::FinalAbbey, (game.currentPlayer() + asked) % game.playerCount()});
}

MoveError AskingStub::checkAnswer(const Game& game, const Decision& d) const
{
    std::vector<Decision> legal;
    legalAnswers(game, legal);
    if (d.kind == DecisionKind::FinalAbbey || d.kind == DecisionKind::AbbeyOrDraw)
        return d.abbey ? MoveError::NotThisDecision : MoveError::None;
    return std::find(legal.begin(), legal.end(), d) != legal.end() ? MoveError::None
                                                                   : MoveError::NotThisDecision;
}

void AskingStub::applyAnswer(RuleContext& context, const Decision& d) const
{
    const int move = moveIndex(context.game());
    State& s = context.state<State>(*this);
    switch (d.kind) {
    case DecisionKind::DragonStep:
        s.stepMove = move;
        ++s.counts.steps;
        break;
    case DecisionKind::Wagon:
        s.wagonMove = move;
        ++(d.target ? s.counts.wagons : s.counts.kept);
        break;
    case DecisionKind::FinalAbbey:
        ++s.finalAsked;
        ++s.counts.declines;
        break;
    default:
        break;
    }
}

void AskingStub::legalAnswers(const Game& game, std::vector<Decision>& answers) const
{
    const PendingDecision p = game.pending();
    const Move* move = game.moveInProgress();
    if (!move)
        return; // the abbey decisions: only drawing or declining, which Game offers
    const TileIndex laid = game.board().tileAt(move->placement.cell);
    if (p.kind == DecisionKind::DragonStep) {
        for (const Cell c : stepsFrom(game, laid))
            answers.push_back(Decision::answer(DecisionKind::DragonStep, Address{c, -1}));
    } else if (p.kind == DecisionKind::Wagon) {
        answers.push_back(Decision::answer(DecisionKind::Wagon, std::nullopt));
        for (const Address& a : wagonPlaces(game, laid))
            answers.push_back(Decision::answer(DecisionKind::Wagon, a));
    }
}

} // namespace bastide::test
