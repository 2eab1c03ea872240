// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <map>

namespace bastide::test {

/**
 * A deliberately simple scorer to check the fast engine against: it replays the moves onto
 * a plain map of cells and finds every feature by flood fill from scratch after each move.
 * No union-find, no incremental state; it trusts the moves to be legal.
 */
class ReferenceScorer
{
public:
    ReferenceScorer(const GameSetup& setup, int startTile);

    void play(const Move& move);
    /** End-of-game scoring; call once after the last move. */
    void finish();
    const std::vector<ScoreBreakdown>& scores() const { return m_scores; }
    int followersInSupply(int player) const { return m_followers[std::size_t(player)]; }

private:
    struct Placed
    {
        int type;
        int rotation;
    };
    struct Figure
    {
        int player;
        bool abbot;
        Cell cell;
        int feature;
    };
    struct Part
    {
        Cell cell;
        int feature;
        friend bool operator<(const Part& a, const Part& b)
        {
            return std::tie(a.cell.x, a.cell.y, a.feature) <
                   std::tie(b.cell.x, b.cell.y, b.feature);
        }
        friend bool operator==(const Part& a, const Part& b) = default;
    };
    struct Region
    {
        std::vector<Part> parts; // sorted
        bool open = false;
        int tiles = 0;
        int shields = 0;
    };

    const Placed* at(Cell c) const;
    Region flood(Part start) const;
    int neighbours(Cell c) const;
    std::vector<int> majority(const Region& region) const;
    void give(const std::vector<int>& winners, ScoreCategory category, int points);
    void removeFiguresIn(const Region& region);
    void scoreCompletions();

    const GameSetup& m_setup;
    std::map<std::pair<int, int>, Placed> m_map;
    std::vector<Figure> m_figures;
    std::vector<ScoreBreakdown> m_scores;
    std::vector<int> m_followers;
    int m_current = 0;
};

} // namespace bastide::test
