// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/moveadvice.h"

#include <QCoreApplication>
#include <QString>

namespace bastide {

/** A suggested move's reason in one line of the player's language ("closes the city for
 *  8 points"). One sentence per feature kind, since languages decline the noun. */
class MoveReasonText
{
    Q_DECLARE_TR_FUNCTIONS(MoveReasonText)

public:
    static QString describe(const MoveReason& reason);

private:
    static QString closes(FeatureKind kind, int points);
    static QString claims(FeatureKind kind, int points);
    static QString shares(FeatureKind kind, int points);
    static QString extends(FeatureKind kind, int points);
    static QString blocks(FeatureKind kind);
    static QString hinders(FeatureKind kind);
};

} // namespace bastide
