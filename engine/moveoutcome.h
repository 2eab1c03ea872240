// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/decision.h"
#include "engine/goods.h"
#include "engine/move.h"
#include "engine/moveerror.h"
#include "engine/placedfigure.h"
#include "engine/scoreevent.h"

#include <optional>
#include <vector>

namespace bastide {

/**
 * Everything a move or one decision did, as Game reports it, so that no other layer
 * recomputes a rule: who moved, the figure placed, the points scored, the figures that went
 * home and which scoring took each, the trade goods taken, what gave a second part of the
 * turn, who decides next.
 */
struct MoveOutcome
{
    MoveError error = MoveError::None; // anything else: refused, nothing changed
    int player = -1;                   // who made the move
    Move move;                         // the move as decided so far
    std::optional<PlacedFigure> placed;
    std::vector<ScoreEvent> events; // in the order they were scored, end of game included
    std::vector<FigureReturn> returned;
    Goods goodsTaken{};        // tokens the mover took for the cities the tile completed
    bool sameMover = false;    // the same player draws again (a discard or a double turn)
    bool doubleTurn = false;   // the move started the second part of a turn
    SegmentId doubleTurnCause; // the feature that gave the second part (the builder's)
    bool finished = false;     // the move ended the game (final scoring is in `events`)
    bool moveComplete = false; // the move's last decision is made
    PendingDecision next;      // the decision the game waits for now
    /** Who answered each decision of another player this outcome reports, in order (the
     *  player the rules named: a dragon step's chooser, a wagon's owner). */
    std::vector<int> answeredBy;

    bool ok() const { return error == MoveError::None; }
    /** Adds what a later decision of the same move did: the outcomes of a move's decisions,
     *  one after the other, add up to the outcome of the whole move. */
    void append(const MoveOutcome& later)
    {
        const int offset = int(events.size());
        if (later.placed)
            placed = later.placed;
        events.insert(events.end(), later.events.begin(), later.events.end());
        for (FigureReturn r : later.returned) {
            if (r.event >= 0)
                r.event += offset;
            returned.push_back(r);
        }
        for (int k = 0; k < GoodsKindCount; ++k)
            goodsTaken[std::size_t(k)] += later.goodsTaken[std::size_t(k)];
        answeredBy.insert(answeredBy.end(), later.answeredBy.begin(), later.answeredBy.end());
        if (later.player >= 0 && player < 0)
            player = later.player;
        move = later.move;
        sameMover = later.sameMover;
        doubleTurn = later.doubleTurn;
        doubleTurnCause = later.doubleTurnCause;
        finished = later.finished;
        moveComplete = later.moveComplete;
        next = later.next;
        error = later.error;
    }
    /** The figures of returned, without why. */
    std::vector<PlacedFigure> returnedFigures() const
    {
        std::vector<PlacedFigure> figures;
        for (const FigureReturn& r : returned)
            figures.push_back(r.figure);
        return figures;
    }
    friend bool operator==(const MoveOutcome&, const MoveOutcome&) = default;
};

} // namespace bastide
