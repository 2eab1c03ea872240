// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rules.h"

#include <QCoreApplication>
#include <QString>

namespace bastide {

/** The words for the house rules (engine/rules.h houseRulesOf()): as a choice in the new-game
 *  dialog, as a part of the game's description, and as the sentence the end screen shows. */
class HouseRuleTexts
{
    Q_DECLARE_TR_FUNCTIONS(HouseRuleTexts)

public:
    /** "No pig": the check box that turns the rule on. */
    static QString choice(const QString& houseRule);
    /** "no pig": the rule among the game's options ("river · abbot · no pig"). */
    static QString part(const QString& houseRule);
    /** "House rules: no pig, no inns.", or empty in a game by the book. */
    static QString summary(const Rules& rules);
};

} // namespace bastide
