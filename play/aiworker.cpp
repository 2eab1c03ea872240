// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "play/aiworker.h"

#include "engine/ai/aiplayer.h"
#include "engine/ai/answerchooser.h"

namespace bastide {

void AiWorker::think(const Game& game, const QString& level, std::uint64_t seed, quint64 generation,
                     const std::shared_ptr<std::atomic<bool>>& cancel)
{
    if (cancel->load())
        return;
    std::unique_ptr<AiPlayer> player = makeAiPlayer(level, seed);
    if (!player) // a record may name a level this build does not know: play as greedy
        player = makeAiPlayer(QStringLiteral("greedy"), seed);
    if (!player)
        player = makeAiPlayer(aiLevels().value(0), seed);
    const Move move = player->choose(game, cancel.get());
    if (!cancel->load())
        emit moveChosen(generation, move);
}

void AiWorker::answer(const Game& game, quint64 generation,
                      const std::shared_ptr<std::atomic<bool>>& cancel)
{
    if (cancel->load())
        return;
    const Decision decision = AnswerChooser().choose(game);
    if (!cancel->load())
        emit answerChosen(generation, decision);
}

} // namespace bastide
