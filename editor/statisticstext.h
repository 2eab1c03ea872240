// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/decksimulation.h"
#include "editor/deckstatistics.h"

#include <QCoreApplication>

namespace bastide {

/** The statistics panel's texts (rich text), worded from DeckStatistics and the test games. */
class StatisticsText
{
    Q_DECLARE_TR_FUNCTIONS(bastide::StatisticsText)

public:
    static QString terrain(Terrain terrain);
    /** "city-road-field-road": the edges clockwise from north. */
    static QString pattern(const EdgePattern& pattern);
    static QString contents(const DeckStatistics& s);
    /** A table of each group's tiles and marks (inns, cathedrals, inner fields, goods). */
    static QString groups(const DeckStatistics& s);
    /** What the edge patterns say about where tiles fit, and what they cannot say. */
    static QString fitting(const Deck& deck, const DeckStatistics& s);
    static QString patterns(const Deck& deck, const DeckStatistics& s);
    static QString tiles(const Deck& deck, const DeckStatistics& s);
    static QString simulation(const Deck& deck, const DeckSimulation::Result& result);
    /** A share as a percentage in the language's digits, without the sign. */
    static QString percent(double share);

    /** A tile fitting nowhere at this share of the test games' turns or more is listed. */
    static constexpr double StrandedListed = 0.01;
};

} // namespace bastide
