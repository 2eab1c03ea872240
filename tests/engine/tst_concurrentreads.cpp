// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Several threads read one const Game at once, as a parallel search will: legal moves,
// figure options, feature values, projected scores and board queries must give every
// thread the answers a single thread gets. Const queries never write (the union-find's path
// shortening happens only when a tile is laid), so this is also race-free under
// ThreadSanitizer: the BASTIDE_TSAN build runs this test in CI.

#include "askingstub.h"
#include "testtable.h"

#include <QTest>
#include <latch>
#include <thread>

Q_DECLARE_METATYPE(bastide::Rules)

using namespace bastide;
using namespace bastide::test;

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
// Qt is not built with ThreadSanitizer, so the synchronisation between QtTest and its
// watchdog thread (a wait condition inside libQt6Core and libQt6Test) is invisible to it and
// the watchdog's teardown is reported as a race. Reports with a frame in those libraries are
// suppressed; the engine's reads, and the threads of this test, are all instrumented.
extern "C" const char* __tsan_default_suppressions()
{
    return "race:libQt6Core.so\nrace:libQt6Test.so\n";
}
#endif
#endif

namespace {

constexpr int Threads = 4;
constexpr int Rounds = 3;

/** Every answer one reader got from a position, in the order it asked. */
struct Reading
{
    std::vector<Move> legal;
    std::vector<FigureOptions> options; // per legal placement of the current tile
    std::vector<int> board;             // board queries and features after placements
    std::vector<ScoreEvent> values;     // valueOf every segment
    std::vector<PlayerState> projected;
    std::uint8_t winners = 0;
    PendingDecision pending; // the decision the game waits for, and its answers
    std::vector<Decision> decisions;
    friend bool operator==(const Reading&, const Reading&) = default;
};

Reading read(const Game& game)
{
    Reading r;
    r.legal = game.legalMoves();
    const Board& board = game.board();
    const TileTypeId tile = game.currentTile();
    if (tile.valid()) {
        const int features = game.tileSet().rules(tile).featureCount;
        game.forEachPlacement(tile, [&](Placement p) {
            r.options.push_back(game.figureOptions(tile, p));
            r.board.push_back(board.occupiedAfter(tile, p));
            for (int f = 0; f < features; ++f) {
                const FeatureAfter after = board.featureAfter(tile, p, f);
                r.board.push_back(after.openEnds);
                for (int i = 0; i < after.rootCount; ++i)
                    r.board.push_back(after.roots[std::size_t(i)].value());
            }
        });
    }
    for (int t = 0; t < game.tileSet().deckTypeCount(); ++t) {
        r.board.push_back(board.canPlace(TileTypeId(t)) ? 1 : 0);
        r.board.push_back(board.placementCount(TileTypeId(t)));
    }
    for (int n = 0; n < board.segmentCount(); ++n) {
        const SegmentId s(n);
        r.board.push_back(board.root(s).value());
        r.board.push_back(board.isComplete(s) ? 1 : 0);
        r.board.push_back(board.featureTileCount(s));
        r.board.push_back(board.openEnds(s));
        r.board.push_back(board.figureCount(s));
        r.board.push_back(board.shields(s));
        r.values.push_back(game.valueOf(s));
    }
    for (const FrontierCell& fc : board.frontier())
        r.board.push_back(board.tileAt(fc.cell).value());
    r.projected = game.projectedScores();
    r.winners = game.winners();
    r.pending = game.pending();
    r.decisions = game.legalDecisions();
    return r;
}

/** A game `moves` moves in, every player placing a figure whenever one may be placed, so
 *  that the board holds open features with figures on them. */
Game positionAfter(Rules rules, int players, int moves)
{
    TestTable t(std::move(rules), players);
    Game& game = t.game();
    for (int k = 0; k < moves && !game.isFinished(); ++k) {
        if (game.pending().kind != DecisionKind::TileMove) {
            // Another player's decision: the first legal answer.
            if (!game.decide(game.legalDecisions().front()).ok())
                qFatal("positionAfter: a legal answer was refused");
            continue;
        }
        const std::vector<Move> legal = game.legalMoves();
        const auto it =
            std::find_if(legal.begin(), legal.end(), [](const Move& m) { return bool(m.place); });
        const Move& m = it != legal.end() ? *it : legal[std::size_t(k) % legal.size()];
        if (!game.apply(m).ok())
            qFatal("positionAfter: a legal move was refused");
    }
    return game;
}

} // namespace

class tst_ConcurrentReads : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AskingStub::registerIt(); }

    void threadsReadingOneGameGetTheAnswersOfOne_data()
    {
        QTest::addColumn<Rules>("rules");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("moves");
        QTest::newRow("base, early") << Rules{false, true, FarmerScoring::Modern, {}} << 2 << 8;
        QTest::newRow("river, midgame") << Rules{true, true, FarmerScoring::Classic, {}} << 3 << 35;
        QTest::newRow("expansions, late")
            << Rules{false,
                     true,
                     FarmerScoring::Modern,
                     {QStringLiteral("inns-cathedrals"), QStringLiteral("traders-builders")}}
            << 4 << 70;
        // A stub set that asks the next player a "dragon step" after each tile: the game is
        // read in the middle of a move, with another player's decision pending.
        QTest::newRow("a decision pending mid-move")
            << Rules{false, true, FarmerScoring::Modern, {AskingStub::Set}} << 3 << 21;
    }

    void threadsReadingOneGameGetTheAnswersOfOne()
    {
        QFETCH(Rules, rules);
        QFETCH(int, players);
        QFETCH(int, moves);
        const Game game = positionAfter(rules, players, moves);
        QVERIFY(!game.isFinished());
        if (rules.hasExpansion(AskingStub::Set))
            QCOMPARE(game.pending().kind, DecisionKind::DragonStep);
        QVERIFY(!game.figures().empty());
        const Reading alone = read(game);
        // Whole moves are legal when a tile is to be laid, answers when another decision is.
        QVERIFY(!alone.decisions.empty());
        QCOMPARE(alone.legal.empty(), game.pending().kind != DecisionKind::TileMove);

        const Game before = game;
        std::vector<std::vector<Reading>> readings(Threads);
        std::latch start(Threads);
        std::vector<std::thread> threads;
        for (int i = 0; i < Threads; ++i) {
            threads.emplace_back([&, i] {
                start.arrive_and_wait(); // all read at once
                for (int round = 0; round < Rounds; ++round)
                    readings[std::size_t(i)].push_back(read(game));
            });
        }
        for (std::thread& t : threads)
            t.join();
        for (const std::vector<Reading>& rs : readings) {
            QCOMPARE(int(rs.size()), Rounds);
            for (const Reading& r : rs)
                QVERIFY(r == alone);
        }
        QVERIFY(game == before); // reading changed nothing
    }
};

QTEST_GUILESS_MAIN(tst_ConcurrentReads)
#include "tst_concurrentreads.moc"
