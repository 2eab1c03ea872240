// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/ruleoptions.h"

#include "cli/clioutput.h"
#include "engine/deckjson.h"
#include "engine/standarddeck.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace bastide::cli {

QStringList ruleOptionNames()
{
    return {QStringLiteral("deck"),    QStringLiteral("river"),      QStringLiteral("abbot"),
            QStringLiteral("farmers"), QStringLiteral("expansions"), QStringLiteral("house-rules")};
}

std::optional<QStringList> readExpansions(const CommandLine& line, const Deck& deck)
{
    QStringList sets;
    const auto value = line.value(QStringLiteral("expansions"));
    if (!value)
        return sets;
    for (const QString& word : value->split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString set = word.trimmed();
        if (sets.contains(set)) {
            printError(
                QCoreApplication::translate("CommandLineTool", "--expansions names \"%1\" twice")
                    .arg(set));
            return std::nullopt;
        }
        const bool ownGroup =
            deck.hasGroup(set) && set != QLatin1String("base") && set != QLatin1String("river");
        if (!isKnownExpansion(set) && !ownGroup) {
            printError(
                QCoreApplication::translate(
                    "CommandLineTool", "unknown expansion \"%1\": use %2 or a group of the deck")
                    .arg(set, QStringLiteral("inns-cathedrals, traders-builders")));
            return std::nullopt;
        }
        sets << set;
    }
    return sets;
}

std::optional<QStringList> readHouseRules(const CommandLine& line)
{
    QStringList names;
    const auto value = line.value(QStringLiteral("house-rules"));
    if (!value)
        return names;
    for (const QString& word : value->split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = word.trimmed();
        if (names.contains(name)) {
            printError(
                QCoreApplication::translate("CommandLineTool", "--house-rules names \"%1\" twice")
                    .arg(name));
            return std::nullopt;
        }
        if (!knownHouseRules().contains(name)) {
            printError(
                QCoreApplication::translate("CommandLineTool", "unknown house rule \"%1\": use %2")
                    .arg(name, knownHouseRules().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        names << name;
    }
    return names;
}

std::optional<RuleOptions> readRuleOptions(CommandLine& line)
{
    const auto river = line.onOff(QStringLiteral("river"));
    const auto abbot = line.onOff(QStringLiteral("abbot"));
    if (!line.ok()) {
        printError(line.error());
        return std::nullopt;
    }
    RuleOptions options;
    const QString farmers =
        line.value(QStringLiteral("farmers")).value_or(QStringLiteral("modern"));
    if (farmers == QLatin1String("modern"))
        options.rules.farmers = FarmerScoring::Modern;
    else if (farmers == QLatin1String("classic"))
        options.rules.farmers = FarmerScoring::Classic;
    else if (farmers == QLatin1String("none"))
        options.rules.farmers = FarmerScoring::None;
    else {
        printError(QCoreApplication::translate("CommandLineTool",
                                               "--farmers must be modern, classic or none"));
        return std::nullopt;
    }
    options.tiles = standardTileSet();
    if (const auto deckPath = line.value(QStringLiteral("deck"))) {
        Problems problems;
        std::optional<Deck> deck;
        if (const auto bytes = readFileBytes(*deckPath, problems))
            deck = readDeck(*bytes, QFileInfo(*deckPath).fileName(), problems);
        if (!deck) {
            printProblems(problems);
            return std::nullopt;
        }
        options.tiles = TileSet::build(std::move(*deck));
        options.standardDeck = false;
    }
    options.rules.river = river.value_or(options.tiles->deck().hasRiver());
    options.rules.abbot = abbot.value_or(true);
    const auto expansions = readExpansions(line, options.tiles->deck());
    if (!expansions)
        return std::nullopt;
    options.rules.expansions = *expansions;
    const auto houseRules = readHouseRules(line);
    if (!houseRules)
        return std::nullopt;
    options.rules.houseRules = *houseRules;
    if (options.rules.river && !options.tiles->deck().hasRiver()) {
        printError(QCoreApplication::translate("CommandLineTool",
                                               "--river on needs a deck with river tiles"));
        return std::nullopt;
    }
    return options;
}

} // namespace bastide::cli
