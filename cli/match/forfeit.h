// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace bastide::cli {

/** Why and where a player lost a match game without finishing it (spec §6). */
struct Forfeit
{
    enum class Reason
    {
        CannotStart,
        Timeout,
        Crash,
        ExitStatus,
        TooMuchOutput,
        Unreadable,
        WrongTile,
        Illegal
    };
    Reason reason = Reason::Illegal;
    int seat = 0;
    int entrant = 0;
    int move = 0; // the number the move would have had in the record, from 1
    QString message;
};

/** The reason as the summary names it: `timeout`, `illegal`, … */
QString reasonName(Forfeit::Reason reason);

} // namespace bastide::cli
