// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/validatecommand.h"

#include "cli/clioutput.h"
#include "cli/commandline.h"
#include "engine/deckjson.h"
#include "engine/messages.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

namespace bastide::cli {

namespace {

/** Tiles per group, and marks counted over every copy (inn and cathedral by feature, goods
 *  by symbol); both only when the deck has more than base and river, or any mark, so a
 *  plain deck prints what the spec's example shows. */
void addGroupsAndMarks(const Deck& deck, QJsonObject& out)
{
    QJsonObject groups;
    QMap<QString, int> marks;
    bool expansion = false;
    for (const TileType& t : deck.tiles) {
        groups.insert(t.groupName(), groups.value(t.groupName()).toInt() + t.count);
        expansion = expansion || t.group == TileGroup::Expansion;
        for (const Feature& f : t.features) {
            if (f.has(Mark::Inn))
                marks[QStringLiteral("inn")] += t.count;
            if (f.has(Mark::Cathedral))
                marks[QStringLiteral("cathedral")] += t.count;
            for (int k = 0; k < GoodsKindCount; ++k) {
                if (f.goods[std::size_t(k)] > 0)
                    marks[goodsKindName(GoodsKind(k))] += t.count * f.goods[std::size_t(k)];
            }
        }
    }
    if (!expansion && marks.isEmpty())
        return;
    QJsonObject markCounts;
    for (auto it = marks.begin(); it != marks.end(); ++it)
        markCounts.insert(it.key(), it.value());
    out.insert(QStringLiteral("groups"), groups);
    out.insert(QStringLiteral("marks"), markCounts);
}

} // namespace

int runValidate(const QStringList& arguments)
{
    CommandLine line(arguments, {});
    if (!line.ok() || line.positional().size() != 1) {
        printError(line.ok() ? QCoreApplication::translate("CommandLineTool",
                                                           "usage: bastide-cli validate DECK.json")
                             : line.error());
        return BadInput;
    }
    const QString path = line.positional().first();
    Problems problems;
    std::optional<Deck> deck;
    if (const auto bytes = readFileBytes(path, problems))
        deck = readDeck(*bytes, QFileInfo(path).fileName(), problems);
    if (!deck) {
        QJsonArray errors;
        for (const Problem& p : problems)
            errors.append(describe(p));
        printJson(QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("errors"), errors}});
        printProblems(problems);
        return BadInput;
    }
    QJsonObject result{{QStringLiteral("ok"), true},
                       {QStringLiteral("tiles"), deck->totalTiles()},
                       {QStringLiteral("types"), int(deck->tiles.size())}};
    addGroupsAndMarks(*deck, result);
    printJson(result);
    return Success;
}

} // namespace bastide::cli
