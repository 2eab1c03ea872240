// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/moverating.h"

#include <optional>

namespace bastide {

std::vector<Move> distinctMoves(const Game& game)
{
    std::vector<Move> moves = game.legalMoves();
    if (moves.empty() || moves.front().discard)
        return moves;
    const std::uint8_t distinct = game.tileSet().rules(moves.front().tile).distinctRotations;
    std::erase_if(moves, [distinct](const Move& m) {
        return !(distinct & rotationBit(m.placement.rotation));
    });
    return moves;
}

std::vector<RatedMove> rateMoves(const Game& game, Evaluator& evaluator,
                                 const std::atomic<bool>* cancel)
{
    const std::vector<Move> moves = distinctMoves(game);
    std::vector<RatedMove> rated;
    rated.reserve(moves.size());
    const int me = game.currentPlayer();
    Game next = game;
    // The moves of one placement come one after another and differ only in their figures:
    // the evaluation keeps what it worked out from their common board.
    struct Release
    {
        Evaluator& evaluator;
        ~Release() { evaluator.releaseBoard(); }
    } release{evaluator};
    std::optional<Placement> held;
    for (const Move& m : moves) {
        if (!rated.empty() && cancel && cancel->load(std::memory_order_relaxed))
            break;
        if (!m.discard && held != m.placement) {
            evaluator.holdBoard();
            held = m.placement;
        }
        next = game;
        next.applyLegal(m);
        rated.push_back(RatedMove{m, evaluator.lead(next, me)});
    }
    return rated;
}

} // namespace bastide
