// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/evaluator.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace bastide {

namespace {

constexpr std::array<std::array<int, 2>, 8> Around{
    {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}};

std::uint8_t majorityOf(const std::array<std::uint8_t, MaxPlayers>& count, int players)
{
    int best = 0;
    for (int p = 0; p < players; ++p)
        best = std::max(best, int(count[std::size_t(p)]));
    std::uint8_t owners = 0;
    for (int p = 0; p < players && best > 0; ++p) {
        if (count[std::size_t(p)] == best)
            owners = std::uint8_t(owners | (1u << p));
    }
    return owners;
}

} // namespace

double PositionValue::lead(int player, int players) const
{
    double best = -1e18;
    for (int p = 0; p < players; ++p) {
        if (p != player)
            best = std::max(best, expected[std::size_t(p)]);
    }
    return expected[std::size_t(player)] - best;
}

Evaluator::Evaluator(EvaluationWeights weights)
{
    setWeights(weights);
}

void Evaluator::setWeights(const EvaluationWeights& weights)
{
    m_w = weights;
    m_memo.stop(); // what it kept was worked out with the old weights
    m_cellFill.setRate(m_w.reach);
    m_neighbourFill.setRate(m_w.neighbourFill);
    for (std::size_t k = 0; k < m_extraCells.size(); ++k)
        m_extraCells[k] = std::pow(m_w.extraCell, double(k));
}

double Evaluator::lead(const Game& game, int player)
{
    PositionValue v;
    evaluate(game, v, false);
    return v.lead(player, game.playerCount());
}

void Evaluator::collectHoldings(const Game& game)
{
    m_holdings.clear();
    const Board& board = game.board();
    for (const PlacedFigure& f : game.figures()) {
        if (!f.segment.valid())
            continue; // on no feature (a tower top): it holds nothing
        const SegmentId root = board.root(f.segment);
        auto it = std::find_if(m_holdings.begin(), m_holdings.end(),
                               [root](const Holding& h) { return h.root == root; });
        if (it == m_holdings.end()) {
            m_holdings.push_back(Holding{root, {}});
            it = m_holdings.end() - 1;
        }
        ++it->count[std::size_t(f.type)][f.player];
    }
}

std::array<std::uint8_t, MaxPlayers> Evaluator::weights(const Game& game, const Holding& h) const
{
    std::array<std::uint8_t, MaxPlayers> weight{};
    for (int t = 0; t < FigureTypeCount; ++t) {
        const int w = game.ruleSet().figure(FigureType(t)).weight;
        if (w == 0)
            continue;
        for (std::size_t p = 0; p < weight.size(); ++p)
            weight[p] = std::uint8_t(weight[p] + w * h.count[std::size_t(t)][p]);
    }
    return weight;
}

double Evaluator::completion(const Game& game, SegmentId root, double share, int* open, int* dead)
{
    if (const BoardMemo::Completion* kept = m_memo.completion(root, share)) {
        if (open)
            *open = kept->open;
        if (dead)
            *dead = kept->dead;
        return kept->chance;
    }
    const Board& board = game.board();
    const TileSet& tiles = game.tileSet();
    m_cells.clear();
    board.forEachSegment(root, [&](SegmentId s) {
        const PlacedTile& t = board.tile(board.segmentTile(s));
        const FeatureRules& fr = tiles.rules(t.type).features[std::size_t(board.segmentFeature(s))];
        const SlotMask mask = rotateMask(fr.slotMask, t.rotation);
        for (int side = 0; side < SideCount; ++side) {
            if (!(mask & (1u << middleSlot(side))))
                continue;
            const Cell c = neighbour(t.cell, side);
            if (board.tileAt(c).valid() ||
                std::find(m_cells.begin(), m_cells.end(), c) != m_cells.end())
                continue;
            m_cells.push_back(c);
        }
    });
    double chance = 1.0;
    int deadCells = 0;
    for (const Cell c : m_cells) {
        const int fit = m_odds.fitting(TileOdds::demandAt(board, c));
        if (fit == 0)
            ++deadCells;
        chance *= m_cellFill(fit, share);
    }
    if (m_cells.size() > 1)
        chance *= m_cells.size() - 1 < m_extraCells.size()
                      ? m_extraCells[m_cells.size() - 1]
                      : std::pow(m_w.extraCell, double(m_cells.size() - 1));
    const BoardMemo::Completion worked{deadCells > 0 ? 0.0 : chance, int(m_cells.size()),
                                       deadCells};
    m_memo.keepCompletion(root, share, worked);
    if (open)
        *open = worked.open;
    if (dead)
        *dead = worked.dead;
    return worked.chance;
}

