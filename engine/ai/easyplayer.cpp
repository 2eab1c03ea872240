#include "easyplayer.h"

#include "greedyplayer.h"

#include <cmath>

namespace bastide {

EasyPlayer::EasyPlayer(std::uint64_t seed, double temperature)
    : m_random(seed), m_temperature(temperature)
{}

Move EasyPlayer::choose(const Game& game, const std::atomic<bool>* cancel)
{
    const std::vector<Move> moves = game.legalMoves();
    const int me = game.currentPlayer();
    const TileRules& tr = game.tileSet().rules(game.currentTile());
    std::vector<double> value(moves.size(), 0.0);
    std::vector<bool> allowed(moves.size(), true);
    Game next = game;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return moves.front(); // a legal move: the plain placement or the discard
        const Move& m = moves[i];
        if (m.place && m.place->figure == FigureType::Follower &&
            tr.features[std::size_t(m.place->feature)].kind == FeatureKind::Field) {
            allowed[i] = false;
            continue;
        }
        next = game;
        next.applyLegal(m);
        value[i] = GreedyPlayer::evaluate(next, me);
    }
    // legalMoves lists each placement first without a figure, then with each figure.
    double bare = 0.0;
    double best = -1e18;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        if (!m.place && !m.returnAbbot)
            bare = value[i];
        else if (allowed[i] && value[i] <= bare)
            allowed[i] = false;
        if (allowed[i])
            best = std::max(best, value[i]);
    }
    std::vector<double> weight(moves.size(), 0.0);
    double total = 0.0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (allowed[i])
            weight[i] = std::exp((value[i] - best) / m_temperature);
        total += weight[i];
    }
    double x = m_random.unit() * total;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        x -= weight[i];
        if (weight[i] > 0 && x < 0)
            return moves[i];
    }
    for (std::size_t i = moves.size(); i-- > 0;) {
        if (allowed[i])
            return moves[i];
    }
    return moves.front();
}

} // namespace bastide
