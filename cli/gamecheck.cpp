// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/gamecheck.h"

#include "engine/gamerecord.h"
#include "engine/messages.h"

#include <QCoreApplication>
#include <algorithm>

namespace bastide::cli {

namespace {

QString describeAll(const Problems& problems)
{
    QStringList lines;
    for (const Problem& p : problems)
        lines << describe(p);
    return lines.join(QLatin1String("; "));
}

void compareGames(const Game& original, const Game& replayed, const QString& what, QStringList& out)
{
    auto fault = [&](const QString& text) { out << QStringLiteral("%1: %2").arg(what, text); };
    if (replayed.moves() != original.moves())
        fault(QCoreApplication::translate("CommandLineTool", "the replayed moves differ"));
    if (replayed.isFinished() != original.isFinished())
        fault(QCoreApplication::translate("CommandLineTool", "finished %1, replayed %2")
                  .arg(original.isFinished())
                  .arg(replayed.isFinished()));
    if (!std::ranges::equal(replayed.bag(), original.bag()))
        fault(QCoreApplication::translate("CommandLineTool",
                                          "the bag differs (%1 tiles, replayed %2)")
                  .arg(original.tilesLeft())
                  .arg(replayed.tilesLeft()));
    if (replayed.currentPlayer() != original.currentPlayer())
        fault(QCoreApplication::translate("CommandLineTool", "player %1 to move, replayed %2")
                  .arg(original.currentPlayer() + 1)
                  .arg(replayed.currentPlayer() + 1));
    if (replayed.playerCount() != original.playerCount()) {
        fault(QCoreApplication::translate("CommandLineTool", "%1 players, replayed %2")
                  .arg(original.playerCount())
                  .arg(replayed.playerCount()));
        return;
    }
    for (int p = 0; p < original.playerCount(); ++p) {
        const PlayerState& a = original.player(p);
        const PlayerState& b = replayed.player(p);
        if (a.score() != b.score())
            fault(QCoreApplication::translate("CommandLineTool", "player %1 scores %2, replayed %3")
                      .arg(p + 1)
                      .arg(a.score())
                      .arg(b.score()));
        else if (!(a == b))
            fault(QCoreApplication::translate("CommandLineTool",
                                              "player %1's breakdown or supply differs")
                      .arg(p + 1));
    }
    if (!std::ranges::equal(replayed.figures(), original.figures()))
        fault(QCoreApplication::translate("CommandLineTool", "the figures on the board differ"));
    if (replayed.board().placedCount() != original.board().placedCount())
        fault(QCoreApplication::translate("CommandLineTool", "%1 tiles placed, replayed %2")
                  .arg(original.board().placedCount())
                  .arg(replayed.board().placedCount()));
    if (!(replayed.setup().rules == original.setup().rules) ||
        replayed.setup().players != original.setup().players ||
        replayed.setup().seed != original.setup().seed ||
        !(replayed.tileSet().deck() == original.tileSet().deck())) {
        fault(QCoreApplication::translate("CommandLineTool",
                                          "the setup (deck, rules, players or seed) differs"));
    }
}

void roundTrip(const Game& game, bool withBag, QStringList& out)
{
    const QString what =
        withBag ? QStringLiteral("record with bag") : QStringLiteral("record without bag");
    const QByteArray bytes = writeRecord(recordOf(game, withBag));
    Problems problems;
    const auto record = parseRecord(bytes, QStringLiteral("saved record"), problems);
    if (!record) {
        out << QCoreApplication::translate("CommandLineTool", "%1 does not read back: %2")
                   .arg(what, describeAll(problems));
        return;
    }
    const auto replayed = replay(*record, QStringLiteral("saved record"), problems);
    if (!replayed) {
        out << QCoreApplication::translate("CommandLineTool", "%1 does not replay: %2")
                   .arg(what, describeAll(problems));
        return;
    }
    compareGames(game, *replayed, what, out);
    if (writeRecord(recordOf(*replayed, withBag)) != bytes)
        out << QCoreApplication::translate("CommandLineTool",
                                           "%1: the replayed game saves to different bytes")
                   .arg(what);
    const QStringList violations = replayed->invariantViolations();
    for (const QString& v : violations)
        out << QStringLiteral("%1, replayed: %2").arg(what, v);
}

} // namespace

QStringList checkGameState(const Game& game)
{
    QStringList out = game.invariantViolations();
    if (game.isFinished())
        return out;
    const std::vector<Move> moves = game.legalMoves();
    if (moves.empty())
        out << QCoreApplication::translate("CommandLineTool",
                                           "no legal move for an unfinished game");
    for (const Move& m : moves) {
        const MoveError e = game.check(m);
        if (e != MoveError::None) {
            out << QCoreApplication::translate("CommandLineTool",
                                               "a listed legal move is refused: %1")
                       .arg(describe(e));
            break;
        }
    }
    return out;
}

QStringList checkRecordRoundTrip(const Game& game)
{
    QStringList out;
    roundTrip(game, true, out);
    if (game.isFinished())
        roundTrip(game, false, out);
    return out;
}

} // namespace bastide::cli
