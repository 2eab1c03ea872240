// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/benchcommand.h"

#include "cli/clioutput.h"
#include "cli/commandline.h"
#include "cli/ruleoptions.h"
#include "engine/ai/playout.h"
#include "engine/standarddeck.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace bastide::cli {

namespace {

/** Random players as the benchmark's games have them: a uniformly random legal placement,
 *  and half the time a uniformly random figure action among the legal ones. */
PlayoutPolicy uniformPolicy()
{
    PlayoutPolicy policy;
    policy.candidates = 1;
    policy.figureChance = 0.5;
    policy.city = policy.road = policy.monastery = policy.field = 1.0;
    policy.abbot = policy.returnAbbot = 1.0;
    policy.big = policy.builder = policy.pig = 1.0;
    policy.none = 0.0;
    policy.keepFollowersForFields = 0;
    return policy;
}

} // namespace

Game playBenchmarkGame(const std::shared_ptr<const GameSetup>& setup, Random& random)
{
    // The search players' own playout code: what the benchmark measures is what they run.
    static const Playout playout(uniformPolicy());
    Game game(setup, random.next());
    playout.run(game, random);
    return game;
}

int runBench(const QStringList& arguments)
{
    CommandLine line(arguments,
                     {QStringLiteral("seconds"), QStringLiteral("seed"), QStringLiteral("games"),
                      QStringLiteral("expansions"), QStringLiteral("house-rules")});
    const double seconds = line.number(QStringLiteral("seconds"), 0.01, 3600).value_or(5.0);
    // A fixed number of games instead of a time: for instruction counts under callgrind.
    const auto gameLimit =
        line.integer(QStringLiteral("games"), 1, std::numeric_limits<qint64>::max());
    const auto seed = line.integer(QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max());
    if (!line.ok() || !line.positional().isEmpty()) {
        printError(line.ok() ? QCoreApplication::translate(
                                   "CommandLineTool",
                                   "usage: bastide-cli bench [--seconds T] [--games N] [--seed S] "
                                   "[--expansions SET,SET] [--house-rules RULE,RULE]")
                             : line.error());
        return BadInput;
    }
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    const auto expansions = readExpansions(line, setup->tiles->deck());
    if (!expansions)
        return BadInput;
    const auto houseRules = readHouseRules(line);
    if (!houseRules)
        return BadInput;
    setup->rules = Rules{true, true, FarmerScoring::Modern, *expansions, *houseRules};
    setup->players = {PlayerSetup{QStringLiteral("Random 1"), PlayerColor::Red, PlayerKind::Ai,
                                  QStringLiteral("random")},
                      PlayerSetup{QStringLiteral("Random 2"), PlayerColor::Blue, PlayerKind::Ai,
                                  QStringLiteral("random")}};
    Random random(std::uint64_t(seed.value_or(1)));
    QElapsedTimer timer;
    timer.start();
    qint64 games = 0;
    long long checksum = 0; // keeps the work observable, so nothing is optimised away
    const qint64 limit = qint64(seconds * 1e9);
    while (gameLimit ? games < *gameLimit : timer.nsecsElapsed() < limit) {
        const Game game = playBenchmarkGame(setup, random);
        checksum += game.player(0).score();
        ++games;
    }
    const double elapsed = double(timer.nsecsElapsed()) / 1e9;
    printJson(QJsonObject{{QStringLiteral("games"), games},
                          {QStringLiteral("seconds"), elapsed},
                          {QStringLiteral("gamesPerSecond"), double(games) / elapsed}});
    return checksum >= 0 ? Success : WorkFailed;
}

} // namespace bastide::cli
