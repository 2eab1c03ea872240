// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/searchsettings.h"
#include "engine/game.h"

#include <atomic>

namespace bastide {

/**
 * Why a suggested move is good, as data: the app words it with tr() ("closes a city worth
 * 8", "adds to your road", "farmer on a field with 2 completed cities"). Points are whole
 * points for the player to move; `feature` is the kind of feature the reason is about.
 */
struct MoveReason
{
    enum class Kind : std::uint8_t
    {
        ClosesFeature, // completes a feature of theirs: `points` scored now
        ReturnsAbbot,  // takes the abbot back: `points` scored now
        ClaimsFeature, // a follower (or the abbot) on a new feature, worth about `points`
        Farmer,        // a farmer on a field bordering `count` completed cities: `points` now
        SharesFeature, // joins a feature another player holds, to share it (about `points`)
        ExtendsOwn,    // adds to a feature of theirs, now worth about `points`
        Blocks,        // leaves another player's feature unable to complete
        Hinders,       // makes another player's feature harder to complete
        Quiet,         // lays the tile where it harms least, keeping the figures for later
        Discards       // the tile fits nowhere and goes back in the box
    };

    Kind kind = Kind::Quiet;
    FeatureKind feature = FeatureKind::City;
    int points = 0;
    int count = 0;

    friend bool operator==(const MoveReason&, const MoveReason&) = default;
};

/** A suggested move and why. */
struct MoveAdvice
{
    Move move;
    MoveReason reason;
};

/**
 * The move the `hard` level would make in `game` (with `settings`, the hard level's own by
 * default) and its reason. Works on copies: `game` is never changed. Cancelling returns the
 * best move found so far. Deterministic given `seed` and a simulation budget.
 */
MoveAdvice adviseMove(const Game& game, std::uint64_t seed,
                      const std::atomic<bool>* cancel = nullptr);
MoveAdvice adviseMove(const Game& game, std::uint64_t seed, const SearchSettings& settings,
                      const std::atomic<bool>* cancel = nullptr);

/** Why `move`, a legal move for the player to move in `game`, helps that player. */
MoveReason explainMove(const Game& game, const Move& move);

} // namespace bastide
