// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/match/referee.h"

#include "cli/match/botprocess.h"
#include "cli/match/botview.h"
#include "cli/seating.h"
#include "cli/timedchoice.h"
#include "engine/deckjson.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>

namespace bastide::cli {

namespace {

std::chrono::milliseconds toMilliseconds(double seconds)
{
    return std::chrono::milliseconds(qint64(seconds * 1000));
}

/** The start of what a bot printed, on one line, for a message. */
QString excerpt(const QByteArray& output)
{
    QString text = QString::fromUtf8(output).simplified();
    if (text.size() > 80)
        text = text.left(80) + QStringLiteral("…");
    return text;
}

QString withLastError(QString message, const QString& lastError)
{
    return lastError.isEmpty() ? message : QStringLiteral("%1 (%2)").arg(message, lastError);
}

} // namespace

Referee::Referee(RuleOptions table, std::vector<Entrant> entrants, std::uint64_t seed, double clock,
                 QString outDir, QString workDir)
    : m_table(std::move(table)), m_entrants(std::move(entrants)), m_seed(seed), m_clock(clock),
      m_outDir(std::move(outDir)), m_workDir(std::move(workDir))
{}

Forfeit Referee::forfeit(Forfeit::Reason reason, QString message)
{
    Forfeit f;
    f.reason = reason;
    f.message = std::move(message);
    return f;
}

RefereedGame Referee::play(int gameIndex)
{
    const int n = int(m_entrants.size());
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = m_table.tiles;
    setup->standardDeck = m_table.standardDeck;
    setup->rules = m_table.rules;
    setup->seed = mixSeed(m_seed, std::uint64_t(gameIndex)) >> 11; // fits a JSON integer exactly
    std::vector<int> entrantOfSeat(std::size_t(n), 0);
    std::vector<std::unique_ptr<AiPlayer>> ais(static_cast<std::size_t>(n));
    for (int seat = 0; seat < n; ++seat) {
        const int e = rotatedEntrant(seat, gameIndex, n);
        const Entrant& entrant = m_entrants[std::size_t(e)];
        entrantOfSeat[std::size_t(seat)] = e;
        setup->players.push_back(PlayerSetup{QStringLiteral("%1 %2").arg(entrant.label).arg(e + 1),
                                             seatColor(seat), PlayerKind::Ai, entrant.label});
        if (!entrant.isBot())
            ais[std::size_t(seat)] =
                makeAiPlayer(entrant.level, mixSeed(*setup->seed, std::uint64_t(seat) + 1));
    }
    // The views' shuffles have a stream of their own, so they never shift the game's draws.
    Random shuffler(mixSeed(*setup->seed, 0x5eed5));
    Game game(setup, *setup->seed);
    RefereedGame outcome;
    int calls = 0;
    while (!game.isFinished() && !outcome.forfeit) {
        const PendingDecision pending = game.pending();
        const int seat = pending.player;
        // A wagon with no place to go stays in supply: written without a call (spec §6).
        if (pending.kind == DecisionKind::Wagon) {
            const std::vector<Decision> legal = game.legalDecisions();
            if (legal.size() == 1 && !legal.front().target) {
                game.decide(legal.front());
                continue;
            }
        }
        // The abbey is chosen before the tile is seen: that call shows no bag.
        const GameRecord view =
            botView(game, shuffler, m_clock, pending.kind != DecisionKind::AbbeyOrDraw);
        const Entrant& entrant = m_entrants[std::size_t(entrantOfSeat[std::size_t(seat)])];
        Choice choice = entrant.isBot() ? botAnswer(entrant, view, pending, gameIndex, ++calls)
                                        : builtInAnswer(*ais[std::size_t(seat)], view);
        if (const QString* failure = std::get_if<QString>(&choice)) {
            outcome.failure = *failure;
            return outcome;
        }
        if (const BotAnswer* answer = std::get_if<BotAnswer>(&choice)) {
            if (auto f = play(game, *answer))
                choice = *f;
        }
        if (Forfeit* f = std::get_if<Forfeit>(&choice)) {
            f->seat = seat;
            f->entrant = entrantOfSeat[std::size_t(seat)];
            f->move = int(game.moves().size()) + 1;
            outcome.forfeit = *f;
        }
    }
    if (!m_outDir.isEmpty()) {
        // A forfeited game keeps its bag, so the record shows where it stopped and still replays.
        const QString path = QDir(m_outDir).filePath(
            QStringLiteral("game-%1.json").arg(gameIndex + 1, 5, 10, QLatin1Char('0')));
        QString error;
        if (!writeFileAtomically(path, writeRecord(recordOf(game, outcome.forfeit.has_value())),
                                 &error))
            outcome.failure = QStringLiteral("%1: %2").arg(path, error);
    }
    outcome.result = outcome.forfeit ? resultOfForfeit(n, outcome.forfeit->entrant)
                                     : resultOfGame(game, entrantOfSeat);
    return outcome;
}

std::optional<Forfeit> Referee::play(Game& game, const BotAnswer& answer) const
{
    const TileSet& tiles = game.tileSet();
    if (answer.move && game.pending().kind == DecisionKind::TileMove && !answer.move->abbey &&
        !answer.move->decline && answer.move->tile != game.currentTile()) {
        return forfeit(
            Forfeit::Reason::WrongTile,
            QCoreApplication::translate("CommandLineTool",
                                        "played tile %1, but the tile to play was %2")
                .arg(tiles.type(answer.move->tile).id, tiles.type(game.currentTile()).id));
    }
    if (const MoveError error = playAnswer(game, answer); error != MoveError::None) {
        return forfeit(Forfeit::Reason::Illegal,
                       QCoreApplication::translate("CommandLineTool", "illegal move %1: %2")
                           .arg(QString::fromUtf8(QJsonDocument(botAnswerToJson(answer, tiles))
                                                      .toJson(QJsonDocument::Compact)),
                                describe(error)));
    }
    return std::nullopt;
}

Referee::Choice Referee::builtInAnswer(AiPlayer& ai, const GameRecord& view) const
{
    // The AI answers from the same record a bot would read, so it cannot see the draw order
    // either; with the bag, a player who could lay the abbey has chosen to draw.
    Problems problems;
    auto game = replay(view, QStringLiteral("view"), problems);
    if (!game)
        return describe(problems.front());
    if (view.bag && game->pending().kind == DecisionKind::AbbeyOrDraw)
        game->decide(Decision::abbeyChoice(DecisionKind::AbbeyOrDraw, false));
    return aiAnswer(ai, *game, toMilliseconds(m_clock));
}

Referee::Choice Referee::botAnswer(const Entrant& entrant, const GameRecord& view,
                                   PendingDecision pending, int gameIndex, int callNumber) const
{
    const int moveNumber = int(view.moves.size()) + 1;
    const QString path = QDir(m_workDir).filePath(QStringLiteral("game-%1-call-%2.json")
                                                      .arg(gameIndex + 1, 5, 10, QLatin1Char('0'))
                                                      .arg(callNumber, 4, 10, QLatin1Char('0')));
    const QString errorPath = path + QStringLiteral(".stderr");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeRecord(view)) < 0 || !file.flush())
        return QStringLiteral("%1: %2").arg(path, describe(fileFault(file, true)));
    file.close();
    const BotRun run = runBotProcess(entrant.command, path, toMilliseconds(m_clock), errorPath);
    QFile::remove(path);
    QFile::remove(errorPath);
    switch (run.status) {
    case BotRun::Status::CannotStart:
        return forfeit(Forfeit::Reason::CannotStart,
                       QCoreApplication::translate("CommandLineTool", "could not be started: %1")
                           .arg(run.startError));
    case BotRun::Status::TimedOut:
        return forfeit(Forfeit::Reason::Timeout,
                       QCoreApplication::translate(
                           "CommandLineTool", "took longer than the clock of %1 s and was stopped")
                           .arg(m_clock));
    case BotRun::Status::TooMuchOutput:
        return forfeit(
            Forfeit::Reason::TooMuchOutput,
            QCoreApplication::translate("CommandLineTool", "printed too much and was stopped"));
    case BotRun::Status::Crashed:
        return forfeit(
            Forfeit::Reason::Crash,
            withLastError(QCoreApplication::translate("CommandLineTool", "crashed (signal %1)")
                              .arg(run.exitCode),
                          run.lastError));
    case BotRun::Status::Exited:
        break;
    }
    if (run.exitCode != 0) {
        return forfeit(
            Forfeit::Reason::ExitStatus,
            withLastError(QCoreApplication::translate("CommandLineTool", "exited with status %1")
                              .arg(run.exitCode),
                          run.lastError));
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(run.output, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        return forfeit(
            Forfeit::Reason::Unreadable,
            run.output.trimmed().isEmpty()
                ? QCoreApplication::translate("CommandLineTool", "printed no move")
                : QCoreApplication::translate("CommandLineTool", "printed no move object: \"%1\"")
                      .arg(excerpt(run.output)));
    }
    Problems problems;
    Problem where;
    where.move = moveNumber;
    const auto answer = botAnswerFromJson(document.object(), pending, *view.setup->tiles,
                                          JsonChecker(problems, where));
    if (!answer)
        return forfeit(
            Forfeit::Reason::Unreadable,
            QCoreApplication::translate("CommandLineTool", "printed a bad move object: %1")
                .arg(describe(problems.front())));
    return *answer;
}

} // namespace bastide::cli
