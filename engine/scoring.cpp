// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/scoring.h"

#include "engine/game.h"
#include "engine/rules/rulecontext.h"

#include <algorithm>
#include <bit>

namespace bastide {

namespace {

ScoreCategory categoryOf(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::Road:
        return ScoreCategory::Road;
    case FeatureKind::City:
        return ScoreCategory::City;
    case FeatureKind::Monastery:
        return ScoreCategory::Monastery;
    case FeatureKind::Garden:
        return ScoreCategory::Garden;
    default:
        return ScoreCategory::Field;
    }
}

} // namespace

std::uint8_t Scoring::majority(const Game& game, SegmentId root)
{
    const Board& board = game.board();
    const RuleSet& rules = game.ruleSet();
    std::array<int, MaxPlayers> count{};
    for (const PlacedFigure& f : game.figures()) {
        if (f.segment.valid() && board.root(f.segment) == root)
            count[f.player] += rules.figure(f.type).weight;
    }
    const int best = *std::max_element(count.begin(), count.end());
    std::uint8_t winners = 0;
    if (best == 0)
        return 0;
    for (int p = 0; p < MaxPlayers; ++p) {
        if (count[std::size_t(p)] == best)
            winners = std::uint8_t(winners | (1u << p));
    }
    return winners;
}

void Scoring::scoreAndClear(SegmentId root, ScoreReason reason)
{
    const int event = m_game.award(featureValue(m_game, root, reason), m_outcome);
    const ReturnReason why =
        reason == ScoreReason::AbbotReturned ? ReturnReason::AbbotReturned : ReturnReason::Scored;
    const Board& board = m_game.m_board;
    for (std::size_t i = 0; i < m_game.m_figures.size();) {
        const PlacedFigure& f = m_game.m_figures[i];
        if (f.segment.valid() && board.root(f.segment) == root)
            m_game.removeFigure(i, m_outcome, event, why);
        else
            ++i;
    }
}

ScoreEvent Scoring::featureValue(const Game& game, SegmentId root, ScoreReason reason)
{
    const Board& board = game.board();
    ScoreEvent e;
    e.reason = reason;
    e.segment = root;
    e.kind = board.kind(root);
    e.category = categoryOf(e.kind);
    e.complete = board.isComplete(root);
    e.winners = majority(game, root);
    switch (e.kind) {
    case FeatureKind::Road:
        e.tiles = board.featureTileCount(root);
        e.points = e.tiles;
        break;
    case FeatureKind::City:
        e.tiles = board.featureTileCount(root);
        e.shields = board.shields(root);
        e.points = (e.complete ? 2 : 1) * (e.tiles + e.shields);
        break;
    case FeatureKind::Monastery:
    case FeatureKind::Garden:
        e.tiles = 1 + board.tile(board.segmentTile(root)).neighbours;
        e.points = e.tiles;
        break;
    default:
        return e;
    }
    for (const auto& module : game.ruleSet().modules())
        module->scoreFeature(game, e);
    return e;
}

void Scoring::abbotReturn(int player)
{
    for (const PlacedFigure& f : m_game.m_figures) {
        if (f.player == player && f.type == FigureType::Abbot && f.segment.valid()) {
            scoreAndClear(m_game.m_board.root(f.segment), ScoreReason::AbbotReturned);
            return;
        }
    }
}

void Scoring::completed(const PlaceEffects& effects)
{
    const Board& board = m_game.m_board;
    const auto modules = m_game.m_ruleSet->modules();
    for (int i = 0; i < effects.completedCount; ++i) {
        const SegmentId root = board.root(effects.completed[std::size_t(i)]);
        // Goods go to the player who completes a city even when nobody holds it.
        if (!modules.empty()) {
            RuleContext context(m_game, m_outcome);
            for (const auto& module : modules)
                module->afterCompleted(context, root);
        }
        if (board.figureCount(root) == 0)
            continue;
        scoreAndClear(root, ScoreReason::Completed);
    }
    for (int i = 0; i < effects.centreCount; ++i) {
        const SegmentId segment = effects.centres[std::size_t(i)];
        if (board.figureCount(segment) == 0)
            continue;
        scoreAndClear(board.root(segment), ScoreReason::Completed);
    }
}

