// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game session: a turn as the player takes it (rotate, lay, figure, confirm, step
// back), refusals worded by the engine, computer turns on the worker thread, undo through
// replay, and game files (save, load, refuse, keep the old file when saving fails).

#include "app/gamefiles.h"
#include "apptestutil.h"
#include "askingstub.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <condition_variable>
#include <ctime>
#include <mutex>
#include <thread>

using namespace bastide;
using namespace bastide::test;

Q_DECLARE_METATYPE(bastide::TurnOutcome)

class tst_GameSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        qRegisterMetaType<bastide::TurnOutcome>();
        qRegisterMetaType<bastide::Cell>();
        qRegisterMetaType<bastide::PlacementError>();
        AskingStub::registerIt();
    }

    void anAutosaveInsideAMoveResumesAtItsNextDecision()
    {
        // A stub set asks the next player a "dragon step" after each tile: a move is then
        // half decided, and the autosave must keep the half that was played.
        auto setup = makeSetup({"human", "human"}, 12);
        setup->rules.expansions = {AskingStub::Set};
        GameSession session;
        session.start(setup);
        QVERIFY(session.layTile(legalPlacement(session, session.rotation()).cell));
        QVERIFY(session.chooseNoFigure() | session.confirm());
        QCOMPARE(session.phase(), GameSession::Phase::Decide);
        const PendingDecision asked = session.game().pending();
        QCOMPARE(asked.kind, DecisionKind::DragonStep);
        QString error;
        QVERIFY2(GameFiles::autosave(session.game(), &error), qPrintable(error));
        const std::optional<ReplayedGame> saved = GameFiles::unfinishedAutosave();
        QVERIFY(saved);
        QCOMPARE(saved->game.pending(), asked);
        QCOMPARE(saved->game.board().placedCount(), session.game().board().placedCount());
        GameSession resumed;
        resumed.resume(*saved);
        QCOMPARE(resumed.phase(), GameSession::Phase::Decide);
        QCOMPARE(resumed.answers().size(), session.answers().size());
        GameFiles::removeAutosave();
    }

    void aNewGameOffersEveryLegalPlacementOfTheDrawnTile()
    {
        GameSession session;
        session.start(makeSetup({"human", "human"}, 11));
        QCOMPARE(session.phase(), GameSession::Phase::PlaceTile);
        const Game& game = session.game();
        std::vector<Placement> expected;
        game.forEachPlacement(game.currentTile(), [&](Placement p) { expected.push_back(p); });
        QVERIFY(!expected.empty());
        QCOMPARE(session.legalPlacements().size(), expected.size());
        for (const Placement& p : expected)
            QVERIFY(session.isLegal(p));
    }

    void layingOnAnIllegalSpotIsRefusedWithTheEnginesReason_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<int>("expected");
        QTest::newRow("on the start tile") << 0 << 0 << int(PlacementError::Occupied);
        QTest::newRow("far from the map") << 6 << -4 << int(PlacementError::NotTouching);
    }
    void layingOnAnIllegalSpotIsRefusedWithTheEnginesReason()
    {
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(int, expected);
        GameSession session;
        session.start(makeSetup({"human", "human"}, 5));
        QSignalSpy refused(&session, &GameSession::placementRefused);
        QVERIFY(!session.layTile(Cell{x, y}));
        QCOMPARE(refused.size(), 1);
        QCOMPARE(int(refused.first().at(1).value<PlacementError>()), expected);
        QCOMPARE(session.phase(), GameSession::Phase::PlaceTile);
        QVERIFY(!session.pendingPlacement());
    }

    void aSpotThatFitsOnlyTurnedIsRefusedAsAMismatchAndSaysSo()
    {
        GameSession session;
        session.start(makeSetup({"human", "human"}, 5));
        // A cell where some rotation fits but the current one does not.
        for (int turn = 0; turn < 4; ++turn) {
            for (const Placement& p : session.legalPlacements()) {
                if (session.isLegal(Placement{p.cell, session.rotation()}))
                    continue;
                QSignalSpy refused(&session, &GameSession::placementRefused);
                QVERIFY(!session.layTile(p.cell));
                QCOMPARE(refused.size(), 1);
                QCOMPARE(refused.first().at(1).value<PlacementError>(),
                         session.game().board().check(session.game().currentTile(),
                                                      Placement{p.cell, session.rotation()}));
                QCOMPARE(refused.first().at(2).toBool(), true);
                return;
            }
            session.rotate(1);
        }
        QFAIL("every spot fits in every rotation");
    }

    void rotatingTurnsTheTileInHandBothWays()
    {
        GameSession session;
        session.start(makeSetup({"human", "human"}, 3));
        const Rotation r0 = session.rotation();
        QSignalSpy hand(&session, &GameSession::handChanged);
        QVERIFY(session.rotate(1));
        QCOMPARE(session.rotation(), r0.next());
        QVERIFY(session.rotate(-1));
        QVERIFY(session.rotate(-1));
        QCOMPARE(session.rotation(), r0.previous());
        QCOMPARE(hand.size(), 3);
    }

    void layingThenPlacingAFigureThenConfirmingPlaysThatMove()
    {
        GameSession session;
        session.start(makeSetup({"human", "human"}, 21));
        const auto choice = placementWithFollower(session);
        QVERIFY(choice);
        const auto [placement, feature] = *choice;
        while (session.rotation() != placement.rotation)
            session.rotate(1);
        QVERIFY(session.layTile(placement.cell));
        QCOMPARE(session.phase(), GameSession::Phase::PlaceFigure);
        QVERIFY(session.placeFigure(FigureType::Follower, feature));
        QCOMPARE(session.choice(), GameSession::Choice::Figure);
        const TileTypeId tile = session.game().currentTile();
        QSignalSpy played(&session, &GameSession::movePlayed);
        QVERIFY(session.confirm());
        QCOMPARE(played.size(), 1);
        const Game& game = session.game();
        QCOMPARE(int(game.moves().size()), 1);
        const Move& m = game.moves().front();
        QCOMPARE(m.tile, tile);
        QCOMPARE(m.placement, placement);
        QVERIFY(m.place);
        QCOMPARE(*m.place, (FigurePlacement{FigureType::Follower, feature}));
        // The follower stands on the new tile, unless the tile finished its feature at once.
        const TurnOutcome& outcome = session.history().back();
        if (outcome.events.empty()) {
            QCOMPARE(game.player(0).inSupply(FigureType::Follower), FollowersPerPlayer - 1);
            QCOMPARE(int(game.figures().size()), 1);
            QCOMPARE(game.figures().front().segment,
                     game.board().segmentOf(outcome.tileIndex, feature));
        } else {
            QCOMPARE(game.player(0).inSupply(FigureType::Follower), FollowersPerPlayer);
        }
        QCOMPARE(game.currentPlayer(), 1);
        QCOMPARE(session.phase(), GameSession::Phase::PlaceTile);
    }

    void placingTheSameFigureTwiceTakesItOffAgain()
    {
        GameSession session;
        session.start(makeSetup({"human", "human"}, 21));
        const auto [placement, feature] = *placementWithFollower(session);
        while (session.rotation() != placement.rotation)
            session.rotate(1);
        QVERIFY(session.layTile(placement.cell));
        QVERIFY(session.placeFigure(FigureType::Follower, feature));
        QVERIFY(session.placeFigure(FigureType::Follower, feature));
        QCOMPARE(session.choice(), GameSession::Choice::NoFigure);
        QVERIFY(!session.placeFigure(FigureType::Abbot, feature) ||
                (session.figureOptions().of(FigureType::Abbot) & (1u << feature)));
    }

    void steppingBackClearsTheFigureThenPicksTheTileUp()
    {
        GameSession session;
        session.start(makeSetup({"human", "human"}, 21));
        const auto [placement, feature] = *placementWithFollower(session);
        while (session.rotation() != placement.rotation)
            session.rotate(1);
        session.layTile(placement.cell);
        session.placeFigure(FigureType::Follower, feature);
        QVERIFY(session.stepBack());
        QCOMPARE(session.phase(), GameSession::Phase::PlaceFigure);
        QCOMPARE(session.choice(), GameSession::Choice::NoFigure);
        QVERIFY(session.stepBack());
        QCOMPARE(session.phase(), GameSession::Phase::PlaceTile);
        QVERIFY(!session.pendingPlacement());
        QVERIFY(!session.stepBack());
        QVERIFY(session.game().moves().empty());
    }

    void aLaidTileMovesToAnotherEmptySpotAndNotOntoATile()
    {
        GameSession session;
        session.start(makeSetup({"human", "human"}, 21));
        std::vector<Cell> fits; // cells where the tile fits as turned now
        for (int turn = 0; turn < 4 && fits.size() < 2; ++turn) {
            fits.clear();
            for (const Placement& p : session.legalPlacements()) {
                if (p.rotation == session.rotation() &&
                    std::find(fits.begin(), fits.end(), p.cell) == fits.end())
                    fits.push_back(p.cell);
            }
            if (fits.size() < 2)
                session.rotate(1);
        }
        QVERIFY(fits.size() >= 2);
        QVERIFY(session.layTile(fits[0]));
        // The start tile's cell is taken: the laid tile stays where it is.
        QVERIFY(!session.moveLaidTile(Cell{0, 0}));
        QCOMPARE(session.phase(), GameSession::Phase::PlaceFigure);
        QCOMPARE(session.pendingPlacement()->cell, fits[0]);
        QVERIFY(session.moveLaidTile(fits[1]));
        QCOMPARE(session.phase(), GameSession::Phase::PlaceFigure);
        QCOMPARE(session.pendingPlacement()->cell, fits[1]);
        QCOMPARE(session.choice(), GameSession::Choice::NoFigure);
        // Far from the map it fits nowhere: the tile is back in hand and the reason said.
        QSignalSpy refused(&session, &GameSession::placementRefused);
        QVERIFY(!session.moveLaidTile(Cell{40, 40}));
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.first().at(1).value<PlacementError>(), PlacementError::NotTouching);
        QCOMPARE(session.phase(), GameSession::Phase::PlaceTile);
        QVERIFY(!session.pendingPlacement());
        QVERIFY(session.game().moves().empty());
    }

    void turningALaidTileGoesThroughTheRotationsLegalThere()
    {
        GameSession session;
        session.start(makeSetup({"human", "human"}, 8));
        // A cell with more than one legal rotation.
        for (const Placement& p : session.legalPlacements()) {
            int count = 0;
            for (int r = 0; r < 4; ++r)
                count += session.isLegal(Placement{p.cell, Rotation(r)}) ? 1 : 0;
            if (count < 2)
                continue;
            while (session.rotation() != p.rotation)
                session.rotate(1);
            QVERIFY(session.layTile(p.cell));
            QVERIFY(session.rotate(1));
            QVERIFY(session.pendingPlacement()->rotation != p.rotation);
            QVERIFY(session.isLegal(*session.pendingPlacement()));
            QCOMPARE(session.pendingPlacement()->cell, p.cell);
            return;
        }
        QFAIL("no cell with two legal rotations for this seed");
    }

    void scoresReportedToViewsAreThoseTheEngineGives()
    {
        // Greedy moves through the session, compared with the same moves on a fresh Game.
        GameSession session;
        auto setup = makeSetup({"human", "human", "human"}, 77, true, true, FarmerScoring::Classic);
        session.start(setup);
        QSignalSpy played(&session, &GameSession::movePlayed);
        Game reference(setup, *setup->seed);
        int scored = 0;
        for (int turn = 0; turn < 40 && !session.game().isFinished(); ++turn) {
            const Move move = greedyMove(session.game(), std::uint64_t(turn));
            QVERIFY(session.play(move));
            const TurnOutcome& o = session.history().back();
            // Discards happen by themselves: bring the reference up to the same move.
            while (reference.moves().size() + 1 < session.game().moves().size())
                QCOMPARE(reference.apply(session.game().moves()[reference.moves().size()]).error,
                         MoveError::None);
            const MoveOutcome outcome = reference.apply(o.move);
            QCOMPARE(outcome.error, MoveError::None);
            const std::vector<ScoreEvent>& events = outcome.events;
            QCOMPARE(o.events, events);
            scored += int(events.size());
        }
        QVERIFY(scored > 0);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(session.game().player(p).score(), reference.player(p).score());
    }

    void undoInHotseatTakesBackTheLastMoveAndItsTile()
    {
        GameSession session;
        auto setup = makeSetup({"human", "human"}, 31);
        session.start(setup);
        QVERIFY(!session.canUndo());
        QVERIFY(session.play(greedyMove(session.game())));
        const QByteArray afterFirst = writeRecord(recordOf(session.game(), true));
        const TileTypeId secondTile = session.game().currentTile();
        QVERIFY(session.play(greedyMove(session.game())));
        QVERIFY(session.canUndo());
        QSignalSpy reset(&session, &GameSession::gameReset);
        QVERIFY(session.undo());
        QCOMPARE(reset.size(), 1);
        QCOMPARE(int(session.game().moves().size()), 1);
        QCOMPARE(session.game().currentTile(), secondTile);
        QCOMPARE(session.game().currentPlayer(), 1);
        QCOMPARE(writeRecord(recordOf(session.game(), true)), afterFirst);
        QCOMPARE(int(session.history().size()), 1);
        QCOMPARE(session.phase(), GameSession::Phase::PlaceTile);
    }

    void undoTakesBackTheFigureAndTheScoreItCaused()
    {
        GameSession session;
        session.start(makeSetup({"human", "human"}, 77));
        // Play greedy moves until one scores, then take it back.
        for (int turn = 0; turn < 60; ++turn) {
            const std::vector<PlayerState> before{session.game().player(0),
                                                  session.game().player(1)};
            const std::size_t figures = session.game().figures().size();
            QVERIFY(session.play(greedyMove(session.game(), std::uint64_t(turn))));
            if (session.history().back().events.empty())
                continue;
            QVERIFY(session.undo());
            QCOMPARE(session.game().player(0), before[0]);
            QCOMPARE(session.game().player(1), before[1]);
            QCOMPARE(session.game().figures().size(), figures);
            return;
        }
        QFAIL("no move scored in 60 turns");
    }

    void undoAfterComputerMovesGoesBackToTheHumansTurn()
    {
        GameSession session;
        session.start(makeSetup({"human", "random", "greedy"}, 9));
        const TileTypeId firstTile = session.game().currentTile();
        QSignalSpy played(&session, &GameSession::movePlayed);
        QVERIFY(session.play(greedyMove(session.game())));
        QTRY_VERIFY_WITH_TIMEOUT(session.phase() == GameSession::Phase::PlaceTile, 20000);
        QVERIFY(session.game().moves().size() >= 3);
        QVERIFY(session.undo());
        QCOMPARE(session.phase(), GameSession::Phase::PlaceTile);
        QVERIFY(session.game().moves().empty());
        QCOMPARE(session.game().currentPlayer(), 0);
        QCOMPARE(session.game().currentTile(), firstTile);
        QVERIFY(!session.canUndo());
    }

    void computerPlayersFinishAWholeGame()
    {
        GameSession session;
        QSignalSpy finished(&session, &GameSession::gameFinished);
        session.start(makeSetup({"random", "greedy", "random"}, 4, true));
        QVERIFY(finished.wait(120000));
        QCOMPARE(session.phase(), GameSession::Phase::Finished);
        QVERIFY(session.game().isFinished());
        QCOMPARE(session.history().size(), session.game().moves().size());
        QVERIFY(session.history().back().finished);
        QVERIFY(session.game().invariantViolations().isEmpty());
        QVERIFY(!session.isThinking());
    }

    void aComputerAnswerForAGameThatWasReplacedIsIgnored()
    {
        GameSession session;
        auto first = makeSetup({"greedy", "human"}, 1);
        auto second = makeSetup({"random", "human"}, 2);
        session.start(first);
        session.start(second); // the first game's computer turn is still on the worker
        QTRY_VERIFY_WITH_TIMEOUT(session.phase() == GameSession::Phase::PlaceTile, 20000);
        QCOMPARE(session.game().sharedSetup(), std::shared_ptr<const GameSetup>(second));
        QCOMPARE(int(session.game().moves().size()), 1);
        // The one move is legal in the second game from its start.
        Game fresh(second, *second->seed);
        QCOMPARE(fresh.apply(session.game().moves().front()).error, MoveError::None);
    }

    void undoStopsASearchingComputerAndItsAnswerIsNeverPlayed()
    {
        if (!aiLevels().contains(QStringLiteral("hard")))
            QFAIL("this build has no searching computer player");
        GameSession session;
        session.start(makeSetup({"human", "hard"}, 17));
        const Move first = greedyMove(session.game(), 1);
        QVERIFY(session.play(first));
        QCOMPARE(session.phase(), GameSession::Phase::ComputerTurn);
        QVERIFY(session.isThinking());
        QVERIFY(session.undo()); // while the search runs
        QVERIFY(!session.isThinking());
        QCOMPARE(session.phase(), GameSession::Phase::PlaceTile);
        // Play a different move; only the answer to this position may be played.
        const Move second = greedyMove(session.game(), 2);
        QVERIFY(session.play(second));
        QTRY_VERIFY_WITH_TIMEOUT(session.phase() == GameSession::Phase::PlaceTile, 60000);
        QCOMPARE(int(session.game().moves().size()), 2);
        QCOMPARE(session.game().moves().front(), second);
        QVERIFY(session.game().invariantViolations().isEmpty());
    }

    void closingWhileAComputerThinksDoesNotHang()
    {
        // A search given an hour: closing returns only if the session stops it, so a close
        // that waited for the search would hang, and the watchdog fails the test with a word
        // of why instead of leaving it to the CTest timeout.
        auto session = std::make_unique<GameSession>();
        session->start(makeSetup({"hard:seconds=3600", "greedy"}, 3));
        QVERIFY(session->isThinking());
        // The search is under way once the process spends CPU time on it (this thread only
        // waits): process time, not a clock, so a slow machine changes nothing.
        const std::clock_t before = std::clock();
        QTRY_VERIFY_WITH_TIMEOUT(std::clock() - before > CLOCKS_PER_SEC / 5, 60000);
        std::mutex mutex;
        std::condition_variable closedOrLate;
        bool closed = false;
        std::thread watchdog([&] {
            std::unique_lock lock(mutex);
            if (!closedOrLate.wait_for(lock, std::chrono::minutes(2), [&] { return closed; }))
                qFatal("closing a session still waits for its computer player's search after "
                       "two minutes: the search is not stopped");
        });
        session.reset();
        {
            std::lock_guard lock(mutex);
            closed = true;
        }
        closedOrLate.notify_one();
        watchdog.join();
    }

    void savedGamesLoadBackToTheSameGame()
    {
        QTemporaryDir dir;
        GameSession session;
        session.start(makeSetup({"human", "greedy"}, 12, true));
        QVERIFY(session.play(greedyMove(session.game())));
        QTRY_VERIFY_WITH_TIMEOUT(session.phase() == GameSession::Phase::PlaceTile, 20000);
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QString error;
        QVERIFY2(GameFiles::save(session.game(), path, &error), qPrintable(error));
        auto loaded = GameFiles::load(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(!loaded->game.isFinished());
        GameSession other;
        other.resume(std::move(*loaded));
        QCOMPARE(writeRecord(recordOf(other.game(), true)),
                 writeRecord(recordOf(session.game(), true)));
        QCOMPARE(other.history().size(), session.history().size());
        QCOMPARE(other.game().currentTile(), session.game().currentTile());
    }

    void aSavedGameHidesItsDrawOrderAndGoesOnWithTheSameTiles()
    {
        QTemporaryDir dir;
        GameSession session;
        session.start(makeSetup({"human", "human"}, 21));
        for (int turn = 0; turn < 12; ++turn)
            QVERIFY(session.play(greedyMove(session.game(), std::uint64_t(turn))));
        QVERIFY(session.undo()); // the taken-back tile goes back on top: still the seed's order
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QString error;
        QVERIFY2(GameFiles::save(session.game(), path, &error), qPrintable(error));
        // No list of the tiles to come in the file: they follow from the seed and the moves.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(!saved.contains(QLatin1String("bag")));
        QVERIFY(saved.contains(QLatin1String("seed")));
        auto loaded = GameFiles::load(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        Game original = session.game();
        Game again = loaded->game;
        for (int draw = 0; draw < 10; ++draw) {
            QCOMPARE(again.currentTile(), original.currentTile());
            const Move move = greedyMove(original, std::uint64_t(draw));
            QCOMPARE(original.apply(move).error, MoveError::None);
            QCOMPARE(again.apply(move).error, MoveError::None);
        }
        QVERIFY(std::equal(again.bag().begin(), again.bag().end(), original.bag().begin(),
                           original.bag().end()));

        // A game whose bag was given in its record in another order keeps that order, listed.
        GameRecord record = recordOf(session.game(), true);
        std::swap(record.bag->at(0), record.bag->at(3));
        Problems problems;
        std::optional<Game> reordered = replay(record, QStringLiteral("reordered"), problems);
        QVERIFY(reordered);
        const QString second = dir.filePath(QStringLiteral("reordered.json"));
        QVERIFY2(GameFiles::save(*reordered, second, &error), qPrintable(error));
        auto back = GameFiles::load(second, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(std::equal(back->game.bag().begin(), back->game.bag().end(),
                           reordered->bag().begin(), reordered->bag().end()));
        QCOMPARE(back->game.currentTile(), record.bag->front());
    }

    void aLoadedGameHasTheHistoryItWasPlayedWith()
    {
        // The history rebuilt from the file's one replay is the one made while playing: the
        // same outcomes, tiles, figures during scoring (placed and returned) and move numbers.
        QTemporaryDir dir;
        GameSession session;
        session.start(makeSetup({"human", "human"}, 5));
        int returned = 0;
        for (int turn = 0; turn < 45 && !session.game().isFinished(); ++turn) {
            QVERIFY(session.play(greedyMove(session.game(), std::uint64_t(turn))));
            returned += int(session.history().back().returned.size());
        }
        QVERIFY(returned > 0);
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QString error;
        QVERIFY2(GameFiles::save(session.game(), path, &error), qPrintable(error));
        auto loaded = GameFiles::load(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->outcomes.size(), session.game().moves().size());
        GameSession other;
        other.resume(std::move(*loaded));
        QCOMPARE(writeRecord(recordOf(other.game(), true)),
                 writeRecord(recordOf(session.game(), true)));
        QCOMPARE(other.history().size(), session.history().size());
        for (std::size_t k = 0; k < session.history().size(); ++k) {
            const TurnOutcome& live = session.history()[k];
            const TurnOutcome& again = other.history()[k];
            QCOMPARE(again.moveNumber, int(k) + 1);
            QCOMPARE(again.tileIndex, live.tileIndex);
            QCOMPARE(again.figuresDuring, live.figuresDuring);
            QVERIFY(again == live);
        }
    }

    void badGameFilesAreRefusedWithTheReason_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not JSON") << QByteArray("{ \"format\": ")
                                  << QStringLiteral("not valid JSON");
        QTest::newRow("unknown key")
            << QByteArray(
                   R"({"format":"bastide-game","version":1,"deck":"standard","players":[{"name":"A","color":"red","kind":"human"},{"name":"B","color":"blue","kind":"human"}],"moves":[],"colour":1})")
            << QStringLiteral("unknown key \"colour\"");
        QFile illegal(QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-game-illegal.json"));
        QVERIFY(illegal.open(QIODevice::ReadOnly));
        QTest::newRow("illegal fifth move") << illegal.readAll() << QStringLiteral("move 5");
    }
    void badGameFilesAreRefusedWithTheReason()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        QString error;
        QVERIFY(!GameFiles::load(path, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("broken.json")), qPrintable(error));
    }

    void aFailedSaveLeavesThePreviousFileIntact()
    {
        QTemporaryDir dir;
        GameSession session;
        session.start(makeSetup({"human", "human"}, 6));
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QString error;
        QVERIFY(GameFiles::save(session.game(), path, &error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        QVERIFY(session.play(greedyMove(session.game())));
        {
            ReadOnlyFolder readOnly(dir.path());
            QVERIFY(!GameFiles::save(session.game(), path, &error));
        }
        QVERIFY(error.contains(QDir::toNativeSeparators(path)));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }
};

QTEST_GUILESS_MAIN(tst_GameSession)
#include "tst_gamesession.moc"
