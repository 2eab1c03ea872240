// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"

#include <QStringList>
#include <atomic>
#include <cstdint>
#include <vector>

namespace bastide {

/**
 * Plays whole games of random legal moves on a deck and counts the tiles that fit nowhere
 * when drawn (and so are discarded): the designer's measure of how well a deck plays out.
 * Random play leaves more awkward holes than people do, so the rate is an upper bound.
 */
class DeckSimulation
{
public:
    struct Result
    {
        int games = 0;
        int draws = 0;
        int discards = 0;
        std::vector<int> drawsPerTile;    // by tile type
        std::vector<int> discardsPerTile; // by tile type
        /** Turns at which each tile type in play (base or a set in play), had it been drawn,
         *  would have fit nowhere on the board (every edge of a turn of it against every side
         *  of a hole, as the rules check): a discard is one of these, and they count at every
         *  turn, not only at the few when that tile is drawn. */
        std::vector<int> strandedPerTile;
        /** Turns with a tile to lay after the river: what strandedPerTile counts of. */
        int playedTurns = 0;
        bool cancelled = false;

        double discardRate() const { return draws ? double(discards) / draws : 0.0; }
        double discardRate(int tile) const
        {
            const int d = drawsPerTile[std::size_t(tile)];
            return d ? double(discardsPerTile[std::size_t(tile)]) / d : 0.0;
        }
        /** Share of those turns at which `tile` would have fit nowhere. */
        double strandedRate(int tile) const
        {
            return playedTurns ? double(strandedPerTile[std::size_t(tile)]) / playedTurns : 0.0;
        }
    };

    /** `deck` must be valid. Two random players, the river rule on when the deck has one,
     *  the base game and the deck's expansion sets named in `sets` in play, as a game with
     *  them plays. Stops early (cancelled) when `cancel` is set; `progress` counts finished
     *  games. */
    static Result run(const Deck& deck, const QStringList& sets, int games, std::uint64_t seed,
                      const std::atomic<bool>* cancel = nullptr,
                      std::atomic<int>* progress = nullptr);
};

} // namespace bastide
