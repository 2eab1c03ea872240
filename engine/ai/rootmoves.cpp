// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/rootmoves.h"

#include <algorithm>
#include <cmath>

namespace bastide {

double RootMoves::reward(double lead, double scale)
{
    return 0.5 + 0.5 * std::tanh(lead / scale);
}

RootMoves RootMoves::build(const std::vector<RatedMove>& rated, const SearchSettings& settings)
{
    // Placements in legal-move order, each with its options best first.
    struct Placed
    {
        std::vector<RatedMove> options;
        double best = -1e18;
    };
    std::vector<Placed> placed;
    for (const RatedMove& r : rated) {
        const bool bare = !r.move.place && !r.move.returnAbbot;
        if (bare || placed.empty())
            placed.emplace_back();
        placed.back().options.push_back(r);
        placed.back().best = std::max(placed.back().best, r.value);
    }
    for (Placed& p : placed) {
        // The bare tile always stays (it keeps the follower); then the best figure options.
        std::stable_sort(p.options.begin() + 1, p.options.end(),
                         [](const RatedMove& a, const RatedMove& b) { return a.value > b.value; });
        if (int(p.options.size()) > 1 + settings.figureOptions)
            p.options.resize(std::size_t(1 + settings.figureOptions));
    }
    if (settings.placements > 0 && int(placed.size()) > settings.placements) {
        std::stable_sort(placed.begin(), placed.end(),
                         [](const Placed& a, const Placed& b) { return a.best > b.best; });
        placed.resize(std::size_t(settings.placements));
    }
    RootMoves root;
    for (const Placed& p : placed) {
        Group g;
        g.first = int(root.options.size());
        g.count = int(p.options.size());
        g.prior = reward(p.best, settings.rewardScale);
        root.groups.push_back(g);
        for (const RatedMove& r : p.options)
            root.options.push_back(Option{r.move, reward(r.value, settings.rewardScale), r.value});
    }
    return root;
}

} // namespace bastide
