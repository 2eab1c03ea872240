// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the game record reader and replay (spec §3) on arbitrary bytes. A
// refused record must name the file in every problem; a record that replays must give a
// game whose invariants hold and whose own record replays to the same game.

#include "engine/gamerecord.h"
#include "fuzzsupport.h"

using namespace bastide;
using namespace bastide::cli;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString file = QStringLiteral("fuzz-game.json");
    Problems problems;
    const auto record = parseRecord(fuzz::bytesOf(data, size), file, problems);
    if (!record) {
        fuzz::checkRefusal(problems, file);
        return 0;
    }
    if (!problems.empty())
        fuzz::fail(QStringLiteral("a record was read with problems"));
    std::vector<MoveOutcome> outcomes;
    const auto game = replay(*record, file, problems, &outcomes);
    if (!game) {
        fuzz::checkRefusal(problems, file);
        return 0;
    }
    fuzz::failIf(checkGameState(*game), "replayed game");
    fuzz::failIf(checkRecordRoundTrip(*game), "record round trip");
    int points = 0;
    for (const MoveOutcome& outcome : outcomes) {
        for (const ScoreEvent& e : outcome.events) {
            for (int p = 0; p < game->playerCount(); ++p)
                points += (e.winners >> p & 1) ? e.points : 0;
        }
    }
    int scores = 0;
    for (int p = 0; p < game->playerCount(); ++p)
        scores += game->player(p).score();
    if (points != scores)
        fuzz::fail(
            QStringLiteral("score events add up to %1, scores to %2").arg(points).arg(scores));
    return 0;
}
