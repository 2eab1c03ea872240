// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The play library drives a whole session on Qt Core alone (no widgets, no GUI
// application): a person's tiles, figures and answers to the decisions other players' turns
// bring, a computer answering on its worker thread, undo and redo across an answer, and a
// record that replays to the same scores.

#include "askingstub.h"
#include "engine/gamerecord.h"
#include "engine/standarddeck.h"
#include "play/gamesession.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

std::vector<int> scoresOf(const Game& game)
{
    std::vector<int> scores;
    for (std::size_t p = 0; p < game.setup().players.size(); ++p)
        scores.push_back(game.player(int(p)).score());
    return scores;
}

std::shared_ptr<const GameSetup> setupOf(std::vector<PlayerKind> kinds, std::uint64_t seed)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = Rules{true, true, FarmerScoring::Modern, {AskingStub::Set}};
    for (std::size_t p = 0; p < kinds.size(); ++p)
        setup->players.push_back(
            PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p), kinds[p],
                        kinds[p] == PlayerKind::Ai ? QStringLiteral("greedy") : QString()});
    setup->seed = seed;
    return setup;
}

/** One step of a person's turn as a player takes it; false when nothing could be done. */
bool takeOneStep(GameSession& session)
{
    switch (session.phase()) {
    case GameSession::Phase::PlaceTile: {
        const std::vector<Placement> spots = session.legalPlacements();
        if (spots.empty())
            return false;
        const Placement p = spots[spots.size() / 2];
        while (session.rotation() != p.rotation)
            session.rotate();
        return session.layTile(p.cell);
    }
    case GameSession::Phase::PlaceFigure:
        return session.chooseNoFigure() | session.confirm();
    case GameSession::Phase::Decide: {
        const std::vector<Decision> answers = session.answers();
        return !answers.empty() && session.answer(answers.back());
    }
    default:
        return false;
    }
}

/** Plays the session to its end: the people by takeOneStep, the computers on their thread. */
bool playToTheEnd(GameSession& session, int& personAnswers)
{
    // Every computer decision ends in a phase change (to another computer's turn, too).
    QSignalSpy phaseChanged(&session, &GameSession::phaseChanged);
    for (int guard = 0; guard < 5000; ++guard) {
        const GameSession::Phase phase = session.phase();
        if (phase == GameSession::Phase::Finished)
            return true;
        if (phase == GameSession::Phase::ComputerTurn) {
            if (!phaseChanged.wait(20000)) {
                qWarning("no computer decision: pending %d of player %d, %d moves",
                         int(session.game().pending().kind), session.game().pending().player,
                         int(session.game().moves().size()));
                return false;
            }
            continue;
        }
        if (phase == GameSession::Phase::Decide)
            ++personAnswers;
        if (!takeOneStep(session)) {
            qWarning("no step in phase %d: pending %d of player %d", int(phase),
                     int(session.game().pending().kind), session.game().pending().player);
            return false;
        }
    }
    return false;
}

} // namespace

class tst_HeadlessSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        AskingStub::registerIt();
        QVERIFY(qobject_cast<QCoreApplication*>(QCoreApplication::instance()));
        QVERIFY(!QCoreApplication::instance()->inherits("QGuiApplication"));
    }

    void aPersonAndAComputerPlayAWholeGameWithEveryKindOfDecision()
    {
        GameSession session;
        session.setComputerPace([] { return 0; });
        session.start(setupOf({PlayerKind::Human, PlayerKind::Ai}, 21));
        int personAnswers = 0;
        QVERIFY(playToTheEnd(session, personAnswers));
        const Game& game = session.game();
        QVERIFY(game.isFinished());
        // The stub asks the next player for a dragon step after every tile: the person
        // answered the computer's turns, and the computer the person's.
        const AskingStub::Counts counts = AskingStub::countsOf(game);
        QVERIFY(counts.steps > 20);
        QVERIFY(personAnswers > 10);
        QCOMPARE(counts.declines, 2);
        // The record of the session replays to the same scores, decision by decision.
        const GameRecord record = recordOf(game);
        Problems problems;
        const auto replayed = replay(record, QStringLiteral("session.json"), problems);
        QVERIFY2(replayed, problems.empty() ? "" : qPrintable(problems.front().detail));
        QCOMPARE(scoresOf(*replayed), scoresOf(game));
        QCOMPARE(AskingStub::countsOf(*replayed), counts);
    }

    void undoTakesBackAnAnswerAndRedoGivesTheSameGame()
    {
        GameSession session;
        session.start(setupOf({PlayerKind::Human, PlayerKind::Human}, 5));
        // Play until a person has a decision to answer (the second player's dragon step).
        for (int guard = 0; guard < 50 && session.phase() != GameSession::Phase::Decide; ++guard)
            QVERIFY(takeOneStep(session));
        QCOMPARE(session.phase(), GameSession::Phase::Decide);
        const PendingDecision asked = session.game().pending();
        QCOMPARE(asked.kind, DecisionKind::DragonStep);
        QVERIFY(asked.player != session.game().currentPlayer());
        QVERIFY(takeOneStep(session));
        const std::vector<int> scoresAfter = scoresOf(session.game());
        const std::size_t movesAfter = session.game().moves().size();
        QVERIFY(session.canUndo());
        QVERIFY(session.undo());
        QCOMPARE(session.phase(), GameSession::Phase::Decide);
        QCOMPARE(session.game().pending(), asked);
        QVERIFY(session.redo());
        QCOMPARE(session.game().moves().size(), movesAfter);
        QCOMPARE(scoresOf(session.game()), scoresAfter);
    }
};

QTEST_GUILESS_MAIN(tst_HeadlessSession)
#include "tst_headlesssession.moc"
