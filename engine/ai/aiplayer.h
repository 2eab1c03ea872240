// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <memory>

namespace bastide {

/**
 * A computer player. It reads a Game (its own copy, never a live one shared with the GUI)
 * and returns a legal move for the player to move. Search players poll `cancel` and return
 * their best move so far when it is set.
 */
class AiPlayer
{
public:
    virtual ~AiPlayer() = default;
    virtual QString level() const = 0;
    virtual Move choose(const Game& game, const std::atomic<bool>* cancel = nullptr) = 0;

    /** Sets what a search may spend per move: seconds of wall clock and simulations, 0
     *  meaning no limit of that kind. Only a simulation budget makes a search reproducible.
     *  Players that do not search ignore it. */
    virtual void setBudget(double seconds, int iterations)
    {
        (void)seconds;
        (void)iterations;
    }
    /** Simulations run so far by the search in progress, for a progress display; safe to
     *  call from another thread. Always 0 for players that do not search. */
    virtual int progress() const { return 0; }
};

struct SearchSettings;

/** Levels known to makeAiPlayer, gentlest first. */
QStringList aiLevels();
/** A player of `level` seeded with `seed`, or nullptr for an unknown level. For measuring
 *  changes, "hard:key=value,..." is the search level with some of its settings (the names
 *  of SearchSettings, its weights and playout policy) changed. */
std::unique_ptr<AiPlayer> makeAiPlayer(const QString& level, std::uint64_t seed);
/** The default budget and weights of the search level ("hard"). */
SearchSettings searchSettings(const QString& level);

} // namespace bastide
