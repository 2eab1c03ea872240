// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/botanswer.h"
#include "cli/match/entrant.h"
#include "cli/match/forfeit.h"
#include "cli/matchtally.h"
#include "cli/ruleoptions.h"
#include "engine/ai/aiplayer.h"
#include "engine/gamerecord.h"
#include "engine/random.h"

#include <optional>
#include <variant>
#include <vector>

namespace bastide::cli {

/** How one game of a match ended. */
struct RefereedGame
{
    GameResult result;
    std::optional<Forfeit> forfeit;
    QString
        failure; // the referee's own trouble (a file it could not write): the game does not count
};

/**
 * Plays the games of a match (spec §6) between built-in AIs and external bots, seats rotating
 * from game to game. It asks each pending decision of the player the rules name, so one tile
 * may lead to calls to several bots. Before each call it shuffles the unseen tiles and hides
 * the seed, so no player learns the draw order (and shows no bag at all for the choice
 * between the abbey and the draw); a bot that overruns the clock, fails or answers wrongly
 * forfeits the game. Records (with their seed) go to the output folder.
 */
class Referee
{
public:
    Referee(RuleOptions table, std::vector<Entrant> entrants, std::uint64_t seed, double clock,
            QString outDir, QString workDir);

    RefereedGame play(int gameIndex);

private:
    /** An answer, a forfeit, or the referee's own failure. */
    using Choice = std::variant<BotAnswer, Forfeit, QString>;
    Choice builtInAnswer(AiPlayer& ai, const GameRecord& view) const;
    Choice botAnswer(const Entrant& entrant, const GameRecord& view, PendingDecision pending,
                     int gameIndex, int callNumber) const;
    /** The answer played on `game`, or the forfeit it earns. */
    std::optional<Forfeit> play(Game& game, const BotAnswer& answer) const;
    static Forfeit forfeit(Forfeit::Reason reason, QString message);

    RuleOptions m_table;
    std::vector<Entrant> m_entrants;
    std::uint64_t m_seed;
    double m_clock;
    QString m_outDir;
    QString m_workDir;
};

} // namespace bastide::cli
