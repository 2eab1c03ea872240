// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/documenttype.h"

#include "engine/jsonchecker.h"
#include "engine/messages.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace bastide {

std::optional<DocumentType::Kind> DocumentType::detect(const QString& path, QString* error)
{
    const QString name = QDir::toNativeSeparators(path);
    auto refuse = [error](const QString& text) -> std::optional<Kind> {
        if (error)
            *error = text;
        return std::nullopt;
    };
    // The system's and the JSON reader's own error texts are English: the engine words them.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %2 says why, e.g. "there is no such file"
        return refuse(tr("Cannot open “%1”: %2.").arg(name, describe(fileFault(file, false))));
    }
    const QByteArray bytes = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(bytes, parseError.offset);
        //: %4 says what is wrong, e.g. "a text in quotes is not closed"
        return refuse(tr("“%1” is not a Bastide file.\n\nIt is not valid JSON at line %2, "
                         "column %3: %4.")
                          .arg(name)
                          .arg(line)
                          .arg(column)
                          .arg(describeJsonError(parseError.error)));
    }
    const QString format = doc.object().value(QStringLiteral("format")).toString();
    if (format == QLatin1String("bastide-game"))
        return Kind::Game;
    if (format == QLatin1String("bastide-deck"))
        return Kind::Deck;
    return refuse(tr("“%1” is not a Bastide file.\n\nIts “format” should be “bastide-game” "
                     "or “bastide-deck”.")
                      .arg(name));
}

} // namespace bastide
