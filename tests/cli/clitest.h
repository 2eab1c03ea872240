// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ai/aiplayer.h"
#include "engine/gamerecord.h"
#include "engine/standarddeck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>

namespace bastide::test {

/** What a run of bastide-cli gave. */
struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QJsonArray jsonArray() const { return QJsonDocument::fromJson(out).array(); }
};

/** The environment bots run in: they find the CLI in $BASTIDE_CLI. */
inline QProcessEnvironment botEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("BASTIDE_CLI"), QStringLiteral(BASTIDE_CLI));
    return env;
}

/** Runs bastide-cli to its end (CTest's timeout guards against a hang). */
inline CliRun runCli(const QStringList& arguments,
                     const QProcessEnvironment& env = botEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(BASTIDE_CLI), arguments);
    process.waitForFinished(-1);
    CliRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

/** A game on the standard deck after `moves` moves of random play. */
inline Game randomGame(int moves, bool river = false, int players = 2, std::uint64_t seed = 7)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = Rules{river, true, FarmerScoring::Modern, {}};
    setup->seed = seed;
    for (int p = 0; p < players; ++p)
        setup->players.push_back(PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p),
                                             PlayerKind::Ai, QStringLiteral("random")});
    Game game(setup, seed);
    auto ai = makeAiPlayer(QStringLiteral("random"), seed);
    for (int i = 0; i < moves && !game.isFinished(); ++i)
        game.apply(ai->choose(game));
    return game;
}

/** Every tile id of `bag`, for comparing orders. */
inline QStringList tileIds(const QJsonArray& bag)
{
    QStringList ids;
    for (const QJsonValue& v : bag)
        ids << v.toString();
    return ids;
}

} // namespace bastide::test
