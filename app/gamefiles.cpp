// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/gamefiles.h"

#include "app/gametexts.h"
#include "engine/deckjson.h"
#include "engine/legacydeck.h"
#include "engine/messages.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace bastide {

QString GameFiles::autosavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("autosave.json"));
}

bool GameFiles::save(const Game& game, const QString& path, QString* error)
{
    QString why;
    // The draw order stays out of plain sight: when the seed and the moves deal the tiles
    // left as they lie, the record leaves `bag` out and goes on from its seed (formats.md §7);
    // a bag reordered since (a record that gave its own) is kept as it is.
    if (writeFileAtomically(path, writeRecord(recordOf(game, !bagFollowsSeed(game))), &why))
        return true;
    if (error) {
        *error = tr("The game could not be saved to %1: %2. The previous file is unchanged.")
                     .arg(QDir::toNativeSeparators(path), why);
    }
    return false;
}

std::optional<ReplayedGame> GameFiles::load(const QString& path, QString* error, QString* note)
{
    Problems problems;
    const QString fileName = QFileInfo(path).fileName();
    std::optional<GameRecord> record = readRecordFile(path, problems);
    std::optional<ReplayedGame> game;
    if (record)
        game = ReplayedGame::of(*record, fileName, problems);
    if (!game && !problems.empty() && problems.back().code == ProblemCode::LegacyRiver) {
        // "standard" names today's deck, on which this game is illegal; it was played on the
        // earlier one, and goes on there.
        Problems again;
        if (std::optional<GameRecord> legacy = onLegacyDeck(*record))
            game = ReplayedGame::of(std::move(*legacy), fileName, again);
        if (game && note)
            *note = tr("%1 goes on with Bastide's earlier River tiles.").arg(fileName);
    }
    if (!game) {
        if (error) {
            const QString why = problems.empty()
                                    ? tr("the file could not be read")
                                    : describe(problems.front(), &GameTexts::translateMessage);
            *error = tr("This game cannot be opened.\n\n%1").arg(why);
        }
        return std::nullopt;
    }
    return game;
}

bool GameFiles::autosave(const Game& game, QString* error)
{
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    return save(game, path, error);
}

std::optional<ReplayedGame> GameFiles::unfinishedAutosave()
{
    if (!QFileInfo::exists(autosavePath()))
        return std::nullopt;
    std::optional<ReplayedGame> saved = load(autosavePath(), nullptr);
    if (!saved || saved->game.isFinished())
        return std::nullopt;
    return saved;
}

void GameFiles::removeAutosave()
{
    QFile::remove(autosavePath());
}

} // namespace bastide
