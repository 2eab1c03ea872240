#include "selfplaycommand.h"

#include "clioutput.h"
#include "commandline.h"

#include "engine/ai/aiplayer.h"
#include "engine/deckjson.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"
#include "engine/random.h"
#include "engine/standarddeck.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>

#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

namespace bastide::cli {

namespace {

constexpr std::array<PlayerColor, 6> SeatColors{PlayerColor::Red,    PlayerColor::Blue,
                                                PlayerColor::Green,  PlayerColor::Yellow,
                                                PlayerColor::Black,  PlayerColor::Pink};

std::uint64_t mix(std::uint64_t a, std::uint64_t b)
{
    Random r(a * 0x9E3779B97F4A7C15ull ^ b);
    return r.next();
}

/** What one game gave each entrant (index into the --ai list). */
struct GameOutcome
{
    std::vector<double> winShare; // 1 for a sole winner, 1/k for k tied winners
    std::vector<int> score;
    std::vector<double> thinking;      // seconds spent choosing moves
    std::vector<int> moves;            // moves chosen
    std::vector<long long> simulations; // search simulations run
    QString failure;
};

/** Per-move budget for search players from --move-seconds and --iterations. */
struct Budget
{
    std::optional<double> seconds;
    std::optional<int> iterations;
};

GameOutcome playOne(const std::shared_ptr<const TileSet>& tiles, bool standard, const Rules& rules,
                    const QStringList& levels, const Budget& budget, std::uint64_t seed,
                    int gameIndex, const QString& outDir)
{
    const int n = int(levels.size());
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = tiles;
    setup->standardDeck = standard;
    setup->rules = rules;
    setup->seed = mix(seed, std::uint64_t(gameIndex)) >> 11; // fits a JSON integer exactly
    std::vector<int> entrantOfSeat(std::size_t(n), 0);
    std::vector<std::unique_ptr<AiPlayer>> players;
    for (int seat = 0; seat < n; ++seat) {
        const int entrant = (seat + gameIndex) % n;
        entrantOfSeat[std::size_t(seat)] = entrant;
        const QString level = levels[entrant];
        setup->players.push_back(PlayerSetup{QStringLiteral("%1 %2").arg(level).arg(entrant + 1),
                                             SeatColors[std::size_t(seat)], PlayerKind::Ai, level});
        players.push_back(makeAiPlayer(level, mix(*setup->seed, std::uint64_t(seat) + 1)));
        if (budget.seconds || budget.iterations) {
            // Either option alone replaces the whole budget: --iterations alone makes the
            // search reproducible.
            players.back()->setBudget(budget.seconds.value_or(0.0), budget.iterations.value_or(0));
        }
    }
    Game game(setup, *setup->seed);
    GameOutcome outcome;
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
        const MoveError error = game.apply(move);
        if (error != MoveError::None) {
            outcome.failure = QStringLiteral("game %1: %2 made an illegal move %3: %4")
                                  .arg(gameIndex + 1)
                                  .arg(levels[entrantOfSeat[std::size_t(seat)]])
                                  .arg(game.moves().size() + 1)
                                  .arg(describe(error));
            return outcome;
        }
    }
    if (!outDir.isEmpty()) {
        const QString path = QDir(outDir).filePath(QStringLiteral("game-%1.json").arg(gameIndex + 1, 5, 10, QLatin1Char('0')));
        QString error;
        if (!writeFileAtomically(path, writeRecord(recordOf(game, false)), &error))
            outcome.failure = QStringLiteral("%1: %2").arg(path, error);
    }
    outcome.winShare.assign(std::size_t(n), 0.0);
    outcome.score.assign(std::size_t(n), 0);
    int best = -1;
    for (int seat = 0; seat < n; ++seat)
        best = std::max(best, game.player(seat).score());
    int winners = 0;
    for (int seat = 0; seat < n; ++seat)
        winners += game.player(seat).score() == best ? 1 : 0;
    for (int seat = 0; seat < n; ++seat) {
        const int entrant = entrantOfSeat[std::size_t(seat)];
        outcome.score[std::size_t(entrant)] = game.player(seat).score();
        if (game.player(seat).score() == best)
            outcome.winShare[std::size_t(entrant)] = 1.0 / winners;
    }
    return outcome;
}

} // namespace

