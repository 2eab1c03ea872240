// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <utility>

namespace bastide {

/** Why a file could not be opened as a deck, in the designer's terms. */
struct DeckOpenError
{
    QString text;
    /** The file is a saved game: the game window can open it. */
    bool savedGame = false;
    /** The file is JSON but no Bastide deck (another program's, or no "format" at all). */
    bool notADeck = false;
};

/**
 * Words the reasons a deck file is refused so a designer can act on them: a saved game is
 * called a saved game (not a list of unknown keys), broken JSON is placed by line and
 * column, and a number out of range is told its range.
 */
class DeckOpenErrors
{
    Q_DECLARE_TR_FUNCTIONS(bastide::DeckOpenErrors)

public:
    /** `bytes` is the file's content when it could be read. */
    static DeckOpenError explain(const QString& fileName, const QByteArray* bytes,
                                 const Problems& problems);
};

} // namespace bastide
