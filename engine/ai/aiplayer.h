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
};

/** Levels known to makeAiPlayer, gentlest first. */
QStringList aiLevels();
/** A player of `level` seeded with `seed`, or nullptr for an unknown level. */
std::unique_ptr<AiPlayer> makeAiPlayer(const QString& level, std::uint64_t seed);

} // namespace bastide
