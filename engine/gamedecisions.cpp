// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Game's decisions (spec §3, §6): which one is pending, its legal answers, and playing one
// at a time; the tile move and figure action of the player to move, and the answers to the
// rule modules' questions.

#include "engine/figurechecks.h"
#include "engine/game.h"
#include "engine/rules/rulecontext.h"

namespace bastide {

std::optional<Placement> Game::laidTile() const
{
    if (m_turn.step == Step::Laid && !m_turn.move.discard)
        return m_turn.move.placement;
    return std::nullopt;
}

PendingDecision Game::pending() const
{
    if (m_finished)
        return {};
    switch (m_turn.step) {
    case Step::Idle:
        if (m_turn.asked.kind != DecisionKind::None)
            return m_turn.asked; // before the draw (the abbey or the draw)
        return {DecisionKind::TileMove, m_current};
    case Step::Laid:
        return {DecisionKind::FigureAction, m_current};
    case Step::AfterFigure:
    case Step::AfterScoring:
    case Step::FinalRound:
        return m_turn.asked;
    }
    return {};
}

std::vector<Decision> Game::decisionsOf(const Move& move)
{
    std::vector<Decision> decisions;
    if (move.decline) {
        decisions.push_back(Decision::abbeyChoice(DecisionKind::FinalAbbey, false));
        return decisions;
    }
    if (move.discard) {
        decisions.push_back(Decision::discardTile(move.tile));
        return decisions;
    }
    decisions.push_back(Decision::lay(move.tile, move.placement));
    decisions.push_back(move.returnAbbot ? Decision::takeAbbotBack()
                                         : Decision::figure(move.place));
    decisions.insert(decisions.end(), move.followUps.begin(), move.followUps.end());
    return decisions;
}

std::vector<Decision> Game::legalDecisions() const
{
    std::vector<Decision> answers;
    const PendingDecision p = pending();
    switch (p.kind) {
    case DecisionKind::None:
        break;
    case DecisionKind::TileMove: {
        const TileTypeId type = currentTile();
        m_board.forEachPlacement(type,
                                 [&](Placement at) { answers.push_back(Decision::lay(type, at)); });
        if (answers.empty())
            answers.push_back(Decision::discardTile(type));
        break;
    }
    case DecisionKind::FigureAction: {
        const Move& m = m_turn.move;
        answers.push_back(Decision::figure(std::nullopt));
        const FigureOptions o = figureOptions(m.tile, m.placement);
        for (int t = 0; t < FigureTypeCount; ++t) {
            for (int f = 0; f < MaxTileFeatures; ++f) {
                if (o.of(FigureType(t)) & (1u << f))
                    answers.push_back(Decision::figure(FigurePlacement{FigureType(t), f}));
            }
        }
        if (o.canReturnAbbot)
            answers.push_back(Decision::takeAbbotBack());
        break;
    }
    case DecisionKind::AbbeyOrDraw:
    case DecisionKind::FinalAbbey:
        // Drawing (or declining) is always open; laying the abbey is the module's answer.
        answers.push_back(Decision::abbeyChoice(p.kind, false));
        m_ruleSet->modules()[std::size_t(m_turn.askingModule)]->legalAnswers(*this, answers);
        break;
    default:
        m_ruleSet->modules()[std::size_t(m_turn.askingModule)]->legalAnswers(*this, answers);
        break;
    }
    return answers;
}

MoveError Game::check(const Decision& d) const
{
    const PendingDecision p = pending();
    if (p.kind == DecisionKind::None)
        return MoveError::GameOver;
    // Laying the drawn tile while the abbey-or-draw decision is open chooses to draw.
    const bool draws = p.kind == DecisionKind::AbbeyOrDraw && d.kind == DecisionKind::TileMove;
    if (d.kind != p.kind && !draws)
        return MoveError::NotThisDecision;
    switch (d.kind) {
    case DecisionKind::TileMove: {
        Move m;
        m.tile = d.tile;
        m.discard = d.discard;
        m.placement = d.placement;
        // The tile alone: the figure action is the next decision.
        if (const MoveError e = canDraw(m.tile); e != MoveError::None)
            return e;
        if (m.discard)
            return m_board.canPlace(m.tile) ? MoveError::DiscardButFits : MoveError::None;
        return toMoveError(m_board.check(m.tile, m.placement));
    }
    case DecisionKind::FigureAction: {
        Move m = m_turn.move;
        m.place = d.place;
        m.returnAbbot = d.returnAbbot;
        return checkFigure(m);
    }
    case DecisionKind::AbbeyOrDraw:
    case DecisionKind::FinalAbbey:
        if (!d.abbey)
            return MoveError::None; // drawing, or declining, is always open
        [[fallthrough]];
    default:
        return m_ruleSet->modules()[std::size_t(m_turn.askingModule)]->checkAnswer(*this, d);
    }
}

MoveOutcome Game::decide(const Decision& d)
{
    MoveOutcome outcome;
    outcome.error = check(d);
    if (outcome.error != MoveError::None) {
        outcome.next = pending();
        return outcome;
    }
    switch (d.kind) {
    case DecisionKind::TileMove:
        startTurn(&outcome);
        m_turn.clear();
        m_turn.step = Step::Laid;
        m_turn.move = Move{};
        m_turn.move.tile = d.tile;
        m_turn.move.discard = d.discard;
        m_turn.move.placement = d.placement;
        outcome.player = m_current;
        outcome.move = m_turn.move;
        if (d.discard)
            continueMove(&outcome, {}, true);
        break;
    case DecisionKind::FigureAction:
        m_turn.move.place = d.place;
        m_turn.move.returnAbbot = d.returnAbbot;
        continueMove(&outcome, {}, true);
        break;
    default:
        outcome.player = m_current; // the mover; answeredBy names who answered
        answer(d, &outcome);
        continueMove(&outcome, {}, true);
        break;
    }
    outcome.next = pending();
    return outcome;
}

MoveError Game::answer(const Decision& d, MoveOutcome* outcome)
{
    if (const MoveError e = check(d); e != MoveError::None)
        return e;
    const RuleModule& module = *m_ruleSet->modules()[std::size_t(m_turn.askingModule)];
    const PendingDecision asked = m_turn.asked;
    m_turn.asked = {};
    RuleContext context(*this, outcome);
    switch (d.kind) {
    case DecisionKind::AbbeyOrDraw:
        m_turn.askingModule = -1;
        if (d.abbey)
            module.applyAnswer(context, d);
        break; // to draw is not recorded: the tile move follows
    case DecisionKind::FinalAbbey: {
        // Each answer of the final round is a move of its own.
        module.applyAnswer(context, d);
        Move round;
        round.tile = TileTypeId();
        round.decline = !d.abbey;
        round.abbey = d.abbey;
        round.placement.cell = d.placement.cell;
        if (outcome) {
            outcome->player = asked.player;
            outcome->move = round;
            outcome->moveComplete = true;
        }
        m_moves.push_back(round);
        m_movers.push_back(std::uint8_t(asked.player));
        break;
    }
    default:
        m_turn.move.followUps.push_back(d);
        if (outcome)
            outcome->answeredBy.push_back(asked.player);
        module.applyAnswer(context, d);
        break;
    }
    return MoveError::None;
}

MoveError Game::checkFigure(const Move& move) const
{
    return FigureChecks(*this).check(move);
}

FigureOptions Game::figureOptions(TileTypeId type, Placement p) const
{
    return FigureChecks(*this).options(type, p);
}

std::vector<Move> Game::legalMoves() const
{
    std::vector<Move> moves;
    if (pending().kind == DecisionKind::FinalAbbey) {
        Move decline;
        decline.tile = TileTypeId();
        decline.decline = true;
        moves.push_back(decline);
        return moves;
    }
    const TileTypeId type = currentTile();
    if (!type.valid() || (m_turn.step != Step::Idle && m_turn.step != Step::Laid))
        return moves;
    m_board.forEachPlacement(type, [&](Placement p) {
        Move m;
        m.tile = type;
        m.placement = p;
        moves.push_back(m);
        const FigureOptions o = figureOptions(type, p);
        for (int t = 0; t < FigureTypeCount && o.any(); ++t) {
            const std::uint16_t mask = o.of(FigureType(t));
            for (int f = 0; f < MaxTileFeatures; ++f) {
                if (mask & (1u << f)) {
                    m.place = FigurePlacement{FigureType(t), f};
                    moves.push_back(m);
                }
            }
        }
        if (o.canReturnAbbot) {
            m.place.reset();
            m.returnAbbot = true;
            moves.push_back(m);
        }
    });
    if (moves.empty()) {
        Move discard;
        discard.tile = type;
        discard.discard = true;
        moves.push_back(discard);
    }
    return moves;
}

} // namespace bastide
