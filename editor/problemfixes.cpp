// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/problemfixes.h"

#include "engine/deckvalidator.h"

#include <algorithm>
#include <functional>

namespace bastide {

namespace {

using Pick = std::function<bool(const TileType&)>;

/** The tile in hand if it fits, else the first that does, or -1. */
int choose(const Deck& deck, int current, const Pick& fits)
{
    if (current >= 0 && std::size_t(current) < deck.tiles.size() &&
        fits(deck.tiles[std::size_t(current)]))
        return current;
    for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
        if (fits(deck.tiles[i]))
            return int(i);
    }
    return -1;
}

/** An id the deck does not use, made from `id` as a deck file can hold it. */
QString unusedId(const Deck& deck, const QString& id)
{
    QString stem;
    for (QChar c : id) {
        const char16_t u = c.unicode();
        if ((u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') ||
            u == '_' || u == '-')
            stem += c;
    }
    stem = stem.left(12);
    if (stem.isEmpty())
        stem = QStringLiteral("T");
    if (deck.indexOf(stem) < 0)
        return stem;
    for (int n = 2;; ++n) {
        const QString next = QStringLiteral("%1-%2").arg(stem).arg(n);
        if (deck.indexOf(next) < 0)
            return next;
    }
}

} // namespace

std::optional<ProblemFix> ProblemFixes::fixFor(const Deck& deck, const Problem& problem,
                                               int current)
{
    ProblemFix fix;
    fix.after = deck;
    auto& tiles = fix.after.tiles;
    const bool onTile = problem.tile >= 0 && std::size_t(problem.tile) < tiles.size();
    TileType* tile = onTile ? &tiles[std::size_t(problem.tile)] : nullptr;
    fix.tile = onTile ? problem.tile : -1;
    Feature* feature =
        tile && problem.feature >= 0 && std::size_t(problem.feature) < tile->features.size()
            ? &tile->features[std::size_t(problem.feature)]
            : nullptr;
    // Keeps one tile's mark and takes it off the others of the same kind.
    auto keepOnly = [&](int keep, bool river, bool start) {
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            TileType& t = tiles[i];
            if ((t.group == TileGroup::River) != river)
                continue;
            bool& mark = start ? t.start : t.end;
            mark = int(i) == keep;
        }
        if (river)
            tiles[std::size_t(keep)].count = 1;
        fix.tile = keep;
    };

    switch (problem.code) {
    case ProblemCode::NoStartTile: {
        const int pick = choose(
            deck, current, [](const TileType& t) { return t.group == TileGroup::Base && !t.end; });
        if (pick < 0)
            return std::nullopt;
        keepOnly(pick, false, true);
        fix.text = tr("Make tile %1 the start tile").arg(deck.tiles[std::size_t(pick)].id);
        return fix;
    }
    case ProblemCode::TwoStartTiles: {
        const int keep = choose(
            deck, current, [](const TileType& t) { return t.group == TileGroup::Base && t.start; });
        if (keep < 0)
            return std::nullopt;
        keepOnly(keep, false, true);
        fix.text = tr("Keep tile %1 as the only start tile").arg(deck.tiles[std::size_t(keep)].id);
        return fix;
    }
    case ProblemCode::NoSpring:
    case ProblemCode::NoLake: {
        const bool spring = problem.code == ProblemCode::NoSpring;
        // A river tile with one river edge is a spring or a lake by its drawing.
        const int pick = choose(deck, current, [spring](const TileType& t) {
            return t.group == TileGroup::River && t.riverEdgeCount() == 1 &&
                   !(spring ? t.end : t.start);
        });
        if (pick < 0)
            return std::nullopt;
        keepOnly(pick, true, spring);
        const QString id = deck.tiles[std::size_t(pick)].id;
        fix.text =
            spring ? tr("Make tile %1 the spring").arg(id) : tr("Make tile %1 the lake").arg(id);
        return fix;
    }
    case ProblemCode::TwoSprings:
    case ProblemCode::TwoLakes: {
        const bool spring = problem.code == ProblemCode::TwoSprings;
        const int keep = choose(deck, current, [spring](const TileType& t) {
            return t.group == TileGroup::River && (spring ? t.start : t.end);
        });
        if (keep < 0)
            return std::nullopt;
        keepOnly(keep, true, spring);
        const QString id = deck.tiles[std::size_t(keep)].id;
        fix.text = spring ? tr("Keep tile %1 as the only spring").arg(id)
                          : tr("Keep tile %1 as the only lake").arg(id);
        return fix;
    }
    default:
        break;
    }
    if (!tile)
        return std::nullopt;
    const QString id = tile->id;
    switch (problem.code) {
    case ProblemCode::SpringOrLakeCount:
    case ProblemCode::BadCount:
        if (problem.code == ProblemCode::BadCount && tile->count >= 1)
            return std::nullopt; // too many: how many is the designer's choice
        tile->count = 1;
        fix.text = tr("Give tile %1 one copy").arg(id);
        return fix;
    case ProblemCode::EndOffRiver:
        tile->end = false;
        fix.text = tr("Take the lake mark off tile %1").arg(id);
        return fix;
    case ProblemCode::StartInExpansion:
        tile->start = false;
        fix.text = tr("Take the start mark off tile %1").arg(id);
        return fix;
    case ProblemCode::DuplicateId:
    case ProblemCode::BadId: {
        Deck others = deck;
        others.tiles[std::size_t(problem.tile)].id.clear();
        tile->id = unusedId(others, id);
        fix.text = id.isEmpty() ? tr("Give the tile the id %1").arg(tile->id)
                                : tr("Change the id %1 to %2").arg(id, tile->id);
        return fix;
    }
    default:
        break;
    }
    if (!feature)
        return std::nullopt;
    switch (problem.code) {
    case ProblemCode::InnOffRoad:
        feature->set(Mark::Inn, false);
        fix.text = tr("Take the inn off feature %1 of tile %2").arg(problem.feature).arg(id);
        return fix;
    case ProblemCode::CathedralOffCity:
        feature->set(Mark::Cathedral, false);
        fix.text = tr("Take the cathedral off feature %1 of tile %2").arg(problem.feature).arg(id);
        return fix;
    case ProblemCode::GoodsOffCity:
        feature->goods = {};
        fix.text = tr("Take the goods off feature %1 of tile %2").arg(problem.feature).arg(id);
        return fix;
    case ProblemCode::ShieldsOffCity:
        feature->shields = 0;
        fix.text = tr("Take the shields off feature %1 of tile %2").arg(problem.feature).arg(id);
        return fix;
    case ProblemCode::CitiesOffField:
    case ProblemCode::CityIndexInvalid:
    case ProblemCode::CityIndexTwice: {
        // Keeps the cities a field may border: each real city once.
        std::vector<int> kept;
        if (feature->kind == FeatureKind::Field) {
            for (int c : feature->cities) {
                const bool city = c >= 0 && std::size_t(c) < tile->features.size() &&
                                  tile->features[std::size_t(c)].kind == FeatureKind::City;
                if (city && std::find(kept.begin(), kept.end(), c) == kept.end())
                    kept.push_back(c);
            }
        }
        feature->cities = kept;
        fix.text = tr("Mend the cities feature %1 of tile %2 borders").arg(problem.feature).arg(id);
        return fix;
    }
    default:
        return std::nullopt;
    }
}

} // namespace bastide
