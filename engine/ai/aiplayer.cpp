// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/aiplayer.h"

#include "engine/ai/greedyplayer.h"
#include "engine/ai/looseplayer.h"
#include "engine/ai/randomplayer.h"
#include "engine/ai/searchplayer.h"

#include <array>

namespace bastide {

QStringList aiLevels()
{
    return {QStringLiteral("random"), QStringLiteral("easy"), QStringLiteral("normal"),
            QStringLiteral("greedy"), QStringLiteral("hard")};
}

SearchSettings searchSettings(const QString& level)
{
    SearchSettings s;
    s.level = level;
    s.playout.candidates = 3;
    s.playout.figureChance = 0.3;
    s.playout.spendAtTheEnd = 2;
    // Each simulation answers the move with six plies of the one-move player (the
    // opponent, then this player, three times) and judges the position after this player's
    // own move, as the one-move player does. Ten-ply playouts of the cheap policy lost to
    // this: that policy neither closes its own features nor contests the other's as a real
    // player does. Against the one-move player, on the same 80 deals and at about the same
    // time a move (560 simulations of six plies, 800 of four), six plies led by 5.8 ± 2.3
    // points a game more than four; eight (57 deals) and twelve (21) were no better. Eight
    // candidates, since a simulation costs some sixty cheap ones.
    s.replyPlies = 6;
    s.rolloutPlies = 0;
    s.candidates = 8;
    // Hard thinks for a second on every core, whatever the machine.
    s.threads = 0;
    s.iterations = 0;
    s.seconds = 1.0;
    return s;
}

namespace {

/** The entry of `table` named `key`, or nullptr. */
template <class T, std::size_t N>
T* named(const std::array<std::pair<const char*, T*>, N>& table, QStringView key)
{
    for (const auto& [name, value] : table) {
        if (key == QLatin1String(name))
            return value;
    }
    return nullptr;
}

/** The search setting named `key`, or nullptr; for tuning from the command line. */
double* searchSetting(SearchSettings& s, QStringView key)
{
    return named(std::to_array<std::pair<const char*, double*>>({
                     {"seconds", &s.seconds},
                     {"exploration", &s.exploration},
                     {"priorVisits", &s.priorVisits},
                     {"rewardScale", &s.rewardScale},
                     {"figureChance", &s.playout.figureChance},
                     {"reach", &s.weights.reach},
                     {"extraCell", &s.weights.extraCell},
                     {"cityGrowth", &s.weights.cityGrowth},
                     {"roadGrowth", &s.weights.roadGrowth},
                     {"unfinishedGrowth", &s.weights.unfinishedGrowth},
                     {"neighbourFill", &s.weights.neighbourFill},
                     {"farNeighbour", &s.weights.farNeighbour},
                     {"unclaimedCityShare", &s.weights.unclaimedCityShare},
                     {"follower", &s.weights.follower},
                     {"decay", &s.weights.decay},
                     {"abbot", &s.weights.abbot},
                     {"fadeTurns", &s.weights.fadeTurns},
                     {"returning", &s.weights.returning},
                     {"builderTurn", &s.weights.builderTurn},
                     {"builderSupply", &s.weights.builderSupply},
                     {"pigSupply", &s.weights.pigSupply},
                 }),
                 key);
}

int* searchCount(SearchSettings& s, QStringView key)
{
    return named(std::to_array<std::pair<const char*, int*>>({
                     {"iterations", &s.iterations},
                     {"threads", &s.threads},
                     {"candidates", &s.candidates},
                     {"placements", &s.placements},
                     {"figureOptions", &s.figureOptions},
                     {"replyPlies", &s.replyPlies},
                     {"rolloutPlies", &s.rolloutPlies},
                     {"playoutCandidates", &s.playout.candidates},
                     {"spendAtTheEnd", &s.playout.spendAtTheEnd},
                     {"builderCells", &s.weights.builderCells},
                 }),
                 key);
}

/** "hard:key=value,key=value": the search level with some settings changed (or
 *  "greedy:..." with some weights changed), for measuring a change against the shipped
 *  level. False when a key or value is not understood. */
bool applySearchTuning(SearchSettings& s, QStringView tuning)
{
    for (QStringView pair : tuning.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return false;
        const QStringView key = pair.left(eq), text = pair.mid(eq + 1);
        bool ok = false;
        if (key == QLatin1String("halving")) {
            s.halving = text.toInt(&ok) != 0;
        } else if (double* number = searchSetting(s, key)) {
            *number = text.toDouble(&ok);
        } else if (int* count = searchCount(s, key)) {
            *count = text.toInt(&ok);
        }
        if (!ok)
            return false;
    }
    return true;
}

} // namespace

std::unique_ptr<AiPlayer> makeAiPlayer(const QString& level, std::uint64_t seed)
{
    if (level.startsWith(QLatin1String("hard:"))) {
        SearchSettings s = searchSettings(QStringLiteral("hard"));
        if (!applySearchTuning(s, QStringView(level).mid(5)))
            return nullptr;
        s.level = level;
        return std::make_unique<SearchPlayer>(s, seed);
    }
    if (level.startsWith(QLatin1String("greedy:"))) {
        SearchSettings s; // only its weights count
        if (!applySearchTuning(s, QStringView(level).mid(7)))
            return nullptr;
        return std::make_unique<GreedyPlayer>(seed, s.weights);
    }
    if (level == QLatin1String("random"))
        return std::make_unique<RandomPlayer>(seed);
    if (level == QLatin1String("greedy"))
        return std::make_unique<GreedyPlayer>(seed);
    // Temperatures measured in 2-player games: easy beats random in about 98% of games
    // with some 65 points (which a newcomer can beat); normal beats the one-move player
    // this project had before (which scores some 85) in about 70%, with some 105 points.
    if (level == QLatin1String("easy"))
        return std::make_unique<LoosePlayer>(level, seed, 3.0);
    if (level == QLatin1String("normal"))
        return std::make_unique<LoosePlayer>(level, seed, 0.85);
    if (level == QLatin1String("hard"))
        return std::make_unique<SearchPlayer>(searchSettings(level), seed);
    return nullptr;
}

} // namespace bastide
