// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "referencescorer.h"

#include <algorithm>
#include <set>

namespace bastide::test {

namespace {

ScoreCategory categoryOf(FeatureKind k)
{
    switch (k) {
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

ReferenceScorer::ReferenceScorer(const GameSetup& setup, int startTile)
    : m_setup(setup), m_scores(setup.players.size()),
      m_followers(setup.players.size(), FollowersPerPlayer)
{
    m_map[{0, 0}] = Placed{startTile, 0};
}

const ReferenceScorer::Placed* ReferenceScorer::at(Cell c) const
{
    const auto it = m_map.find({c.x, c.y});
    return it == m_map.end() ? nullptr : &it->second;
}

int ReferenceScorer::neighbours(Cell c) const
{
    int n = 0;
    for (int dx = -1; dx <= 1; ++dx) {
        for (int dy = -1; dy <= 1; ++dy)
            n += (dx || dy) && at(Cell{c.x + dx, c.y + dy}) ? 1 : 0;
    }
    return n;
}

ReferenceScorer::Region ReferenceScorer::flood(Part start) const
{
    const Deck& deck = m_setup.tiles->deck();
    Region r;
    std::set<Part> seen{start};
    std::vector<Part> todo{start};
    while (!todo.empty()) {
        const Part p = todo.back();
        todo.pop_back();
        const Placed& placed = *at(p.cell);
        const Feature& f = deck.tiles[std::size_t(placed.type)].features[std::size_t(p.feature)];
        r.shields += f.shields;
        for (int slot = 0; slot < SlotCount; ++slot) {
            if (!(f.slotMask & (1u << slot)))
                continue;
            const int turned = rotateSlot(slot, placed.rotation);
            const Cell n = neighbour(p.cell, sideOfSlot(turned));
            const Placed* other = at(n);
            if (!other) {
                r.open = true;
                continue;
            }
            const int theirSlot = unrotateSlot(facingSlot(turned), other->rotation);
            const int theirFeature = deck.tiles[std::size_t(other->type)].featureAt(theirSlot);
            const Part q{n, theirFeature};
            if (seen.insert(q).second)
                todo.push_back(q);
        }
    }
    r.parts.assign(seen.begin(), seen.end());
    std::set<std::pair<int, int>> cells;
    for (const Part& p : r.parts)
        cells.insert({p.cell.x, p.cell.y});
    r.tiles = int(cells.size());
    return r;
}

std::vector<int> ReferenceScorer::majority(const Region& region) const
{
    std::vector<int> count(m_scores.size(), 0);
    for (const Figure& f : m_figures) {
        if (std::binary_search(region.parts.begin(), region.parts.end(), Part{f.cell, f.feature}))
            ++count[std::size_t(f.player)];
    }
    const int best = *std::max_element(count.begin(), count.end());
    std::vector<int> winners;
    for (std::size_t p = 0; p < count.size() && best > 0; ++p) {
        if (count[p] == best)
            winners.push_back(int(p));
    }
    return winners;
}

void ReferenceScorer::give(const std::vector<int>& winners, ScoreCategory category, int points)
{
    for (int p : winners)
        m_scores[std::size_t(p)][std::size_t(category)] += points;
}

void ReferenceScorer::removeFiguresIn(const Region& region)
{
    for (std::size_t i = 0; i < m_figures.size();) {
        const Figure& f = m_figures[i];
        if (std::binary_search(region.parts.begin(), region.parts.end(), Part{f.cell, f.feature})) {
            if (!f.abbot)
                ++m_followers[std::size_t(f.player)];
            m_figures.erase(m_figures.begin() + std::ptrdiff_t(i));
        } else {
            ++i;
        }
    }
}

void ReferenceScorer::scoreCompletions()
{
    const Deck& deck = m_setup.tiles->deck();
    // Any figure's feature that is now complete scores; figures leave it.
    for (bool again = true; again;) {
        again = false;
        for (const Figure& f : m_figures) {
            const FeatureKind kind =
                deck.tiles[std::size_t(at(f.cell)->type)].features[std::size_t(f.feature)].kind;
            if (kind == FeatureKind::Field)
                continue;
            if (isCentreKind(kind)) {
                if (neighbours(f.cell) == 8) {
                    Region r;
                    r.parts = {Part{f.cell, f.feature}};
                    give({f.player}, categoryOf(kind), 9);
                    removeFiguresIn(r);
                    again = true;
                    break;
                }
                continue;
            }
            const Region r = flood(Part{f.cell, f.feature});
            if (r.open)
                continue;
            const int points = kind == FeatureKind::City ? 2 * (r.tiles + r.shields) : r.tiles;
            give(majority(r), categoryOf(kind), points);
            removeFiguresIn(r);
            again = true;
            break;
        }
    }
}

void ReferenceScorer::play(const Move& move)
{
    if (move.discard)
        return;
    const Cell c = move.placement.cell;
    m_map[{c.x, c.y}] = Placed{move.tile, move.placement.rotation};
    if (move.place) {
        m_figures.push_back(
            Figure{m_current, move.place->figure == FigureType::Abbot, c, move.place->feature});
        if (move.place->figure == FigureType::Follower)
            --m_followers[std::size_t(m_current)];
    }
    if (move.returnAbbot) {
        for (const Figure& f : m_figures) {
            if (f.player == m_current && f.abbot) {
                const FeatureKind kind = m_setup.tiles->deck()
                                             .tiles[std::size_t(at(f.cell)->type)]
                                             .features[std::size_t(f.feature)]
                                             .kind;
                give({m_current}, categoryOf(kind), 1 + neighbours(f.cell));
                Region r;
                r.parts = {Part{f.cell, f.feature}};
                removeFiguresIn(r);
                break;
            }
        }
    }
    scoreCompletions();
    m_current = (m_current + 1) % int(m_scores.size());
}

void ReferenceScorer::finish()
{
    const Deck& deck = m_setup.tiles->deck();
    // Roads, cities, monasteries and gardens still holding figures.
    while (true) {
        auto it = std::find_if(m_figures.begin(), m_figures.end(), [&](const Figure& f) {
            return deck.tiles[std::size_t(at(f.cell)->type)]
                       .features[std::size_t(f.feature)]
                       .kind != FeatureKind::Field;
        });
        if (it == m_figures.end())
            break;
        const Figure f = *it;
        const FeatureKind kind =
            deck.tiles[std::size_t(at(f.cell)->type)].features[std::size_t(f.feature)].kind;
        if (isCentreKind(kind)) {
            Region r;
            r.parts = {Part{f.cell, f.feature}};
            give({f.player}, categoryOf(kind), 1 + neighbours(f.cell));
            removeFiguresIn(r);
            continue;
        }
        const Region r = flood(Part{f.cell, f.feature});
        give(majority(r), categoryOf(kind),
             kind == FeatureKind::City ? r.tiles + r.shields : r.tiles);
        removeFiguresIn(r);
    }
    const FarmerScoring farmers = m_setup.rules.farmers;
    if (farmers == FarmerScoring::None)
        return;
    // Fields with farmers, each with the completed cities it borders (as sorted part lists).
    std::vector<Region> fields;
    std::vector<std::set<std::vector<Part>>> cities;
    for (const Figure& f : m_figures) {
        Region field = flood(Part{f.cell, f.feature});
        if (std::any_of(fields.begin(), fields.end(),
                        [&](const Region& r) { return r.parts == field.parts; }))
            continue;
        std::set<std::vector<Part>> bordered;
        for (const Part& p : field.parts) {
            const Feature& feature =
                deck.tiles[std::size_t(at(p.cell)->type)].features[std::size_t(p.feature)];
            for (int city : feature.cities) {
                const Region c = flood(Part{p.cell, city});
                if (!c.open)
                    bordered.insert(c.parts);
            }
        }
        fields.push_back(std::move(field));
        cities.push_back(std::move(bordered));
    }
    if (farmers == FarmerScoring::Modern) {
        for (std::size_t i = 0; i < fields.size(); ++i)
            give(majority(fields[i]), ScoreCategory::Field, 3 * int(cities[i].size()));
        return;
    }
    std::set<std::vector<Part>> all;
    for (const auto& c : cities)
        all.insert(c.begin(), c.end());
    for (const std::vector<Part>& city : all) {
        Region supplying;
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (cities[i].count(city))
                supplying.parts.insert(supplying.parts.end(), fields[i].parts.begin(),
                                       fields[i].parts.end());
        }
        std::sort(supplying.parts.begin(), supplying.parts.end());
        give(majority(supplying), ScoreCategory::Field, 4);
    }
}

} // namespace bastide::test
