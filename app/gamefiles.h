// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "play/replayedgame.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace bastide {

/**
 * Game records on disk (spec §3): saving atomically, loading with the engine's checks,
 * and the autosave in the app's data folder that lets an unfinished game be resumed.
 * Errors come back as sentences naming the file and the problem.
 */
class GameFiles
{
    Q_DECLARE_TR_FUNCTIONS(GameFiles)

public:
    static QString autosavePath();

    /** Writes the game's record; its bag only when the seed does not deal it. */
    static bool save(const Game& game, const QString& path, QString* error);
    /**
     * Reads and replays a record, once: the game comes back as it stands, with what each
     * move did. On any problem returns nullopt and says why. A game saved with Bastide's
     * earlier River (before issue 14) comes back on that River, carried inline from then
     * on, and `note` says so.
     */
    static std::optional<ReplayedGame> load(const QString& path, QString* error,
                                            QString* note = nullptr);

    static bool autosave(const Game& game, QString* error);
    /** The autosaved game when it exists, is sound and is not finished. */
    static std::optional<ReplayedGame> unfinishedAutosave();
    static void removeAutosave();
};

} // namespace bastide
