// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/aiplayer.h"
#include "engine/random.h"

namespace bastide {

/** A uniformly random legal move: the floor every other player is measured from. */
class RandomPlayer : public AiPlayer
{
public:
    explicit RandomPlayer(std::uint64_t seed);
    QString level() const override { return QStringLiteral("random"); }
    Move choose(const Game& game, const std::atomic<bool>* cancel) override;

private:
    Random m_random;
};

} // namespace bastide
