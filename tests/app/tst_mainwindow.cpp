// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window driven as a player drives it: clicks on the board, keys, the wheel;
// the score panel, log, end screen, saving and opening, undo, and screenshots of the
// moments a player sees (with BASTIDE_SCREENSHOTS=DIR, see tests/screenshots.h).

#include "../i18n/layoutcheck.h"
#include "app/appsettings.h"
#include "app/boardscene.h"
#include "app/boardview.h"
#include "app/bubbleitem.h"
#include "app/deckeditorlink.h"
#include "app/endgamedialog.h"
#include "app/endgamepresenter.h"
#include "app/figureitem.h"
#include "app/floatingtextitem.h"
#include "app/gamefilecontroller.h"
#include "app/gamefiles.h"
#include "app/gamelogmodel.h"
#include "app/gametexts.h"
#include "app/highlightitem.h"
#include "app/hintbanner.h"
#include "app/mainwindow.h"
#include "app/newgamedialog.h"
#include "app/remainingtilesdialog.h"
#include "app/scorepanel.h"
#include "app/scorerow.h"
#include "app/spotitem.h"
#include "app/targetitem.h"
#include "app/theme.h"
#include "app/tileitem.h"
#include "app/tilepreview.h"
#include "app/turnpanel.h"
#include "app/windowdialogs.h"
#include "apptestutil.h"
#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"
#include "editor/playgroupsdialog.h"
#include "engine/gamerecord.h"
#include "engine/messages.h"
#include "screenshots.h"

#include <QAbstractAnimation>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QPointer>
#include <QPointingDevice>
#include <QPushButton>
#include <QScopeGuard>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QWheelEvent>
#include <cmath>

using namespace bastide;
using namespace bastide::test;

