// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/selfplaycommand.h"

#include "cli/clioutput.h"
#include "cli/commandline.h"
#include "cli/gamecheck.h"
#include "cli/matchtally.h"
#include "cli/ruleoptions.h"
#include "cli/seating.h"
#include "engine/ai/aiplayer.h"
#include "engine/deckjson.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"
#include "engine/random.h"
#include "engine/standarddeck.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

namespace bastide::cli {

namespace {

/** What one game gave each entrant (index into the --ai list). */
struct GameOutcome
{
    GameResult result;
    std::vector<double> thinking;       // seconds spent choosing moves
    std::vector<int> moves;             // moves chosen
    std::vector<long long> simulations; // search simulations run
    QString failure;
};

/** Writes a record that failed a check next to the others, so the failure can be replayed. */
QString keepFailedRecord(const Game& game, const QString& outDir, int gameIndex)
{
    if (outDir.isEmpty())
        return {};
    const QString path = QDir(outDir).filePath(
        QStringLiteral("game-%1-failed.json").arg(gameIndex + 1, 5, 10, QLatin1Char('0')));
    return writeFileAtomically(path, writeRecord(recordOf(game, true)), nullptr)
               ? QCoreApplication::translate("CommandLineTool", " (record: %1)").arg(path)
               : QString();
}

/** Per-move budget for search players from --move-seconds and --iterations. */
struct Budget
{
    std::optional<double> seconds;
    std::optional<int> iterations;
};

GameOutcome playOne(const std::shared_ptr<const TileSet>& tiles, bool standard, const Rules& rules,
                    const QStringList& levels, const Budget& budget, std::uint64_t seed,
                    int gameIndex, const QString& outDir, bool check)
{
    const int n = int(levels.size());
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = tiles;
    setup->standardDeck = standard;
    setup->rules = rules;
    setup->seed = mixSeed(seed, std::uint64_t(gameIndex)) >> 11; // fits a JSON integer exactly
    std::vector<int> entrantOfSeat(std::size_t(n), 0);
    std::vector<std::unique_ptr<AiPlayer>> players;
    for (int seat = 0; seat < n; ++seat) {
        const int entrant = rotatedEntrant(seat, gameIndex, n);
        entrantOfSeat[std::size_t(seat)] = entrant;
        const QString level = levels[entrant];
        setup->players.push_back(PlayerSetup{QStringLiteral("%1 %2").arg(level).arg(entrant + 1),
                                             seatColor(seat), PlayerKind::Ai, level});
        players.push_back(makeAiPlayer(level, mixSeed(*setup->seed, std::uint64_t(seat) + 1)));
        if (budget.seconds || budget.iterations) {
            // Either option alone replaces the whole budget: --iterations alone makes the
            // search reproducible.
            players.back()->setBudget(budget.seconds.value_or(0.0), budget.iterations.value_or(0));
        }
    }
    Game game(setup, *setup->seed);
    GameOutcome outcome;
    // With --check: the state after every move, and a save and reload half-way and at the end.
    const int halfway = game.tilesLeft() / 2;
    auto checkFailed = [&](const QStringList& faults) {
        if (faults.isEmpty())
            return false;
        outcome.failure =
            QCoreApplication::translate("CommandLineTool", "game %1 (seed %2), after move %3: %4%5")
                .arg(gameIndex + 1)
                .arg(*setup->seed)
                .arg(game.moves().size())
                .arg(faults.join(QLatin1String("; ")), keepFailedRecord(game, outDir, gameIndex));
        return true;
    };
    if (check && checkFailed(checkGameState(game)))
        return outcome;
    outcome.thinking.assign(std::size_t(n), 0.0);
    outcome.moves.assign(std::size_t(n), 0);
    outcome.simulations.assign(std::size_t(n), 0);
    QElapsedTimer clock;
    while (!game.isFinished()) {
        const int seat = game.currentPlayer();
        const std::size_t entrant = std::size_t(entrantOfSeat[std::size_t(seat)]);
        clock.start();
        const Move move = players[std::size_t(seat)]->choose(game);
        outcome.thinking[entrant] += double(clock.nsecsElapsed()) / 1e9;
        outcome.simulations[entrant] += players[std::size_t(seat)]->progress();
        ++outcome.moves[entrant];
        const MoveError error = game.apply(move).error;
        if (error != MoveError::None) {
            outcome.failure = QCoreApplication::translate("CommandLineTool",
                                                          "game %1: %2 made an illegal move %3: %4")
                                  .arg(gameIndex + 1)
                                  .arg(levels[entrantOfSeat[std::size_t(seat)]])
                                  .arg(game.moves().size() + 1)
                                  .arg(describe(error));
            return outcome;
        }
        if (check && checkFailed(checkGameState(game)))
            return outcome;
        if (check && game.tilesLeft() == halfway && checkFailed(checkRecordRoundTrip(game)))
            return outcome;
    }
    if (check && checkFailed(checkRecordRoundTrip(game)))
        return outcome;
    if (!outDir.isEmpty()) {
        const QString path = QDir(outDir).filePath(
            QStringLiteral("game-%1.json").arg(gameIndex + 1, 5, 10, QLatin1Char('0')));
        QString error;
        if (!writeFileAtomically(path, writeRecord(recordOf(game, false)), &error))
            outcome.failure = QStringLiteral("%1: %2").arg(path, error);
    }
    outcome.result = resultOfGame(game, entrantOfSeat);
    return outcome;
}

} // namespace

int runSelfplay(const QStringList& arguments)
{
    CommandLine line(arguments,
                     {QStringLiteral("ai"), QStringLiteral("games"), QStringLiteral("seed"),
                      QStringLiteral("river"), QStringLiteral("abbot"), QStringLiteral("farmers"),
                      QStringLiteral("expansions"), QStringLiteral("house-rules"),
                      QStringLiteral("out"), QStringLiteral("deck"), QStringLiteral("threads"),
                      QStringLiteral("iterations"), QStringLiteral("move-seconds")},
                     {QStringLiteral("check")});
    const bool check = line.has(QStringLiteral("check"));
    QStringList levels = line.values(QStringLiteral("ai"));
    if (levels.isEmpty())
        levels = {QStringLiteral("random"), QStringLiteral("random")};
    const int games = int(line.integer(QStringLiteral("games"), 1, 10'000'000).value_or(100));
    const qint64 seed =
        line.integer(QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max()).value_or(1);
    const int threads = int(line.integer(QStringLiteral("threads"), 1, 256).value_or(1));
    Budget budget;
    budget.seconds = line.number(QStringLiteral("move-seconds"), 0.001, 3600);
    if (const auto iterations = line.integer(QStringLiteral("iterations"), 1, 100'000'000))
        budget.iterations = int(*iterations);
    if (!line.ok() || !line.positional().isEmpty()) {
        printError(line.ok()
                       ? QCoreApplication::translate(
                             "CommandLineTool",
                             "usage: bastide-cli selfplay [--ai LEVEL ...] [--games G] [--seed S] "
                             "[--river on|off] [--abbot on|off] [--farmers modern|classic|none] "
                             "[--expansions SET,SET] [--house-rules RULE,RULE] [--deck DECK.json] "
                             "[--out DIR] [--threads N] [--iterations N] [--move-seconds T] "
                             "[--check]")
                       : line.error());
        return BadInput;
    }
    if (levels.size() < MinPlayers || levels.size() > MaxPlayers) {
        printError(QCoreApplication::translate("CommandLineTool",
                                               "selfplay needs 2 to 6 players (--ai), not %1")
                       .arg(levels.size()));
        return BadInput;
    }
    for (const QString& level : levels) {
        if (!makeAiPlayer(level, 0)) {
            printError(
                QCoreApplication::translate("CommandLineTool", "unknown AI level \"%1\"; known: %2")
                    .arg(level, aiLevels().join(QStringLiteral(", "))));
            return BadInput;
        }
    }
    const auto table = readRuleOptions(line);
    if (!table)
        return BadInput;
    const QString outDir = line.value(QStringLiteral("out")).value_or(QString());
    if (!outDir.isEmpty() && !QDir().mkpath(outDir)) {
        printError(QCoreApplication::translate("CommandLineTool", "cannot create the folder %1")
                       .arg(outDir));
        return WorkFailed;
    }

    const int n = int(levels.size());
    MatchTally tally(n);
    std::vector<double> thinking(std::size_t(n), 0.0);
    std::vector<long long> moveCount(std::size_t(n), 0);
    std::vector<long long> simulations(std::size_t(n), 0);
    QStringList failures;
    std::mutex mutex;
    std::atomic<int> nextGame{0};
    QElapsedTimer timer;
    timer.start();
    auto worker = [&] {
        for (int g = nextGame++; g < games; g = nextGame++) {
            const GameOutcome o = playOne(table->tiles, table->standardDeck, table->rules, levels,
                                          budget, std::uint64_t(seed), g, outDir, check);
            std::lock_guard lock(mutex);
            if (!o.failure.isEmpty()) {
                failures << o.failure;
                continue;
            }
            tally.add(o.result);
            for (std::size_t e = 0; e < std::size_t(n); ++e) {
                thinking[e] += o.thinking[e];
                moveCount[e] += o.moves[e];
                simulations[e] += o.simulations[e];
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    const double seconds = double(timer.nsecsElapsed()) / 1e9;

    std::vector<QJsonObject> identities;
    for (std::size_t e = 0; e < std::size_t(n); ++e) {
        QJsonObject o{{QStringLiteral("ai"), levels[int(e)]}};
        const double moves = double(std::max<long long>(moveCount[e], 1));
        // Timings vary from run to run: only search players, whose budget is the point, get
        // them, so other matches stay reproducible to the byte (apart from "seconds").
        if (simulations[e] > 0) {
            o.insert(QStringLiteral("meanSecondsPerMove"), thinking[e] / moves);
            o.insert(QStringLiteral("simulationsPerMove"), double(simulations[e]) / moves);
            o.insert(QStringLiteral("simulationsPerSecond"),
                     thinking[e] > 0 ? double(simulations[e]) / thinking[e] : 0.0);
        }
        identities.push_back(o);
    }
    QJsonObject summary;
    summary.insert(QStringLiteral("games"), tally.games());
    summary.insert(QStringLiteral("seed"), seed);
    summary.insert(QStringLiteral("players"), tally.entrantsJson(identities));
    summary.insert(QStringLiteral("seconds"), seconds);
    if (check)
        summary.insert(QStringLiteral("checked"), true);
    if (!failures.isEmpty()) {
        QJsonArray f;
        for (const QString& s : failures)
            f.append(s);
        summary.insert(QStringLiteral("failures"), f);
    }
    printJson(summary);
    for (const QString& s : failures)
        printError(s);
    return failures.isEmpty() ? Success : WorkFailed;
}

} // namespace bastide::cli
