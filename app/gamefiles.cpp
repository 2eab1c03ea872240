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
    if (writeFileAtomically(path, writeRecord(recordOf(game, true)), &why))
        return true;
    if (error) {
        *error = tr("The game could not be saved to %1: %2. The previous file is unchanged.")
                     .arg(QDir::toNativeSeparators(path), why);
    }
    return false;
}

std::optional<GameRecord> GameFiles::load(const QString& path, QString* error, bool* finished,
                                          QString* note)
{
    Problems problems;
    const QString fileName = QFileInfo(path).fileName();
    std::optional<GameRecord> record = readRecordFile(path, problems);
    std::optional<Game> game;
    if (record)
        game = replay(*record, fileName, problems);
    if (!game && !problems.empty() && problems.back().code == ProblemCode::LegacyRiver) {
        // "standard" names today's deck, on which this game is illegal; it was played on the
        // earlier one, and goes on there.
        std::optional<GameRecord> legacy = onLegacyDeck(*record);
        Problems again;
        if (legacy)
            game = replay(*legacy, fileName, again);
        if (game) {
            record = std::move(legacy);
            if (note)
                *note = tr("%1 goes on with Bastide's earlier River tiles.").arg(fileName);
        }
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
    if (finished)
        *finished = game->isFinished();
    return record;
}

bool GameFiles::autosave(const Game& game, QString* error)
{
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    return save(game, path, error);
}

std::optional<GameRecord> GameFiles::unfinishedAutosave()
{
    if (!QFileInfo::exists(autosavePath()))
        return std::nullopt;
    bool finished = true;
    auto record = load(autosavePath(), nullptr, &finished);
    if (!record || finished)
        return std::nullopt;
    return record;
}

void GameFiles::removeAutosave()
{
    QFile::remove(autosavePath());
}

} // namespace bastide
