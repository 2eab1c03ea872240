// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/aiplayer.h"

#include "engine/ai/easyplayer.h"
#include "engine/ai/greedyplayer.h"
#include "engine/ai/randomplayer.h"
#include "engine/ai/searchplayer.h"

namespace bastide {

QStringList aiLevels()
{
    return {QStringLiteral("random"), QStringLiteral("greedy"), QStringLiteral("easy"),
            QStringLiteral("normal"), QStringLiteral("hard")};
}

SearchSettings searchSettings(const QString& level)
{
    SearchSettings s;
    s.level = level;
    s.playout.candidates = 3;
    s.playout.figureChance = 0.3;
    s.playout.spendAtTheEnd = 2;
    if (level == QLatin1String("normal")) {
        // A fixed, small number of simulations on one thread: reproducible, and a fraction
        // of a second; the clock only guards slow machines.
        s.threads = 1;
        s.iterations = 1500;
        s.seconds = 0.5;
    } else {
        // Hard thinks for a second on every core, whatever the machine.
        s.threads = 0;
        s.iterations = 0;
        s.seconds = 1.0;
    }
    return s;
}

std::unique_ptr<AiPlayer> makeAiPlayer(const QString& level, std::uint64_t seed)
{
    if (level == QLatin1String("random"))
        return std::make_unique<RandomPlayer>(seed);
    if (level == QLatin1String("greedy"))
        return std::make_unique<GreedyPlayer>(seed);
    if (level == QLatin1String("easy"))
        return std::make_unique<EasyPlayer>(seed);
    if (level == QLatin1String("normal") || level == QLatin1String("hard"))
        return std::make_unique<SearchPlayer>(searchSettings(level), seed);
    return nullptr;
}

} // namespace bastide
