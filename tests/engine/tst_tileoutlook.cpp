// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// "Where can this go": the counts of unseen tiles that fit an empty spot or could complete
// an open feature, checked against a brute force that plays every unseen copy through the
// game itself; and the worth of a feature if completed.

#include "engine/random.h"
#include "engine/standarddeck.h"
#include "engine/tileoutlook.h"
#include "testtable.h"

#include <QTest>
#include <set>

using namespace bastide;

namespace {

std::shared_ptr<const GameSetup> setupFor(bool river, int players)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = Rules{river, true, FarmerScoring::Modern};
    for (int p = 0; p < players; ++p)
        setup->players.push_back(PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p),
                                             PlayerKind::Human, QString()});
    return setup;
}

/** The game with the unseen copy at `index` (of bag()) drawn next instead of the tile in
 *  hand; nullopt when the rules forbid drawing it now (the river's order). */
std::optional<Game> withNext(const Game& game, std::size_t index)
{
    std::vector<TileTypeId> order(game.bag().begin(), game.bag().end());
    std::swap(order[0], order[index]);
    Game copy = game;
    if (copy.reorderBag(order) != MoveError::None)
        return std::nullopt;
    return copy;
}

/** Every unseen copy tried through the engine's own list of legal moves. */
int bruteFitting(const Game& game, Cell cell)
{
    int n = 0;
    for (std::size_t i = 1; i < game.bag().size(); ++i) {
        const TileTypeId type = game.bag()[i];
        bool fits = false;
        game.forEachPlacement(type, [&](Placement p) { fits = fits || p.cell == cell; });
        n += fits ? 1 : 0;
    }
    return n;
}

/** Every unseen copy drawn next instead of the tile in hand and played, in every legal way
 *  with no figure, by the game itself. */
int bruteClosing(const Game& game, SegmentId segment)
{
    int n = 0;
    for (std::size_t i = 1; i < game.bag().size(); ++i) {
        const TileTypeId type = game.bag()[i];
        const std::optional<Game> drawn = withNext(game, i);
        bool closes = false;
        game.forEachPlacement(type, [&](Placement p) {
            if (closes)
                return;
            Move m;
            m.tile = type;
            m.placement = p;
            if (drawn) {
                Game copy = *drawn;
                QCOMPARE(copy.apply(m).error, MoveError::None);
                closes = copy.board().isComplete(copy.board().root(segment));
            } else { // a river tile that may not be drawn yet: laid on a copy of the board
                Board board = game.board();
                board.place(type, p);
                closes = board.isComplete(board.root(segment));
            }
        });
        n += closes ? 1 : 0;
    }
    return n;
}

} // namespace

