// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rules/rulemodule.h"

#include <QString>

namespace bastide::test {

/**
 * A rule module for tests only, under the set name "test-asks", that asks every kind of
 * decision a set may ask, of the players the rules would name: before every fourth draw the
 * mover may "lay the abbey" (only drawing is open); after each tile's figure action the next
 * player chooses one "dragon step" onto a tile beside it; after scoring the mover places a
 * "wagon" on a road of the tile or keeps it; when no tile is left each player declines once
 * in a final round. Nothing it does scores, so a game with it scores as without it.
 */
class AskingStub final : public RuleModule
{
public:
    static inline const QString Set = QStringLiteral("test-asks");
    /** Makes "test-asks" a known set for every game set up afterwards; once is enough. */
    static void registerIt();

    /** What the module has seen asked and answered in `game`, for tests. */
    struct Counts
    {
        int steps = 0;  // dragon steps taken
        int wagons = 0; // wagons placed (not kept)
        int kept = 0;   // wagons kept in supply
        int draws = 0;  // abbey-or-draw decisions asked
        int declines = 0;
        friend bool operator==(const Counts&, const Counts&) = default;
    };
    static Counts countsOf(const class Game& game);

    std::unique_ptr<ModuleState> initialState(const Game& game) const override;
    void beforeDraw(RuleContext& context) const override;
    void afterFigure(RuleContext& context) const override;
    void afterScoring(RuleContext& context) const override;
    void finalRound(RuleContext& context) const override;
    MoveError checkAnswer(const Game& game, const Decision& decision) const override;
    void applyAnswer(RuleContext& context, const Decision& decision) const override;
    void legalAnswers(const Game& game, std::vector<Decision>& answers) const override;

private:
    struct State;
    const State& state(const Game& game) const;
};

} // namespace bastide::test
