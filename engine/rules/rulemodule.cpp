// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rules/rulemodule.h"

namespace bastide {

std::unique_ptr<ModuleState> RuleModule::initialState(const Game&) const
{
    return nullptr;
}

void RuleModule::turnStart(RuleContext&) const {}

void RuleModule::beforeDraw(RuleContext&) const {}

void RuleModule::finalRound(RuleContext&) const {}

bool RuleModule::holdsBack(const Game&, TileTypeId) const
{
    return false;
}

void RuleModule::beforeTile(RuleContext&) const {}

MoveError RuleModule::vetoFigure(const Game&, const Move&) const
{
    return MoveError::None;
}

void RuleModule::afterFigure(RuleContext&) const {}

void RuleModule::scoreFeature(const Game&, ScoreEvent&) const {}

void RuleModule::afterCompleted(RuleContext&, SegmentId) const {}

void RuleModule::afterScoring(RuleContext&) const {}

std::optional<SegmentId> RuleModule::anotherPart(const RuleContext&) const
{
    return std::nullopt;
}

void RuleModule::figureRemoved(RuleContext&, const PlacedFigure&) const {}

int RuleModule::fieldCityPoints(const Game&, int, std::span<const SegmentId>, int points) const
{
    return points;
}

void RuleModule::finalScoring(const Game&, std::vector<ScoreEvent>&) const {}

void RuleModule::writeScores(const Game&, int, QJsonObject&, QJsonObject&) const {}

MoveError RuleModule::checkAnswer(const Game&, const Decision&) const
{
    return MoveError::NotThisDecision;
}

void RuleModule::applyAnswer(RuleContext&, const Decision&) const {}

void RuleModule::legalAnswers(const Game&, std::vector<Decision>&) const {}

void RuleModule::featureRates(const Game&, SegmentId, FeatureRates&) const {}

double RuleModule::stakeBonus(const Game&, const StakeView&, const EstimateTuning&) const
{
    return 0.0;
}

void RuleModule::estimateFinal(const Game&, std::span<double>) const {}

} // namespace bastide
