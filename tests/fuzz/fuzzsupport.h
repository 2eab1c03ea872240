// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Shared by the libFuzzer targets: reporting a fault as a crash, and the checks every game
// reached from fuzzed input must pass.

#include "cli/gamecheck.h"
#include "engine/ai/aiplayer.h"
#include "engine/messages.h"

#include <QByteArray>
#include <QString>
#include <cstdio>
#include <cstdlib>

namespace bastide::fuzz {

/** A fault is a crash to libFuzzer: it saves the input and stops. */
[[noreturn]] inline void fail(const QString& what)
{
    std::fprintf(stderr, "FUZZ FAULT: %s\n", qPrintable(what));
    std::abort();
}

inline void failIf(const QStringList& faults, const char* context)
{
    if (!faults.isEmpty())
        fail(
            QStringLiteral("%1: %2").arg(QLatin1String(context), faults.join(QLatin1String("; "))));
}

/** Every refusal must come with at least one problem, each worded and naming the file. */
inline void checkRefusal(const Problems& problems, const QString& file)
{
    if (problems.empty())
        fail(QStringLiteral("refused without a problem"));
    for (const Problem& p : problems) {
        const QString text = describe(p);
        if (text.isEmpty() || p.file != file || !text.startsWith(file))
            fail(QStringLiteral("a problem that does not name the file: %1").arg(text));
    }
}

/** Plays `game` to its end with random players, checking the state after every move. */
inline void playOut(Game& game, std::uint64_t seed, int maxMoves)
{
    auto player = makeAiPlayer(QStringLiteral("random"), seed);
    for (int i = 0; i < maxMoves && !game.isFinished(); ++i) {
        const Move move = player->choose(game);
        const MoveError error = game.apply(move).error;
        if (error != MoveError::None)
            fail(QStringLiteral("a legal move was refused: %1").arg(describe(error)));
        failIf(cli::checkGameState(game), "after a move");
    }
    failIf(cli::checkRecordRoundTrip(game), "record round trip");
}

inline QByteArray bytesOf(const std::uint8_t* data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

} // namespace bastide::fuzz
