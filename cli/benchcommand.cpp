// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/benchcommand.h"

#include "cli/clioutput.h"
#include "cli/commandline.h"
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
            game.apply(move);
            continue;
        }
        move.placement =
            game.board().placementAt(move.tile, int(random.below(std::uint32_t(placements))));
        if (random.below(2) == 0) {
            const FigureOptions options = game.figureOptions(move.tile, move.placement);
            const int followers = bitCount(options.followers);
            const int abbot = bitCount(options.abbot);
            const int choices = followers + abbot + (options.canReturnAbbot ? 1 : 0);
            if (choices > 0) {
                int k = int(random.below(std::uint32_t(choices)));
                if (k < followers) {
                    move.place =
                        FigurePlacement{FigureType::Follower, nthBit(options.followers, k)};
                } else if ((k -= followers) < abbot) {
                    move.place = FigurePlacement{FigureType::Abbot, nthBit(options.abbot, k)};
                } else {
                    move.returnAbbot = true;
                }
            }
        }
        game.apply(move);
    }
    return game;
}

int runBench(const QStringList& arguments)
{
    CommandLine line(arguments,
                     {QStringLiteral("seconds"), QStringLiteral("seed"), QStringLiteral("games")});
    const double seconds = line.number(QStringLiteral("seconds"), 0.01, 3600).value_or(5.0);
    // A fixed number of games instead of a time: for instruction counts under callgrind.
    const auto gameLimit =
        line.integer(QStringLiteral("games"), 1, std::numeric_limits<qint64>::max());
    const auto seed = line.integer(QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max());
    if (!line.ok() || !line.positional().isEmpty()) {
        printError(line.ok() ? QCoreApplication::translate(
                                   "CommandLineTool",
                                   "usage: bastide-cli bench [--seconds T] [--games N] [--seed S]")
                             : line.error());
        return BadInput;
    }
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = Rules{true, true, FarmerScoring::Modern, {}};
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
