// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace bastide {

class RuleSet;
struct Rules;

/** The base game's figures: seven followers, on a city, road, monastery or field (spec §4). */
namespace BaseGame {
void addTo(RuleSet& set, const Rules& rules);
}

/** The Abbot: one per player, on a monastery or garden only, taken back for points. */
namespace AbbotRules {
void addTo(RuleSet& set, const Rules& rules);
}

} // namespace bastide
