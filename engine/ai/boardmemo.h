// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ids.h"

#include <span>
#include <vector>

namespace bastide {

/**
 * What the evaluation works out from the board and the unseen tiles alone, kept while both
 * stay the same. Laying one tile at one spot makes the same board whichever figure goes with
 * it, so the moves of one placement, rated one after the other, can share every feature's
 * completion chance, every monastery's and garden's neighbour chances and every field's
 * cities; they differ only in who holds what. A kept value is the same bits as a computed
 * one, so a player using it plays the same moves, only sooner.
 *
 * Off until `start`. Its owner starts it again (or stops it) as soon as the next position
 * may have another board or other tiles left.
 */
class BoardMemo
{
public:
    struct Completion
    {
        double chance = 0;
        int open = 0;
        int dead = 0;
    };
    struct Centre
    {
        double value = 0;
        double complete = 0;
    };

    /** Forgets everything and keeps what follows. */
    void start();
    /** Forgets everything and keeps nothing more. */
    void stop();

    /** The completion of the road or city `root` worked on by `share` of the turns, if kept. */
    const Completion* completion(SegmentId root, double share) const;
    void keepCompletion(SegmentId root, double share, const Completion& value);
    /** The monastery's or garden's value and its chance to complete, if kept. */
    const Centre* centre(SegmentId segment) const;
    void keepCentre(SegmentId segment, const Centre& value);
    /** Puts the roots of the cities bordering field `root` in `out`, if kept. */
    bool fieldCities(SegmentId root, std::vector<SegmentId>& out) const;
    void keepFieldCities(SegmentId root, std::span<const SegmentId> cities);

private:
    struct KeptCompletion
    {
        SegmentId root;
        double share;
        Completion value;
    };
    struct KeptCentre
    {
        SegmentId segment;
        Centre value;
    };
    struct KeptField
    {
        SegmentId root;
        std::size_t first; // into m_fieldCities
        std::size_t count;
    };

    bool m_active = false;
    std::vector<KeptCompletion> m_completions;
    std::vector<KeptCentre> m_centres;
    std::vector<KeptField> m_fields;
    std::vector<SegmentId> m_fieldCities;
};

} // namespace bastide
