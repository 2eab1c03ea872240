#pragma once

#include "aiplayer.h"
#include "engine/random.h"

namespace bastide {

/**
 * The gentle level: it rates moves like the one-move heuristic but picks among them with
 * deliberate looseness (a softmax over their values), never farms, and only puts a figure
 * where the heuristic says it beats laying the same tile without one.
 */
class EasyPlayer : public AiPlayer
{
public:
    /** `temperature`: how many points of heuristic value it takes to make a move e times
     *  likelier than another; larger is gentler. */
    explicit EasyPlayer(std::uint64_t seed, double temperature = 3.0);
    QString level() const override { return QStringLiteral("easy"); }
    Move choose(const Game& game, const std::atomic<bool>* cancel) override;

private:
    Random m_random;
    double m_temperature;
};

} // namespace bastide