namespace {

/** The window as the player sees it, with an open dialog drawn over it where it sits. */
void screenshot(MainWindow& w, const QString& name, QWidget* dialog = nullptr)
{
    if (!screenshotsWanted())
        return;
    // Let pending layouts and deferred shows settle, as they would before the next frame.
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    QPixmap shot = w.grab();
    if (dialog && dialog->isVisible()) {
        QPainter p(&shot);
        p.fillRect(shot.rect(), QColor(0, 0, 0, 60));
        const QPixmap d = dialog->grab();
        const QPoint at((shot.width() - d.width()) / 2, (shot.height() - d.height()) / 2);
        p.fillRect(QRect(at + QPoint(4, 6), d.size()), QColor(0, 0, 0, 50));
        p.drawPixmap(at, d);
    }
    QVERIFY(saveScreenshot(shot, name));
}

QPoint viewportPoint(MainWindow& w, QPointF scenePos)
{
    BoardView* view = w.view();
    const QRectF visible =
        view->mapToScene(view->viewport()->rect().adjusted(30, 80, -30, -30)).boundingRect();
    if (!visible.contains(scenePos))
        view->centerOn(scenePos);
    return view->mapFromScene(scenePos);
}

void click(MainWindow& w, QPointF scenePos, Qt::MouseButton button = Qt::LeftButton)
{
    QTest::mouseClick(w.view()->viewport(), button, {}, viewportPoint(w, scenePos));
}

void clickCell(MainWindow& w, Cell cell)
{
    click(w, BoardScene::cellRect(cell).center());
}

void wheel(QWidget* target, QPoint at, int delta, Qt::KeyboardModifiers modifiers = {})
{
    QWheelEvent event(QPointF(at), QPointF(target->mapToGlobal(at)), QPoint(), QPoint(0, delta),
                      Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(target, &event);
}

TargetItem* targetFor(MainWindow& w, FigureType figure, int feature)
{
    for (TargetItem* t : w.scene()->targets()) {
        if (t->figure() == figure && t->feature() == feature)
            return t;
    }
    return nullptr;
}

/** Turns the tile in hand with the R key until it is turned `rotation` times. */
void turnTo(MainWindow& w, Rotation rotation)
{
    for (int i = 0; i < 4 && w.session()->rotation() != rotation; ++i)
        QTest::keyClick(&w, Qt::Key_R);
}

QStringList logLines(MainWindow& w)
{
    QStringList lines;
    for (int r = 0; r < w.logModel()->rowCount(); ++r)
        lines << w.logModel()->index(r).data().toString();
    return lines;
}

QByteArray recordBytes(const GameSession& s)
{
    return writeRecord(recordOf(s.game(), true));
}

/** Says yes to the hotseat question before another person's move is taken back. */
bool acceptUndoBox(MainWindow& w)
{
    auto* box = w.findChild<QMessageBox*>(QStringLiteral("undoBox"));
    if (!box || !box->isVisible())
        return false;
    for (QAbstractButton* b : box->buttons()) {
        if (box->buttonRole(b) == QMessageBox::AcceptRole) {
            b->click();
            QCoreApplication::processEvents();
            return true;
        }
    }
    return false;
}

} // namespace

class tst_MainWindow : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow& window(const QStringList& kinds, std::uint64_t seed, bool river = false)
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1400, 900);
        m_window->show();
        m_window->activateWindow();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            qFatal("the window was never shown");
        if (!QTest::qWaitForWindowActive(m_window.get()))
            qWarning("the window did not become active; shortcuts may not reach it");
        m_window->startGame(makeSetup(kinds, seed, river));
        return *m_window;
    }

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        Theme::apply(*qApp);
        GameFiles::removeAutosave();
    }

    void cleanup() { m_window.reset(); }

    void theWindowIsCalledBastideAndShowsTheDrawnTile()
    {
        MainWindow& w = window({"human", "human"}, 7);
        QCOMPARE(shownTitle(w), QStringLiteral("Bastide"));
        QCOMPARE(w.turnPanel()->preview()->tileType(), w.session()->game().currentTile());
        QVERIFY(w.banner()->isVisible());
        QVERIFY(w.banner()->text().contains(QStringLiteral("Anna")));
        int fitsNow = 0;
        for (const Placement& p : w.session()->legalPlacements())
            fitsNow += p.rotation == w.session()->rotation() ? 1 : 0;
        int bright = 0;
        for (QGraphicsItem* item : w.scene()->items()) {
            if (item->type() == SpotItem::Type &&
                static_cast<SpotItem*>(item)->mode() == SpotItem::Mode::FitsNow)
                ++bright;
        }
        QCOMPARE(bright, fitsNow);
        screenshot(w, QStringLiteral("01-start"));
    }

    void everyMenuShortcutIsSet_data()
    {
        QTest::addColumn<QString>("action");
        for (const char* name : {"newGame", "open", "save", "saveAs", "quit", "preferences", "undo",
                                 "rotateRight", "confirm", "stepBack", "zoomIn", "zoomOut",
                                 "fitAll", "centre", "tiles", "deckEditor"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void everyMenuShortcutIsSet()
    {
        QFETCH(QString, action);
        MainWindow& w = window({"human", "human"}, 7);
        QAction* a = w.action(action);
        QVERIFY(a);
        QVERIFY2(!a->shortcut().isEmpty(), qPrintable(action));
    }

    void hoveringALegalSpotShowsTheTileThereAsAGhost()
    {
        MainWindow& w = window({"human", "human"}, 7);
        const Placement p = legalPlacement(*w.session(), w.session()->rotation());
        QTest::mouseMove(w.view()->viewport(),
                         viewportPoint(w, BoardScene::cellRect(p.cell).center()));
        QTRY_VERIFY(w.scene()->ghost() && w.scene()->ghost()->isVisible());
        QCOMPARE(w.scene()->ghost()->pos(), BoardScene::cellRect(p.cell).topLeft());
        QCOMPARE(w.scene()->ghost()->rotation(), p.rotation);
        QVERIFY(w.scene()->ghost()->opacity() < 1.0);
        screenshot(w, QStringLiteral("02-ghost"));
    }

    void clickingALegalSpotLaysTheTileAndOffersFigureSpots()
    {
        MainWindow& w = window({"human", "human"}, 21);
        const auto [p, feature] = *placementWithFollower(*w.session());
        turnTo(w, p.rotation);
        clickCell(w, p.cell);
        QCOMPARE(w.session()->phase(), GameSession::Phase::PlaceFigure);
        QCOMPARE(*w.session()->pendingPlacement(), p);
        const FigureOptions o = w.session()->figureOptions();
        int expected = 0;
        for (int f = 0; f < 16; ++f)
            expected +=
                ((o.of(FigureType::Follower) >> f) & 1) + ((o.of(FigureType::Abbot) >> f) & 1);
        QCOMPARE(int(w.scene()->targets().size()), expected);
        QVERIFY(targetFor(w, FigureType::Follower, feature));
        QVERIFY(w.turnPanel()->confirmButton()->isVisible());
        QVERIFY(w.turnPanel()->noFigureButton()->isChecked());
        screenshot(w, QStringLiteral("03-figure-targets"));
    }

    void clickingAnIllegalSpotSaysWhy_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<int>("error");
        QTest::newRow("the start tile") << 0 << 0 << int(PlacementError::Occupied);
        QTest::newRow("a cell away from the map") << 3 << 3 << int(PlacementError::NotTouching);
    }
    void clickingAnIllegalSpotSaysWhy()
    {
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(int, error);
        MainWindow& w = window({"human", "human"}, 7);
        clickCell(w, Cell{x, y});
        QCOMPARE(w.session()->phase(), GameSession::Phase::PlaceTile);
        QCOMPARE(w.banner()->tone(), HintBanner::Tone::Warning);
        const QString why = describe(PlacementError(error), &GameTexts::translateMessage);
        QVERIFY2(w.banner()->text().contains(why), qPrintable(w.banner()->text()));
    }

    void aSpotThatFitsTurnedSaysToTurnTheTile()
    {
        MainWindow& w = window({"human", "human"}, 5);
        for (int turn = 0; turn < 4; ++turn) {
            for (const Placement& p : w.session()->legalPlacements()) {
                if (w.session()->isLegal(Placement{p.cell, w.session()->rotation()}))
                    continue;
                clickCell(w, p.cell);
                QCOMPARE(w.banner()->tone(), HintBanner::Tone::Warning);
                QVERIFY2(w.banner()->text().contains(QStringLiteral("Press R")),
                         qPrintable(w.banner()->text()));
                screenshot(w, QStringLiteral("04-refused"));
                return;
            }
            QTest::keyClick(&w, Qt::Key_R);
        }
        QFAIL("every spot fits in every rotation");
    }

    void theRKeyRightClickAndCtrlWheelTurnTheTile()
    {
        MainWindow& w = window({"human", "human"}, 7);
        GameSession* s = w.session();
        const Rotation r0 = s->rotation();
        QTest::keyClick(&w, Qt::Key_R);
        QCOMPARE(s->rotation(), r0.next());
        QCOMPARE(w.turnPanel()->preview()->rotation(), s->rotation());
        QTest::keyClick(&w, Qt::Key_R, Qt::ShiftModifier);
        QCOMPARE(s->rotation(), r0);
        QTest::mouseClick(w.view()->viewport(), Qt::RightButton, {}, QPoint(50, 200));
        QCOMPARE(s->rotation(), r0.next());
        wheel(w.view()->viewport(), QPoint(300, 300), -120, Qt::ControlModifier);
        QCOMPARE(s->rotation(), r0.next().next());
        const qreal zoom = w.view()->zoom();
        QCOMPARE(zoom, w.view()->zoom()); // Ctrl+wheel turns, it does not zoom
        int bright = 0;
        int fitsNow = 0;
        for (const Placement& p : s->legalPlacements())
            fitsNow += p.rotation == s->rotation() ? 1 : 0;
        for (QGraphicsItem* item : w.scene()->items()) {
            if (item->type() == SpotItem::Type &&
                static_cast<SpotItem*>(item)->mode() == SpotItem::Mode::FitsNow)
                ++bright;
        }
        QCOMPARE(bright, fitsNow);
    }

    void theWheelZoomsTowardsTheCursor()
    {
        MainWindow& w = window({"human", "human"}, 7);
        BoardView* view = w.view();
        const QPoint at(view->viewport()->width() / 3, view->viewport()->height() / 3);
        const QPointF under = view->mapToScene(at);
        const qreal before = view->zoom();
        wheel(view->viewport(), at, 240);
        QVERIFY(view->zoom() > before * 1.2);
        const QPointF after = view->mapToScene(at);
        QVERIFY2(QLineF(under, after).length() * view->zoom() < 3.0,
                 qPrintable(QStringLiteral("%1,%2 moved to %3,%4")
                                .arg(under.x())
                                .arg(under.y())
                                .arg(after.x())
                                .arg(after.y())));
        wheel(view->viewport(), at, -240);
        QVERIFY(qAbs(view->zoom() - before) < 0.01);
        // A touchpad pinch arrives as a native zoom gesture.
        QNativeGestureEvent pinch(Qt::ZoomNativeGesture, QPointingDevice::primaryPointingDevice(),
                                  2, QPointF(at), QPointF(at),
                                  QPointF(view->viewport()->mapToGlobal(at)), 0.25, QPointF());
        QCoreApplication::sendEvent(view->viewport(), &pinch);
        QVERIFY(qAbs(view->zoom() - before * 1.25) < 0.01);
        wheel(view->viewport(), at, -int(std::log(1.25) / std::log(1.0015)));
        QVERIFY(qAbs(view->zoom() - before) < 0.01);
        QTest::keyClick(&w, Qt::Key_Plus);
        QVERIFY(view->zoom() > before);
        QTest::keyClick(&w, Qt::Key_Minus);
        QVERIFY(qAbs(view->zoom() - before) < 0.01);
    }

    void theViewFollowsTheGrowingBoardUntilThePlayerTakesOverWhenFollowingPlay()
    {
        AppSettings::setFollowPlay(true);
        const auto restore = qScopeGuard([] { AppSettings::setFollowPlay(false); });
        MainWindow& w = window({"human", "human"}, 31, true);
        GameSession* s = w.session();
        BoardView* view = w.view();
        auto visible = [view] { return view->mapToScene(view->viewport()->rect()).boundingRect(); };
        for (int turn = 0; turn < 24; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        QVERIFY(view->isFollowingBoard());
        QVERIFY(visible().contains(w.scene()->boardRect()));
        wheel(view->viewport(), view->viewport()->rect().center(), 480);
        QVERIFY(!view->isFollowingBoard());
        const qreal zoom = view->zoom();
        for (int turn = 0; turn < 4; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        QCOMPARE(view->zoom(), zoom);
        QTest::keyClick(&w, Qt::Key_F);
        QVERIFY(view->isFollowingBoard());
        QVERIFY(visible().contains(w.scene()->boardRect()));
    }

    void draggingPansTheBoardWithoutLayingATile()
    {
        MainWindow& w = window({"human", "human"}, 7);
        QWidget* vp = w.view()->viewport();
        const QPointF centre = w.view()->mapToScene(vp->rect().center());
        const Placement p = legalPlacement(*w.session(), w.session()->rotation());
        const QPoint start = viewportPoint(w, BoardScene::cellRect(p.cell).center());
        const QPointF before = w.view()->mapToScene(vp->rect().center());
        Q_UNUSED(centre);
        QTest::mousePress(vp, Qt::LeftButton, {}, start);
        QTest::mouseMove(vp, start + QPoint(40, 10));
        QTest::mouseMove(vp, start + QPoint(120, 60));
        QTest::mouseRelease(vp, Qt::LeftButton, {}, start + QPoint(120, 60));
        QCOMPARE(w.session()->phase(), GameSession::Phase::PlaceTile);
        const QPointF after = w.view()->mapToScene(vp->rect().center());
        QVERIFY(QLineF(before, after).length() > 50 / w.view()->zoom());
    }

    void placingAFigureAndPressingEnterPlaysTheTurn()
    {
        MainWindow& w = window({"human", "human"}, 21);
        const auto [p, feature] = *placementWithFollower(*w.session());
        turnTo(w, p.rotation);
        clickCell(w, p.cell);
        TargetItem* target = targetFor(w, FigureType::Follower, feature);
        QVERIFY(target);
        click(w, target->scenePos());
        QCOMPARE(w.session()->choice(), GameSession::Choice::Figure);
        QVERIFY(targetFor(w, FigureType::Follower, feature)->isChosen());
        QVERIFY(w.turnPanel()->choiceText().contains(QStringLiteral("Placing a")));
        screenshot(w, QStringLiteral("05-figure-chosen"));
        QTest::keyClick(&w, Qt::Key_Return);
        const Game& game = w.session()->game();
        QCOMPARE(int(game.moves().size()), 1);
        QCOMPARE(game.moves().front().place,
                 std::optional<FigurePlacement>({FigureType::Follower, feature}));
        QCOMPARE(w.session()->phase(), GameSession::Phase::PlaceTile);
        QCOMPARE(game.currentPlayer(), 1);
        // The score panel and the log tell what happened.
        ScoreRow* anna = w.scorePanel()->row(0);
        QCOMPARE(anna->scoreText(), QString::number(game.player(0).score()));
        QVERIFY2(
            anna->supplyText().contains(
                QStringLiteral("%1 followers").arg(game.player(0).inSupply(FigureType::Follower))),
            qPrintable(anna->supplyText()));
        const QStringList log = logLines(w);
        QVERIFY(!log.isEmpty());
        QVERIFY2(log.front().contains(QStringLiteral("Anna laid a tile and put a")),
                 qPrintable(log.front()));
        QCOMPARE(int(w.scene()->figureItems().size()), int(game.figures().size()));
        QCOMPARE(int(w.scene()->tileItems().size()), game.board().placedCount());
        QVERIFY(w.banner()->text().contains(QStringLiteral("Boris")));
    }

    void escapeStepsBackWithinTheTurn()
    {
        MainWindow& w = window({"human", "human"}, 21);
        const auto [p, feature] = *placementWithFollower(*w.session());
        turnTo(w, p.rotation);
        clickCell(w, p.cell);
        click(w, targetFor(w, FigureType::Follower, feature)->scenePos());
        QTest::keyClick(&w, Qt::Key_Escape);
        QCOMPARE(w.session()->choice(), GameSession::Choice::NoFigure);
        QTest::keyClick(&w, Qt::Key_Escape);
        QCOMPARE(w.session()->phase(), GameSession::Phase::PlaceTile);
        QVERIFY(w.scene()->targets().isEmpty());
        QVERIFY(w.session()->game().moves().empty());
    }

    void scoringShowsInTheScorePanelAndTheLog()
    {
        MainWindow& w = window({"human", "human"}, 77);
        GameSession* s = w.session();
        for (int turn = 0; turn < 80; ++turn) {
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
            const TurnOutcome& o = s->history().back();
            if (o.events.empty())
                continue;
            const Game& game = s->game();
            for (int p = 0; p < 2; ++p)
                QCOMPARE(w.scorePanel()->row(p)->scoreText(),
                         QString::number(game.player(p).score()));
            const ScoreEvent& e = o.events.front();
            QStringList winners;
            for (int p = 0; p < 2; ++p) {
                if (e.winners & (1u << p))
                    winners << s->playerNames()[p];
            }
            const QString line = GameTexts::scoreLine(e, winners, game.rules().farmers);
            const QStringList log = logLines(w);
            const int row = int(log.indexOf(line));
            QVERIFY2(row >= 0, qPrintable(line));
            QVERIFY(line.contains(QStringLiteral("point")));
            // Clicking the line lights the feature up on the board.
            const QModelIndex index = w.logModel()->index(row);
            QCOMPARE(index.data(GameLogModel::SegmentRole).toInt(), e.segment.value());
            w.logView()->scrollTo(index); // the log follows its newest line; this may be above
            const QRect rect = w.logView()->visualRect(index);
            QTest::mouseClick(w.logView()->viewport(), Qt::LeftButton, {}, rect.center());
            HighlightItem* glow = nullptr;
            for (QGraphicsItem* item : w.scene()->items()) {
                if (item->type() == HighlightItem::Type && item->isVisible())
                    glow = static_cast<HighlightItem*>(item);
            }
            QVERIFY(glow);
            QVERIFY(
                glow->boundingRect().intersects(w.scene()->featurePath(e.segment).boundingRect()));
            screenshot(w, QStringLiteral("06-scored"));
            return;
        }
        QFAIL("nothing scored in 80 turns");
    }

    void hoveringAFigureShowsWhatItsFeatureIsWorth()
    {
        MainWindow& w = window({"human", "human"}, 21);
        GameSession* s = w.session();
        for (int turn = 0; turn < 30 && s->game().figures().empty(); ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        QVERIFY(!s->game().figures().empty());
        FigureItem* figure = w.scene()->figureItems().front();
        const QPoint at = viewportPoint(w, figure->scenePos());
        QTest::mouseMove(w.view()->viewport(), at + QPoint(1, 0));
        QTest::mouseMove(w.view()->viewport(), at);
        QTRY_VERIFY(w.scene()->bubble()->isVisible());
        const QStringList lines = w.scene()->bubble()->lines();
        const ScoreEvent value = s->game().valueOf(figure->segment());
        QVERIFY2(lines.join(QLatin1Char(' ')).contains(QString::number(value.points)),
                 qPrintable(lines.join(QLatin1Char('|'))));
        screenshot(w, QStringLiteral("07-figure-hover"));
    }

    void theTilesLeftDialogCountsTheBag()
    {
        MainWindow& w = window({"human", "human"}, 7, true);
        QTest::keyClick(&w, Qt::Key_T);
        RemainingTilesDialog* d = w.dialogs()->remainingTiles();
        QVERIFY(d && d->isVisible());
        const Game& game = w.session()->game();
        for (int i = 0; i < game.tileSet().deckTypeCount(); ++i) {
            const TileTypeId t(i);
            if (!inPlay(game.tileSet().type(t), game.rules()))
                continue; // an expansion set not in this game: not listed
            int left = 0;
            for (TileTypeId b : game.bag())
                left += b == t ? 1 : 0;
            QCOMPARE(d->countShown(game.tileSet().type(t).id), left);
        }
        QVERIFY(d->summary().contains(QString::number(game.tilesLeft())));
        screenshot(w, QStringLiteral("08-tiles-left"), d);
        d->close();
    }

    void computerPlayersPlayAWholeGameToTheEndScreen()
    {
        MainWindow& w = window({"random", "greedy", "greedy", "random"}, 2024, true);
        QTRY_VERIFY_WITH_TIMEOUT(w.endGame()->dialog() && w.endGame()->dialog()->isVisible(),
                                 180000);
        const Game& game = w.session()->game();
        QVERIFY(game.isFinished());
        int best = 0;
        for (int p = 0; p < game.playerCount(); ++p)
            best = std::max(best, game.player(p).score());
        EndGameDialog* end = w.endGame()->dialog();
        QVERIFY(end->winnerText().contains(QString::number(best)));
        QTableWidget* table = end->table();
        QCOMPARE(table->rowCount(), game.playerCount());
        QCOMPARE(table->item(0, table->columnCount() - 1)->text(), QString::number(best));
        for (int p = 0; p < game.playerCount(); ++p) {
            QCOMPARE(w.scorePanel()->row(p)->scoreText(), QString::number(game.player(p).score()));
            QCOMPARE(w.scorePanel()->row(p)->isWinner(), game.player(p).score() == best);
        }
        QVERIFY(logLines(w).contains(QStringLiteral("Final scoring")));
        QVERIFY(!QFile::exists(GameFiles::autosavePath()));
        screenshot(w, QStringLiteral("09-end-of-game"), end);
        screenshot(w, QStringLiteral("10-finished-board"));
        // Play again: the same table, a fresh deal.
        const auto before = game.sharedSetup();
        end->findChild<QPushButton*>(QStringLiteral("playAgainButton"))->click();
        QVERIFY(!w.session()->game().isFinished());
        QCOMPARE(w.session()->game().setup().players, before->players);
        QCOMPARE(w.session()->game().rules(), before->rules);
        QVERIFY(w.session()->game().setup().seed != before->seed);
    }

    void savingThenOpeningGivesTheSameGame()
    {
        QTemporaryDir dir;
        MainWindow& w = window({"human", "human"}, 31, true);
        GameSession* s = w.session();
        for (int turn = 0; turn < 8; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        const QByteArray saved = recordBytes(*s);
        const int logRows = w.logModel()->rowCount();
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(w.files()->saveTo(path));
        w.startGame(makeSetup({"human", "human", "human"}, 99));
        QVERIFY(recordBytes(*s) != saved);
        QVERIFY(w.files()->loadFrom(path));
        QCOMPARE(recordBytes(*s), saved);
        QCOMPARE(w.logModel()->rowCount(), logRows);
        QCOMPARE(w.scorePanel()->rowCount(), 2);
        QCOMPARE(int(w.scene()->tileItems().size()), s->game().board().placedCount());
        QCOMPARE(w.files()->currentFile(), path);
    }

    void undoTakesBackTheTurnAndWhatItScored()
    {
        MainWindow& w = window({"human", "human"}, 21);
        GameSession* s = w.session();
        const TileTypeId tile = s->game().currentTile();
        const auto [p, feature] = *placementWithFollower(*s);
        turnTo(w, p.rotation);
        clickCell(w, p.cell);
        click(w, targetFor(w, FigureType::Follower, feature)->scenePos());
        QTest::keyClick(&w, Qt::Key_Return);
        QCOMPARE(int(s->game().moves().size()), 1);
        QVERIFY(w.action(QStringLiteral("undo"))->isEnabled());
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(acceptUndoBox(w)); // Anna's move, taken back at Boris's turn: asked first
        QVERIFY(s->game().moves().empty());
        QCOMPARE(s->game().currentTile(), tile);
        QCOMPARE(s->rotation(), p.rotation);
        QCOMPARE(s->game().player(0).inSupply(FigureType::Follower), FollowersPerPlayer);
        QCOMPARE(w.logModel()->rowCount(), 0);
        QCOMPARE(int(w.scene()->tileItems().size()), 1);
        QVERIFY(w.scene()->figureItems().isEmpty());
        QCOMPARE(w.scorePanel()->row(0)->scoreText(), QStringLiteral("0"));
        QVERIFY(!w.action(QStringLiteral("undo"))->isEnabled());
    }

    void undoAgainstTheComputerReturnsToYourTurn()
    {
        MainWindow& w = window({"human", "greedy"}, 12);
        GameSession* s = w.session();
        const TileTypeId tile = s->game().currentTile();
        QVERIFY(s->play(greedyMove(s->game())));
        QTRY_VERIFY_WITH_TIMEOUT(s->phase() == GameSession::Phase::PlaceTile, 20000);
        QCOMPARE(int(s->game().moves().size()), 2);
        w.undo();
        QVERIFY(s->game().moves().empty());
        QCOMPARE(s->game().currentTile(), tile);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceTile);
    }

    void aBadFileIsRefusedAndTheGameIsUntouched_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("truncated JSON")
            << QByteArray("{\"format\": \"bastide-game\", ") << QStringLiteral("not valid JSON");
        QTest::newRow("a deck, not a game")
            << QByteArray(R"({"format":"bastide-deck","version":1})")
            << QStringLiteral("\"format\" must be \"bastide-game\"");
        QFile illegal(QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-game-illegal.json"));
        QVERIFY(illegal.open(QIODevice::ReadOnly));
        QTest::newRow("an illegal move") << illegal.readAll() << QStringLiteral("move 5");
    }
    void aBadFileIsRefusedAndTheGameIsUntouched()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        MainWindow& w = window({"human", "human"}, 31);
        GameSession* s = w.session();
        QVERIFY(s->play(greedyMove(s->game())));
        const QByteArray before = recordBytes(*s);
        const int logRows = w.logModel()->rowCount();
        QVERIFY(!w.files()->loadFrom(path));
        QVERIFY2(w.files()->lastError().contains(expected), qPrintable(w.files()->lastError()));
        QVERIFY(w.files()->lastError().contains(QStringLiteral("broken.json")));
        QCOMPARE(recordBytes(*s), before);
        QCOMPARE(w.logModel()->rowCount(), logRows);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceTile);
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("errorBox"));
        QVERIFY(box && box->isVisible());
        QVERIFY((box->text() + box->informativeText()).contains(expected));
        if (QTest::currentDataTag() == QByteArray("an illegal move"))
            screenshot(w, QStringLiteral("11-bad-file"), box);
        box->close();
    }

    void theDeckEditorOpensFromTheMenuAndPlaysItsDeck()
    {
        MainWindow& w = window({"human", "human"}, 5);
        w.action(QStringLiteral("deckEditor"))->trigger();
        DeckEditorWindow* editor = w.deckEditorLink()->editor();
        QVERIFY(editor);
        QVERIFY(QTest::qWaitForWindowExposed(editor));
        // Triggering the menu again brings back the same editor, not a second one.
        w.action(QStringLiteral("deckEditor"))->trigger();
        QCOMPARE(w.deckEditorLink()->editor(), editor);

        // A changed, unsaved deck: the game must be played with the edit, not the file.
        QVERIFY(editor->newDeck(true));
        const int types = int(editor->document()->deck().tiles.size());
        editor->document()->removeTile(0); // "A", a plain monastery with a road
        QVERIFY(editor->document()->isPlayable());
        editor->action(QStringLiteral("play"))->trigger();
        // Its expansion sets first: the game takes the ones ticked as rules.expansions.
        auto* groups = editor->findChild<PlayGroupsDialog*>();
        QVERIFY(groups);
        groups->box(QStringLiteral("traders-builders"))->setChecked(false);
        groups->accept();
        auto* dialog = w.findChild<NewGameDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY2(dialog->deckError().isEmpty(), qPrintable(dialog->deckError()));
        const QString chosen = dialog->settings().deckPath;
        QVERIFY(!chosen.isEmpty());
        QCOMPARE(dialog->settings().expansions, QStringList{QStringLiteral("inns-cathedrals")});
        dialog->accept();
        QVERIFY(!w.session()->game().setup().standardDeck);
        QCOMPARE(w.session()->game().setup().rules.expansions,
                 QStringList{QStringLiteral("inns-cathedrals")});
        QCOMPARE(int(w.session()->game().tileSet().deck().tiles.size()), types - 1);
    }

    void aFailedSaveKeepsThePreviousFileAndSaysWhy()
    {
        QTemporaryDir dir;
        MainWindow& w = window({"human", "human"}, 31);
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(w.files()->saveTo(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray first = f.readAll();
        f.close();
        QVERIFY(w.session()->play(greedyMove(w.session()->game())));
        bool saved = true;
        {
            ReadOnlyFolder readOnly(dir.path());
            saved = w.files()->saveTo(path);
        }
        QVERIFY(!saved);
        QVERIFY2(w.files()->lastError().contains(QStringLiteral("could not be saved")),
                 qPrintable(w.files()->lastError()));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), first);
        if (auto* box = w.findChild<QMessageBox*>(QStringLiteral("errorBox")))
            box->close();
    }

    void anUnfinishedGameIsAutosavedAndResumed()
    {
        GameFiles::removeAutosave();
        QByteArray before;
        {
            MainWindow& w = window({"human", "human"}, 44, true);
            GameSession* s = w.session();
            for (int turn = 0; turn < 5; ++turn)
                QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
            before = recordBytes(*s);
            QVERIFY(QFile::exists(GameFiles::autosavePath()));
        }
        m_window.reset();
        MainWindow w2;
        QVERIFY(w2.files()->resumeAutosave());
        QCOMPARE(recordBytes(*w2.session()), before);
        QCOMPARE(w2.session()->phase(), GameSession::Phase::PlaceTile);
    }

    void scoringIsShownWhileThePlayerGoesOn()
    {
        qputenv("BASTIDE_ANIMATIONS", "1");
        const auto restore = qScopeGuard([] { qputenv("BASTIDE_ANIMATIONS", "0"); });
        MainWindow& w = window({"human", "human"}, 77);
        QTRY_VERIFY(!w.view()->isMoving());
        GameSession* s = w.session();
        for (int turn = 0; turn < 80; ++turn) {
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
            if (!s->history().back().events.empty())
                break;
        }
        const TurnOutcome& o = s->history().back();
        QVERIFY(!o.events.empty());
        QVERIFY(w.scene()->isShowingScores());
        // The feature glows and its points rise from it...
        const QString points = QStringLiteral("+%1").arg(o.events.front().points);
        QPointer<FloatingTextItem> rising;
        bool glow = false;
        for (QGraphicsItem* item : w.scene()->items()) {
            if (item->type() == FloatingTextItem::Type &&
                static_cast<FloatingTextItem*>(item)->text() == points)
                rising = static_cast<FloatingTextItem*>(item);
            glow = glow || item->type() == HighlightItem::Type;
        }
        QVERIFY(rising);
        QVERIFY(glow);
        // ...while the next player may already lay a tile: the show never blocks input.
        QCOMPARE(s->phase(), GameSession::Phase::PlaceTile);
        // The points float up. The rise is driven to its middle here rather than waited
        // for, so a loaded machine that skips frames cannot end it before it is seen.
        const qreal start = rising->y();
        QAbstractAnimation* rise = rising->riseAnimation();
        QVERIFY(rise);
        QCOMPARE(rise->state(), QAbstractAnimation::Running);
        rise->setCurrentTime(rise->duration() / 2);
        QVERIFY2(rising->y() < start - 15, qPrintable(QString::number(start - rising->y())));
        screenshot(w, QStringLiteral("14-scoring-shown"));
        const Placement p = legalPlacement(*s, s->rotation());
        clickCell(w, p.cell);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        // The show may already be over on a slow machine: wait for its state, not its signal.
        QTRY_VERIFY_WITH_TIMEOUT(!w.scene()->isShowingScores(), 10000);
        QTRY_COMPARE(int(w.scene()->figureItems().size()), int(s->game().figures().size()));
    }

    void undoDuringTheScoreShowLeavesTheBoardAsTheGameIs()
    {
        qputenv("BASTIDE_ANIMATIONS", "1");
        const auto restore = qScopeGuard([] { qputenv("BASTIDE_ANIMATIONS", "0"); });
        MainWindow& w = window({"human", "human"}, 77);
        GameSession* s = w.session();
        for (int turn = 0; turn < 80; ++turn) {
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
            if (!s->history().back().events.empty())
                break;
        }
        QVERIFY(w.scene()->isShowingScores());
        // Taking the move back drops the rest of its show: what it would show is gone.
        w.undo();
        QVERIFY(acceptUndoBox(w));
        QVERIFY(!w.scene()->isShowingScores());
        QCOMPARE(int(w.scene()->tileItems().size()), s->game().board().placedCount());
        QCOMPARE(int(w.scene()->figureItems().size()), int(s->game().figures().size()));
        for (FigureItem* item : w.scene()->figureItems())
            QVERIFY(item->segment().value() < s->game().board().segmentCount());
    }

    void clickingAnotherSpotMovesTheLaidTileThere()
    {
        MainWindow& w = window({"human", "human"}, 21);
        GameSession* s = w.session();
        const auto [p, feature] = *placementWithFollower(*s);
        turnTo(w, p.rotation);
        clickCell(w, p.cell);
        click(w, targetFor(w, FigureType::Follower, feature)->scenePos());
        QCOMPARE(s->choice(), GameSession::Choice::Figure);
        Cell other{0, 0};
        for (const Placement& q : s->legalPlacements()) {
            if (q.rotation == p.rotation && !(q.cell == p.cell))
                other = q.cell;
        }
        QVERIFY(!(other == Cell{0, 0}));
        clickCell(w, other);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        QCOMPARE(s->pendingPlacement()->cell, other);
        QCOMPARE(s->choice(), GameSession::Choice::NoFigure);
        QVERIFY(s->game().moves().empty());
    }

    void noTextIsCutOffEvenWhenWordsAreLonger_data()
    {
        QTest::addColumn<bool>("longWords");
        QTest::newRow("English") << false;
        QTest::newRow("words 40% longer") << true;
    }
    void noTextIsCutOffEvenWhenWordsAreLonger()
    {
        QFETCH(bool, longWords);
        LongWordsTranslator longer;
        if (longWords)
            QCoreApplication::installTranslator(&longer);
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&longer); });
        const QString tag = longWords ? QStringLiteral("long") : QStringLiteral("en");
        MainWindow& w = window({"human", "greedy", "human", "random"}, 21, true);
        w.resize(1280, 800);
        QCoreApplication::processEvents();
        QStringList cut = cutOffTexts(&w);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        screenshot(w, QStringLiteral("15-%1-turn").arg(tag));
        // The figure step, with its buttons.
        const auto [p, feature] = *placementWithFollower(*w.session());
        turnTo(w, p.rotation);
        clickCell(w, p.cell);
        QCoreApplication::processEvents();
        cut = cutOffTexts(&w);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        screenshot(w, QStringLiteral("16-%1-figure").arg(tag));
        // The dialogs.
        NewGameDialog setup(NewGameSettings::defaults(), &w);
        setup.addSeat();
        setup.addSeat();
        setup.show();
        QVERIFY(QTest::qWaitForWindowExposed(&setup));
        cut = cutOffTexts(&setup);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        screenshot(w, QStringLiteral("17-%1-new-game").arg(tag), &setup);
        setup.close();
        auto record = makeSetup({"human", "human", "human"}, 5);
        Game finished(record, *record->seed);
        while (!finished.isFinished())
            finished.apply(greedyMove(finished, finished.moves().size()));
        EndGameDialog end(&w);
        end.setGame(finished);
        end.show();
        QVERIFY(QTest::qWaitForWindowExposed(&end));
        cut = cutOffTexts(&end);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        screenshot(w, QStringLiteral("18-%1-end").arg(tag), &end);
    }

    void aLongGameLooksRightMidway()
    {
        MainWindow& w = window({"human", "greedy", "human"}, 5150, true);
        GameSession* s = w.session();
        for (int turn = 0; turn < 22 && !s->game().isFinished(); ++turn) {
            QTRY_VERIFY_WITH_TIMEOUT(s->phase() != GameSession::Phase::ComputerTurn, 20000);
            if (s->phase() != GameSession::Phase::PlaceTile)
                break;
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        }
        QTRY_VERIFY_WITH_TIMEOUT(s->phase() == GameSession::Phase::PlaceTile, 20000);
        w.view()->fitAll();
        screenshot(w, QStringLiteral("12-midgame"));
        const Placement p = legalPlacement(*s, s->rotation());
        clickCell(w, p.cell);
        screenshot(w, QStringLiteral("13-midgame-laid"));
        QVERIFY(s->game().invariantViolations().isEmpty());
    }
};

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
