// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Turn ▸ Suggest a Move in the game window: it shows the hard player's move as a ghost with
// a reason and never changes the game; the ghost goes when the turn moves on; against the
// computer it waits for the player's permission in Preferences; a window closed while the
// search runs cancels it.

#include "app/appsettings.h"
#include "app/boardscene.h"
#include "app/figureitem.h"
#include "app/hintbanner.h"
#include "app/mainwindow.h"
#include "app/movereasontext.h"
#include "app/movesuggestion.h"
#include "app/tileitem.h"
#include "app/windowdialogs.h"
#include "apptestutil.h"
#include "engine/ai/aiplayer.h"
#include "screenshots.h"

#include <QAction>
#include <QMenu>
#include <QSettings>

using namespace bastide;
using namespace bastide::test;

namespace {

/** A quick search with no clock, so the test never depends on the machine's speed. */
SearchSettings quickHard(int simulations = 200)
{
    SearchSettings s = searchSettings(QStringLiteral("hard"));
    s.seconds = 0.0;
    s.iterations = simulations;
    s.threads = 2;
    return s;
}

/** What a suggestion must leave untouched. */
struct GameState
{
    std::size_t moves;
    std::vector<TileTypeId> bag;
    std::vector<int> scores;
    int player;
    TileTypeId tile;
    GameSession::Phase phase;
    std::optional<Placement> pending;
    Rotation rotation;

    explicit GameState(const GameSession& s)
        : moves(s.game().moves().size()), bag(s.game().bag().begin(), s.game().bag().end()),
          player(s.game().currentPlayer()), tile(s.game().currentTile()), phase(s.phase()),
          pending(s.pendingPlacement()), rotation(s.rotation())
    {
        for (int p = 0; p < s.game().playerCount(); ++p)
            scores.push_back(s.game().player(p).score());
    }
    bool operator==(const GameState&) const = default;
};

} // namespace

class tst_MoveSuggestion : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow& window(const QStringList& kinds, std::uint64_t seed)
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            qFatal("the window was never shown");
        m_window->startGame(makeSetup(kinds, seed));
        m_window->moveSuggestion()->setSettings(quickHard());
        return *m_window;
    }

