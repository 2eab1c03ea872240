// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/messagetranslation.h"

#include "engine/messages.h"

#include <QCoreApplication>

namespace bastide {

QString translateMessage(const char* sourceText)
{
    return QCoreApplication::translate("Messages", sourceText);
}

QStringList describeAll(const Problems& problems)
{
    QStringList lines;
    for (const Problem& p : problems)
        lines << describe(p, translateMessage);
    return lines;
}

} // namespace bastide
