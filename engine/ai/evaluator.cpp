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
        const SegmentId root = board.root(f.segment);
        auto it = std::find_if(m_holdings.begin(), m_holdings.end(),
                               [root](const Holding& h) { return h.root == root; });
        if (it == m_holdings.end()) {
            m_holdings.push_back(Holding{root, {}, {}});
            it = m_holdings.end() - 1;
        }
        switch (f.type) {
        case FigureType::Follower:
            ++it->followers[f.player];
            break;
        case FigureType::Big:
            ++it->bigs[f.player];
            break;
        case FigureType::Abbot:
            ++it->abbots[f.player];
            break;
        case FigureType::Builder:
            ++it->builders[f.player];
            break;
        case FigureType::Pig:
            ++it->pigs[f.player];
            break;
        }
    }
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
            std::array<std::uint8_t, MaxPlayers> weight{};
            for (std::size_t p = 0; p < weight.size(); ++p)
                weight[p] = std::uint8_t(h.followers[p] + 2 * h.bigs[p]);
            share =
                std::popcount(unsigned(majorityOf(weight, game.playerCount()))) * m_sharePerPlayer;
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
    std::array<std::uint8_t, MaxPlayers> all{};
    for (int p = 0; p < players; ++p) {
        // The big follower counts as two for the majority; builders and pigs count for none.
        all[std::size_t(p)] = std::uint8_t(h.followers[std::size_t(p)] +
                                           2 * h.bigs[std::size_t(p)] + h.abbots[std::size_t(p)]);
        if (all[std::size_t(p)])
            f.present = std::uint8_t(f.present | (1u << p));
    }
    f.owners = majorityOf(all, players);
    const double share = std::popcount(unsigned(f.owners)) * m_sharePerPlayer;
    switch (f.kind) {
    case FeatureKind::City:
    case FeatureKind::Road: {
        // Points per tile (and shield) completed and left open; inns and cathedrals change
        // both for the features that carry them.
        const bool city = f.kind == FeatureKind::City;
        Marked m{city ? 2.0 : 1.0, 1.0};
        if (m_marks)
            m = marked(game, h.root, city);
        const double completed = m.completed;
        const double unfinished = m.unfinished;
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

Evaluator::Marked Evaluator::marked(const Game& game, SegmentId root, bool city) const
{
    const Board& board = game.board();
    const TileSet& tiles = game.tileSet();
    bool mark = false;
    if (city ? !game.ruleSet().scoresCathedrals() : !game.ruleSet().scoresInns())
        return Marked{city ? 2.0 : 1.0, 1.0}; // a house rule left these marks out
    board.forEachSegment(root, [&](SegmentId s) {
        const TileTypeId type = board.tile(board.segmentTile(s)).type;
        const std::uint16_t marks = city ? tiles.cathedrals(type) : tiles.inns(type);
        mark = mark || (marks & (1u << board.segmentFeature(s)));
    });
    if (!mark)
        return Marked{city ? 2.0 : 1.0, 1.0};
    return Marked{city ? 3.0 : 2.0, 0.0};
}

double Evaluator::figureBonus(const Game& game, const Holding& h, const FeatureProspect& f,
                              int player) const
{
    const auto p = std::size_t(player);
    double bonus = 0;
    if (h.builders[p] && (f.kind == FeatureKind::City || f.kind == FeatureKind::Road)) {
        // Each tile its owner adds is a second turn; the feature may close before long.
        bonus += m_fade * m_w.builderTurn * std::min(f.openCells, m_w.builderCells) *
                 (f.deadCells ? 0.0 : 1.0);
    }
    if (h.pigs[p] && f.kind == FeatureKind::Field && (f.owners & (1u << player))) {
        // One point more per completed city, with classic farmers as with modern ones.
        bonus += f.cities + f.openCities;
    }
    (void)game;
    return bonus;
}

void Evaluator::addGoodsAwards(const Game& game, PositionValue& out)
{
    const int players = game.playerCount();
    for (std::size_t kind = 0; kind < std::size_t(GoodsKindCount); ++kind) {
        int most = 1; // a player needs at least one token
        for (int p = 0; p < players; ++p)
            most = std::max(most, game.player(p).goods[kind]);
        for (int p = 0; p < players; ++p) {
            if (game.player(p).goods[kind] == most)
                out.expected[std::size_t(p)] += 10.0;
        }
    }
}

void Evaluator::evaluate(const Game& game, PositionValue& out, bool prospects)
{
    const int players = game.playerCount();
    m_odds.reset(game);
    m_sharePerPlayer = 1.0 / players;
    m_marks = game.ruleSet().scoresInns() || game.ruleSet().scoresCathedrals();
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
            out.expected[k] += figureBonus(game, h, f, p);
            // Followers on a feature that completes come back to be used again.
            if (f.kind != FeatureKind::Field)
                m_returning[k] += f.completion * (h.followers[k] + h.bigs[k]);
            m_abbotBack[k] += h.abbots[k] ? 0.5 : 0.0;
        }
        if (prospects)
            out.features.push_back(f);
    }
    for (int p = 0; p < players; ++p) {
        const PlayerState& state = game.player(p);
        const double supply = state.followers + (state.bigInSupply ? 1 : 0) +
                              m_w.returning * m_returning[std::size_t(p)];
        double worth = m_w.follower * (1.0 - std::pow(m_w.decay, supply)) / (1.0 - m_w.decay);
        if (game.rules().abbot)
            worth += m_w.abbot * (state.abbotInSupply ? 1.0 : m_abbotBack[std::size_t(p)]);
        worth += (state.builderInSupply ? m_w.builderSupply : 0.0) +
                 (state.pigInSupply ? m_w.pigSupply : 0.0);
        out.supply[std::size_t(p)] = m_fade * worth;
        out.expected[std::size_t(p)] += state.score() + out.supply[std::size_t(p)];
    }
    if (game.ruleSet().hasGoods())
        addGoodsAwards(game, out);
}

} // namespace bastide