private Q_SLOTS:
    void initTestCase() { prepareApplication(); }
    void init() { QSettings().clear(); }
    void cleanup() { m_window.reset(); }

    void suggestAMoveIsInTheTurnMenuWithAKey()
    {
        MainWindow& w = window({"human", "human"}, 3);
        QAction* suggest = w.action(QStringLiteral("suggestMove"));
        QVERIFY(suggest);
        QCOMPARE(suggest->shortcut(), QKeySequence(Qt::Key_H));
        QVERIFY(suggest->isEnabled());
        QMenu* turn = w.findChild<QMenu*>(QStringLiteral("turnMenu"));
        QVERIFY(turn && turn->actions().contains(suggest));
    }

    void theSuggestionIsALegalMoveShownAsAGhostWithItsReason_data()
    {
        QTest::addColumn<int>("turns"); // moves played before asking
        QTest::newRow("first tile") << 0;
        QTest::newRow("middle game") << 24;
    }
    void theSuggestionIsALegalMoveShownAsAGhostWithItsReason()
    {
        QFETCH(int, turns);
        MainWindow& w = window({"human", "human"}, 11);
        GameSession* session = w.session();
        for (int i = 0; i < turns; ++i)
            QVERIFY(session->play(greedyMove(session->game(), std::uint64_t(i))));
        const GameState before(*session);
        MoveSuggestion* suggestion = w.moveSuggestion();
        w.action(QStringLiteral("suggestMove"))->trigger();
        QVERIFY(suggestion->isThinking() || suggestion->shown());
        QTRY_VERIFY_WITH_TIMEOUT(suggestion->shown().has_value(), 60'000);
        QVERIFY(!suggestion->isThinking());
        QVERIFY(w.action(QStringLiteral("suggestMove"))->isEnabled());
        // Shown, not played: the game and the turn in progress are as they were.
        QVERIFY(GameState(*session) == before);
        const Move& move = suggestion->shown()->move;
        QCOMPARE(session->game().check(move), MoveError::None);
        // The same search on the same position, asked directly, agrees.
        QCOMPARE(suggestion->shown()->reason, explainMove(session->game(), move));
        const QString reason = MoveReasonText::describe(suggestion->shown()->reason);
        QVERIFY(!reason.isEmpty());
        QCOMPARE(suggestion->reasonText(), reason);
        QVERIFY2(w.banner()->text().contains(reason), qPrintable(w.banner()->text()));
        if (!move.discard) {
            TileItem* ghost = suggestion->ghost();
            QVERIFY(ghost && ghost->isVisible() && ghost->scene() == w.scene());
            QCOMPARE(ghost->tileType(), move.tile);
            QCOMPARE(ghost->rotation(), move.placement.rotation);
            QCOMPARE(ghost->pos(), BoardScene::cellRect(move.placement.cell).topLeft());
            int figures = 0;
            for (QGraphicsItem* child : ghost->childItems())
                figures += child->type() == FigureItem::Type ? 1 : 0;
            QCOMPARE(figures, move.place ? 1 : 0);
        }
        QVERIFY(saveScreenshot(&w, QStringLiteral("suggest-move-%1").arg(turns)));
    }

    void theGhostGoesWhenTheTurnMovesOn()
    {
        MainWindow& w = window({"human", "human"}, 5);
        MoveSuggestion* suggestion = w.moveSuggestion();
        suggestion->suggest();
        QTRY_VERIFY_WITH_TIMEOUT(suggestion->shown().has_value(), 60'000);
        const Move move = suggestion->shown()->move;
        QVERIFY(suggestion->ghost());
        // The player follows the advice; the next player gets no stale ghost.
        QVERIFY(w.session()->play(move));
        QVERIFY(!suggestion->shown());
        QVERIFY(!suggestion->ghost());
        QVERIFY(suggestion->reasonText().isEmpty());
    }

    void aSearchOvertakenByAMoveIsDropped()
    {
        MainWindow& w = window({"human", "human"}, 8);
        MoveSuggestion* suggestion = w.moveSuggestion();
        suggestion->setSettings(quickHard(100'000'000)); // only cancelling ends it
        suggestion->suggest();
        QVERIFY(suggestion->isThinking());
        QVERIFY(!w.action(QStringLiteral("suggestMove"))->isEnabled());
        QVERIFY(w.session()->play(greedyMove(w.session()->game())));
        QVERIFY(!suggestion->isThinking());
        QVERIFY(w.action(QStringLiteral("suggestMove"))->isEnabled());
        // A new question gets its own answer; the cancelled one never shows.
        suggestion->setSettings(quickHard());
        suggestion->suggest();
        QTRY_VERIFY_WITH_TIMEOUT(suggestion->shown().has_value(), 60'000);
        QCOMPARE(w.session()->game().check(suggestion->shown()->move), MoveError::None);
    }

    void againstTheComputerItWaitsForThePreference()
    {
        MainWindow& w = window({"human", "greedy"}, 4);
        QVERIFY(!w.session()->isComputer(w.session()->game().currentPlayer()));
        QAction* suggest = w.action(QStringLiteral("suggestMove"));
        QVERIFY(!AppSettings::hintsAgainstComputer());
        QVERIFY(!w.moveSuggestion()->isAvailable());
        QVERIFY(!suggest->isEnabled());
        w.moveSuggestion()->suggest(); // a stray call does nothing
        QVERIFY(!w.moveSuggestion()->isThinking());

        AppSettings::setHintsAgainstComputer(true);
        emit w.dialogs()->preferencesChanged();
        QVERIFY(w.moveSuggestion()->isAvailable());
        QVERIFY(suggest->isEnabled());
        suggest->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(w.moveSuggestion()->shown().has_value(), 60'000);
    }

    void closingTheWindowWhileSearchingCancelsTheSearch()
    {
        MainWindow& w = window({"human", "human"}, 9);
        w.moveSuggestion()->setSettings(quickHard(100'000'000)); // hours unless cancelled
        w.moveSuggestion()->suggest();
        QVERIFY(w.moveSuggestion()->isThinking());
        m_window.reset(); // returns once the search has seen the flag
        QVERIFY(!m_window);
    }

    void everyReasonIsWorded()
    {
        using Kind = MoveReason::Kind;
        for (Kind kind : {Kind::ClosesFeature, Kind::ReturnsAbbot, Kind::ClaimsFeature,
                          Kind::Farmer, Kind::SharesFeature, Kind::ExtendsOwn, Kind::Blocks,
                          Kind::Hinders, Kind::Quiet, Kind::Discards}) {
            for (FeatureKind feature : {FeatureKind::City, FeatureKind::Road, FeatureKind::Field,
                                        FeatureKind::Monastery, FeatureKind::Garden}) {
                const QString text = MoveReasonText::describe(MoveReason{kind, feature, 8, 2});
                QVERIFY2(!text.isEmpty(), qPrintable(QString::number(int(kind))));
                QVERIFY(!text.contains(QLatin1String("%n")));
            }
        }
        QCOMPARE(MoveReasonText::describe(MoveReason{Kind::ClosesFeature, FeatureKind::City, 8, 0}),
                 QStringLiteral("closes the city for 8 points"));
    }
};

QTEST_MAIN(tst_MoveSuggestion)
#include "tst_movesuggestion.moc"
