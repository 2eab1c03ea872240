// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/deck.h"
#include "engine/problem.h"

#include <QCoreApplication>
#include <optional>

namespace bastide {

/** An edit that mends a problem: the button's words, the deck after it, the tile it is
 *  about (-1: the deck). */
struct ProblemFix
{
    QString text;
    Deck after;
    int tile = -1;
};

/**
 * The mends the problem list offers where one is plain: no start tile (the tile in hand, or
 * the first base tile, becomes it), two of a start tile, spring or lake (the first keeps the
 * mark), a spring or lake of several copies, a mark where it has no meaning (an inn off a
 * road, a lake outside the river), a duplicate or bad id (an unused one). A problem whose
 * mend is a matter of design (an edge of two terrains) has none.
 */
class ProblemFixes
{
    Q_DECLARE_TR_FUNCTIONS(bastide::ProblemFixes)

public:
    /** The mend of `problem` in `deck`, if one is plain; `current` is the tile in hand,
     *  chosen where any tile of its kind would do. */
    static std::optional<ProblemFix> fixFor(const Deck& deck, const Problem& problem, int current);
};

} // namespace bastide
