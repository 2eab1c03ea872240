// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "play/turnoutcome.h"

#include <algorithm>

namespace bastide {

TurnOutcome TurnOutcome::of(const Game& game, MoveOutcome outcome, int moveNumber,
                            std::span<const PlacedFigure> standing)
{
    const GameSetup& setup = game.setup();
    TurnOutcome o;
    static_cast<MoveOutcome&>(o) = std::move(outcome);
    o.moveNumber = moveNumber;
    if (!o.move.discard && !o.move.decline)
        o.tileIndex = game.board().tileAt(o.move.placement.cell);
    o.computer = o.player >= 0 && std::size_t(o.player) < setup.players.size() &&
                 setup.players[std::size_t(o.player)].kind == PlayerKind::Ai;
    o.figuresDuring.assign(standing.begin(), standing.end());
    if (o.placed)
        o.figuresDuring.push_back(*o.placed);
    return o;
}

std::vector<TurnOutcome> TurnOutcome::historyOf(const Game& game, std::vector<MoveOutcome> outcomes,
                                                std::vector<PlacedFigure>* standingAfter)
{
    std::vector<TurnOutcome> history;
    history.reserve(outcomes.size());
    // The figures standing before each move follow from the outcomes alone: the game
    // starts without any, a move adds the one it placed and takes off those it returned
    // (in the engine's order, so the list matches Game::figures()).
    std::vector<PlacedFigure> standing;
    for (MoveOutcome& outcome : outcomes) {
        history.push_back(of(game, std::move(outcome), int(history.size()) + 1, standing));
        const TurnOutcome& o = history.back();
        standing = o.figuresDuring;
        for (const PlacedFigure& f : o.returnedFigures()) {
            const auto it = std::find(standing.begin(), standing.end(), f);
            if (it != standing.end())
                standing.erase(it);
        }
    }
    if (standingAfter)
        *standingAfter = std::move(standing);
    return history;
}

} // namespace bastide
