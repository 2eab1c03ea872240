// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/greedyplayer.h"

namespace bastide {

namespace {

/** What a figure on an open feature is likely worth to its owner, roughly. */
double prospect(const Game& game, const PlacedFigure& figure)
{
    const ScoreEvent value = game.valueOf(figure.segment);
    if (!(value.winners & (1u << figure.player)))
        return 0.0;
    switch (value.kind) {
    case FeatureKind::City:
        return value.points * 1.4; // an open city tends to close for double points
    case FeatureKind::Road:
        return value.points * 1.1;
    case FeatureKind::Monastery:
    case FeatureKind::Garden:
        return value.points * 1.2;
    case FeatureKind::Field:
        return value.points;
    default:
        return 0.0;
    }
}

} // namespace

GreedyPlayer::GreedyPlayer(std::uint64_t seed) : m_random(seed) {}

double GreedyPlayer::evaluate(const Game& game, int player)
{
    std::array<double, MaxPlayers> value{};
    for (int p = 0; p < game.playerCount(); ++p) {
        value[std::size_t(p)] = game.player(p).score();
        // A follower in supply keeps options open; spending the last ones is costly.
        value[std::size_t(p)] += 0.8 * std::min(game.player(p).followers, 3);
    }
    for (const PlacedFigure& f : game.figures())
        value[f.player] += prospect(game, f);
    double best = -1e9;
    for (int p = 0; p < game.playerCount(); ++p) {
        if (p != player)
            best = std::max(best, value[std::size_t(p)]);
    }
    return value[std::size_t(player)] - best;
}

Move GreedyPlayer::choose(const Game& game, const std::atomic<bool>*)
{
    const std::vector<Move> moves = game.legalMoves();
    if (moves.empty())
        return Move{}; // the game is over: nothing to play
    const int me = game.currentPlayer();
    double best = -1e18;
    std::vector<std::size_t> bestMoves;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        Game next = game;
        next.apply(moves[i]);
        const double v = evaluate(next, me);
        if (v > best + 1e-9) {
            best = v;
            bestMoves.assign(1, i);
        } else if (v > best - 1e-9) {
            bestMoves.push_back(i);
        }
    }
    return moves[bestMoves[m_random.below(std::uint32_t(bestMoves.size()))]];
}

} // namespace bastide
