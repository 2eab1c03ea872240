// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/botanswer.h"

#include "cli/timedchoice.h"
#include "engine/ai/answerchooser.h"
#include "engine/movejson.h"

namespace bastide::cli {

QJsonObject botAnswerToJson(const BotAnswer& answer, const TileSet& tiles)
{
    if (answer.draw)
        return QJsonObject{{QStringLiteral("draw"), true}};
    if (answer.move)
        return moveToJson(*answer.move, tiles);
    QJsonObject o;
    const Decision& d = *answer.decision;
    if (d.kind == DecisionKind::DragonStep)
        o.insert(QStringLiteral("dragonStep"), addressToJson(Address{d.target->cell, -1}));
    else
        o.insert(QStringLiteral("wagon"),
                 d.target ? QJsonValue(addressToJson(*d.target)) : QJsonValue());
    return o;
}

std::optional<BotAnswer> botAnswerFromJson(const QJsonObject& o, PendingDecision pending,
                                           const TileSet& tiles, const JsonChecker& c)
{
    const std::size_t before = c.problemCount();
    BotAnswer answer;
    switch (pending.kind) {
    case DecisionKind::DragonStep:
        c.onlyKeys(o, {"dragonStep"});
        if (const auto step = c.object(o, "dragonStep", true)) {
            if (const auto a = addressFromJson(*step, c, false))
                answer.decision = Decision::answer(DecisionKind::DragonStep, *a);
        }
        break;
    case DecisionKind::Wagon: {
        c.onlyKeys(o, {"wagon"});
        const auto it = o.find(QLatin1String("wagon"));
        if (it == o.end()) {
            c.report(ProblemCode::MissingKey, QStringLiteral("wagon"));
        } else if (it->isNull()) {
            answer.decision = Decision::answer(DecisionKind::Wagon, std::nullopt);
        } else if (const auto place = c.object(o, "wagon", true)) {
            if (const auto a = addressFromJson(*place, c, true))
                answer.decision = Decision::answer(DecisionKind::Wagon, *a);
        }
        break;
    }
    case DecisionKind::AbbeyOrDraw:
        if (o.contains(QLatin1String("draw"))) {
            c.onlyKeys(o, {"draw"});
            answer.draw = c.boolean(o, "draw", true).value_or(false);
            if (!answer.draw)
                c.report(ProblemCode::BadValue, QStringLiteral("draw"), DetailWording::AbbeyOrDraw);
            break;
        }
        [[fallthrough]];
    default:
        answer.move = moveFromJson(o, tiles, c);
        if (answer.move && !answer.move->followUps.empty())
            c.report(ProblemCode::BadValue,
                     answer.move->followUps.front().kind == DecisionKind::DragonStep
                         ? QStringLiteral("dragon")
                         : QStringLiteral("wagons"),
                     DetailWording::AskedByReferee);
        break;
    }
    return c.problemCount() == before ? std::optional<BotAnswer>(answer) : std::nullopt;
}

MoveError playAnswer(Game& game, const BotAnswer& answer)
{
    if (answer.draw) {
        if (game.pending().kind != DecisionKind::AbbeyOrDraw)
            return MoveError::NotThisDecision;
        return game.decide(Decision::abbeyChoice(DecisionKind::AbbeyOrDraw, false)).error;
    }
    if (answer.move)
        return game.apply(*answer.move).error;
    return game.decide(*answer.decision).error;
}

std::vector<BotAnswer> legalAnswers(const Game& game)
{
    std::vector<BotAnswer> answers;
    const PendingDecision pending = game.pending();
    switch (pending.kind) {
    case DecisionKind::None:
        break;
    case DecisionKind::DragonStep:
    case DecisionKind::Wagon:
        for (const Decision& d : game.legalDecisions())
            answers.push_back(BotAnswer{std::nullopt, d, false});
        break;
    default:
        // The tile moves (and a final round's decline); with the abbey-or-draw decision
        // open, also the draw itself.
        if (pending.kind == DecisionKind::AbbeyOrDraw)
            answers.push_back(BotAnswer{std::nullopt, std::nullopt, true});
        if (pending.kind != DecisionKind::AbbeyOrDraw) {
            for (const Move& m : game.legalMoves())
                answers.push_back(BotAnswer{m, std::nullopt, false});
        }
        break;
    }
    return answers;
}

BotAnswer aiAnswer(AiPlayer& ai, const Game& game, std::optional<std::chrono::milliseconds> budget)
{
    const PendingDecision pending = game.pending();
    if (pending.kind == DecisionKind::TileMove)
        return BotAnswer{chooseWithin(ai, game, budget), std::nullopt, false};
    const Decision d = AnswerChooser().choose(game);
    switch (d.kind) {
    case DecisionKind::AbbeyOrDraw:
    case DecisionKind::FinalAbbey: {
        if (d.kind == DecisionKind::AbbeyOrDraw && !d.abbey)
            return BotAnswer{std::nullopt, std::nullopt, true};
        Move m;
        m.tile = TileTypeId();
        m.abbey = d.abbey;
        m.decline = !d.abbey;
        m.placement.cell = d.placement.cell;
        return BotAnswer{m, std::nullopt, false};
    }
    default:
        return BotAnswer{std::nullopt, d, false};
    }
}

} // namespace bastide::cli
