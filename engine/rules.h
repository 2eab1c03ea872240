// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>
#include <cstdint>
#include <utility>

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
    Rules() = default;
    // A constructor rather than an aggregate: the options added later (house rules) need no
    // change, and raise no warning, where rules are written out in full.
    Rules(bool river, bool abbot, FarmerScoring farmers, QStringList expansions = {},
          QStringList houseRules = {})
        : river(river), abbot(abbot), farmers(farmers), expansions(std::move(expansions)),
          houseRules(std::move(houseRules))
    {}

    bool river = true;
    bool abbot = true;
    FarmerScoring farmers = FarmerScoring::Modern;
    /** Expansion sets in play, each once, in the record's order: "inns-cathedrals" and
     *  "traders-builders" bring figures and scoring, any other name a deck group's tiles. */
    QStringList expansions;
    /** House rules in play, each once (docs/formats.md §7): components of the expansions
     *  left out, named as houseRulesOf() lists them ("no-pig"). Empty in a game by the book. */
    QStringList houseRules;

    bool hasExpansion(const QString& set) const { return expansions.contains(set); }
    bool innsCathedrals() const { return hasExpansion(QStringLiteral("inns-cathedrals")); }
    bool tradersBuilders() const { return hasExpansion(QStringLiteral("traders-builders")); }
    bool houseRule(const QString& name) const { return houseRules.contains(name); }

    friend bool operator==(const Rules&, const Rules&) = default;
};

/** The house rules of `set`, a component of it left out each, in the order they are offered:
 *  Inns & Cathedrals has "no-big-follower", "no-inns" and "no-cathedrals" (the marks then
 *  score as plain roads and cities); Traders & Builders "no-builder", "no-pig" and
 *  "no-goods" (no tokens taken, no awards). Any other set has none. */
inline QStringList houseRulesOf(const QString& set)
{
    if (set == QLatin1String("inns-cathedrals"))
        return {QStringLiteral("no-big-follower"), QStringLiteral("no-inns"),
                QStringLiteral("no-cathedrals")};
    if (set == QLatin1String("traders-builders"))
        return {QStringLiteral("no-builder"), QStringLiteral("no-pig"), QStringLiteral("no-goods")};
    return {};
}

/** Every house rule the engine knows, set by set. */
inline QStringList knownHouseRules()
{
    return houseRulesOf(QStringLiteral("inns-cathedrals")) +
           houseRulesOf(QStringLiteral("traders-builders"));
}

} // namespace bastide
