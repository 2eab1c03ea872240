// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/match/forfeit.h"

namespace bastide::cli {

QString reasonName(Forfeit::Reason reason)
{
    switch (reason) {
    case Forfeit::Reason::CannotStart:
        return QStringLiteral("cannotStart");
    case Forfeit::Reason::Timeout:
        return QStringLiteral("timeout");
    case Forfeit::Reason::Crash:
        return QStringLiteral("crash");
    case Forfeit::Reason::ExitStatus:
        return QStringLiteral("exitStatus");
    case Forfeit::Reason::TooMuchOutput:
        return QStringLiteral("tooMuchOutput");
    case Forfeit::Reason::Unreadable:
        return QStringLiteral("unreadable");
    case Forfeit::Reason::WrongTile:
        return QStringLiteral("wrongTile");
    case Forfeit::Reason::Illegal:
        return QStringLiteral("illegal");
    }
    return {};
}

} // namespace bastide::cli
