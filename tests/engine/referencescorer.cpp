// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "referencescorer.h"

#include <algorithm>
#include <optional>
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

/** How much a figure counts when a majority is decided (spec §4, §4.1, §4.2). */
int weightOf(FigureType type)
{
    switch (type) {
    case FigureType::Follower:
    case FigureType::Abbot:
        return 1;
    case FigureType::Big:
        return 2;
    case FigureType::Builder:
    case FigureType::Pig:
        return 0;
    }
    return 0;
}

} // namespace

ReferenceScorer::ReferenceScorer(const GameSetup& setup, int startTile)
    : m_setup(setup), m_scores(setup.players.size()), m_goods(setup.players.size()),
      m_followers(setup.players.size(), FollowersPerPlayer)
{
    m_map[{0, 0}] = Placed{startTile, 0};
    // Spec §2 and §4: base tiles always, river tiles with the river rule, an expansion's
    // tiles when listed; the tile at (0,0) is not drawn, nor, with the river, the base start.
    bool spring = false;
    for (const TileType& t : setup.tiles->deck().tiles) {
        const bool river = t.group == TileGroup::River;
        const bool inPlay =
            t.group == TileGroup::Base || (river && setup.rules.river) ||
            (t.group == TileGroup::Expansion && setup.rules.expansions.contains(t.expansion));
        if (!inPlay)
            continue;
        m_total += t.count;
        spring = spring || (river && t.start);
    }
    m_total -= spring ? 2 : 1;
}

const ReferenceScorer::Placed* ReferenceScorer::at(Cell c) const
{
    const auto it = m_map.find({c.x, c.y});
    return it == m_map.end() ? nullptr : &it->second;
}

const Feature& ReferenceScorer::featureOf(Part p) const
{
    return m_setup.tiles->deck()
        .tiles[std::size_t(at(p.cell)->type)]
        .features[std::size_t(p.feature)];
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
        const Feature& f = featureOf(p);
        r.shields += f.shields;
        r.inn = r.inn || f.has(Mark::Inn);
        r.cathedral = r.cathedral || f.has(Mark::Cathedral);
        for (int k = 0; k < GoodsKindCount; ++k)
            r.goods[std::size_t(k)] += f.goods[std::size_t(k)];
        for (int slot = 0; slot < SlotCount; ++slot) {
            if (!(f.slotMask & (1u << slot)))
                continue;
            const int turned = rotateSlot(slot, Rotation(placed.rotation));
            const Cell n = neighbour(p.cell, sideOfSlot(turned));
            const Placed* other = at(n);
            if (!other) {
                r.open = true;
                continue;
            }
            const int theirSlot = unrotateSlot(facingSlot(turned), Rotation(other->rotation));
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
        if (region.contains(Part{f.cell, f.feature}))
            count[std::size_t(f.player)] += weightOf(f.type);
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
        if (region.contains(Part{f.cell, f.feature})) {
            if (f.type == FigureType::Follower)
                ++m_followers[std::size_t(f.player)];
            m_figures.erase(m_figures.begin() + std::ptrdiff_t(i));
        } else {
            ++i;
        }
    }
}

int ReferenceScorer::regionPoints(FeatureKind kind, const Region& r, bool complete) const
{
    // The table of spec §4, inns and cathedrals (§4.1) included.
    if (kind == FeatureKind::City) {
        if (r.cathedral)
            return complete ? 3 * (r.tiles + r.shields) : 0;
        return (complete ? 2 : 1) * (r.tiles + r.shields);
    }
    if (r.inn)
        return complete ? 2 * r.tiles : 0;
    return r.tiles;
}

void ReferenceScorer::scoreCompletions()
{
    // Any figure's feature that is now complete scores; figures leave it (builders too).
    for (bool again = true; again;) {
        again = false;
        for (const Figure& f : m_figures) {
            const FeatureKind kind = featureOf(Part{f.cell, f.feature}).kind;
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
            give(majority(r), categoryOf(kind), regionPoints(kind, r, true));
            removeFiguresIn(r);
            again = true;
            break;
        }
    }
}

void ReferenceScorer::takeGoods(Cell laid)
{
    // Every city of the laid tile that is closed now was completed by it: its goods go to
    // the mover, each city once.
    const Placed& placed = *at(laid);
    const auto& features = m_setup.tiles->deck().tiles[std::size_t(placed.type)].features;
    std::set<std::vector<Part>> counted;
    for (std::size_t i = 0; i < features.size(); ++i) {
        if (features[i].kind != FeatureKind::City)
            continue;
        const Region r = flood(Part{laid, int(i)});
        if (r.open || !counted.insert(r.parts).second)
            continue;
        for (int k = 0; k < GoodsKindCount; ++k)
            m_goods[std::size_t(m_current)][std::size_t(k)] += r.goods[std::size_t(k)];
    }
}

