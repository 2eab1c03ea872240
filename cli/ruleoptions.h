// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/commandline.h"
#include "engine/rules.h"
#include "engine/tileset.h"

#include <memory>
#include <optional>

namespace bastide::cli {

/** What a series of games is played with, read from the options selfplay and match share:
 *  --deck, --river, --abbot, --farmers, --expansions, --house-rules. */
struct RuleOptions
{
    std::shared_ptr<const TileSet> tiles;
    bool standardDeck = true;
    Rules rules;
};

/** The option names readRuleOptions reads, for CommandLine. */
QStringList ruleOptionNames();

/**
 * Reads the deck and rule options. Defaults: the standard deck, the river when the deck has
 * one, the abbot on, modern farmers. On bad input prints what is wrong (naming the file and
 * item for a bad deck) and returns nothing.
 */
std::optional<RuleOptions> readRuleOptions(CommandLine& line);

/** `--expansions SET,SET`: sets the engine knows or groups of `deck`, each once (spec §3);
 *  prints what is wrong and returns nothing on bad input. */
std::optional<QStringList> readExpansions(const CommandLine& line, const Deck& deck);

/** `--house-rules NAME,NAME`: house rules the engine knows (docs/formats.md §7), each once;
 *  prints what is wrong and returns nothing on bad input. */
std::optional<QStringList> readHouseRules(const CommandLine& line);

} // namespace bastide::cli
