// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/deckstatistics.h"

#include "editor/groupnames.h"

#include <algorithm>
#include <bit>
#include <map>

namespace bastide {

namespace {

int sidesReached(const Feature& f)
{
    int n = 0;
    for (int side = 0; side < SideCount; ++side)
        n += (f.slotMask & (1u << middleSlot(side))) ? 1 : 0;
    return n;
}

} // namespace

int DeckStatistics::pointsOf(const TileType& tile)
{
    int points = 0;
    for (const Feature& f : tile.features) {
        if (f.kind == FeatureKind::City)
            points += 2 + 2 * f.shields;
        else if (f.kind == FeatureKind::Road)
            points += 1;
        else if (isCentreKind(f.kind))
            points += 9;
    }
    return points;
}

int DeckStatistics::roadEndsOf(const TileType& tile)
{
    int ends = 0;
    for (const Feature& f : tile.features)
        ends += f.kind == FeatureKind::Road && sidesReached(f) == 1 ? 1 : 0;
    return ends;
}

void DeckStatistics::countGroup(const TileType& t, int copies)
{
    auto at = std::find_if(groups.begin(), groups.end(),
                           [&](const GroupCount& g) { return g.group == t.groupName(); });
    if (at == groups.end()) {
        groups.push_back({});
        groups.back().group = t.groupName();
        at = groups.end() - 1;
    }
    GroupCount& g = *at;
    ++g.types;
    g.tiles += copies;
    for (const Feature& f : t.features) {
        g.shields += f.shields * copies;
        g.monasteries += isCentreKind(f.kind) ? copies : 0;
        g.inns += f.has(Mark::Inn) ? copies : 0;
        g.cathedrals += f.has(Mark::Cathedral) ? copies : 0;
        for (std::size_t k = 0; k < g.goods.size(); ++k)
            g.goods[k] += f.goods[k] * copies;
        g.innerFields += f.kind == FeatureKind::Field && f.slotMask == 0 ? copies : 0;
    }
}

DeckStatistics::DeckStatistics(const Deck& deck, const QStringList& chosen)
{
    types = int(deck.tiles.size());
    for (const QString& set : GroupNames::expansionsIn(deck)) {
        if (chosen.contains(set))
            sets << set;
    }
    // What a game shuffles: the base tiles and the tiles of the sets in play.
    auto played = [this](const TileType& t) {
        return t.group == TileGroup::Base ||
               (t.group == TileGroup::Expansion && sets.contains(t.expansion));
    };
    std::array<int, 4> playedEdges{};
    int playedEdgeTotal = 0;
    int pointsTotal = 0;
    std::map<EdgePattern, PatternCount> byPattern;
    for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
        const TileType& t = deck.tiles[i];
        const int copies = std::max(0, t.count);
        tiles += copies;
        (t.group == TileGroup::Base    ? baseTiles
         : t.group == TileGroup::River ? riverTiles
                                       : expansionTiles) += copies;
        const bool inPlay = played(t);
        playedTiles += inPlay ? copies : 0;
        countGroup(t, copies);
        const EdgePattern pattern = EdgePattern::of(t);
        std::array<bool, 4> has{};
        for (int side = 0; side < SideCount; ++side) {
            const auto k = std::size_t(pattern.edges[std::size_t(side)]);
            terrain[k].edges += copies;
            has[k] = true;
            if (inPlay) {
                playedEdges[k] += copies;
                playedEdgeTotal += copies;
            }
        }
        for (std::size_t k = 0; k < has.size(); ++k)
            terrain[k].tiles += has[k] ? copies : 0;
        for (const Feature& f : t.features) {
            shields += f.shields * copies;
            monasteries += f.kind == FeatureKind::Monastery ? copies : 0;
            gardens += f.kind == FeatureKind::Garden ? copies : 0;
            if (!inPlay)
                continue;
            const int reached = sidesReached(f);
            if (f.kind == FeatureKind::Road)
                (reached == 1 ? roadEnds : roadsThrough) += reached >= 1 ? copies : 0;
            if (f.kind == FeatureKind::City && reached >= 1)
                cityParts[std::size_t(reached)] += copies;
        }
        if (!inPlay || copies == 0)
            continue;
        pointsTotal += pointsOf(t) * copies;
        m_played.emplace_back(pattern, copies);
        PatternCount& entry = byPattern[pattern.normal()];
        entry.pattern = pattern.normal();
        entry.copies += copies;
        entry.tiles.push_back(int(i));
        perTile.push_back({int(i), pattern, 0, 0, roadEndsOf(t), pointsOf(t)});
    }
    const QStringList order = GroupNames::inDeck(deck);
    std::stable_sort(groups.begin(), groups.end(), [&](const GroupCount& a, const GroupCount& b) {
        return order.indexOf(a.group) < order.indexOf(b.group);
    });
    pointsPerTile = playedTiles ? double(pointsTotal) / playedTiles : 0;
    for (auto& [key, entry] : byPattern)
        patterns.push_back(entry);
    std::stable_sort(
        patterns.begin(), patterns.end(),
        [](const PatternCount& a, const PatternCount& b) { return a.copies > b.copies; });

    // A tile fits no hole a game can leave when no other copy has an edge of a terrain it
    // has: a hole with one neighbour, of that terrain, is the least any hole asks.
    for (const TileFigures& figures : perTile) {
        bool meets = false;
        for (std::size_t j = 0; j < deck.tiles.size() && !meets; ++j) {
            const TileType& other = deck.tiles[j];
            if (other.group == TileGroup::Expansion && !played(other))
                continue;
            const int others = j == std::size_t(figures.tile) ? other.count - 1 : other.count;
            if (others < 1)
                continue;
            const EdgePattern o = EdgePattern::of(other);
            for (int side = 0; side < SideCount && !meets; ++side)
                meets = figures.pattern.count(o.edges[std::size_t(side)]) > 0 &&
                        o.edges[std::size_t(side)] != Terrain::River;
        }
        if (!meets)
            fitsNoHole.push_back(figures.tile);
    }

    if (playedEdgeTotal == 0)
        return;
    std::array<double, 4> p{};
    for (std::size_t k = 0; k < p.size(); ++k)
        p[k] = double(playedEdges[k]) / playedEdgeTotal;
    for (TileFigures& figures : perTile) {
        for (std::size_t a = 0; a < p.size(); ++a) {
            if (p[a] == 0)
                continue;
            if (figures.pattern.fits(Hole{Terrain(a), {}, {}, {}}))
                figures.oneSided += p[a];
            for (std::size_t b = 0; b < p.size(); ++b) {
                if (p[b] > 0 && figures.pattern.fits(Hole{Terrain(a), Terrain(b), {}, {}}))
                    figures.corner += p[a] * p[b];
            }
        }
        if (figures.corner < AwkwardCornerShare)
            awkward.push_back(figures.tile);
    }
    std::stable_sort(awkward.begin(), awkward.end(), [this](int a, int b) {
        auto corner = [this](int t) {
            return std::find_if(perTile.begin(), perTile.end(),
                                [t](const TileFigures& f) { return f.tile == t; })
                ->corner;
        };
        return corner(a) < corner(b);
    });
}

DeckStatistics::Fill DeckStatistics::fill(const Hole& hole) const
{
    Fill fill;
    for (const auto& [pattern, copies] : m_played) {
        if (pattern.fits(hole)) {
            fill.copies += copies;
            ++fill.types;
        }
    }
    return fill;
}

} // namespace bastide
