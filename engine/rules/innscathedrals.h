// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rules/rulemodule.h"

namespace bastide {

class RuleSet;
class TileSet;
struct Rules;

/**
 * Inns & Cathedrals (spec §4.1): a road with an inn scores 2 per tile complete and nothing
 * unfinished, a city with a cathedral 3 per tile and shield complete and nothing
 * unfinished; the big follower counts twice in majorities. The marks score wherever a tile
 * in play carries them; the big follower comes with the expansion. House rules leave out the
 * big follower, the inns or the cathedrals.
 */
class InnsCathedrals final : public RuleModule
{
public:
    /** Adds the big follower when the expansion is listed, and the module when marks can
     *  be laid that score; "no-big-follower", "no-inns" and "no-cathedrals" leave them out. */
    static void addTo(RuleSet& set, const Rules& rules, const TileSet& tiles);

    void scoreFeature(const Game& game, ScoreEvent& event) const override;
    void featureRates(const Game& game, SegmentId root, FeatureRates& rates) const override;

private:
    InnsCathedrals(bool inns, bool cathedrals) : m_inns(inns), m_cathedrals(cathedrals) {}

    bool m_inns = true;       // inns score (no "no-inns" house rule)
    bool m_cathedrals = true; // cathedrals score
};

} // namespace bastide