double Evaluator::cityChance(const Game& game, SegmentId root)
{
    for (const auto& [r, p] : m_cityChance) {
        if (r == root)
            return p;
    }
    double share = m_w.unclaimedCityShare;
    for (const Holding& h : m_holdings) {
        if (h.root == root) {
            share = std::popcount(unsigned(majorityOf(weights(game, h), game.playerCount()))) *
                    m_sharePerPlayer;
            break;
        }
    }
    const double p = completion(game, root, share, nullptr, nullptr);
    m_cityChance.emplace_back(root, p);
    return p;
}

double Evaluator::centreValue(const Game& game, SegmentId segment, double* complete)
{
    if (const BoardMemo::Centre* kept = m_memo.centre(segment)) {
        *complete = kept->complete;
        return kept->value;
    }
    const Board& board = game.board();
    const PlacedTile& t = board.tile(board.segmentTile(segment));
    double value = 1.0 + t.neighbours;
    double all = 1.0;
    for (const auto& d : Around) {
        const Cell c{t.cell.x + d[0], t.cell.y + d[1]};
        if (board.tileAt(c).valid())
            continue;
        const int demand = TileOdds::demandAt(board, c);
        const int fit = m_odds.fitting(demand);
        double p = m_neighbourFill(fit);
        if (demand == 0)
            p *= m_w.farNeighbour;
        value += p;
        all *= p;
    }
    m_memo.keepCentre(segment, BoardMemo::Centre{value, all});
    *complete = all;
    return value;
}

double Evaluator::fieldValue(const Game& game, SegmentId root, int* cities, double* openCities)
{
    const Board& board = game.board();
    const TileSet& tiles = game.tileSet();
    if (!m_memo.fieldCities(root, m_seen)) {
        m_seen.clear();
        board.forEachSegment(root, [&](SegmentId s) {
            const PlacedTile& t = board.tile(board.segmentTile(s));
            const FeatureRules& fr =
                tiles.rules(t.type).features[std::size_t(board.segmentFeature(s))];
            for (std::uint16_t bits = fr.cities; bits; bits &= std::uint16_t(bits - 1)) {
                const SegmentId city = board.root(t.segment(std::countr_zero(unsigned(bits))));
                if (std::find(m_seen.begin(), m_seen.end(), city) == m_seen.end())
                    m_seen.push_back(city);
            }
        });
        m_memo.keepFieldCities(root, m_seen);
    }
    int done = 0;
    double maybe = 0;
    for (const SegmentId city : m_seen) {
        if (board.isComplete(city))
            ++done;
        else
            maybe += cityChance(game, city);
    }
    *cities = done;
    *openCities = maybe;
    const double perCity = game.rules().farmers == FarmerScoring::Classic ? 4.0 : 3.0;
    return perCity * (done + maybe);
}

FeatureProspect Evaluator::featureValue(const Game& game, const Holding& h)
{
    const Board& board = game.board();
    const int players = game.playerCount();
    FeatureProspect f;
    f.root = h.root;
    f.kind = board.kind(h.root);
    // Each figure counts as the figure table says (the big follower two, builders and pigs
    // nothing).
    const std::array<std::uint8_t, MaxPlayers> all = weights(game, h);
    for (int p = 0; p < players; ++p) {
        if (all[std::size_t(p)])
            f.present = std::uint8_t(f.present | (1u << p));
    }
    f.owners = majorityOf(all, players);
    const double share = std::popcount(unsigned(f.owners)) * m_sharePerPlayer;
    switch (f.kind) {
    case FeatureKind::City:
    case FeatureKind::Road: {
        // Points per tile (and shield) completed and left open; a module changes both for
        // the features it marks (an inn, a cathedral).
        const bool city = f.kind == FeatureKind::City;
        FeatureRates rates{city ? 2.0 : 1.0, 1.0};
        for (const auto& module : game.ruleSet().modules())
            module->featureRates(game, h.root, rates);
        const double completed = rates.completed;
        const double unfinished = rates.unfinished;
        const int size = board.featureTileCount(h.root) + (city ? board.shields(h.root) : 0);
        f.points = int(unfinished * size);
        f.completion = completion(game, h.root, share, &f.openCells, &f.deadCells);
        const double growth = (city ? m_w.cityGrowth : m_w.roadGrowth) * f.openCells;
        f.expected = f.completion * completed * (size + growth) +
                     (1.0 - f.completion) * unfinished * (size + m_w.unfinishedGrowth * growth);
        break;
    }
    case FeatureKind::Monastery:
    case FeatureKind::Garden: {
        f.points = 1 + board.tile(board.segmentTile(h.root)).neighbours;
        f.expected = centreValue(game, h.root, &f.completion);
        break;
    }
    case FeatureKind::Field: {
        if (game.rules().farmers != FarmerScoring::None) {
            f.expected = fieldValue(game, h.root, &f.cities, &f.openCities);
            f.points = (game.rules().farmers == FarmerScoring::Classic ? 4 : 3) * f.cities;
        }
        break;
    }
    default:
        break;
    }
    f.expected = std::max(f.expected, double(f.points));
    return f;
}

