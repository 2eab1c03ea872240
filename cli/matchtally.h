// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/game.h"

#include <QJsonArray>
#include <QJsonObject>
#include <utility>
#include <vector>

namespace bastide::cli {

/** What one game of a series gave each entrant (index into the command line's list). */
struct GameResult
{
    std::vector<double> winShare; // 1 for a sole winner, 1/k for k tied winners
    std::vector<int> score;       // empty for a game that was not scored (a forfeit)
};

/** The result of a finished game; `entrantOfSeat` maps each seat to its entrant. */
GameResult resultOfGame(const Game& game, const std::vector<int>& entrantOfSeat);
/** The result of a game `forfeiter` lost by forfeit: the other entrants share the win, and
 *  nobody's score counts. */
GameResult resultOfForfeit(int entrants, int forfeiter);

/**
 * The summary of a series of games between entrants: wins per entrant (shared on ties) with
 * a 95% interval, mean scores and mean score difference to the others (spec §5, `selfplay`).
 */
class MatchTally
{
public:
    explicit MatchTally(int entrants);

    void add(const GameResult& result);
    /** Every game added, forfeits included. */
    int games() const { return m_games; }
    /** Games whose scores count: those played to the end. */
    int scoredGames() const { return m_scoredGames; }
    /** One object per entrant: its `identities` entry (e.g. `{"ai": "greedy"}`) plus wins,
     *  winRate, interval95, meanScore and meanScoreDifference. */
    QJsonArray entrantsJson(const std::vector<QJsonObject>& identities) const;

private:
    std::vector<double> m_wins;
    std::vector<double> m_scoreSum;
    std::vector<double> m_marginSum;
    int m_games = 0;
    int m_scoredGames = 0;
};

/** Lower and upper bound of the 95% Wilson score interval for `wins` out of `games`. */
std::pair<double, double> wilsonInterval(double wins, int games);

} // namespace bastide::cli
