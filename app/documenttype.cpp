// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/documenttype.h"

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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(tr("Cannot open “%1”.\n\n%2").arg(name, file.errorString()));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return refuse(tr("“%1” is not a Bastide file.\n\nIt is not valid JSON: %2 at "
                         "character %3.")
                          .arg(name, parseError.errorString())
                          .arg(parseError.offset));
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
