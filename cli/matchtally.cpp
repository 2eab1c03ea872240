// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/matchtally.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace bastide::cli {

GameResult resultOfGame(const Game& game, const std::vector<int>& entrantOfSeat)
{
    const int n = game.playerCount();
    GameResult result;
    result.winShare.assign(std::size_t(n), 0.0);
    result.score.assign(std::size_t(n), 0);
    const std::uint8_t won = game.winners();
    const int winners = std::popcount(unsigned(won));
    for (int seat = 0; seat < n; ++seat) {
        const auto entrant = std::size_t(entrantOfSeat[std::size_t(seat)]);
        result.score[entrant] = game.player(seat).score();
        if (won >> seat & 1)
            result.winShare[entrant] = 1.0 / winners;
    }
    return result;
}

GameResult resultOfForfeit(int entrants, int forfeiter)
{
    GameResult result;
    result.winShare.assign(std::size_t(entrants), 1.0 / (entrants - 1));
    result.winShare[std::size_t(forfeiter)] = 0.0;
    return result;
}

MatchTally::MatchTally(int entrants)
    : m_wins(std::size_t(entrants), 0.0), m_scoreSum(std::size_t(entrants), 0.0),
      m_marginSum(std::size_t(entrants), 0.0)
{}

void MatchTally::add(const GameResult& result)
{
    const std::size_t n = m_wins.size();
    ++m_games;
    for (std::size_t e = 0; e < n; ++e)
        m_wins[e] += result.winShare[e];
    if (result.score.empty())
        return;
    ++m_scoredGames;
    double total = 0;
    for (std::size_t e = 0; e < n; ++e)
        total += result.score[e];
    for (std::size_t e = 0; e < n; ++e) {
        m_scoreSum[e] += result.score[e];
        const double others = (total - result.score[e]) / double(n - 1);
        m_marginSum[e] += result.score[e] - others;
    }
}

QJsonArray MatchTally::entrantsJson(const std::vector<QJsonObject>& identities) const
{
    QJsonArray entrants;
    for (std::size_t e = 0; e < m_wins.size(); ++e) {
        const auto [low, high] = wilsonInterval(m_wins[e], m_games);
        QJsonObject o = identities[e];
        o.insert(QStringLiteral("wins"), m_wins[e]);
        o.insert(QStringLiteral("winRate"), m_games ? m_wins[e] / m_games : 0.0);
        o.insert(QStringLiteral("interval95"), QJsonArray{low, high});
        o.insert(QStringLiteral("meanScore"), m_scoredGames ? m_scoreSum[e] / m_scoredGames : 0.0);
        o.insert(QStringLiteral("meanScoreDifference"),
                 m_scoredGames ? m_marginSum[e] / m_scoredGames : 0.0);
        entrants.append(o);
    }
    return entrants;
}

std::pair<double, double> wilsonInterval(double wins, int games)
{
    if (games <= 0)
        return {0.0, 1.0};
    const double z = 1.959963984540054;
    const double p = wins / games;
    const double denominator = 1 + z * z / games;
    const double centre = (p + z * z / (2.0 * games)) / denominator;
    const double half =
        z * std::sqrt(p * (1 - p) / games + z * z / (4.0 * games * games)) / denominator;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

} // namespace bastide::cli
