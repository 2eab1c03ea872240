// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rules/rulecontext.h"

#include "engine/game.h"

namespace bastide {

int RuleContext::mover() const
{
    return m_game.m_current;
}

const Move& RuleContext::move() const
{
    return m_game.m_turn.move;
}

TileIndex RuleContext::laidTile() const
{
    return m_game.m_turn.tile;
}

ModuleState* RuleContext::editState(const RuleModule& module)
{
    return m_game.m_states.edit(std::size_t(module.slot()));
}

int RuleContext::award(const ScoreEvent& event)
{
    return m_game.award(event, m_outcome);
}

void RuleContext::sendHome(FigureId figure)
{
    for (std::size_t i = 0; i < m_game.m_figures.size(); ++i) {
        if (m_game.m_figures[i].id != figure)
            continue;
        const PlacedFigure gone = m_game.m_figures[i];
        m_game.removeFigure(i, m_outcome, -1, ReturnReason::Removed);
        for (const auto& module : m_game.m_ruleSet->modules())
            module->figureRemoved(*this, gone);
        return;
    }
}

void RuleContext::ask(PendingDecision decision)
{
    m_game.m_turn.asked = decision;
}

MoveOutcome* RuleContext::outcome() const
{
    return m_outcome;
}

} // namespace bastide
