// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace bastide {

/** Tells Bastide's two kinds of file apart. Both are JSON; the top-level "format" field
 *  says which (docs/formats.md), as the MIME types' magic does on the desktop. */
class DocumentType
{
    Q_DECLARE_TR_FUNCTIONS(DocumentType)

public:
    enum class Kind
    {
        Game,
        Deck
    };

    /** The kind of the file at `path`; nullopt with a sentence naming the file in `error`
     *  when it cannot be read or is neither. */
    static std::optional<Kind> detect(const QString& path, QString* error);
};

} // namespace bastide
