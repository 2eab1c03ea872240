// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/randomplayer.h"

namespace bastide {

RandomPlayer::RandomPlayer(std::uint64_t seed) : m_random(seed) {}

Move RandomPlayer::choose(const Game& game, const std::atomic<bool>*)
{
    const std::vector<Move> moves = game.legalMoves();
    if (moves.empty())
        return Move{}; // the game is over: nothing to play
    return moves[m_random.below(std::uint32_t(moves.size()))];
}

} // namespace bastide
