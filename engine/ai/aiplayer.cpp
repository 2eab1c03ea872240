// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/aiplayer.h"

#include "engine/ai/greedyplayer.h"
#include "engine/ai/looseplayer.h"
#include "engine/ai/randomplayer.h"
#include "engine/ai/searchplayer.h"

namespace bastide {

QStringList aiLevels()
{
    return {QStringLiteral("random"), QStringLiteral("easy"), QStringLiteral("normal"),
            QStringLiteral("greedy"), QStringLiteral("hard")};
}

SearchSettings searchSettings(const QString& level)
{
    SearchSettings s;
    s.level = level;
    s.playout.candidates = 3;
    s.playout.figureChance = 0.3;
    s.playout.spendAtTheEnd = 2;
    // Hard thinks for a second on every core, whatever the machine.
    s.threads = 0;
    s.iterations = 0;
    s.seconds = 1.0;
    return s;
}

std::unique_ptr<AiPlayer> makeAiPlayer(const QString& level, std::uint64_t seed)
{
    if (level == QLatin1String("random"))
        return std::make_unique<RandomPlayer>(seed);
    if (level == QLatin1String("greedy"))
        return std::make_unique<GreedyPlayer>(seed);
    // Temperatures measured in 2-player games: easy beats random in about 98% of games
    // with some 65 points (which a newcomer can beat); normal beats the one-move player
    // this project had before (which scores some 85) in about 70%, with some 105 points.
    if (level == QLatin1String("easy"))
        return std::make_unique<LoosePlayer>(level, seed, 3.0);
    if (level == QLatin1String("normal"))
        return std::make_unique<LoosePlayer>(level, seed, 0.85);
    if (level == QLatin1String("hard"))
        return std::make_unique<SearchPlayer>(searchSettings(level), seed);
    return nullptr;
}

} // namespace bastide
