// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <map>

namespace bastide::test {

/**
 * A deliberately simple scorer to check the fast engine against: it replays the moves onto
 * a plain map of cells and finds every feature by flood fill from scratch after each move.
 * No union-find, no incremental state, no rule modules; it trusts the moves to be legal.
 * It plays the expansions of spec §4.1 and §4.2 from the rules' text: inns, cathedrals, the
 * big follower's weight, the builder and its double turn, the pig, and trade goods.
 */
class ReferenceScorer
{
public:
    ReferenceScorer(const GameSetup& setup, int startTile);

    /** Plays a move; returns the player who made it (as the reference works out turns). */
    int play(const Move& move);
    /** End-of-game scoring; call once after the last move. */
    void finish();
    const std::vector<ScoreBreakdown>& scores() const { return m_scores; }
    const std::vector<Goods>& goods() const { return m_goods; }
    int followersInSupply(int player) const { return m_followers[std::size_t(player)]; }
    /** The moves a bag of this setup holds: every tile in play but the one laid at (0,0). */
    int totalMoves() const { return m_total; }

private:
    struct Placed
    {
        int type;
        int rotation;
    };
    struct Figure
    {
        int player;
        FigureType type;
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
        bool inn = false;
        bool cathedral = false;
        Goods goods{};
        bool contains(Part p) const { return std::binary_search(parts.begin(), parts.end(), p); }
    };

    const Placed* at(Cell c) const;
    const Feature& featureOf(Part p) const;
    Region flood(Part start) const;
    int neighbours(Cell c) const;
    std::vector<int> majority(const Region& region) const;
    void give(const std::vector<int>& winners, ScoreCategory category, int points);
    void removeFiguresIn(const Region& region);
    int regionPoints(FeatureKind kind, const Region& r, bool complete) const;
    void scoreCompletions();
    void takeGoods(Cell laid);
    /** Whether `player` has a pig on one of `fields`. */
    bool pigOn(int player, const std::vector<const Region*>& fields) const;

    const GameSetup& m_setup;
    std::map<std::pair<int, int>, Placed> m_map;
    std::vector<Figure> m_figures;
    std::vector<ScoreBreakdown> m_scores;
    std::vector<Goods> m_goods;
    std::vector<int> m_followers;
    int m_current = 0;
    bool m_secondTurn = false;
    int m_drawn = 0;
    int m_total = 0;
};

} // namespace bastide::test
