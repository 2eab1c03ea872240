// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rules/innscathedrals.h"

#include "engine/game.h"
#include "engine/rules/ruleset.h"

namespace bastide {

void InnsCathedrals::addTo(RuleSet& set, const Rules& rules, const TileSet& tiles)
{
    if (rules.innsCathedrals()) {
        FigureRule& big = set.figure(FigureType::Big);
        big.inGame = true;
        big.supply = 1;
        big.weight = 2;
        big.refusedOn[std::size_t(FeatureKind::River)] = MoveError::NoFigureOnRiver;
        big.refusedOn[std::size_t(FeatureKind::Garden)] = MoveError::GardenTakesOnlyAbbot;
        if (rules.farmers == FarmerScoring::None)
            big.refusedOn[std::size_t(FeatureKind::Field)] = MoveError::FarmersOff;
        big.noneLeft = MoveError::BigNotInSupply;
    }
    if (tiles.innOrCathedralInPlay(rules))
        set.add(std::unique_ptr<const RuleModule>(new InnsCathedrals(tiles)));
}

InnsCathedrals::InnsCathedrals(const TileSet& tiles)
    : m_inns(std::size_t(tiles.typeCount())), m_cathedrals(std::size_t(tiles.typeCount()))
{
    for (int t = 0; t < tiles.typeCount(); ++t) {
        const auto& features = tiles.type(t).features;
        for (std::size_t f = 0; f < features.size(); ++f) {
            if (features[f].inn)
                m_inns[std::size_t(t)] |= std::uint16_t(1u << f);
            if (features[f].cathedral)
                m_cathedrals[std::size_t(t)] |= std::uint16_t(1u << f);
        }
    }
}

bool InnsCathedrals::anySegmentMarked(const Game& game, int root,
                                      const std::vector<std::uint16_t>& marks) const
{
    const Board& board = game.board();
    bool marked = false;
    board.forEachSegment(root, [&](int s) {
        const int type = board.tile(board.segmentTile(s)).type;
        marked = marked || (marks[std::size_t(type)] & (1u << board.segmentFeature(s)));
    });
    return marked;
}

void InnsCathedrals::scoreFeature(const Game& game, ScoreEvent& event) const
{
    // The classic farmers' city awards never come here: for farmers a cathedral city is an
    // ordinary completed city.
    if (event.kind == FeatureKind::Road && anySegmentMarked(game, event.segment, m_inns)) {
        event.inn = true;
        event.points = event.complete ? 2 * event.tiles : 0;
    } else if (event.kind == FeatureKind::City &&
               anySegmentMarked(game, event.segment, m_cathedrals)) {
        event.cathedral = true;
        event.points = event.complete ? 3 * (event.tiles + event.shields) : 0;
    }
}

} // namespace bastide