std::pair<double, double> wilsonInterval(double wins, int games)
{
    if (games <= 0)
        return {0.0, 1.0};
    const double z = 1.959963984540054;
    const double p = wins / games;
    const double denominator = 1 + z * z / games;
    const double centre = (p + z * z / (2.0 * games)) / denominator;
    const double half = z * std::sqrt(p * (1 - p) / games + z * z / (4.0 * games * games)) / denominator;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

int runSelfplay(const QStringList& arguments)
{
    CommandLine line(arguments, {QStringLiteral("ai"), QStringLiteral("games"), QStringLiteral("seed"),
                                 QStringLiteral("river"), QStringLiteral("abbot"), QStringLiteral("farmers"),
                                 QStringLiteral("out"), QStringLiteral("deck"), QStringLiteral("threads"),
                                 QStringLiteral("iterations"), QStringLiteral("move-seconds")});
    QStringList levels = line.values(QStringLiteral("ai"));
    if (levels.isEmpty())
        levels = {QStringLiteral("random"), QStringLiteral("random")};
    const int games = int(line.integer(QStringLiteral("games"), 1, 10'000'000).value_or(100));
    const qint64 seed = line.integer(QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max()).value_or(1);
    const int threads = int(line.integer(QStringLiteral("threads"), 1, 256).value_or(1));
    Budget budget;
    budget.seconds = line.number(QStringLiteral("move-seconds"), 0.001, 3600);
    if (const auto iterations = line.integer(QStringLiteral("iterations"), 1, 100'000'000))
        budget.iterations = int(*iterations);
    const auto river = line.onOff(QStringLiteral("river"));
    const auto abbot = line.onOff(QStringLiteral("abbot"));
    const QString farmers = line.value(QStringLiteral("farmers")).value_or(QStringLiteral("modern"));
    if (!line.ok() || !line.positional().isEmpty()) {
        printError(line.ok() ? QStringLiteral("usage: bastide-cli selfplay [--ai LEVEL ...] [--games G] [--seed S] "
                                              "[--river on|off] [--abbot on|off] [--farmers modern|classic|none] "
                                              "[--deck DECK.json] [--out DIR] [--threads N] "
                                              "[--iterations N] [--move-seconds T]")
                             : line.error());
        return BadInput;
    }
    if (levels.size() < MinPlayers || levels.size() > MaxPlayers) {
        printError(QStringLiteral("selfplay needs 2 to 6 players (--ai), not %1").arg(levels.size()));
        return BadInput;
    }
    for (const QString& level : levels) {
        if (!makeAiPlayer(level, 0)) {
            printError(QStringLiteral("unknown AI level \"%1\"; known: %2").arg(level, aiLevels().join(QStringLiteral(", "))));
            return BadInput;
        }
    }
    Rules rules;
    if (farmers == QLatin1String("modern"))
        rules.farmers = FarmerScoring::Modern;
    else if (farmers == QLatin1String("classic"))
        rules.farmers = FarmerScoring::Classic;
    else if (farmers == QLatin1String("none"))
        rules.farmers = FarmerScoring::None;
    else {
        printError(QStringLiteral("--farmers must be modern, classic or none"));
        return BadInput;
    }
    std::shared_ptr<const TileSet> tiles = standardTileSet();
    bool standard = true;
    if (const auto deckPath = line.value(QStringLiteral("deck"))) {
        Problems problems;
        std::optional<Deck> deck;
        if (const auto bytes = readFileBytes(*deckPath, problems))
            deck = readDeck(*bytes, QFileInfo(*deckPath).fileName(), problems);
        if (!deck) {
            printProblems(problems);
            return BadInput;
        }
        tiles = TileSet::build(std::move(*deck));
        standard = false;
    }
    rules.river = river.value_or(tiles->deck().hasRiver());
    rules.abbot = abbot.value_or(true);
    if (rules.river && !tiles->deck().hasRiver()) {
        printError(QStringLiteral("--river on needs a deck with river tiles"));
        return BadInput;
    }
    const QString outDir = line.value(QStringLiteral("out")).value_or(QString());
    if (!outDir.isEmpty() && !QDir().mkpath(outDir)) {
        printError(QStringLiteral("cannot create the folder %1").arg(outDir));
        return WorkFailed;
    }

    const int n = int(levels.size());
    std::vector<double> wins(std::size_t(n), 0.0);
    std::vector<double> scoreSum(std::size_t(n), 0.0);
    std::vector<double> marginSum(std::size_t(n), 0.0);
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
            const GameOutcome o =
                playOne(tiles, standard, rules, levels, budget, std::uint64_t(seed), g, outDir);
            std::lock_guard lock(mutex);
            if (!o.failure.isEmpty()) {
                failures << o.failure;
                continue;
            }
            double total = 0;
            for (int e = 0; e < n; ++e)
                total += o.score[std::size_t(e)];
            for (int e = 0; e < n; ++e) {
                wins[std::size_t(e)] += o.winShare[std::size_t(e)];
                scoreSum[std::size_t(e)] += o.score[std::size_t(e)];
                const double others = (total - o.score[std::size_t(e)]) / (n - 1);
                marginSum[std::size_t(e)] += o.score[std::size_t(e)] - others;
                thinking[std::size_t(e)] += o.thinking[std::size_t(e)];
                moveCount[std::size_t(e)] += o.moves[std::size_t(e)];
                simulations[std::size_t(e)] += o.simulations[std::size_t(e)];
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

    const int played = games - int(failures.size());
    QJsonArray entrants;
    for (int e = 0; e < n; ++e) {
        const auto [low, high] = wilsonInterval(wins[std::size_t(e)], played);
        QJsonObject o;
        o.insert(QStringLiteral("ai"), levels[e]);
        o.insert(QStringLiteral("wins"), wins[std::size_t(e)]);
        o.insert(QStringLiteral("winRate"), played ? wins[std::size_t(e)] / played : 0.0);
        o.insert(QStringLiteral("interval95"), QJsonArray{low, high});
        o.insert(QStringLiteral("meanScore"), played ? scoreSum[std::size_t(e)] / played : 0.0);
        o.insert(QStringLiteral("meanScoreDifference"), played ? marginSum[std::size_t(e)] / played : 0.0);
        const double think = thinking[std::size_t(e)];
        o.insert(QStringLiteral("meanSecondsPerMove"),
                 moveCount[std::size_t(e)] ? think / double(moveCount[std::size_t(e)]) : 0.0);
        if (simulations[std::size_t(e)] > 0) {
            o.insert(QStringLiteral("simulationsPerMove"),
                     double(simulations[std::size_t(e)]) / double(moveCount[std::size_t(e)]));
            o.insert(QStringLiteral("simulationsPerSecond"),
                     think > 0 ? double(simulations[std::size_t(e)]) / think : 0.0);
        }
        entrants.append(o);
    }
    QJsonObject summary;
    summary.insert(QStringLiteral("games"), played);
    summary.insert(QStringLiteral("seed"), seed);
    summary.insert(QStringLiteral("players"), entrants);
    summary.insert(QStringLiteral("seconds"), seconds);
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
