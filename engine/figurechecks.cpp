// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/figurechecks.h"

#include "engine/game.h"

#include <bit>

namespace bastide {

bool FigureChecks::holdsMeeple(int player, const FeatureAfter& after) const
{
    const Board& board = m_game.board();
    const RuleSet& rules = m_game.ruleSet();
    for (const PlacedFigure& f : m_game.figures()) {
        if (f.player == player && f.segment.valid() && rules.figure(f.type).meeple &&
            after.joins(board.root(f.segment)))
            return true;
    }
    return false;
}

MoveError FigureChecks::checkAbbotReturn(Placement laid) const
{
    const int me = m_game.currentPlayer();
    if (!m_game.rules().abbot)
        return MoveError::AbbotOff;
    const PlacedFigure* abbot = nullptr;
    for (const PlacedFigure& f : m_game.figures()) {
        if (f.player == me && f.type == FigureType::Abbot)
            abbot = &f;
    }
    if (!abbot || !abbot->segment.valid())
        return MoveError::AbbotNotOnBoard;
    const Board& board = m_game.board();
    const PlacedTile& t = board.tile(board.segmentTile(abbot->segment));
    const int dx = std::abs(t.cell.x - laid.cell.x);
    const int dy = std::abs(t.cell.y - laid.cell.y);
    const bool surrounds = dx <= 1 && dy <= 1;
    if (t.neighbours + (surrounds ? 1 : 0) >= 8)
        return MoveError::AbbotFeatureCompleted;
    return MoveError::None;
}

MoveError FigureChecks::check(const Move& move) const
{
    if (move.place && move.returnAbbot)
        return MoveError::FigureAndAbbotReturn;
    if (move.returnAbbot)
        return checkAbbotReturn(move.placement);
    if (!move.place)
        return MoveError::None;
    // A figure elsewhere (through a portal, on a tower, at a corner) comes with the sets
    // that allow it; none of those is in this game.
    if (!move.place->onLaidTile())
        return MoveError::PlacementNeedsExpansion;
    const int me = m_game.currentPlayer();
    const Board& board = m_game.board();
    const TileRules& tr = m_game.tileSet().rules(move.tile);
    const int f = move.place->feature;
    if (f < 0 || f >= tr.featureCount)
        return MoveError::NoSuchFeature;
    const FeatureKind kind = tr.features[std::size_t(f)].kind;
    if (kind == FeatureKind::River)
        return MoveError::NoFigureOnRiver;
    const FigureRule& rule = m_game.ruleSet().figure(move.place->figure);
    if (!rule.inGame)
        return rule.notInGame;
    if (const MoveError e = rule.refusedOn[std::size_t(kind)]; e != MoveError::None)
        return e;
    if (m_game.player(me).inSupply(move.place->figure) == 0)
        return rule.noneLeft;
    // Last: the checks that look at neighbours, then the modules' own.
    if (rule.joinsOwnFigure) {
        const FeatureAfter after = board.featureAfter(move.tile, move.placement, f);
        if (!holdsMeeple(me, after))
            return rule.needsOwnFigure;
        if (rule.needsIncomplete && after.openEnds == 0)
            return rule.completed;
    } else if (board.occupiedAfter(move.tile, move.placement) & (1u << f)) {
        return MoveError::FeatureOccupied;
    }
    if (m_game.ruleSet().vetoes()) {
        for (const auto& module : m_game.ruleSet().modules()) {
            if (const MoveError e = module->vetoFigure(m_game, move); e != MoveError::None)
                return e;
        }
    }
    return MoveError::None;
}

bool FigureChecks::vetoed(TileTypeId type, Placement p, FigurePlacement place) const
{
    Move probe;
    probe.tile = type;
    probe.placement = p;
    probe.place = place;
    for (const auto& module : m_game.ruleSet().modules()) {
        if (module->vetoFigure(m_game, probe) != MoveError::None)
            return true;
    }
    return false;
}

FigureOptions FigureChecks::options(TileTypeId type, Placement p) const
{
    FigureOptions options;
    const int me = m_game.currentPlayer();
    const Board& board = m_game.board();
    const TileRules& tr = m_game.tileSet().rules(type);
    const PlayerState& state = m_game.player(me);
    const RuleSet& rules = m_game.ruleSet();
    // Figures in supply, a bit per FigureType: only those are looked at, so the expansions'
    // figures cost nothing when off or used up.
    const unsigned available = state.available() & rules.figuresInGame();
    if (available != 0) {
        const std::uint16_t occupied = board.occupiedAfter(type, p);
        const bool vetoes = rules.vetoes();
        for (int f = 0; f < tr.featureCount; ++f) {
            const FeatureKind kind = tr.features[std::size_t(f)].kind;
            const bool taken = occupied & (1u << f);
            // An empty feature takes the ordinary figures; the builder and the pig join a
            // feature taken by one of the player's own.
            for (unsigned types = available & rules.figuresOn(kind, taken); types != 0;
                 types &= types - 1) {
                const auto figure = FigureType(std::countr_zero(types));
                const FigureRule& rule = rules.figure(figure);
                if (rule.joinsOwnFigure) {
                    const FeatureAfter after = board.featureAfter(type, p, f);
                    if (!holdsMeeple(me, after) || (rule.needsIncomplete && after.openEnds == 0))
                        continue;
                }
                if (vetoes && vetoed(type, p, FigurePlacement{figure, f}))
                    continue;
                options.allow(figure, f);
            }
        }
    }
    if (rules.figure(FigureType::Abbot).inGame && state.inSupply(FigureType::Abbot) == 0)
        options.canReturnAbbot = checkAbbotReturn(p) == MoveError::None;
    return options;
}

} // namespace bastide