double Evaluator::stakeBonus(const Game& game, const Holding& h, const FeatureProspect& f,
                             int player) const
{
    const auto modules = game.ruleSet().modules();
    if (modules.empty())
        return 0.0;
    StakeView stake;
    stake.player = player;
    stake.root = f.root;
    stake.kind = f.kind;
    for (int t = 0; t < FigureTypeCount; ++t)
        stake.figures[std::size_t(t)] = h.count[std::size_t(t)][std::size_t(player)];
    stake.owns = (f.owners & (1u << player)) != 0;
    stake.openCells = f.openCells;
    stake.deadCells = f.deadCells != 0;
    stake.cities = f.cities;
    stake.openCities = f.openCities;
    const EstimateTuning tuning{m_fade, m_w.builderTurn, m_w.builderCells};
    double bonus = 0.0;
    for (const auto& module : modules)
        bonus += module->stakeBonus(game, stake, tuning);
    return bonus;
}

void Evaluator::evaluate(const Game& game, PositionValue& out, bool prospects)
{
    const int players = game.playerCount();
    m_odds.reset(game);
    m_sharePerPlayer = 1.0 / players;
    // Own turns left after this position; figures in supply matter less as they run out.
    const double turnsLeft = double(game.tilesLeft()) / players;
    m_fade = std::clamp((turnsLeft - 1.0) / m_w.fadeTurns, 0.0, 1.0);
    m_cityChance.clear();
    m_returning.fill(0.0);
    m_abbotBack.fill(0.0);
    out.features.clear();
    out.expected.fill(0.0);
    out.supply.fill(0.0);
    if (game.isFinished()) {
        // Everything is scored (the farmers still stand on the board, already paid).
        for (int p = 0; p < players; ++p)
            out.expected[std::size_t(p)] = game.player(p).score();
        return;
    }
    collectHoldings(game);
    for (const Holding& h : m_holdings) {
        const FeatureProspect f = featureValue(game, h);
        for (int p = 0; p < players; ++p) {
            const auto k = std::size_t(p);
            if (f.owners & (1u << p))
                out.expected[k] += f.expected;
            out.expected[k] += stakeBonus(game, h, f, p);
            // Followers on a feature that completes come back to be used again.
            if (f.kind != FeatureKind::Field)
                m_returning[k] +=
                    f.completion * (h.of(FigureType::Follower)[k] + h.of(FigureType::Big)[k]);
            m_abbotBack[k] += h.of(FigureType::Abbot)[k] ? 0.5 : 0.0;
        }
        if (prospects)
            out.features.push_back(f);
    }
    for (int p = 0; p < players; ++p) {
        const PlayerState& state = game.player(p);
        const double supply = state.inSupply(FigureType::Follower) +
                              state.inSupply(FigureType::Big) +
                              m_w.returning * m_returning[std::size_t(p)];
        double worth = m_w.follower * (1.0 - std::pow(m_w.decay, supply)) / (1.0 - m_w.decay);
        if (game.rules().abbot)
            worth +=
                m_w.abbot * (state.inSupply(FigureType::Abbot) ? 1.0 : m_abbotBack[std::size_t(p)]);
        worth += (state.inSupply(FigureType::Builder) ? m_w.builderSupply : 0.0) +
                 (state.inSupply(FigureType::Pig) ? m_w.pigSupply : 0.0);
        out.supply[std::size_t(p)] = m_fade * worth;
        out.expected[std::size_t(p)] += state.score() + out.supply[std::size_t(p)];
    }
    for (const auto& module : game.ruleSet().modules())
        module->estimateFinal(game, std::span<double>(out.expected.data(), std::size_t(players)));
}

} // namespace bastide