void Scoring::endOfGame()
{
    // Incomplete roads, cities, monasteries and gardens, in that order, then fields, then
    // the rule modules' own awards (trade goods).
    constexpr FeatureKind Order[] = {FeatureKind::Road, FeatureKind::City, FeatureKind::Monastery,
                                     FeatureKind::Garden};
    const Board& board = m_game.m_board;
    auto& figures = m_game.m_figures;
    for (FeatureKind kind : Order) {
        for (std::size_t i = 0; i < figures.size();) {
            if (!figures[i].segment.valid() || board.kind(figures[i].segment) != kind) {
                ++i;
                continue;
            }
            // Removes at least figures[i]: do not advance.
            scoreAndClear(board.root(figures[i].segment), ScoreReason::EndOfGame);
        }
    }
    scoreFields();
    const auto modules = m_game.m_ruleSet->modules();
    if (modules.empty())
        return;
    std::vector<ScoreEvent> awards;
    for (const auto& module : modules)
        module->finalScoring(m_game, awards);
    for (const ScoreEvent& e : awards)
        m_game.award(e, m_outcome);
}

std::vector<SegmentId> Scoring::completedCitiesBordering(const Game& game, SegmentId fieldRoot)
{
    std::vector<SegmentId> cities;
    completedCitiesBordering(game, fieldRoot, cities);
    return cities;
}

void Scoring::completedCitiesBordering(const Game& game, SegmentId fieldRoot,
                                       std::vector<SegmentId>& cities)
{
    const Board& board = game.board();
    cities.clear();
    board.forEachSegment(fieldRoot, [&](SegmentId s) {
        const PlacedTile& t = board.tile(board.segmentTile(s));
        const FeatureRules& fr =
            game.tileSet().rules(t.type).features[std::size_t(board.segmentFeature(s))];
        // Only the set bits: most field segments border no city, and this walks every
        // segment of every farmed field at the end of each game a search plays out.
        for (unsigned bits = fr.cities; bits != 0; bits &= bits - 1) {
            const int c = std::countr_zero(bits);
            const SegmentId city = board.root(t.segment(c));
            if (board.isComplete(city) &&
                std::find(cities.begin(), cities.end(), city) == cities.end())
                cities.push_back(city);
        }
    });
}

int Scoring::awardField(ScoreEvent e, int perCity, std::span<const SegmentId> fieldRoots)
{
    const auto modules = m_game.m_ruleSet->modules();
    const int players = m_game.playerCount();
    if (modules.empty()) {
        e.points = perCity * std::max(e.cities, 1);
        return m_game.award(e, m_outcome);
    }
    // Winners may get different points per city (the pig): one event per amount.
    std::array<int, MaxPlayers> each{};
    for (int p = 0; p < players; ++p) {
        if (!(e.winners & (1u << p)))
            continue;
        int points = perCity;
        for (const auto& module : modules)
            points = module->fieldCityPoints(m_game, p, fieldRoots, points);
        each[std::size_t(p)] = points;
    }
    const std::uint8_t all = e.winners;
    int first = -1;
    for (int p = 0; p < players; ++p) {
        if (!(all & (1u << p)) || each[std::size_t(p)] == 0)
            continue;
        ScoreEvent part = e;
        part.winners = 0;
        const int amount = each[std::size_t(p)];
        for (int q = p; q < players; ++q) {
            if ((all & (1u << q)) && each[std::size_t(q)] == amount) {
                part.winners = std::uint8_t(part.winners | (1u << q));
                each[std::size_t(q)] = 0;
            }
        }
        part.pig = amount > perCity;
        part.points = amount * std::max(e.cities, 1);
        const int event = m_game.award(part, m_outcome);
        first = first < 0 ? event : first;
    }
    return first;
}