int ReferenceScorer::play(const Move& move)
{
    const int mover = m_current;
    ++m_drawn;
    if (move.discard)
        return mover; // the same player draws again, in the same part of the same turn
    // Where the mover's builder stands before the tile is laid.
    std::optional<Part> builder;
    for (const Figure& f : m_figures) {
        if (f.player == mover && f.type == FigureType::Builder)
            builder = Part{f.cell, f.feature};
    }
    const Cell c = move.placement.cell;
    m_map[{c.x, c.y}] = Placed{move.tile.value(), move.placement.rotation.value()};
    if (move.place) {
        m_figures.push_back(Figure{mover, move.place->figure, c, move.place->feature});
        if (move.place->figure == FigureType::Follower)
            --m_followers[std::size_t(mover)];
    }
    if (move.returnAbbot) {
        for (const Figure& f : m_figures) {
            if (f.player == mover && f.type == FigureType::Abbot) {
                const FeatureKind kind = featureOf(Part{f.cell, f.feature}).kind;
                give({mover}, categoryOf(kind), 1 + neighbours(f.cell));
                Region r;
                r.parts = {Part{f.cell, f.feature}};
                removeFiguresIn(r);
                break;
            }
        }
    }
    scoreCompletions();
    takeGoods(c);
    // The double turn: the tile joined the builder's road or city (even one it completed);
    // never a third tile, and none with the bag empty.
    bool again = false;
    if (builder && !m_secondTurn && m_drawn < m_total) {
        const Region r = flood(*builder);
        again =
            std::any_of(r.parts.begin(), r.parts.end(), [&](const Part& p) { return p.cell == c; });
    }
    m_secondTurn = again;
    if (!again)
        m_current = (m_current + 1) % int(m_scores.size());
    return mover;
}

void ReferenceScorer::finish()
{
    // Roads, cities, monasteries and gardens still holding figures.
    while (true) {
        auto it = std::find_if(m_figures.begin(), m_figures.end(), [&](const Figure& f) {
            return featureOf(Part{f.cell, f.feature}).kind != FeatureKind::Field;
        });
        if (it == m_figures.end())
            break;
        const Figure f = *it;
        const FeatureKind kind = featureOf(Part{f.cell, f.feature}).kind;
        if (isCentreKind(kind)) {
            Region r;
            r.parts = {Part{f.cell, f.feature}};
            give({f.player}, categoryOf(kind), 1 + neighbours(f.cell));
            removeFiguresIn(r);
            continue;
        }
        const Region r = flood(Part{f.cell, f.feature});
        give(majority(r), categoryOf(kind), regionPoints(kind, r, false));
        removeFiguresIn(r);
    }
    // Trade goods: 10 for each kind to every player holding the most, if any.
    for (int k = 0; k < GoodsKindCount; ++k) {
        int most = 0;
        for (const Goods& g : m_goods)
            most = std::max(most, g[std::size_t(k)]);
        for (std::size_t p = 0; p < m_goods.size() && most > 0; ++p) {
            if (m_goods[p][std::size_t(k)] == most)
                m_scores[p][std::size_t(ScoreCategory::Goods)] += 10;
        }
    }
    const FarmerScoring farmers = m_setup.rules.farmers;
    if (farmers == FarmerScoring::None)
        return;
    // Fields with farmers (and pigs), each with the completed cities it borders (as sorted
    // part lists; a cathedral city is an ordinary one here).
    std::vector<Region> fields;
    std::vector<std::set<std::vector<Part>>> cities;
    for (const Figure& f : m_figures) {
        Region field = flood(Part{f.cell, f.feature});
        if (std::any_of(fields.begin(), fields.end(),
                        [&](const Region& r) { return r.parts == field.parts; }))
            continue;
        std::set<std::vector<Part>> bordered;
        for (const Part& p : field.parts) {
            for (int city : featureOf(p).cities) {
                const Region c = flood(Part{p.cell, city});
                if (!c.open)
                    bordered.insert(c.parts);
            }
        }
        fields.push_back(std::move(field));
        cities.push_back(std::move(bordered));
    }
    if (farmers == FarmerScoring::Modern) {
        for (std::size_t i = 0; i < fields.size(); ++i) {
            for (int p : majority(fields[i])) {
                const int perCity = pigOn(p, {&fields[i]}) ? 4 : 3;
                give({p}, ScoreCategory::Field, perCity * int(cities[i].size()));
            }
        }
        return;
    }
    std::set<std::vector<Part>> all;
    for (const auto& c : cities)
        all.insert(c.begin(), c.end());
    for (const std::vector<Part>& city : all) {
        Region supplying;
        std::vector<const Region*> supplyingFields;
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (cities[i].count(city)) {
                supplying.parts.insert(supplying.parts.end(), fields[i].parts.begin(),
                                       fields[i].parts.end());
                supplyingFields.push_back(&fields[i]);
            }
        }
        std::sort(supplying.parts.begin(), supplying.parts.end());
        for (int p : majority(supplying))
            give({p}, ScoreCategory::Field, pigOn(p, supplyingFields) ? 5 : 4);
    }
}

bool ReferenceScorer::pigOn(int player, const std::vector<const Region*>& fields) const
{
    return std::any_of(m_figures.begin(), m_figures.end(), [&](const Figure& f) {
        return f.player == player && f.type == FigureType::Pig &&
               std::any_of(fields.begin(), fields.end(), [&](const Region* r) {
                   return r->contains(Part{f.cell, f.feature});
               });
    });
}

} // namespace bastide::test
