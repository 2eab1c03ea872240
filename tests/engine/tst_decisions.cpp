// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A turn as a sequence of decisions (spec §3, §4 turn order, §6): the decisions of a move
// played one by one give the same game as the whole move; the game names the decision it
// waits for and who makes it, with the module's questions to other players; a record cut
// inside a move replays unfinished and only as its last move; module state survives copies
// and a save and load; figures keep their ids and their outcomes say which scoring took them.

#include "askingstub.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"
#include "engine/random.h"
#include "engine/rules/tradersbuilders.h"
#include "engine/scoresjson.h"
#include "testtable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

std::shared_ptr<const GameSetup> setupWith(QStringList expansions, int players = 3,
                                           std::uint64_t seed = 7)
{
    auto setup = std::make_shared<GameSetup>();
    setup->tiles = standardTileSet();
    setup->standardDeck = true;
    setup->rules = Rules{true, true, FarmerScoring::Modern, std::move(expansions)};
    for (int p = 0; p < players; ++p)
        setup->players.push_back(
            PlayerSetup{QStringLiteral("P%1").arg(p + 1), PlayerColor(p), PlayerKind::Human, {}});
    setup->seed = seed;
    return setup;
}

/** A legal complete move for `game`, picked at random but often with a figure. */
Move someMove(const Game& game, Random& random)
{
    const std::vector<Move> moves = game.legalMoves();
    std::vector<Move> placing;
    for (const Move& m : moves) {
        if (m.place || m.returnAbbot)
            placing.push_back(m);
    }
    const auto& from = !placing.empty() && random.below(3) != 0 ? placing : moves;
    return from[random.below(std::uint32_t(from.size()))];
}

/** Answers whatever the game waits for with a random legal answer. */
Decision someAnswer(const Game& game, Random& random)
{
    const std::vector<Decision> answers = game.legalDecisions();
    return answers[random.below(std::uint32_t(answers.size()))];
}

} // namespace

