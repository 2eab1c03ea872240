// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rules/rulemodule.h"

namespace bastide {

void RuleModule::scoreFeature(const Game&, ScoreEvent&) const {}

int RuleModule::fieldCityPoints(const Game&, int, std::span<const SegmentId>, int points) const
{
    return points;
}

void RuleModule::beforeTile(const Game&, TurnMemo&) const {}

void RuleModule::afterCompleted(const Game&, SegmentId, TurnMemo&) const {}

bool RuleModule::anotherTurn(const Game&, const TurnMemo&) const
{
    return false;
}

void RuleModule::finalScoring(const Game&, std::vector<ScoreEvent>&) const {}

} // namespace bastide
