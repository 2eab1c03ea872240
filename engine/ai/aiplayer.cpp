#include "aiplayer.h"

#include "greedyplayer.h"
#include "randomplayer.h"

namespace bastide {

QStringList aiLevels()
{
    return {QStringLiteral("random"), QStringLiteral("greedy")};
}

std::unique_ptr<AiPlayer> makeAiPlayer(const QString& level, std::uint64_t seed)
{
    if (level == QLatin1String("random"))
        return std::make_unique<RandomPlayer>(seed);
    if (level == QLatin1String("greedy"))
        return std::make_unique<GreedyPlayer>(seed);
    return nullptr;
}

} // namespace bastide
