// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/benchcommand.h"

#include "cli/clioutput.h"
#include "cli/commandline.h"
#include "cli/ruleoptions.h"
#include "engine/standarddeck.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <bit>

namespace bastide::cli {

namespace {

int bitCount(unsigned bits)
{
    int n = 0;
    for (; bits; bits &= bits - 1)
        ++n;
    return n;
}

/** Index of the k-th set bit of `bits` (k from 0). */
int nthBit(unsigned bits, int k)
{
    for (; k > 0; --k)
        bits &= bits - 1;
    return std::countr_zero(bits);
}

} // namespace

Game playBenchmarkGame(const std::shared_ptr<const GameSetup>& setup, Random& random)
{
    Game game(setup, random.next());
    while (!game.isFinished()) {
        Move move;
        move.tile = game.currentTile();
        const int placements = game.board().placementCount(move.tile);
        if (placements == 0) {
            move.discard = true;
            if (game.check(move) == MoveError::None)
                game.applyLegal(
                    move); // no outcome: the benchmark measures the rules, not the report
            continue;
        }
        move.placement =
            game.board().placementAt(move.tile, int(random.below(std::uint32_t(placements))));
        if (random.below(2) == 0) {
            const FigureOptions options = game.figureOptions(move.tile, move.placement);
            // Indexed by FigureType; the expansions' masks are empty in a base game.
            const std::uint16_t masks[FigureTypeCount] = {
                options.followers, options.abbot, options.big, options.builder, options.pig};
            std::array<int, FigureTypeCount> counts{};
            counts[0] = bitCount(options.followers);
            counts[1] = bitCount(options.abbot);
            int choices = counts[0] + counts[1] + (options.canReturnAbbot ? 1 : 0);
            if (options.big | options.builder | options.pig) {
                for (int t = 2; t < FigureTypeCount; ++t) {
                    counts[std::size_t(t)] = bitCount(masks[t]);
                    choices += counts[std::size_t(t)];
                }
            }
            if (choices > 0) {
                int k = int(random.below(std::uint32_t(choices)));
                move.returnAbbot = true; // unless k falls on a figure below
                for (int t = 0; t < FigureTypeCount; ++t) {
                    if (k < counts[std::size_t(t)]) {
                        move.place = FigurePlacement{FigureType(t), nthBit(masks[t], k)};
                        move.returnAbbot = false;
                        break;
                    }
                    k -= counts[std::size_t(t)];
                }
            }
        }
        if (game.check(move) == MoveError::None)
            game.applyLegal(move); // no outcome: the benchmark measures the rules, not the report
    }
    return game;
}

int runBench(const QStringList& arguments)
{
    CommandLine line(arguments, {QStringLiteral("seconds"), QStringLiteral("seed"),
                                 QStringLiteral("games"), QStringLiteral("expansions")});
    const double seconds = line.number(QStringLiteral("seconds"), 0.01, 3600).value_or(5.0);
    // A fixed number of games instead of a time: for instruction counts under callgrind.
    const auto gameLimit =
        line.integer(QStringLiteral("games"), 1, std::numeric_limits<qint64>::max());
    const auto seed = line.integer(QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max());
    if (!line.ok() || !line.positional().isEmpty()) {
        printError(line.ok() ? QCoreApplication::translate(
                                   "CommandLineTool",
                                   "usage: bastide-cli bench [--seconds T] [--games N] [--seed S] "
                                   "[--expansions SET,SET]")
                             : line.error());
        return BadInput;
    }
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    const auto expansions = readExpansions(line, setup->tiles->deck());
    if (!expansions)
        return BadInput;
    setup->rules = Rules{true, true, FarmerScoring::Modern, *expansions};
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