class tst_TileOutlook : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fitCountsMatchABruteForceOverTheUnseenTiles_data()
    {
        QTest::addColumn<bool>("river");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("base 1") << false << quint64(7);
        QTest::newRow("base 2") << false << quint64(2026);
        QTest::newRow("river") << true << quint64(99);
    }
    void fitCountsMatchABruteForceOverTheUnseenTiles()
    {
        QFETCH(bool, river);
        QFETCH(quint64, seed);
        Game game(setupFor(river, 3), seed);
        Random random(seed);
        int checkedCells = 0, checkedFeatures = 0, nonZero = 0;
        for (int turn = 0; !game.isFinished() && turn < 60; ++turn) {
            if (turn % 6 == 5) {
                const TileOutlook outlook(game);
                for (const FrontierCell& fc : game.board().frontier()) {
                    const int counted = outlook.tilesFitting(fc.cell);
                    QCOMPARE(counted, bruteFitting(game, fc.cell));
                    ++checkedCells;
                }
                std::set<SegmentId> roots;
                for (int n = 0; n < game.board().segmentCount(); ++n) {
                    const SegmentId s(n);
                    const SegmentId root = game.board().root(s);
                    if (!roots.insert(root).second)
                        continue;
                    const int counted = outlook.tilesClosing(s);
                    if (game.board().isComplete(s)) { // nothing left to complete
                        QCOMPARE(counted, 0);
                        continue;
                    }
                    QCOMPARE(counted, bruteClosing(game, s));
                    nonZero += counted > 0 ? 1 : 0;
                    ++checkedFeatures;
                }
            }
            const std::vector<Move> moves = game.legalMoves();
            QCOMPARE(game.apply(moves[std::size_t(random.next() % moves.size())]).error,
                     MoveError::None);
        }
        QVERIFY(checkedCells > 50);
        QVERIFY(checkedFeatures > 50);
        QVERIFY(nonZero > 5); // the closing counts were not all trivially zero
    }

    void theTileInHandIsNotCountedAmongTheUnseen()
    {
        Game game(setupFor(false, 2), 5);
        const TileOutlook outlook(game);
        QCOMPARE(outlook.unseenCount(), game.tilesLeft() - 1);
    }

    void aFinishedGameHasNothingUnseen()
    {
        Game game(setupFor(false, 2), 11);
        Random random(11);
        while (!game.isFinished()) {
            const std::vector<Move> moves = game.legalMoves();
            game.apply(moves[std::size_t(random.next() % moves.size())]);
        }
        const TileOutlook outlook(game);
        QCOMPARE(outlook.unseenCount(), 0);
        QCOMPARE(outlook.tilesFitting(game.board().frontier().front().cell), 0);
    }

    void aCityIfCompletedCountsDoubleAndAMonasteryNine()
    {
        Game game(setupFor(false, 2), 3);
        // The start tile's city is open: worth its tile (and shields) once, twice if closed.
        const Board& board = game.board();
        bool sawCity = false;
        for (int n = 0; n < board.segmentCount(); ++n) {
            const SegmentId s(n);
            const ScoreEvent now = game.valueOf(s);
            const ScoreEvent closed = TileOutlook::worthIfCompleted(game, s);
            switch (now.kind) {
            case FeatureKind::City:
                QCOMPARE(closed.points, 2 * (now.tiles + now.shields));
                QVERIFY(closed.complete);
                sawCity = true;
                break;
            case FeatureKind::Road:
                QCOMPARE(closed.points, now.points);
                break;
            case FeatureKind::Monastery:
                QCOMPARE(closed.points, 9);
                break;
            default:
                QCOMPARE(closed.points, now.points);
            }
        }
        QVERIFY(sawCity);
    }
    void anInnRoadIfCompletedScoresTwoPerTile()
    {
        test::TestTable t(
            Rules{false, true, FarmerScoring::Modern, {QStringLiteral("inns-cathedrals")}});
        QCOMPARE(t.lay("IC-B", -1, 0, 0, test::TestTable::follower(0)), MoveError::None);
        const SegmentId road = t.last.placed->segment;
        QCOMPARE(t.lay("W", -2, 0, 0), MoveError::None); // W, IC-B, D: open to the east
        const ScoreEvent now = t.game().valueOf(road);
        QCOMPARE(now.tiles, 3);
        QCOMPARE(now.points, 0); // an inn's road scores nothing unfinished
        const ScoreEvent closed = TileOutlook::worthIfCompleted(t.game(), road);
        QCOMPARE(closed.points, 6);
        QVERIFY(closed.inn);
        QVERIFY(closed.complete);
    }

    void aCathedralCityIfCompletedScoresThreePerTileAndShield()
    {
        test::TestTable t(
            Rules{false, true, FarmerScoring::Modern, {QStringLiteral("inns-cathedrals")}});
        QCOMPARE(t.lay("IC-K", 0, -1, 0, test::TestTable::follower(0)), MoveError::None);
        const SegmentId city = t.last.placed->segment;
        const ScoreEvent now = t.game().valueOf(city);
        QCOMPARE(now.tiles, 2);
        QCOMPARE(now.points, 0);
        const ScoreEvent closed = TileOutlook::worthIfCompleted(t.game(), city);
        QCOMPARE(closed.points, 6);
        QVERIFY(closed.cathedral);
        QVERIFY(closed.complete);
    }

    void anInnScoresAsAPlainRoadUnderTheNoInnsHouseRule()
    {
        Rules rules{false, true, FarmerScoring::Modern, {QStringLiteral("inns-cathedrals")}};
        rules.houseRules = {QStringLiteral("no-inns")};
        test::TestTable t(rules);
        QCOMPARE(t.lay("IC-B", -1, 0, 0, test::TestTable::follower(0)), MoveError::None);
        const SegmentId road = t.last.placed->segment;
        QCOMPARE(t.lay("W", -2, 0, 0), MoveError::None);
        QCOMPARE(t.game().valueOf(road).points, 3);
        const ScoreEvent closed = TileOutlook::worthIfCompleted(t.game(), road);
        QCOMPARE(closed.points, 3);
        QVERIFY(!closed.inn);
    }
};

QTEST_GUILESS_MAIN(tst_TileOutlook)
#include "tst_tileoutlook.moc"