class tst_Decisions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AskingStub::registerIt(); }

    void decisionsOneByOneGiveTheSameGameAsWholeMoves_data()
    {
        QTest::addColumn<QStringList>("expansions");
        QTest::newRow("base game and river") << QStringList();
        QTest::newRow("both expansions")
            << QStringList{QStringLiteral("inns-cathedrals"), QStringLiteral("traders-builders")};
        QTest::newRow("a module asking others")
            << QStringList{QStringLiteral("traders-builders"), AskingStub::Set};
    }
    void decisionsOneByOneGiveTheSameGameAsWholeMoves()
    {
        QFETCH(QStringList, expansions);
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const auto setup = setupWith(expansions, 2 + int(seed % 3), seed);
            Game whole(setup, seed);
            Game stepwise(setup, seed);
            Random random(seed);
            while (!whole.isFinished()) {
                QCOMPARE(stepwise.pending(), whole.pending());
                if (whole.pending().kind == DecisionKind::FinalAbbey) {
                    Move decline;
                    decline.decline = true;
                    QVERIFY(whole.apply(decline).ok());
                    QVERIFY(stepwise.decide(Game::decisionsOf(decline).front()).ok());
                    QVERIFY(whole == stepwise);
                    continue;
                }
                // The whole game plays the move as a record holds it: the others' answers
                // inside. The stepwise one answers what the game asks, as it comes.
                Move move = someMove(whole, random);
                if (whole.pending().kind == DecisionKind::AbbeyOrDraw) {
                    const MoveOutcome draw =
                        stepwise.decide(Decision::abbeyChoice(DecisionKind::AbbeyOrDraw, false));
                    QVERIFY(draw.ok());
                    QCOMPARE(draw.next.kind, DecisionKind::TileMove);
                }
                std::vector<Decision> steps = Game::decisionsOf(move);
                MoveOutcome last;
                for (const Decision& d : steps) {
                    last = stepwise.decide(d);
                    QVERIFY2(last.ok(), qPrintable(QString::number(int(last.error))));
                }
                while (!last.moveComplete && !stepwise.isFinished()) {
                    const PendingDecision asked = stepwise.pending();
                    QVERIFY(asked.kind == DecisionKind::DragonStep ||
                            asked.kind == DecisionKind::Wagon);
                    if (asked.kind == DecisionKind::DragonStep) // another player's choice
                        QCOMPARE(asked.player, (whole.currentPlayer() + 1) % whole.playerCount());
                    last = stepwise.decide(someAnswer(stepwise, random));
                    QVERIFY(last.ok());
                }
                move.followUps = last.move.followUps;
                const MoveOutcome played = whole.apply(move);
                QVERIFY2(played.ok(),
                         qPrintable(QStringLiteral("%1 after %2 moves, %3 answers, step %4")
                                        .arg(int(played.error))
                                        .arg(whole.moves().size())
                                        .arg(move.followUps.size())
                                        .arg(int(stepwise.pending().kind))));
                QVERIFY(played.moveComplete);
                QVERIFY(whole == stepwise);
                QVERIFY2(whole.invariantViolations().isEmpty(),
                         qPrintable(whole.invariantViolations().join(u'\n')));
            }
            QVERIFY(stepwise.isFinished());
            QCOMPARE(stepwise.pending().kind, DecisionKind::None);
        }
    }

    void theFigureActionWaitsForTheTileMoveAndAWrongAnswerChangesNothing()
    {
        Game game(setupWith({}), 3);
        QCOMPARE(game.pending(), (PendingDecision{DecisionKind::TileMove, 0}));
        const Game before = game;
        QCOMPARE(game.decide(Decision::figure(std::nullopt)).error, MoveError::NotThisDecision);
        QVERIFY(game == before);
        const Move move = game.legalMoves().front();
        QVERIFY(game.decide(Decision::lay(move.tile, move.placement)).ok());
        QCOMPARE(game.pending(), (PendingDecision{DecisionKind::FigureAction, 0}));
        QCOMPARE(game.laidTile(), std::optional<Placement>(move.placement));
        QVERIFY(game.moves().empty()); // not a move of the record yet
        QVERIFY(recordOf(game).moves.empty());
        const Game laid = game;
        QCOMPARE(game.decide(Decision::figure(FigurePlacement{FigureType::Follower, 12})).error,
                 MoveError::NoSuchFeature);
        QVERIFY(game == laid);
        // The figure action's legal answers are those of the whole move for that placement.
        int withFigure = 0;
        for (const Decision& d : game.legalDecisions()) {
            QCOMPARE(d.kind, DecisionKind::FigureAction);
            withFigure += d.place ? 1 : 0;
        }
        QVERIFY(withFigure > 0);
        const MoveOutcome done = game.decide(Decision::figure(std::nullopt));
        QVERIFY(done.ok() && done.moveComplete);
        QCOMPARE(done.next, (PendingDecision{DecisionKind::TileMove, 1}));
        QCOMPARE(game.moves().size(), std::size_t(1));
    }

    void anotherPlayersDecisionIsPendingInARecordThatReplaysUnfinished()
    {
        const auto setup = setupWith({AskingStub::Set}, 3, 11);
        Game game(setup, 11);
        Move move = game.legalMoves().front();
        MoveOutcome o = game.apply(move);
        QVERIFY(o.ok());
        QVERIFY(!o.moveComplete);
        QCOMPARE(o.next, (PendingDecision{DecisionKind::DragonStep, 1}));
        QCOMPARE(game.pending(), o.next);

        // Saved now, the record's last move has no step yet: it replays to the same question.
        const GameRecord record = recordOf(game);
        QCOMPARE(record.moves.size(), std::size_t(1));
        Problems problems;
        const auto parsed = parseRecord(writeRecord(record), QStringLiteral("cut.json"), problems);
        QVERIFY(parsed);
        const auto replayed = replay(*parsed, QStringLiteral("cut.json"), problems);
        QVERIFY2(replayed, problems.empty() ? "" : qPrintable(describe(problems.front())));
        QCOMPARE(replayed->pending(), o.next);
        QVERIFY(!replayed->isFinished());
        QCOMPARE(scoresJson(*replayed).value(QStringLiteral("finished")).toBool(true), false);

        // Answered, the step is written into that move as `dragon`.
        const std::vector<Decision> steps = game.legalDecisions();
        QVERIFY(!steps.empty());
        o = game.decide(steps.front());
        QVERIFY(o.ok());
        const QJsonObject written = moveToJson(recordOf(game).moves.front(), game.tileSet());
        QCOMPARE(written.value(QStringLiteral("dragon")).toArray().size(), 1);

        // The same cut anywhere but the last move is refused, naming the move.
        GameRecord twoMoves = *parsed;
        Game other(setup, 11);
        const Move second = [&] {
            Game g = *replayed;
            g.decide(g.legalDecisions().front());
            while (g.pending().kind != DecisionKind::TileMove)
                g.decide(g.legalDecisions().front());
            return g.legalMoves().front();
        }();
        twoMoves.moves.push_back(second);
        problems.clear();
        QVERIFY(!replay(twoMoves, QStringLiteral("cut.json"), problems));
        QCOMPARE(problems.front().move, 1);
        QCOMPARE(problems.front().moveError, MoveError::DecisionMissing);
    }

    void theFinalRoundAsksEachPlayerOnceAndRecordsTheDeclines()
    {
        const auto setup = setupWith({AskingStub::Set}, 3, 5);
        Game game(setup, 5);
        Random random(5);
        while (game.pending().kind != DecisionKind::FinalAbbey) {
            const PendingDecision p = game.pending();
            if (p.kind == DecisionKind::TileMove || p.kind == DecisionKind::AbbeyOrDraw)
                QVERIFY(game.apply(someMove(game, random)).error == MoveError::None);
            else
                QVERIFY(game.decide(someAnswer(game, random)).ok());
        }
        for (int asked = 0; asked < 3; ++asked) {
            QVERIFY(!game.isFinished());
            const PendingDecision p = game.pending();
            QCOMPARE(p.kind, DecisionKind::FinalAbbey);
            QCOMPARE(p.player, (game.currentPlayer() + asked) % 3);
            QCOMPARE(game.legalMoves().size(), std::size_t(1));
            QVERIFY(game.legalMoves().front().decline);
            const MoveOutcome o = game.apply(game.legalMoves().front());
            QVERIFY(o.ok());
            QCOMPARE(o.player, p.player);
        }
        QVERIFY(game.isFinished());
        QCOMPARE(AskingStub::countsOf(game).declines, 3);
        QVERIFY(game.moves().back().decline);
        // Written as {"abbey": false} and replayed to the same end.
        Problems problems;
        const auto parsed =
            parseRecord(writeRecord(recordOf(game)), QStringLiteral("end.json"), problems);
        QVERIFY(parsed);
        QCOMPARE(moveToJson(parsed->moves.back(), game.tileSet()),
                 QJsonObject({{QStringLiteral("abbey"), false}}));
        const auto replayed = replay(*parsed, QStringLiteral("end.json"), problems);
        QVERIFY(replayed && replayed->isFinished());
        QCOMPARE(scoresJson(*replayed), scoresJson(game));
    }

    void aTileMoveWhileTheAbbeyOrDrawDecisionIsOpenDraws()
    {
        const auto setup = setupWith({AskingStub::Set}, 2, 9);
        Game game(setup, 9);
        Random random(9);
        while (game.pending().kind != DecisionKind::AbbeyOrDraw) {
            if (game.pending().kind == DecisionKind::TileMove)
                QVERIFY(game.apply(someMove(game, random)).ok());
            else
                QVERIFY(game.decide(someAnswer(game, random)).ok());
        }
        const Game asked = game;
        QCOMPARE(
            game.decide(Decision::abbeyChoice(DecisionKind::AbbeyOrDraw, true, Cell{5, 5})).error,
            MoveError::NotThisDecision); // the stub has no abbey to lay
        QVERIFY(game == asked);
        Game drawn = game;
        QVERIFY(drawn.decide(Decision::abbeyChoice(DecisionKind::AbbeyOrDraw, false)).ok());
        QCOMPARE(drawn.pending().kind, DecisionKind::TileMove);
        const Move move = someMove(game, random);
        QVERIFY(game.apply(move).ok()); // drawing is implied, and not recorded
        QVERIFY(drawn.apply(move).ok());
        QCOMPARE(game.moves(), drawn.moves());
    }

    void moduleStateSurvivesCopiesAndASaveAndLoad()
    {
        const auto setup = setupWith({QStringLiteral("traders-builders"), AskingStub::Set}, 3, 4);
        Game game(setup, 4);
        Random random(4);
        for (int i = 0; i < 40 && !game.isFinished(); ++i) {
            if (game.pending().kind == DecisionKind::TileMove)
                QVERIFY(game.apply(someMove(game, random)).ok());
            else
                QVERIFY(game.decide(someAnswer(game, random)).ok());
        }
        const AskingStub::Counts counts = AskingStub::countsOf(game);
        QVERIFY(counts.steps > 0 && counts.draws > 0);
        // A copy shares the states until it changes one: the original keeps its own.
        Game copy = game;
        QVERIFY(copy == game);
        for (int i = 0; i < 6 && !copy.isFinished(); ++i) {
            if (copy.pending().kind == DecisionKind::TileMove)
                QVERIFY(copy.apply(someMove(copy, random)).ok());
            else
                QVERIFY(copy.decide(someAnswer(copy, random)).ok());
        }
        QVERIFY(!(AskingStub::countsOf(copy) == counts));
        QCOMPARE(AskingStub::countsOf(game), counts);
        // Saved and loaded, the states are what the moves made them.
        Problems problems;
        const auto parsed =
            parseRecord(writeRecord(recordOf(game)), QStringLiteral("save.json"), problems);
        QVERIFY(parsed);
        const auto loaded = replay(*parsed, QStringLiteral("save.json"), problems);
        QVERIFY(loaded);
        QCOMPARE(AskingStub::countsOf(*loaded), counts);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(TradersBuilders::goodsOf(*loaded, p), TradersBuilders::goodsOf(game, p));
        QCOMPARE(loaded->pending(), game.pending());
        QCOMPARE(scoresJson(*loaded), scoresJson(game));
    }

    void figuresKeepTheirIdsAndTheirScoringIsNamed()
    {
        // A knight on a cap that closes the start tile's city goes home at once, named with
        // the scoring that took it.
        TestTable t;
        QCOMPARE(t.lay("E", 0, -1, 2, TestTable::follower(0)), MoveError::None);
        const PlacedFigure knight = *t.last.placed;
        QVERIFY(knight.id.valid());
        QCOMPARE(knight.site, Site::feature(TileIndex(1), 0));
        QCOMPARE(t.last.returned.size(), std::size_t(1));
        QCOMPARE(t.last.returned.front().figure, knight);
        QCOMPARE(t.last.returned.front().event, 0);
        QCOMPARE(t.last.events.front().kind, FeatureKind::City);
        QVERIFY(!t.game().figure(knight.id));
        // A farmer stays, with an id of its own, while the game goes on.
        QCOMPARE(t.lay("B", 0, 1, 0, TestTable::follower(0)), MoveError::None);
        const PlacedFigure farmer = *t.last.placed;
        QVERIFY(farmer.id != knight.id);
        QCOMPARE(t.game().board().kind(farmer.segment), FeatureKind::Field);
        QCOMPARE(t.lay("V", 1, 1, 2), MoveError::None);
        QVERIFY(t.game().figure(farmer.id));
        QCOMPARE(*t.game().figure(farmer.id), farmer);
        QVERIFY(t.game().invariantViolations().isEmpty());
    }

    void anInnRoadLeftUnfinishedIsScoredForNothingAndSaysSo()
    {
        // A deck of three tiles: the start, a road with an inn laid west of it with a thief,
        // and a monastery, whose laying ends the game with the inn road open.
        const Deck& standard = standardTileSet()->deck();
        Deck deck;
        for (const char* id : {"D", "IC-B", "B"}) {
            TileType t = standard.tiles[std::size_t(standard.indexOf(QString::fromLatin1(id)))];
            t.count = 1;
            deck.tiles.push_back(t);
        }
        TestTable t(Rules{false, true, FarmerScoring::Modern, {QStringLiteral("inns-cathedrals")}},
                    2, TileSet::build(deck));
        QCOMPARE(t.lay("IC-B", -1, 0, 0, TestTable::follower(0)), MoveError::None);
        const PlacedFigure thief = *t.last.placed;
        QCOMPARE(t.lay("B", 0, 1, 0), MoveError::None);
        QVERIFY(t.last.finished);
        // The inn road's scoring is an event of 0 points that took the thief home, so the
        // log can say why it went.
        bool found = false;
        for (const FigureReturn& r : t.last.returned) {
            if (r.figure.id != thief.id)
                continue;
            found = true;
            QCOMPARE(r.reason, ReturnReason::Scored);
            QVERIFY(r.event >= 0);
            const ScoreEvent& e = t.last.events[std::size_t(r.event)];
            QVERIFY(e.inn);
            QCOMPARE(e.points, 0);
            QCOMPARE(e.winners, std::uint8_t(1));
            QCOMPARE(e.reason, ScoreReason::EndOfGame);
        }
        QVERIFY(found);
        QCOMPARE(t.points(0, ScoreCategory::Road), 0);
    }
};

QTEST_GUILESS_MAIN(tst_Decisions)
#include "tst_decisions.moc"
