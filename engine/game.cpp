// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Game's turn: the decisions of a move in the order of spec §4 (tile move, figure action,
// the modules' decisions, scoring), and the whole move a record holds. Figure checks are in
// gamefigures.cpp, scoring in scoring.cpp, the bag in tilebag.cpp.

#include "engine/game.h"

#include "engine/random.h"
#include "engine/rules/rulecontext.h"
#include "engine/scoring.h"

#include <algorithm>

namespace bastide {

int PlayerState::score() const
{
    int sum = 0;
    for (int points : breakdown)
        sum += points;
    return sum;
}

Game::Game(std::shared_ptr<const GameSetup> setup, std::uint64_t seed)
    : m_setup(std::move(setup)), m_ruleSet(RuleSet::of(*m_setup)),
      m_board(m_setup->tiles, m_setup->rules.river)
{
    m_players.resize(m_setup->players.size());
    for (PlayerState& p : m_players) {
        for (int t = 0; t < FigureTypeCount; ++t) {
            const FigureRule& rule = m_ruleSet->figure(FigureType(t));
            p.supply[std::size_t(t)] = std::uint8_t(rule.inGame ? rule.supply : 0);
        }
    }
    const Rules& rules = m_setup->rules;
    const Deck& deck = m_setup->tiles->deck();
    const TileTypeId baseStart(deck.startTile(TileGroup::Base));
    const TileTypeId spring =
        rules.river ? TileTypeId(deck.startTile(TileGroup::River)) : TileTypeId();
    m_bag = TileBag(*m_setup->tiles, rules, baseStart, seed);
    m_board.placeStart(rules.river && spring.valid() ? spring : baseStart);
    const auto modules = m_ruleSet->modules();
    m_states.resize(modules.size());
    for (const auto& module : modules)
        m_states.set(std::size_t(module->slot()), module->initialState(*this));
    m_moves.reserve(std::size_t(m_bag.size()));
    m_movers.reserve(std::size_t(m_bag.size()));
    if (currentTile().valid())
        openMove(nullptr);
    else
        endGame(nullptr);
}

bool operator==(const Game& a, const Game& b)
{
    // The rule set is derived from the setup: games replayed apart from one record are
    // equal although each built its own.
    return a.m_setup == b.m_setup && a.m_board == b.m_board && a.m_players == b.m_players &&
           a.m_figures == b.m_figures && a.m_nextFigure == b.m_nextFigure && a.m_bag == b.m_bag &&
           a.m_states == b.m_states && a.m_current == b.m_current && a.m_finished == b.m_finished &&
           a.m_secondPart == b.m_secondPart && a.m_secondPartCause == b.m_secondPartCause &&
           a.m_turnStarted == b.m_turnStarted && a.m_turn == b.m_turn && a.m_moves == b.m_moves &&
           a.m_movers == b.m_movers;
}

const PlacedFigure* Game::figure(FigureId id) const
{
    for (const PlacedFigure& f : m_figures) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

std::uint8_t Game::winners() const
{
    int best = 0;
    for (const PlayerState& p : m_players)
        best = std::max(best, p.score());
    std::uint8_t mask = 0;
    for (int p = 0; p < playerCount(); ++p) {
        if (m_players[std::size_t(p)].score() == best)
            mask = std::uint8_t(mask | (1u << p));
    }
    return mask;
}

TileTypeId Game::firstDrawable() const
{
    const auto modules = m_ruleSet->modules();
    return m_bag.firstDrawable([&](TileTypeId type) {
        for (const auto& module : modules) {
            if (module->holdsBack(*this, type))
                return false;
        }
        return true;
    });
}

MoveError Game::canDraw(TileTypeId type) const
{
    if (m_finished)
        return MoveError::GameOver;
    if (const MoveError e = m_bag.canDraw(tileSet(), type); e != MoveError::None)
        return e;
    for (const auto& module : m_ruleSet->modules()) {
        if (module->holdsBack(*this, type))
            return MoveError::TileHeldBack;
    }
    return MoveError::None;
}

MoveError Game::reorderBag(std::span<const TileTypeId> order)
{
    return m_bag.reorder(tileSet(), order);
}

void Game::shuffleUnseen(Random& random)
{
    m_bag.shuffleUnseen(tileSet(), random);
}

void Game::startTurn(MoveOutcome* outcome)
{
    if (m_turnStarted)
        return;
    m_turnStarted = true;
    if (!m_ruleSet->startsTurns())
        return;
    RuleContext context(*this, outcome);
    for (const auto& module : m_ruleSet->modules())
        module->turnStart(context);
}

MoveError Game::check(const Move& move) const
{
    // A tile move decided alone changes nothing yet: a whole move may stand in for it.
    if (m_turn.step != Step::Idle && m_turn.step != Step::Laid)
        return MoveError::NotThisDecision;
    if (const MoveError e = canDraw(move.tile); e != MoveError::None)
        return e;
    if (move.discard)
        return m_board.canPlace(move.tile) ? MoveError::DiscardButFits : MoveError::None;
    if (const PlacementError e = m_board.check(move.tile, move.placement);
        e != PlacementError::None)
        return toMoveError(e);
    return checkFigure(move);
}

MoveOutcome Game::apply(const Move& move)
{
    if (move.abbey || move.decline) {
        // An abbey laid or a decline answers the decision before the draw or of the final
        // round; the modules that ask it check it.
        const PendingDecision p = pending();
        if (p.kind != DecisionKind::AbbeyOrDraw && p.kind != DecisionKind::FinalAbbey) {
            MoveOutcome refused;
            refused.error = MoveError::NotThisDecision;
            refused.move = move;
            refused.next = p;
            return refused;
        }
        return decide(Decision::abbeyChoice(p.kind, move.abbey, move.placement.cell));
    }
    MoveOutcome outcome;
    // A tile move while the abbey-or-draw decision is pending chose to draw (spec §6: the
    // draw is not recorded); one while a tile move alone is decided stands in for it.
    const MoveInProgress before = m_turn;
    if (pending().kind == DecisionKind::AbbeyOrDraw || m_turn.step == Step::Laid)
        m_turn.clear();
    outcome.error = check(move);
    if (outcome.error == MoveError::None && (!move.followUps.empty() || m_ruleSet->asks()))
        outcome.error = checkByPlaying(move, &outcome);
    else if (outcome.error == MoveError::None)
        applyLegal(move, &outcome);
    if (outcome.error != MoveError::None) {
        m_turn = before;
        outcome.move = move;
        outcome.next = pending();
    }
    return outcome;
}

MoveError Game::checkByPlaying(const Move& move, MoveOutcome* outcome)
{
    // Answers to other players' decisions are checked as they come: on a copy, so a wrong
    // one changes nothing here.
    Game copy = *this;
    MoveOutcome played;
    copy.startTurn(&played);
    copy.m_turn.clear();
    copy.m_turn.answersUsed = 0;
    copy.m_turn.step = Step::Laid;
    copy.m_turn.move = move;
    copy.m_turn.move.followUps.clear();
    MoveError error = copy.continueMove(&played, move.followUps, true);
    if (error == MoveError::None && copy.m_turn.answersUsed < move.followUps.size())
        error = MoveError::TooManyDecisions;
    if (error != MoveError::None)
        return error;
    *this = std::move(copy);
    played.next = pending();
    *outcome = std::move(played);
    return MoveError::None;
}

void Game::applyLegal(const Move& move, MoveOutcome* outcome)
{
    applyLegal(Move(move), outcome);
}

void Game::applyLegal(Move&& move, MoveOutcome* outcome, const AnswerFunction* answer)
{
    if (move.abbey || move.decline) {
        const MoveOutcome played =
            decide(Decision::abbeyChoice(pending().kind, move.abbey, move.placement.cell));
        if (outcome)
            *outcome = played;
        return;
    }
    if (!m_turnStarted)
        startTurn(outcome);
    m_turn.clear(); // a tile move while the abbey-or-draw decision is open: it draws
    m_turn.answersUsed = 0;
    m_turn.step = Step::Laid;
    if (!m_ruleSet->asks()) {
        // Nobody decides anything inside the move: the tile, its scoring and the move's end
        // in a row (a playout's path, so it pays for no answer bookkeeping).
        m_turn.move = std::move(move);
        if (outcome)
            outcome->player = m_current;
        m_bag.draw(tileSet(), m_turn.move.tile);
        if (!m_turn.move.discard) {
            layTile(outcome);
            m_turn.step = Step::AfterFigure;
            // Most tiles complete nothing: no scoring pass for them (a playout's every move).
            if (m_turn.effects.completedCount != 0 || m_turn.effects.centreCount != 0)
                Scoring(*this, outcome).completed(m_turn.effects);
        }
        finishMove(outcome);
        if (outcome)
            outcome->next = pending();
        return;
    }
    // The answers are refilled into the move in progress as they are played.
    std::vector<Decision> answers;
    answers.swap(move.followUps);
    m_turn.move = std::move(move);
    continueMove(outcome, answers, false, answer);
    if (outcome)
        outcome->next = pending();
}

template <class Hook> bool Game::runAskingHook(Hook hook, MoveOutcome* outcome)
{
    const auto modules = m_ruleSet->modules();
    for (std::size_t i = std::size_t(std::max(m_turn.askingModule, 0)); i < modules.size(); ++i) {
        m_turn.askingModule = int(i);
        RuleContext context(*this, outcome);
        hook(*modules[i], context);
        if (m_turn.asked.kind != DecisionKind::None)
            return false;
    }
    m_turn.askingModule = -1;
    return true;
}

void Game::openMove(MoveOutcome* outcome)
{
    m_turn.clear();
    if (m_ruleSet->asks())
        runAskingHook([](const RuleModule& m, RuleContext& c) { m.beforeDraw(c); }, outcome);
}

MoveError Game::continueMove(MoveOutcome* outcome, std::span<const Decision> answers,
                             bool leavePending, const AnswerFunction* answer)
{
    if (m_turn.step == Step::Laid) {
        if (outcome)
            outcome->player = m_current;
        m_bag.draw(tileSet(), m_turn.move.tile);
        if (m_turn.move.discard) {
            finishMove(outcome);
            return MoveError::None;
        }
        layTile(outcome);
        m_turn.step = Step::AfterFigure;
        m_turn.askingModule = 0;
    }
    // A module asked for a decision: answered from the move being played, by the first legal
    // answer for a search's playout, or left pending.
    auto answerHere = [&]() -> std::optional<MoveError> {
        if (m_turn.answersUsed < answers.size())
            return this->answer(answers[m_turn.answersUsed++], outcome);
        if (leavePending)
            return std::nullopt;
        if (answer)
            return this->answer((*answer)(*this), outcome);
        const std::vector<Decision> legal = legalDecisions();
        return legal.empty() ? MoveError::NotThisDecision : this->answer(legal.front(), outcome);
    };
    // nullopt: go on; else stop the move here with this result (None: a decision pending).
    auto stopHere = [&]() -> std::optional<MoveError> {
        const auto answered = answerHere();
        if (!answered) {
            if (outcome)
                outcome->move = m_turn.move;
            return MoveError::None;
        }
        return *answered == MoveError::None ? std::nullopt : answered;
    };
    if (!m_ruleSet->asks()) {
        // No module acts between the steps: straight to scoring and the end of the move.
        Scoring(*this, outcome).completed(m_turn.effects);
        finishMove(outcome);
        return MoveError::None;
    }
    while (m_turn.step == Step::AfterFigure) {
        if (runAskingHook([](const RuleModule& m, RuleContext& c) { m.afterFigure(c); }, outcome)) {
            Scoring(*this, outcome).completed(m_turn.effects);
            m_turn.step = Step::AfterScoring;
            m_turn.askingModule = 0;
        } else if (const auto result = stopHere(); result) {
            return *result;
        }
    }
    while (m_turn.step == Step::AfterScoring) {
        if (runAskingHook([](const RuleModule& m, RuleContext& c) { m.afterScoring(c); }, outcome))
            finishMove(outcome);
        else if (const auto result = stopHere(); result)
            return *result;
    }
    while (m_turn.step == Step::FinalRound) {
        if (runAskingHook([](const RuleModule& m, RuleContext& c) { m.finalRound(c); }, outcome))
            endGame(outcome);
        else
            return MoveError::None; // each answer of the final round is a move of its own
    }
    return MoveError::None;
}

void Game::layTile(MoveOutcome* outcome)
{
    const Move& move = m_turn.move;
    if (const auto modules = m_ruleSet->modules(); !modules.empty()) {
        RuleContext context(*this, outcome);
        for (const auto& module : modules)
            module->beforeTile(context);
    }
    m_board.place(move.tile, move.placement, m_turn.effects);
    m_turn.tile = TileIndex(m_board.placedCount() - 1);
    if (move.place)
        placeFigure(move, outcome);
    else if (move.returnAbbot)
        Scoring(*this, outcome).abbotReturn(m_current);
}

void Game::placeFigure(const Move& move, MoveOutcome* outcome)
{
    PlacedFigure figure;
    figure.id = FigureId(m_nextFigure++);
    figure.player = std::uint8_t(m_current);
    figure.type = move.place->figure;
    figure.site = Site::feature(m_turn.tile, move.place->feature);
    figure.segment = m_board.segmentOf(m_turn.tile, move.place->feature);
    m_figures.push_back(figure);
    m_board.addFigure(figure.segment, 1);
    m_players[std::size_t(m_current)].take(figure.type);
    if (outcome)
        outcome->placed = figure;
}

void Game::finishMove(MoveOutcome* outcome)
{
    const bool discard = m_turn.move.discard;
    bool again = false;
    SegmentId cause;
    if (const auto modules = m_ruleSet->modules(); !discard && !modules.empty()) {
        RuleContext context(*this, outcome);
        for (const auto& module : modules) {
            if (const auto part = module->anotherPart(context); part && !again) {
                again = true;
                cause = *part;
            }
        }
        again = again && currentTile().valid(); // no tile left: no second part
    }
    if (outcome)
        outcome->move = m_turn.move;
    m_moves.push_back(std::move(m_turn.move)); // what is left of it no longer counts

    m_movers.push_back(std::uint8_t(m_current));
    m_turn.clear();
    if (!discard) {
        m_secondPart = again;
        m_secondPartCause = again ? cause : SegmentId();
        if (!again) {
            m_current = (m_current + 1) % playerCount();
            m_turnStarted = false;
        }
    }
    if (outcome) {
        outcome->sameMover = discard || again;
        outcome->doubleTurn = again;
        outcome->doubleTurnCause = again ? cause : SegmentId();
        outcome->moveComplete = true;
    }
    if (currentTile().valid()) {
        openMove(outcome);
        return;
    }
    // No tile can be drawn: the modules' final round, if any, then the end.
    m_turn.step = Step::FinalRound;
    m_turn.askingModule = 0;
    if (m_ruleSet->asks()) {
        const bool done =
            runAskingHook([](const RuleModule& m, RuleContext& c) { m.finalRound(c); }, outcome);
        if (!done)
            return;
    }
    endGame(outcome);
}

void Game::endGame(MoveOutcome* outcome)
{
    m_turn.clear();
    m_finished = true;
    if (outcome)
        outcome->finished = true;
    Scoring(*this, outcome).endOfGame();
}

void Game::removeFigure(std::size_t index, MoveOutcome* outcome, int event, ReturnReason why)
{
    const PlacedFigure f = m_figures[index];
    m_players[f.player].giveBack(f.type);
    if (f.segment.valid())
        m_board.addFigure(f.segment, -1);
    m_figures.erase(m_figures.begin() + std::ptrdiff_t(index));
    if (outcome)
        outcome->returned.push_back(FigureReturn{f, event, why});
}

int Game::award(const ScoreEvent& event, MoveOutcome* outcome)
{
    // A feature whose figures win nothing (an inn road left unfinished) is still reported,
    // so the log says why its figures went home.
    if (event.winners == 0)
        return -1;
    for (int p = 0; p < playerCount(); ++p) {
        if (event.winners & (1u << p))
            m_players[std::size_t(p)].breakdown[std::size_t(event.category)] += event.points;
    }
    if (!outcome)
        return -1;
    outcome->events.push_back(event);
    return int(outcome->events.size()) - 1;
}

} // namespace bastide
