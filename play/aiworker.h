// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QMetaType>
#include <QObject>
#include <atomic>
#include <memory>

Q_DECLARE_METATYPE(bastide::Move)
Q_DECLARE_METATYPE(bastide::Decision)

namespace bastide {

/**
 * Lives on the AI thread: asks a computer player of the named level for a move (or the
 * evaluation for an answer to another decision) on its own copy of the game and sends it back
 * tagged with the request's generation, so the session can drop answers that arrive after a
 * new game, an undo or closing.
 */
class AiWorker : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    void think(const Game& game, const QString& level, std::uint64_t seed, quint64 generation,
               const std::shared_ptr<std::atomic<bool>>& cancel);
    /** The answer to a decision that is not a tile move, for the player who makes it. */
    void answer(const Game& game, quint64 generation,
                const std::shared_ptr<std::atomic<bool>>& cancel);

signals:
    void moveChosen(quint64 generation, bastide::Move move);
    void answerChosen(quint64 generation, bastide::Decision decision);
};

} // namespace bastide
