// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/ai/answerchooser.h"

#include "engine/game.h"

namespace bastide {

Decision AnswerChooser::choose(const Game& game)
{
    const PendingDecision pending = game.pending();
    const std::vector<Decision> answers = game.legalDecisions();
    std::size_t best = 0;
    double bestLead = -1e18;
    for (std::size_t i = 0; i < answers.size() && answers.size() > 1; ++i) {
        Game next = game;
        if (!next.decide(answers[i]).ok())
            continue;
        const double lead = m_evaluator.lead(next, pending.player);
        if (lead > bestLead) {
            bestLead = lead;
            best = i;
        }
    }
    return answers.empty() ? Decision{} : answers[best];
}

} // namespace bastide
