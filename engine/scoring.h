// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/board.h"
#include "engine/placedfigure.h"
#include "engine/scoreevent.h"

#include <span>
#include <vector>

namespace bastide {

class Game;
struct MoveOutcome;

/**
 * Scoring (spec §4): features a move completed, the abbot's return, and the end of the game,
 * with the majority, the farmers' variants and the rule modules' formulas. It changes the
 * game it is given and reports to `outcome` (when given) each award and the figures it sent
 * home.
 */
class Scoring
{
public:
    Scoring(Game& game, MoveOutcome* outcome) : m_game(game), m_outcome(outcome) {}

    /** The features laying a tile completed, after the modules' decisions before scoring. */
    void completed(const PlaceEffects& effects);
    /** `player` takes their abbot back: its monastery or garden scores as unfinished. */
    void abbotReturn(int player);
    /** Unfinished features, fields, then the modules' own awards. */
    void endOfGame();

    /** What the feature rooted at `root` scores now, by the formula for `reason`. */
    static ScoreEvent featureValue(const Game& game, SegmentId root, ScoreReason reason);
    /** Players with the most figures on the feature (by weight), as a bit mask. */
    static std::uint8_t majority(const Game& game, SegmentId root);
    static std::vector<SegmentId> completedCitiesBordering(const Game& game, SegmentId fieldRoot);
    /** The same, into `cities` (cleared first): one buffer for all the fields of a game. */
    static void completedCitiesBordering(const Game& game, SegmentId fieldRoot,
                                         std::vector<SegmentId>& cities);

private:
    /** Scores the feature and sends its figures home. */
    void scoreAndClear(SegmentId root, ScoreReason reason);
    void scoreFields();
    /** Awards a field (modern) or city (classic) to `winners`, split by what each gets per
     *  city once the rule modules have had their say (the pig). */
    int awardField(ScoreEvent e, int perCity, std::span<const SegmentId> fieldRoots);

    Game& m_game;
    MoveOutcome* m_outcome;
};

} // namespace bastide
