// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rules/innscathedrals.h"

#include "engine/game.h"
#include "engine/rules/ruleset.h"

namespace bastide {

void InnsCathedrals::addTo(RuleSet& set, const Rules& rules, const TileSet& tiles)
{
    // House rules leave a component out: no big follower's row, or marks that score as plain
    // roads and cities.
    if (rules.innsCathedrals() && rules.houseRule(QStringLiteral("no-big-follower"))) {
        set.figure(FigureType::Big).notInGame = MoveError::FigureLeftOut;
    } else if (rules.innsCathedrals()) {
        FigureRule& big = set.figure(FigureType::Big);
        big.inGame = true;
        big.supply = 1;
        big.weight = 2;
        big.meeple = true;
        big.refusedOn[std::size_t(FeatureKind::River)] = MoveError::NoFigureOnRiver;
        big.refusedOn[std::size_t(FeatureKind::Garden)] = MoveError::GardenTakesOnlyAbbot;
        if (rules.farmers == FarmerScoring::None)
            big.refusedOn[std::size_t(FeatureKind::Field)] = MoveError::FarmersOff;
        big.noneLeft = MoveError::BigNotInSupply;
    }
    const bool inns = !rules.houseRule(QStringLiteral("no-inns"));
    const bool cathedrals = !rules.houseRule(QStringLiteral("no-cathedrals"));
    if (tiles.innOrCathedralInPlay(rules) && (inns || cathedrals))
        set.add(std::unique_ptr<RuleModule>(new InnsCathedrals(inns, cathedrals)));
}

namespace {

/** Whether a segment of the feature carries the mark `marksOf(type)` gives (a bit per
 *  feature index). */
template <class MarksOf> bool anySegmentMarked(const Game& game, SegmentId root, MarksOf marksOf)
{
    const Board& board = game.board();
    bool marked = false;
    board.forEachSegment(root, [&](SegmentId s) {
        const TileTypeId type = board.tile(board.segmentTile(s)).type;
        marked = marked || (marksOf(type) & (1u << board.segmentFeature(s)));
    });
    return marked;
}

} // namespace

void InnsCathedrals::scoreFeature(const Game& game, ScoreEvent& event) const
{
    // The classic farmers' city awards never come here: for farmers a cathedral city is an
    // ordinary completed city.
    const TileSet& tiles = game.tileSet();
    if (event.kind == FeatureKind::Road && m_inns &&
        anySegmentMarked(game, event.segment, [&](TileTypeId type) { return tiles.inns(type); })) {
        event.inn = true;
        event.points = event.complete ? 2 * event.tiles : 0;
    } else if (event.kind == FeatureKind::City && m_cathedrals &&
               anySegmentMarked(game, event.segment,
                                [&](TileTypeId type) { return tiles.cathedrals(type); })) {
        event.cathedral = true;
        event.points = event.complete ? 3 * (event.tiles + event.shields) : 0;
    }
}

void InnsCathedrals::featureRates(const Game& game, SegmentId root, FeatureRates& rates) const
{
    // Complete, the marked feature scores the expansion's rate; unfinished, nothing.
    const TileSet& tiles = game.tileSet();
    const FeatureKind kind = game.board().kind(root);
    if (kind == FeatureKind::Road && m_inns &&
        anySegmentMarked(game, root, [&](TileTypeId type) { return tiles.inns(type); }))
        rates = FeatureRates{2.0, 0.0};
    else if (kind == FeatureKind::City && m_cathedrals &&
             anySegmentMarked(game, root, [&](TileTypeId type) { return tiles.cathedrals(type); }))
        rates = FeatureRates{3.0, 0.0};
}

} // namespace bastide
