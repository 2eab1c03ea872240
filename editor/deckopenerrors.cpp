// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/deckopenerrors.h"

#include "editor/messagetranslation.h"
#include "engine/deckvalidator.h"
#include "engine/jsonchecker.h"
#include "engine/messages.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <algorithm>
#include <optional>

namespace bastide {

namespace {

/** The range of a number the deck reader checks (docs/formats.md §2, §7), or none. */
std::optional<std::pair<int, int>> rangeOf(const QString& key)
{
    if (key == QLatin1String("count"))
        return std::pair(1, MaxDeckTiles);
    if (key == QLatin1String("shields"))
        return std::pair(0, MaxShields);
    return std::nullopt;
}

} // namespace

DeckOpenError DeckOpenErrors::explain(const QString& fileName, const QByteArray* bytes,
                                      const Problems& problems)
{
    DeckOpenError result;
    if (bytes) {
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parse);
        if (parse.error != QJsonParseError::NoError) {
            const auto [line, column] = lineAndColumn(*bytes, parse.offset);
            //: %1 is the file, %2 what the JSON reader found wrong (e.g. "a text in quotes is
            //: not closed"), %3 and %4 where.
            result.text = tr("%1 is not a readable deck: the JSON text is broken at line %3, "
                             "column %4 (%2).")
                              .arg(fileName, describeJsonError(parse.error, translateMessage))
                              .arg(line)
                              .arg(column);
            return result;
        }
        const QString format = doc.object().value(QLatin1String("format")).toString();
        if (format == QLatin1String("bastide-game")) {
            result.savedGame = true;
            result.text =
                tr("%1 is a saved game, not a deck. Open it in the game window?").arg(fileName);
            return result;
        }
        // Another program's JSON: its keys are not worth listing one by one as faults.
        if (!doc.isObject() || format != QLatin1String("bastide-deck")) {
            result.notADeck = true;
            //: %1 is the file, %2 the line a deck file has.
            result.text = tr("%1 is not a Bastide deck: a deck file says %2 near its top, and "
                             "this one does not. It may belong to another program.")
                              .arg(fileName, QStringLiteral("\"format\": \"bastide-deck\""));
            return result;
        }
    }
    QStringList lines;
    for (const Problem& p : problems) {
        QString line = describe(p, translateMessage);
        if (p.code == ProblemCode::BadValue) {
            if (const auto range = rangeOf(p.key)) {
                //: Added after a bad number in a deck file: the range it must be in.
                line += QLatin1Char(' ') + tr("It must be a whole number from %1 to %2.")
                                               .arg(range->first)
                                               .arg(range->second);
            }
        }
        lines << line;
    }
    result.text = lines.join(QLatin1Char('\n'));
    return result;
}

} // namespace bastide
