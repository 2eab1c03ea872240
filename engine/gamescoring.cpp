// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Game's scoring: completed features during play, the abbot's return, and the end of the
// game (spec §4). The expansions change points only through the rule modules' hooks.

#include "engine/game.h"

#include <algorithm>

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

std::uint8_t Game::majority(SegmentId root) const
{
    std::array<int, MaxPlayers> count{};
    for (const PlacedFigure& f : m_figures) {
        if (m_board.root(f.segment) == root)
            count[f.player] += m_ruleSet->figure(f.type).weight;
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

void Game::award(const ScoreEvent& event, MoveOutcome* outcome)
{
    if (event.winners == 0 || event.points == 0)
        return;
    for (int p = 0; p < playerCount(); ++p) {
        if (event.winners & (1u << p))
            m_players[std::size_t(p)].breakdown[std::size_t(event.category)] += event.points;
    }
    if (outcome)
        outcome->events.push_back(event);
}

void Game::returnFiguresOn(SegmentId root, MoveOutcome* outcome)
{
    for (std::size_t i = 0; i < m_figures.size();) {
        const PlacedFigure f = m_figures[i];
        if (m_board.root(f.segment) != root) {
            ++i;
            continue;
        }
        m_players[f.player].giveBack(f.type);
        m_board.addFigure(f.segment, -1);
        m_figures.erase(m_figures.begin() + std::ptrdiff_t(i));
        if (outcome)
            outcome->returned.push_back(f);
    }
}

ScoreEvent Game::featureValue(SegmentId root, ScoreReason reason) const
{
    ScoreEvent e;
    e.reason = reason;
    e.segment = root;
    e.kind = m_board.kind(root);
    e.category = categoryOf(e.kind);
    e.complete = m_board.isComplete(root);
    e.winners = majority(root);
    switch (e.kind) {
    case FeatureKind::Road:
        e.tiles = m_board.featureTileCount(root);
        e.points = e.tiles;
        break;
    case FeatureKind::City:
        e.tiles = m_board.featureTileCount(root);
        e.shields = m_board.shields(root);
        e.points = (e.complete ? 2 : 1) * (e.tiles + e.shields);
        break;
    case FeatureKind::Monastery:
    case FeatureKind::Garden:
        e.tiles = 1 + m_board.tile(m_board.segmentTile(root)).neighbours;
        e.points = e.tiles;
        break;
    default:
        return e;
    }
    for (const auto& module : m_ruleSet->modules())
        module->scoreFeature(*this, e);
    return e;
}

void Game::returnAbbot(MoveOutcome* outcome)
{
    const SegmentId segment = figureSegment(m_current, FigureType::Abbot);
    const SegmentId root = m_board.root(segment);
    award(featureValue(root, ScoreReason::AbbotReturned), outcome);
    returnFiguresOn(root, outcome);
}

void Game::scoreCompleted(const PlaceEffects& effects, TurnMemo& memo, MoveOutcome* outcome)
{
    const auto modules = m_ruleSet->modules();
    for (int i = 0; i < effects.completedCount; ++i) {
        const SegmentId root = effects.completed[std::size_t(i)]; // Board::place gives roots
        // Goods go to the player who completes a city even when nobody holds it.
        for (const auto& module : modules)
            module->afterCompleted(*this, root, memo);
        if (m_board.figureCount(root) == 0)
            continue;
        award(featureValue(root, ScoreReason::Completed), outcome);
        returnFiguresOn(root, outcome);
    }
    for (int i = 0; i < effects.centreCount; ++i) {
        const SegmentId segment = effects.centres[std::size_t(i)];
        if (m_board.figureCount(segment) == 0)
            continue;
        award(featureValue(segment, ScoreReason::Completed), outcome);
        returnFiguresOn(segment, outcome);
    }
}

void Game::scoreEndOfGame(MoveOutcome* outcome)
{
    // Incomplete roads, cities, monasteries and gardens, in that order, then fields, then
    // the rule modules' own awards (trade goods).
    constexpr FeatureKind Order[] = {FeatureKind::Road, FeatureKind::City, FeatureKind::Monastery,
                                     FeatureKind::Garden};
    for (FeatureKind kind : Order) {
        for (std::size_t i = 0; i < m_figures.size();) {
            const SegmentId root = m_board.root(m_figures[i].segment);
            if (m_board.kind(root) != kind) {
                ++i;
                continue;
            }
            award(featureValue(root, ScoreReason::EndOfGame), outcome);
            returnFiguresOn(root, outcome); // removes at least m_figures[i]; do not advance
        }
    }
    scoreFields(outcome);
    const auto modules = m_ruleSet->modules();
    if (modules.empty())
        return;
    std::vector<ScoreEvent> awards;
    for (const auto& module : modules)
        module->finalScoring(*this, awards);
    for (const ScoreEvent& e : awards)
        award(e, outcome);
}

std::vector<SegmentId> Game::completedCitiesBordering(SegmentId fieldRoot) const
{
    std::vector<SegmentId> cities;
    m_board.forEachSegment(fieldRoot, [&](SegmentId s) {
        const PlacedTile& t = m_board.tile(m_board.segmentTile(s));
        const FeatureRules& fr =
            tileSet().rules(t.type).features[std::size_t(m_board.segmentFeature(s))];
        for (int c = 0; c < MaxTileFeatures; ++c) {
            if (!(fr.cities & (1u << c)))
                continue;
            const SegmentId city = m_board.root(t.segment(c));
            if (m_board.isComplete(city) &&
                std::find(cities.begin(), cities.end(), city) == cities.end())
                cities.push_back(city);
        }
    });
    return cities;
}

void Game::awardField(ScoreEvent e, int perCity, std::span<const SegmentId> fieldRoots,
                      MoveOutcome* outcome)
{
    const auto modules = m_ruleSet->modules();
    if (modules.empty()) {
        e.points = perCity * std::max(e.cities, 1);
        award(e, outcome);
        return;
    }
    // Winners may get different points per city (the pig): one event per amount.
    std::array<int, MaxPlayers> each{};
    for (int p = 0; p < playerCount(); ++p) {
        if (!(e.winners & (1u << p)))
            continue;
        int points = perCity;
        for (const auto& module : modules)
            points = module->fieldCityPoints(*this, p, fieldRoots, points);
        each[std::size_t(p)] = points;
    }
    const std::uint8_t all = e.winners;
    for (int p = 0; p < playerCount(); ++p) {
        if (!(all & (1u << p)) || each[std::size_t(p)] == 0)
            continue;
        ScoreEvent part = e;
        part.winners = 0;
        const int amount = each[std::size_t(p)];
        for (int q = p; q < playerCount(); ++q) {
            if ((all & (1u << q)) && each[std::size_t(q)] == amount) {
                part.winners = std::uint8_t(part.winners | (1u << q));
                each[std::size_t(q)] = 0;
            }
        }
        part.pig = amount > perCity;
        part.points = amount * std::max(e.cities, 1);
        award(part, outcome);
    }
}

void Game::scoreFields(MoveOutcome* outcome)
{
    if (rules().farmers == FarmerScoring::None)
        return;
    // Field roots with farmers, in the order their first farmer was placed.
    std::vector<SegmentId> fields;
    for (const PlacedFigure& f : m_figures) {
        const SegmentId root = m_board.root(f.segment);
        if (m_board.kind(root) == FeatureKind::Field &&
            std::find(fields.begin(), fields.end(), root) == fields.end()) {
            fields.push_back(root);
        }
    }
    std::vector<std::vector<SegmentId>> bordered(fields.size());
    for (std::size_t i = 0; i < fields.size(); ++i)
        bordered[i] = completedCitiesBordering(fields[i]);
    if (rules().farmers == FarmerScoring::Modern) {
        for (std::size_t i = 0; i < fields.size(); ++i) {
            ScoreEvent e;
            e.category = ScoreCategory::Field;
            e.reason = ScoreReason::EndOfGame;
            e.kind = FeatureKind::Field;
            e.segment = fields[i];
            e.cities = int(bordered[i].size());
            e.winners = majority(fields[i]);
            if (e.cities > 0)
                awardField(e, 3, std::span<const SegmentId>(&fields[i], 1), outcome);
        }
        return;
    }
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
            for (const PlacedFigure& f : m_figures) {
                if (m_board.root(f.segment) == fields[i])
                    count[f.player] += m_ruleSet->figure(f.type).weight;
            }
        }
        const int best = *std::max_element(count.begin(), count.end());
        ScoreEvent e;
        e.category = ScoreCategory::Field;
        e.reason = ScoreReason::EndOfGame;
        e.kind = FeatureKind::City;
        e.segment = city;
        e.tiles = m_board.featureTileCount(city);
        e.shields = m_board.shields(city);
        e.complete = true;
        for (int p = 0; p < MaxPlayers && best > 0; ++p) {
            if (count[std::size_t(p)] == best)
                e.winners = std::uint8_t(e.winners | (1u << p));
        }
        awardField(e, 4, supplying, outcome);
    }
}

std::vector<PlayerState> Game::projectedScores() const
{
    Game copy = *this;
    if (!copy.m_finished)
        copy.scoreEndOfGame(nullptr);
    return copy.m_players;
}

ScoreEvent Game::valueOf(SegmentId segment) const
{
    if (!segment.valid() || segment.value() >= m_board.segmentCount())
        return {};
    const SegmentId root = m_board.root(segment);
    if (m_board.kind(root) != FeatureKind::Field)
        return featureValue(root, m_board.isComplete(root) ? ScoreReason::Completed
                                                           : ScoreReason::EndOfGame);
    // A field: what it would give if the game ended now; for either farmer variant the
    // modern formula is the honest per-field figure.
    ScoreEvent e;
    e.category = ScoreCategory::Field;
    e.reason = ScoreReason::EndOfGame;
    e.kind = FeatureKind::Field;
    e.segment = root;
    e.cities = int(completedCitiesBordering(root).size());
    e.points = (rules().farmers == FarmerScoring::Classic ? 4 : 3) * e.cities;
    e.winners = majority(root);
    return e;
}

} // namespace bastide