void Scoring::scoreFields()
{
    const Game& game = m_game;
    const Board& board = game.board();
    if (game.rules().farmers == FarmerScoring::None)
        return;
    // Field roots with farmers, in the order their first farmer was placed.
    std::vector<SegmentId> fields;
    for (const PlacedFigure& f : game.figures()) {
        if (!f.segment.valid())
            continue;
        const SegmentId root = board.root(f.segment);
        if (board.kind(root) == FeatureKind::Field &&
            std::find(fields.begin(), fields.end(), root) == fields.end()) {
            fields.push_back(root);
        }
    }
    if (game.rules().farmers == FarmerScoring::Modern) {
        std::vector<SegmentId> bordering; // one buffer for every field
        for (std::size_t i = 0; i < fields.size(); ++i) {
            completedCitiesBordering(game, fields[i], bordering);
            ScoreEvent e;
            e.category = ScoreCategory::Field;
            e.reason = ScoreReason::EndOfGame;
            e.kind = FeatureKind::Field;
            e.segment = fields[i];
            e.cities = int(bordering.size());
            e.winners = majority(game, fields[i]);
            if (e.cities > 0)
                awardField(e, 3, std::span<const SegmentId>(&fields[i], 1));
        }
        return;
    }
    std::vector<std::vector<SegmentId>> bordered(fields.size());
    for (std::size_t i = 0; i < fields.size(); ++i)
        completedCitiesBordering(game, fields[i], bordered[i]);
    // Classic: each completed city once, to whoever has most farmers on all fields bordering it.
    std::vector<SegmentId> cities;
    for (const auto& list : bordered) {
        for (SegmentId c : list) {
            if (std::find(cities.begin(), cities.end(), c) == cities.end())
                cities.push_back(c);
        }
    }
    for (SegmentId city : cities) {
        std::array<int, MaxPlayers> count{};
        std::vector<SegmentId> supplying;
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (std::find(bordered[i].begin(), bordered[i].end(), city) == bordered[i].end())
                continue;
            supplying.push_back(fields[i]);
            for (const PlacedFigure& f : game.figures()) {
                if (f.segment.valid() && board.root(f.segment) == fields[i])
                    count[f.player] += game.ruleSet().figure(f.type).weight;
            }
        }
        const int best = *std::max_element(count.begin(), count.end());
        ScoreEvent e;
        e.category = ScoreCategory::Field;
        e.reason = ScoreReason::EndOfGame;
        e.kind = FeatureKind::City;
        e.segment = city;
        e.tiles = board.featureTileCount(city);
        e.shields = board.shields(city);
        e.complete = true;
        for (int p = 0; p < MaxPlayers && best > 0; ++p) {
            if (count[std::size_t(p)] == best)
                e.winners = std::uint8_t(e.winners | (1u << p));
        }
        awardField(e, 4, supplying);
    }
}

std::vector<PlayerState> Game::projectedScores() const
{
    Game copy = *this;
    if (!copy.m_finished)
        Scoring(copy, nullptr).endOfGame();
    return copy.m_players;
}

std::vector<ScoreEvent> Game::projectedAwards() const
{
    std::vector<ScoreEvent> awards;
    for (const auto& module : m_ruleSet->modules())
        module->finalScoring(*this, awards);
    return awards;
}

ScoreEvent Game::valueOf(SegmentId segment) const
{
    if (!segment.valid() || segment.value() >= m_board.segmentCount())
        return {};
    const SegmentId root = m_board.root(segment);
    if (m_board.kind(root) != FeatureKind::Field)
        return Scoring::featureValue(*this, root,
                                     m_board.isComplete(root) ? ScoreReason::Completed
                                                              : ScoreReason::EndOfGame);
    // A field: what it would give if the game ended now; for either farmer variant the
    // modern formula is the honest per-field figure.
    ScoreEvent e;
    e.category = ScoreCategory::Field;
    e.reason = ScoreReason::EndOfGame;
    e.kind = FeatureKind::Field;
    e.segment = root;
    e.cities = int(Scoring::completedCitiesBordering(*this, root).size());
    e.points = (rules().farmers == FarmerScoring::Classic ? 4 : 3) * e.cities;
    e.winners = Scoring::majority(*this, root);
    return e;
}

} // namespace bastide
