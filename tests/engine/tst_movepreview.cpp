// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A move weighed before it is played: its score events are exactly what playing it gives,
// the game previewed is untouched, and the laid tile's features are valued as the game
// values them once the tile is down.

#include "engine/movepreview.h"
#include "engine/random.h"
#include "engine/standarddeck.h"

#include <QTest>

using namespace bastide;

namespace {

std::shared_ptr<const GameSetup> setupFor(int players)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = Rules{false, true, FarmerScoring::Modern};
    for (int p = 0; p < players; ++p)
        setup->players.push_back(PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p),
                                             PlayerKind::Human, QString()});
    return setup;
}

} // namespace

class tst_MovePreview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thePreviewScoresWhatPlayingTheMoveScores()
    {
        Game game(setupFor(3), 42);
        Random random(42);
        int scoring = 0;
        while (!game.isFinished()) {
            const std::vector<Move> moves = game.legalMoves();
            const Move move = moves[std::size_t(random.next() % moves.size())];
            const std::size_t movesBefore = game.moves().size();
            const int placedBefore = game.board().placedCount();
            const MovePreview preview(game, move);
            QVERIFY(preview.isValid());
            // Weighed on a copy: the game has not moved on.
            QCOMPARE(game.moves().size(), movesBefore);
            QCOMPARE(game.board().placedCount(), placedBefore);
            const MoveOutcome outcome = game.apply(move);
            QCOMPARE(outcome.error, MoveError::None);
            const std::vector<ScoreEvent>& events = outcome.events;
            QVERIFY(preview.events() == events);
            scoring += events.empty() ? 0 : 1;
            if (move.discard)
                continue;
            // The laid tile's features are worth what the game says once it is down.
            const TileIndex tile(game.board().placedCount() - 1);
            const TileTypeId type = game.board().tile(tile).type;
            for (int f = 0; f < int(game.tileSet().type(type).features.size()); ++f) {
                const std::optional<ScoreEvent> now = preview.worthNow(f);
                QVERIFY(now);
                const ScoreEvent value = game.valueOf(game.board().segmentOf(tile, f));
                if (!now->complete || now->kind == FeatureKind::Field) {
                    if (!game.isFinished())
                        QCOMPARE(now->points, value.points);
                }
                const std::optional<ScoreEvent> closed = preview.worthIfCompleted(f);
                QVERIFY(closed);
                QVERIFY(closed->points >= now->points || now->kind == FeatureKind::Field);
            }
        }
        QVERIFY2(scoring >= 3, qPrintable(QString::number(scoring)));
    }

    void anIllegalMoveGivesAnEmptyPreview()
    {
        Game game(setupFor(2), 1);
        Move move;
        move.tile = game.currentTile();
        move.placement = Placement{Cell{40, 40}, Rotation(0)}; // far from the board
        const MovePreview preview(game, move);
        QVERIFY(!preview.isValid());
        QVERIFY(preview.events().empty());
        QVERIFY(!preview.worthNow(0));
    }

    void takingTheAbbotBackIsPreviewedWithItsPoints()
    {
        // Play until someone has an abbot out and may take it back; the preview of that
        // move holds the abbot's points.
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            Game game(setupFor(2), seed);
            Random random(seed);
            while (!game.isFinished()) {
                for (const Move& m : game.legalMoves()) {
                    if (!m.returnAbbot)
                        continue;
                    const MovePreview preview(game, m);
                    QVERIFY(preview.isValid());
                    bool abbot = false;
                    for (const ScoreEvent& e : preview.events())
                        abbot = abbot || e.reason == ScoreReason::AbbotReturned;
                    QVERIFY(abbot);
                    return;
                }
                const std::vector<Move> moves = game.legalMoves();
                game.apply(moves[std::size_t(random.next() % moves.size())]);
            }
        }
        QFAIL("no game offered the abbot's return");
    }
};

QTEST_GUILESS_MAIN(tst_MovePreview)
#include "tst_movepreview.moc"
