#include "benchcommand.h"

#include "clioutput.h"
#include "commandline.h"

#include "engine/standarddeck.h"

#include <QElapsedTimer>

namespace bastide::cli {

Game playBenchmarkGame(const std::shared_ptr<const GameSetup>& setup, Random& random)
{
    Game game(setup, random.next());
    std::vector<Placement> placements;
    placements.reserve(256);
    while (!game.isFinished()) {
        Move move;
        move.tile = game.currentTile();
        placements.clear();
        game.forEachPlacement(move.tile, [&](Placement p) { placements.push_back(p); });
        if (placements.empty()) {
            move.discard = true;
            game.apply(move);
            continue;
        }
        move.placement = placements[random.below(std::uint32_t(placements.size()))];
        if (random.below(2) == 0) {
            const FigureOptions options = game.figureOptions(move.tile, move.placement);
            std::array<Move, 2 * MaxTileFeatures + 1> choices;
            int n = 0;
            for (int f = 0; f < MaxTileFeatures; ++f) {
                if (options.followers & (1u << f)) {
                    choices[std::size_t(n)] = move;
                    choices[std::size_t(n++)].place = FigurePlacement{FigureType::Follower, f};
                }
                if (options.abbot & (1u << f)) {
                    choices[std::size_t(n)] = move;
                    choices[std::size_t(n++)].place = FigurePlacement{FigureType::Abbot, f};
                }
            }
            if (options.canReturnAbbot) {
                choices[std::size_t(n)] = move;
                choices[std::size_t(n++)].returnAbbot = true;
            }
            if (n > 0)
                move = choices[random.below(std::uint32_t(n))];
        }
        game.apply(move);
    }
    return game;
}

int runBench(const QStringList& arguments)
{
    CommandLine line(arguments, {QStringLiteral("seconds"), QStringLiteral("seed")});
    const double seconds = line.number(QStringLiteral("seconds"), 0.01, 3600).value_or(5.0);
    const auto seed = line.integer(QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max());
    if (!line.ok() || !line.positional().isEmpty()) {
        printError(line.ok() ? QStringLiteral("usage: bastide-cli bench [--seconds T] [--seed S]")
                             : line.error());
        return BadInput;
    }
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = Rules{true, true, FarmerScoring::Modern};
    setup->players = {PlayerSetup{QStringLiteral("Random 1"), PlayerColor::Red, PlayerKind::Ai, QStringLiteral("random")},
                      PlayerSetup{QStringLiteral("Random 2"), PlayerColor::Blue, PlayerKind::Ai, QStringLiteral("random")}};
    Random random(std::uint64_t(seed.value_or(1)));
    QElapsedTimer timer;
    timer.start();
    qint64 games = 0;
    long long checksum = 0; // keeps the work observable, so nothing is optimised away
    const qint64 limit = qint64(seconds * 1e9);
    while (timer.nsecsElapsed() < limit) {
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
