// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/moveadvice.h"

#include "engine/ai/aiplayer.h"
#include "engine/ai/evaluator.h"
#include "engine/ai/searchplayer.h"

#include <cmath>

namespace bastide {

namespace {

bool holds(std::uint8_t players, int player)
{
    return players & (1u << player);
}

const FeatureProspect* prospectOf(const PositionValue& value, SegmentId root)
{
    for (const FeatureProspect& f : value.features) {
        if (f.root == root)
            return &f;
    }
    return nullptr;
}

/** What a figure put by `move` on a feature that stays open is about. */
MoveReason figureReason(const Game& after, const Move& move, const PositionValue& value)
{
    MoveReason reason;
    const Board& board = after.board();
    const SegmentId segment =
        board.segmentOf(TileIndex(board.placedCount() - 1), move.place->feature);
    reason.feature = board.kind(segment);
    if (reason.feature == FeatureKind::Field) {
        const ScoreEvent now = after.valueOf(segment);
        reason.kind = MoveReason::Kind::Farmer;
        reason.count = now.cities;
        reason.points = now.points;
        return reason;
    }
    reason.kind = MoveReason::Kind::ClaimsFeature;
    const FeatureProspect* f = prospectOf(value, board.root(segment));
    reason.points = f ? int(std::lround(f->expected)) : after.valueOf(segment).points;
    return reason;
}

/** What a tile laid without a figure (and closing nothing of the player's) does. */
MoveReason quietReason(const Game& before, const Game& after, int me)
{
    Evaluator evaluator;
    PositionValue was, now;
    evaluator.evaluate(before, was, true);
    evaluator.evaluate(after, now, true);
    const Board& board = after.board();
    MoveReason best;
    double bestGain = 0.5; // less than half a point is no reason
    for (const FeatureProspect& f : now.features) {
        // Which features of the earlier position this one now holds.
        double earlier = 0;
        bool shared = false;
        for (const FeatureProspect& old : was.features) {
            if (board.root(old.root) != f.root)
                continue;
            if (holds(old.owners, me))
                earlier += old.expected;
            shared = shared || (holds(old.present, me) && old.present != (1u << me));
        }
        if (!holds(f.owners, me))
            continue;
        const double gain = f.expected - earlier;
        MoveReason r;
        r.feature = f.kind;
        r.points = int(std::lround(f.expected));
        if (!shared && f.present != (1u << me)) {
            r.kind = MoveReason::Kind::SharesFeature;
            return r;
        }
        r.kind = MoveReason::Kind::ExtendsOwn;
        if (gain > bestGain) {
            bestGain = gain;
            best = r;
        }
    }
    for (const FeatureProspect& old : was.features) {
        if (holds(old.owners, me) || old.owners == 0)
            continue;
        const FeatureProspect* f = prospectOf(now, board.root(old.root));
        if (!f)
            continue;
        const double loss = old.expected - f->expected;
        if (loss <= bestGain)
            continue;
        bestGain = loss;
        best = MoveReason{old.completion > 0 && f->completion == 0 && f->deadCells > 0
                              ? MoveReason::Kind::Blocks
                              : MoveReason::Kind::Hinders,
                          old.kind, int(std::lround(old.expected)), 0};
    }
    return best;
}

} // namespace

MoveReason explainMove(const Game& game, const Move& move)
{
    MoveReason reason;
    if (move.discard) {
        reason.kind = MoveReason::Kind::Discards;
        return reason;
    }
    const int me = game.currentPlayer();
    Game after = game;
    const MoveOutcome outcome = after.apply(move);
    if (!outcome.ok())
        return reason; // not a legal move: nothing to explain
    const std::vector<ScoreEvent>& events = outcome.events;
    const ScoreEvent* closed = nullptr;
    for (const ScoreEvent& e : events) {
        if (!holds(e.winners, me) || e.reason == ScoreReason::EndOfGame)
            continue;
        if (e.reason == ScoreReason::AbbotReturned) {
            return MoveReason{MoveReason::Kind::ReturnsAbbot, e.kind, e.points, 0};
        }
        if (!closed || e.points > closed->points)
            closed = &e;
    }
    if (closed)
        return MoveReason{MoveReason::Kind::ClosesFeature, closed->kind, closed->points, 0};
    if (move.place) {
        Evaluator evaluator;
        PositionValue value;
        evaluator.evaluate(after, value, true);
        return figureReason(after, move, value);
    }
    return quietReason(game, after, me);
}

MoveAdvice adviseMove(const Game& game, std::uint64_t seed, const std::atomic<bool>* cancel)
{
    return adviseMove(game, seed, searchSettings(QStringLiteral("hard")), cancel);
}

MoveAdvice adviseMove(const Game& game, std::uint64_t seed, const SearchSettings& settings,
                      const std::atomic<bool>* cancel)
{
    MoveAdvice advice;
    if (game.isFinished())
        return advice;
    SearchPlayer hard(settings, seed);
    advice.move = hard.choose(game, cancel);
    advice.reason = explainMove(game, advice.move);
    return advice;
}

} // namespace bastide
