// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/feature.h"
#include "engine/problem.h"

#include <QString>
#include <optional>
#include <span>

namespace bastide {

/** Where a mark stands in a deck (spec §1): on one feature, or on the tile as a whole. */
enum class MarkPlace : std::uint8_t
{
    Feature,
    Tile
};

/**
 * One row of the registry of marks the expansion sets print on tiles (spec §1, the sets'
 * files): its key in a deck file, where it stands and on what, which set's rules it calls
 * for, and its validity. The deck reader and writer, the validator, the editor and the art
 * ask this table, so a set adds a row, not a field and a switch in each of them.
 */
struct MarkInfo
{
    Mark mark;
    const char* key; // the deck file's key
    MarkPlace place;
    FeatureKind onlyOn;    // a feature mark: the only kind of feature it may stand on
    const char* set;       // the expansion set whose rules it belongs to
    bool counted;          // goods: a count per kind ({"wine": 1}), not `true`
    bool offStartAndRiver; // never on the start tile, the spring or a river tile
    bool needsSet;         // a tile in play with it needs its set in `rules.expansions`
    ProblemCode offKind;   // a feature mark on another kind of feature
};

/** Every mark, in the order of Mark. */
std::span<const MarkInfo> markRegistry();
const MarkInfo& markInfo(Mark mark);
/** The mark a deck file's key names, if any. */
std::optional<Mark> markOfKey(QStringView key);

} // namespace bastide
