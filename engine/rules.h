// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>
#include <cstdint>

namespace bastide {

enum class FarmerScoring : std::uint8_t
{
    Modern,
    Classic,
    None
};

/** The rule options of a game (spec §3 "rules", §4). */
struct Rules
{
    bool river = true;
    bool abbot = true;
    FarmerScoring farmers = FarmerScoring::Modern;
    /** Expansion sets in play, each once, in the record's order: "inns-cathedrals" and
     *  "traders-builders" bring figures and scoring, any other name a deck group's tiles. */
    QStringList expansions;

    bool hasExpansion(const QString& set) const { return expansions.contains(set); }
    bool innsCathedrals() const { return hasExpansion(QStringLiteral("inns-cathedrals")); }
    bool tradersBuilders() const { return hasExpansion(QStringLiteral("traders-builders")); }

    friend bool operator==(const Rules&, const Rules&) = default;
};

} // namespace bastide
