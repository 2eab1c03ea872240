// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The expansions at the table (issue 17): the big follower, the builder and the pig chosen
// through the real window with their own rings, the supply of each shown; the builder's
// double turn by a person (told, its feature glowing, undone whole) and by the computer;
// trade goods in the score panel, the log and on the end screen.

#include "app/boardscene.h"
#include "app/boardview.h"
#include "app/endgamedialog.h"
#include "app/endgamepresenter.h"
#include "app/floatingtextitem.h"
#include "app/gameactions.h"
#include "app/gamefilecontroller.h"
#include "app/gamefiles.h"
#include "app/gamelogmodel.h"
#include "app/gametexts.h"
#include "app/highlightitem.h"
#include "app/howtoplaydialog.h"
#include "app/mainwindow.h"
#include "app/newgamedialog.h"
#include "app/remainingtilesdialog.h"
#include "app/scorechart.h"
#include "app/scorepanel.h"
#include "app/scorerow.h"
#include "app/targetitem.h"
#include "app/theme.h"
#include "app/turnpanel.h"
#include "app/windowdialogs.h"
#include "apptestutil.h"
#include "art/artcache.h"
#include "art/figurepainter.h"
#include "engine/random.h"
#include "engine/rules/tradersbuilders.h"
#include "engine/standarddeck.h"
#include "engine/tileset.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineF>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QWheelEvent>

using namespace bastide;
using namespace bastide::test;

namespace {

std::shared_ptr<GameSetup> expansionSetup(const QStringList& kinds, std::uint64_t seed)
{
    auto setup = makeSetup(kinds, seed);
    setup->rules.expansions = {QStringLiteral("inns-cathedrals"),
                               QStringLiteral("traders-builders")};
    return setup;
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

void click(MainWindow& w, QPointF scenePos)
{
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, viewportPoint(w, scenePos));
}

TargetItem* targetFor(MainWindow& w, FigureType figure, int feature)
{
    for (TargetItem* t : w.scene()->targets()) {
        if (t->figure() == figure && t->feature() == feature)
            return t;
    }
    return nullptr;
}

QStringList logLines(MainWindow& w)
{
    QStringList lines;
    for (int r = 0; r < w.logModel()->rowCount(); ++r)
        lines << w.logModel()->index(r).data().toString();
    return lines;
}

/** A legal placement of the current tile where `figure` may go, with the feature. */
std::optional<std::pair<Placement, int>> placementFor(const GameSession& session, FigureType figure)
{
    const Game& game = session.game();
    for (const Placement& p : session.legalPlacements()) {
        const std::uint16_t mask = game.figureOptions(game.currentTile(), p).of(figure);
        for (int f = 0; f < 16; ++f) {
            if (mask & (1u << f))
                return std::make_pair(p, f);
        }
    }
    return std::nullopt;
}

/** A legal move now that starts a builder's double turn, if any. */
std::optional<Move> doubleTurnMove(const Game& game)
{
    for (const Move& m : game.legalMoves()) {
        Game copy = game;
        if (copy.apply(m).doubleTurn)
            return m;
    }
    return std::nullopt;
}

/** Whether `player` has the builder on the board. */
bool builderOut(const Game& game, int player)
{
    for (const PlacedFigure& f : game.figures()) {
        if (f.player == player && f.type == FigureType::Builder)
            return true;
    }
    return false;
}

/** A move now that starts a double turn with the builder staying out, a plain tile if one
 *  does (no figure to choose). */
std::optional<Move> doubleTurnKeepingTheBuilder(const Game& game)
{
    std::optional<Move> found;
    for (const Move& m : game.legalMoves()) {
        Game copy = game;
        if (m.returnAbbot || !copy.apply(m).doubleTurn || !builderOut(copy, game.currentPlayer()))
            continue;
        if (!found || (found->place && !m.place))
            found = m;
    }
    return found;
}

/** Plays on, putting builders out whenever one may go and otherwise greedily, until `find`
 *  gives a move (returned, not played) or 200 moves have gone by. */
std::optional<Move> playBuildersOutUntil(GameSession* session,
                                         std::optional<Move> (*find)(const Game&))
{
    for (int turn = 0; turn < 200 && !session->game().isFinished(); ++turn) {
        if (std::optional<Move> found = find(session->game()))
            return found;
        std::optional<Move> builder;
        for (const Move& m : session->game().legalMoves()) {
            if (m.place && m.place->figure == FigureType::Builder)
                builder = m;
        }
        if (!session->play(builder ? *builder : greedyMove(session->game(), std::uint64_t(turn))))
            return std::nullopt;
    }
    return std::nullopt;
}

/** The segment the current player's builder stands on, or none. */
SegmentId builderSegment(const Game& game)
{
    for (const PlacedFigure& f : game.figures()) {
        if (f.player == game.currentPlayer() && f.type == FigureType::Builder)
            return f.segment;
    }
    return SegmentId();
}

} // namespace

class tst_ExpansionPlay : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow& window(const QStringList& kinds, std::uint64_t seed)
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1400, 900);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            qFatal("the window was never shown");
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get()))
            qWarning("the window did not become active; shortcuts may not reach it");
        m_window->startGame(expansionSetup(kinds, seed));
        return *m_window;
    }

    /** Plays greedy moves until the current player may put `figure` somewhere. */
    std::optional<std::pair<Placement, int>> playUntilOffered(MainWindow& w, FigureType figure)
    {
        GameSession* s = w.session();
        for (int turn = 0; turn < 150 && !s->game().isFinished(); ++turn) {
            if (auto found = placementFor(*s, figure))
                return found;
            if (!s->play(greedyMove(s->game(), std::uint64_t(turn))))
                return std::nullopt;
        }
        return std::nullopt;
    }

    /** Plays `move` as a person does: R until the tile is turned, a click on its spot, a
     *  click on the figure's ring when it takes one, Enter. */
    void playThroughTheWindow(MainWindow& w, const Move& move)
    {
        GameSession* s = w.session();
        QCOMPARE(s->phase(), GameSession::Phase::PlaceTile);
        for (int i = 0; i < 4 && s->rotation() != move.placement.rotation; ++i)
            QTest::keyClick(&w, Qt::Key_R);
        QCOMPARE(s->rotation(), move.placement.rotation);
        click(w, BoardScene::cellRect(move.placement.cell).center());
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        if (move.place) {
            TargetItem* target = targetFor(w, move.place->figure, move.place->feature);
            QVERIFY(target);
            click(w, target->scenePos());
            QCOMPARE(s->chosenFigure(), *move.place);
        }
        const std::size_t before = s->game().moves().size();
        QTest::keyClick(&w, Qt::Key_Return);
        QCOMPARE(s->game().moves().size(), before + 1);
        QCOMPARE(s->game().moves().back().place, move.place);
    }

    /** Lays the tile and clicks the ring of `figure` through the window, then Enter. */
    void playFigureThroughTheWindow(MainWindow& w, FigureType figure)
    {
        const auto found = playUntilOffered(w, figure);
        QVERIFY2(found, "the figure was never offered");
        const auto [p, feature] = *found;
        const int player = w.session()->game().currentPlayer();
        const int before = w.session()->game().player(player).inSupply(figure);
        for (int i = 0; i < 4 && w.session()->rotation() != p.rotation; ++i)
            QTest::keyClick(&w, Qt::Key_R);
        click(w, BoardScene::cellRect(p.cell).center());
        QCOMPARE(w.session()->phase(), GameSession::Phase::PlaceFigure);
        TargetItem* target = targetFor(w, figure, feature);
        QVERIFY(target);
        // Every ring stands on its own: none covers another's centre.
        for (TargetItem* other : w.scene()->targets()) {
            if (other != target)
                QVERIFY(QLineF(other->scenePos(), target->scenePos()).length() >=
                        other->radius() + target->radius());
        }
        click(w, target->scenePos());
        QCOMPARE(w.session()->choice(), GameSession::Choice::Figure);
        QCOMPARE(w.session()->chosenFigure(), (FigurePlacement{figure, feature}));
        QVERIFY2(!w.turnPanel()->choiceText().isEmpty(), "the turn panel names the figure");
        QTest::keyClick(&w, Qt::Key_Return);
        const Game& game = w.session()->game();
        const std::size_t k = game.moves().size() - 1;
        QCOMPARE(game.moves()[k].place, std::optional<FigurePlacement>({figure, feature}));
        QCOMPARE(game.moverOf(int(k)), player);
        // Placed, unless it was scored and went home with the same tile.
        bool standing = false;
        for (const PlacedFigure& f : game.figures())
            standing = standing || (f.player == player && f.type == figure);
        QCOMPARE(game.player(player).inSupply(figure), standing ? before - 1 : before);
    }

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        Theme::apply(*qApp);
        GameFiles::removeAutosave();
    }

    void cleanup() { m_window.reset(); }

    void theBigFollowerIsChosenThroughTheWindowBesideTheFollower()
    {
        MainWindow& w = window({"human", "human"}, 11);
        const auto found = playUntilOffered(w, FigureType::Big);
        QVERIFY(found);
        playFigureThroughTheWindow(w, FigureType::Big);
        const QString supply =
            w.scorePanel()
                ->row(w.session()->game().moverOf(int(w.session()->game().moves().size()) - 1))
                ->supplyText();
        QVERIFY2(supply.contains(QStringLiteral("big follower")), qPrintable(supply));
        QVERIFY(logLines(w).join(QLatin1Char('\n')).contains(QStringLiteral("big follower")));
    }

    void theBuilderIsChosenThroughTheWindow()
    {
        MainWindow& w = window({"human", "human"}, 12);
        playFigureThroughTheWindow(w, FigureType::Builder);
        QVERIFY(logLines(w).join(QLatin1Char('\n')).contains(QStringLiteral("the builder")));
    }

    void thePigIsChosenThroughTheWindow()
    {
        MainWindow& w = window({"human", "human"}, 13);
        playFigureThroughTheWindow(w, FigureType::Pig);
        QVERIFY(logLines(w).join(QLatin1Char('\n')).contains(QStringLiteral("the pig")));
    }

    void theRingsOfAFollowerAndTheBigFollowerOnOneCityAreDistinct()
    {
        MainWindow& w = window({"human", "human"}, 14);
        GameSession* s = w.session();
        for (int turn = 0; turn < 150; ++turn) {
            const Game& game = s->game();
            for (const Placement& p : s->legalPlacements()) {
                const FigureOptions o = game.figureOptions(game.currentTile(), p);
                const std::uint16_t both = o.of(FigureType::Follower) & o.of(FigureType::Big);
                if (!both)
                    continue;
                int feature = 0;
                while (!(both & (1u << feature)))
                    ++feature;
                QVERIFY(s->rotate(p.rotation.value() - s->rotation().value()));
                QVERIFY(s->layTile(p.cell));
                TargetItem* follower = targetFor(w, FigureType::Follower, feature);
                TargetItem* big = targetFor(w, FigureType::Big, feature);
                QVERIFY(follower && big);
                QVERIFY(QLineF(follower->scenePos(), big->scenePos()).length() >=
                        follower->radius() + big->radius());
                return;
            }
            QVERIFY(s->play(greedyMove(game, std::uint64_t(turn))));
        }
        QFAIL("no tile took both a follower and the big follower");
    }

    void aPersonsDoubleTurnIsToldShownAndUndoneWhole()
    {
        MainWindow& w = window({"human", "human"}, 15);
        GameSession* s = w.session();
        const std::optional<Move> first = playBuildersOutUntil(s, doubleTurnMove);
        QVERIFY2(first, "no double turn came up");
        const int player = s->game().currentPlayer();
        const int movesBefore = int(s->game().moves().size());
        QVERIFY(s->play(*first));
        QVERIFY(s->game().inSecondTurn());
        QCOMPARE(s->game().currentPlayer(), player);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceTile);
        // The player sees why: the turn panel says so, the log says so, and the builder's
        // feature glows (unless the builder went home with the first tile).
        QVERIFY2(w.turnPanel()->choiceText().contains(QStringLiteral("Second tile")),
                 qPrintable(w.turnPanel()->choiceText()));
        QVERIFY(logLines(w).join(QLatin1Char('\n')).contains(QStringLiteral("a second tile")));
        bool builderOut = false;
        for (const PlacedFigure& f : s->game().figures())
            builderOut = builderOut || (f.player == player && f.type == FigureType::Builder);
        if (builderOut)
            QVERIFY(w.scene()->builderGlow() && w.scene()->builderGlow()->isVisible());
        // The second tile, then undo takes the whole turn back.
        QVERIFY(s->play(greedyMove(s->game())));
        QVERIFY(!s->game().inSecondTurn() || s->game().currentPlayer() == player);
        QCOMPARE(s->game().moverOf(movesBefore + 1), player);
        QVERIFY(s->undo());
        QCOMPARE(int(s->game().moves().size()), movesBefore);
        QCOMPARE(s->game().currentPlayer(), player);
        QVERIFY(!s->game().inSecondTurn());
        QVERIFY(!w.scene()->builderGlow() || !w.scene()->builderGlow()->isVisible());
    }

    void aPersonLaysBothTilesOfADoubleTurnThroughTheWindowTheBuildersFeatureGlowingBetween()
    {
        MainWindow& w = window({"human", "human"}, 15);
        GameSession* s = w.session();
        const std::optional<Move> first = playBuildersOutUntil(s, doubleTurnKeepingTheBuilder);
        QVERIFY2(first, "no double turn came up");
        const int player = s->game().currentPlayer();
        QVERIFY(!w.scene()->builderGlow() || !w.scene()->builderGlow()->isVisible());
        playThroughTheWindow(w, *first);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(s->game().inSecondTurn());
        QCOMPARE(s->game().currentPlayer(), player);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceTile);
        // While the second tile is in hand, the builder's road or city glows.
        HighlightItem* glow = w.scene()->builderGlow();
        QVERIFY(glow && glow->isVisible());
        const SegmentId segment = builderSegment(s->game());
        QVERIFY(segment.valid());
        QVERIFY(glow->sceneBoundingRect().contains(
            w.scene()->featurePath(segment).boundingRect().center()));
        // The second tile, laid the same way; then the other player's turn, without the glow.
        Move second = greedyMove(s->game());
        second.returnAbbot = false;
        playThroughTheWindow(w, second);
        if (QTest::currentTestFailed())
            return;
        const Game& game = s->game();
        const int k = int(game.moves().size()) - 1;
        QCOMPARE(game.moverOf(k), player);
        QCOMPARE(game.moverOf(k - 1), player);
        QVERIFY(!game.inSecondTurn());
        QVERIFY(game.currentPlayer() != player);
        QVERIFY(!glow->isVisible());
    }

    void theComputersDoubleTurnIsPlayedAsItsOwnComputerTurn()
    {
        // A seed whose game has a double turn with the builder still out for the second tile
        // (greedy lays builders in most games, not all; 16 has none since the evaluation
        // weighs builders by the double turns ahead).
        MainWindow& w = window({"greedy", "greedy"}, 17);
        GameSession* s = w.session();
        // Each part of a double turn is a computer turn of its own: asked, then answered
        // no sooner than the pace, like any other.
        int computerTurns = 0;
        QObject counting; // the count ends with this test, before the window goes
        connect(s, &GameSession::thinkingChanged, &counting,
                [&](bool thinking) { computerTurns += thinking ? 1 : 0; });
        // The builder's feature glows while a computer lays its second tile, and only then.
        int glowing = 0;
        int secondWithoutGlow = 0;
        int glowOtherwise = 0;
        connect(s, &GameSession::handChanged, &counting, [&] {
            if (s->phase() != GameSession::Phase::ComputerTurn)
                return;
            const HighlightItem* glow = w.scene()->builderGlow();
            const bool shown = glow && glow->isVisible();
            if (s->game().inSecondTurn() && builderSegment(s->game()).valid())
                ++(shown ? glowing : secondWithoutGlow);
            else if (shown)
                ++glowOtherwise;
        });
        QTRY_VERIFY_WITH_TIMEOUT(s->game().isFinished(), 180000);
        const Game& game = s->game();
        int doubles = 0;
        for (int k = 1; k < int(game.moves().size()); ++k) {
            if (game.moverOf(k) == game.moverOf(k - 1) && !game.moves()[std::size_t(k - 1)].discard)
                ++doubles;
        }
        QVERIFY2(doubles > 0, "the computers never took a double turn");
        QVERIFY(glowing > 0);
        QCOMPARE(secondWithoutGlow, 0);
        QCOMPARE(glowOtherwise, 0);
        QVERIFY(!w.scene()->builderGlow() || !w.scene()->builderGlow()->isVisible());
        QVERIFY(logLines(w).join(QLatin1Char('\n')).contains(QStringLiteral("a second tile")));
        int played = 0;
        for (const Move& m : game.moves())
            played += m.discard ? 0 : 1;
        QVERIFY2(computerTurns >= played - 1, qPrintable(QString::number(computerTurns)));
    }

    void howToPlayHasAPagePerExpansionWithPicturesOfItsTilesAndFigures()
    {
        ArtCache cache;
        HowToPlayDialog d(&cache);
        d.setRules(Rules{true, true, FarmerScoring::Modern, {}});
        QCOMPARE(d.pageTitles(),
                 (QStringList{QStringLiteral("The basics"), QStringLiteral("The river"),
                              QStringLiteral("The abbot")}));
        d.setRules(Rules{false,
                         true,
                         FarmerScoring::Modern,
                         {QStringLiteral("inns-cathedrals"), QStringLiteral("traders-builders")}});
        QCOMPARE(d.pageTitles(),
                 (QStringList{QStringLiteral("The basics"), QStringLiteral("The abbot"),
                              QStringLiteral("Inns & Cathedrals"),
                              QStringLiteral("Traders & Builders")}));
        QCOMPARE(d.pageCount(), 4);
        const auto figure = [](FigureKind kind) {
            return QStringLiteral("figure://%1").arg(int(kind));
        };
        const QStringList inns{QStringLiteral("tile://IC-A/0"), QStringLiteral("tile://IC-M/0"),
                               QStringLiteral("tile://IC-K/0"), figure(FigureKind::Follower),
                               figure(FigureKind::BigFollower)};
        const QStringList traders{QStringLiteral("tile://TB-Q/0"), QStringLiteral("tile://TB-E/0"),
                                  QStringLiteral("tile://TB-K/0"), figure(FigureKind::Builder),
                                  figure(FigureKind::Pig),         QStringLiteral("tile://TB-B/0")};
        QCOMPARE(d.pictures(2), inns);
        QCOMPARE(d.pictures(3), traders);
        // Each picture is the art's own: the tile painter's tile, the figure painter's figure
        // in a player's colour, shown on its page.
        const qreal ratio = d.devicePixelRatioF();
        const TileSet& tiles = *standardTileSet();
        for (int page : {2, 3}) {
            const QString html = d.page(page)->toHtml();
            for (const QString& url : d.pictures(page)) {
                QVERIFY2(html.contains(url), qPrintable(url));
                const QImage image = d.page(page)
                                         ->document()
                                         ->resource(QTextDocument::ImageResource, QUrl(url))
                                         .value<QImage>();
                QVERIFY2(!image.isNull(), qPrintable(url));
                if (url.startsWith(QLatin1String("tile://"))) {
                    const QString id = url.mid(7).section(QLatin1Char('/'), 0, 0);
                    const int side = qRound(image.width() / ratio);
                    QVERIFY(side >= 72);
                    const QImage drawn =
                        cache.tile(tiles.type(tiles.indexOf(id)), Rotation(0), side, ratio)
                            .toImage();
                    QCOMPARE(image, drawn);
                }
            }
        }
        const auto side = [&](FigureKind kind) {
            return d.page(2)
                ->document()
                ->resource(QTextDocument::ImageResource, QUrl(figure(kind)))
                .value<QImage>()
                .width();
        };
        QVERIFY2(side(FigureKind::BigFollower) > side(FigureKind::Follower),
                 "the big follower is drawn bigger");
        QVERIFY(d.page(2)->toPlainText().contains(QStringLiteral("cathedral")));
        QVERIFY(d.page(2)->toPlainText().contains(QStringLiteral("Big follower")));
        QVERIFY(d.page(3)->toPlainText().contains(QStringLiteral("bridge")));
        QVERIFY(d.page(3)->toPlainText().contains(QStringLiteral("Wine")));
        QVERIFY(!d.page(0)->toPlainText().contains(QStringLiteral("cathedral")));

        // A page is chosen in the list; it stays chosen when the rules are set again.
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QListWidget* list = d.pageList();
        const QRect row = list->visualItemRect(list->item(3));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, row.center());
        QCOMPARE(d.currentPage(), 3);
        QVERIFY(d.page(3)->isVisible());
        QVERIFY(!d.page(0)->isVisible());
        d.setRules(Rules{true, true, FarmerScoring::Modern, {QStringLiteral("traders-builders")}});
        QCOMPARE(d.pageTitles().value(d.currentPage()), QStringLiteral("Traders & Builders"));
        QVERIFY(d.browser()->isVisible());
    }

    void howToPlayBeforeAGameOffersEverySetsPages()
    {
        const QStringList everySet{QStringLiteral("The basics"), QStringLiteral("The river"),
                                   QStringLiteral("The abbot"), QStringLiteral("Inns & Cathedrals"),
                                   QStringLiteral("Traders & Builders")};
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(!m_window->session()->hasGame());
        // From the Help menu with no game yet: every set's page, whatever was ticked last.
        m_window->actions()->get(GameActions::HowToPlay)->trigger();
        QPointer<HowToPlayDialog> d = m_window->dialogs()->howToPlay();
        QVERIFY(d && d->isVisible());
        QCOMPARE(d->pageTitles(), everySet);
        d->close();

        // During a game of the base game: that game's pages only.
        m_window->startGame(makeSetup({"human", "human"}, 3));
        m_window->actions()->get(GameActions::HowToPlay)->trigger();
        QCOMPARE(d->pageTitles(),
                 (QStringList{QStringLiteral("The basics"), QStringLiteral("The abbot")}));
        d->close();

        // From the new-game dialog, whatever it has ticked: every set's page, over the dialog
        // (a window-modal dialog blocks the game window's own windows).
        m_window->files()->newGame();
        QPointer<NewGameDialog> setup = m_window->findChild<NewGameDialog*>();
        QVERIFY(setup && setup->isVisible());
        setup->expansionBox(QStringLiteral("inns-cathedrals"))->setChecked(false);
        setup->expansionBox(QStringLiteral("traders-builders"))->setChecked(false);
        auto* help = setup->findChild<QPushButton*>(QStringLiteral("howToPlayButton"));
        QVERIFY(help && help->isVisible());
        QVERIFY(!help->text().isEmpty());
        help->click();
        d = m_window->dialogs()->howToPlay();
        QVERIFY(d && d->isVisible());
        QCOMPARE(d->parentWidget(), setup.data());
        QCOMPARE(d->pageTitles(), everySet);
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QVERIFY(!QGuiApplication::modalWindow() ||
                QGuiApplication::modalWindow() == setup->windowHandle());
        // It goes with the dialog, and comes back over the game window next time.
        setup->reject();
        QTRY_VERIFY(!setup);
        QTRY_VERIFY(!m_window->dialogs()->howToPlay());
        m_window->actions()->get(GameActions::HowToPlay)->trigger();
        QVERIFY(m_window->dialogs()->howToPlay()->isVisible());
        QCOMPARE(m_window->dialogs()->howToPlay()->parentWidget(), m_window.get());
    }

    void howToPlaySaysASecondTileNeverBringsAThirdAndNamesTheHouseRules()
    {
        ArtCache cache;
        HowToPlayDialog d(&cache);
        Rules rules{false, true, FarmerScoring::Modern, {QStringLiteral("traders-builders")}};
        d.setRules(rules);
        const int traders = int(d.pageTitles().indexOf(QStringLiteral("Traders & Builders")));
        QVERIFY(traders > 0);
        QVERIFY2(d.page(traders)->toPlainText().contains(
                     QStringLiteral("A second tile never brings a third")),
                 qPrintable(d.page(traders)->toPlainText()));
        QVERIFY(!d.text().contains(QStringLiteral("House rules")));
        rules.expansions << QStringLiteral("inns-cathedrals");
        rules.houseRules = {QStringLiteral("no-inns"), QStringLiteral("no-pig")};
        d.setRules(rules);
        const int inns = int(d.pageTitles().indexOf(QStringLiteral("Inns & Cathedrals")));
        QVERIFY(d.page(inns)->toPlainText().contains(QStringLiteral("House rules: no inns.")));
        QVERIFY(d.page(d.pageTitles().indexOf(QStringLiteral("Traders & Builders")))
                    ->toPlainText()
                    .contains(QStringLiteral("House rules: no pig.")));
    }

    void houseRulesShowInTheGameInfoAndOnTheEndScreen()
    {
        auto setup = expansionSetup({"human", "human"}, 5);
        setup->rules.houseRules = {QStringLiteral("no-big-follower"), QStringLiteral("no-goods")};
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->startGame(setup);
        auto* info = m_window->findChild<QLabel*>(QStringLiteral("gameInfo"));
        QVERIFY(info);
        QVERIFY2(info->text().contains(QStringLiteral("Traders & Builders · no big follower · "
                                                      "no trade goods")),
                 qPrintable(info->text()));
        // The end screen of a game played with them says so under the tiles laid.
        Game game(setup, 5);
        Random random(5);
        while (!game.isFinished()) {
            const std::vector<Move> moves = game.legalMoves();
            game.apply(moves[random.below(std::uint32_t(moves.size()))]);
        }
        EndGameDialog end;
        end.setGame(game);
        bool told = false;
        for (const QLabel* label : end.findChildren<QLabel*>())
            told = told || label->text().endsWith(
                               QStringLiteral("\nHouse rules: no big follower, no trade goods."));
        QVERIFY(told);
        QVERIFY(end.table()->isColumnHidden(int(ScoreCategory::Goods) + 1));
        // A game by the book says nothing of house rules.
        setup->rules.houseRules.clear();
        EndGameDialog plain;
        plain.setGame(Game(setup, 5));
        for (const QLabel* label : plain.findChildren<QLabel*>())
            QVERIFY(!label->text().contains(QStringLiteral("House rules")));
    }

    void theTilesLeftAreGroupedBySet()
    {
        MainWindow& w = window({"human", "human"}, 18);
        QTest::keyClick(&w, Qt::Key_T);
        RemainingTilesDialog* d = w.dialogs()->remainingTiles();
        QVERIFY(d && d->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QCoreApplication::processEvents();
        QCOMPARE(d->headings(),
                 (QStringList{QStringLiteral("Base game"), QStringLiteral("Inns & Cathedrals"),
                              QStringLiteral("Traders & Builders")}));
        const Game& game = w.session()->game();
        int left = 0;
        for (TileTypeId t : game.bag())
            left += game.tileSet().type(t).id == QLatin1String("TB-Q") ? 1 : 0;
        QCOMPARE(d->countShown(QStringLiteral("TB-Q")), left);
        // Each heading is a line of its own across the grids, in bold and larger than the
        // tiles' names, above the grid of its set's tiles and below the one before.
        QCOMPARE(int(d->lists().size()), 3);
        QCOMPARE(int(d->headingLabels().size()), 3);
        for (std::size_t k = 0; k < 3; ++k) {
            QLabel* heading = d->headingLabels()[k];
            QListWidget* grid = d->lists()[k];
            QVERIFY(heading->isVisible());
            QVERIFY(heading->font().bold());
            QVERIFY(heading->font().pointSizeF() > grid->font().pointSizeF());
            QVERIFY2(
                heading->width() >= grid->width() - 2,
                qPrintable(QStringLiteral("%1 < %2").arg(heading->width()).arg(grid->width())));
            QVERIFY(heading->geometry().bottom() <= grid->geometry().top());
            if (k > 0)
                QVERIFY(heading->geometry().top() > d->lists()[k - 1]->geometry().bottom());
            // The grid shows all its tiles: none is hidden below its bottom edge, and it
            // never scrolls on its own.
            for (int i = 0; i < grid->count(); ++i) {
                const QRect r = grid->visualItemRect(grid->item(i));
                QVERIFY2(grid->viewport()->rect().contains(r), qPrintable(grid->item(i)->text()));
            }
            QCOMPARE(grid->verticalScrollBar()->maximum(), 0);
        }
        for (int t = 0; t < game.tileSet().deckTypeCount(); ++t) {
            const TileType& type = game.tileSet().type(TileTypeId(t));
            const int k = type.group == TileGroup::Base                        ? 0
                          : type.expansion == QLatin1String("inns-cathedrals") ? 1
                                                                               : 2;
            if (type.group == TileGroup::River)
                continue;
            bool inGrid = false;
            for (int i = 0; i < d->lists()[std::size_t(k)]->count(); ++i)
                inGrid = inGrid || d->lists()[std::size_t(k)]->item(i)->toolTip().contains(
                                       QStringLiteral("Tile %1:").arg(type.id));
            QVERIFY2(inGrid, qPrintable(type.id));
        }
        // The wheel over a grid scrolls the whole page.
        QScrollBar* page = d->scrollArea()->verticalScrollBar();
        QVERIFY(page->maximum() > 0);
        const int before = page->value();
        QListWidget* grid = d->lists()[0];
        const QPointF at = grid->viewport()->rect().center();
        QWheelEvent wheel(at, grid->viewport()->mapToGlobal(at), QPoint(), QPoint(0, -120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(grid->viewport(), &wheel);
        QVERIFY(page->value() > before);
        d->close();
    }

    void tradeGoodsShowInThePanelAndAsTheirOwnCategoryOnTheEndScreen()
    {
        MainWindow& w = window({"human", "human"}, 17);
        GameSession* s = w.session();
        bool sawGoods = false;
        for (int turn = 0; turn < 200 && !s->game().isFinished(); ++turn) {
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
            const Game& game = s->game();
            if (game.isFinished())
                break;
            // Whoever leads a good (most tokens, at least one) sees it in bold in their row.
            for (int k = 0; k < GoodsKindCount; ++k) {
                int most = 0;
                for (int p = 0; p < game.playerCount(); ++p)
                    most = std::max(most, TradersBuilders::goodsOf(game, p)[std::size_t(k)]);
                for (int p = 0; p < game.playerCount() && most > 0; ++p) {
                    if (TradersBuilders::goodsOf(game, p)[std::size_t(k)] != most)
                        continue;
                    sawGoods = true;
                    QVERIFY2(w.scorePanel()->row(p)->goodsText().contains(QStringLiteral("<b>")),
                             qPrintable(w.scorePanel()->row(p)->goodsText()));
                }
            }
        }
        QVERIFY(sawGoods);
        QVERIFY(logLines(w).join(QLatin1Char('\n')).contains(QStringLiteral(" takes ")));
        QTRY_VERIFY_WITH_TIMEOUT(w.endGame()->dialog() && w.endGame()->dialog()->isVisible(),
                                 30000);
        QTableWidget* table = w.endGame()->dialog()->table();
        const int column = int(ScoreCategory::Goods) + 1;
        QVERIFY(!table->isColumnHidden(column));
        QCOMPARE(table->horizontalHeaderItem(column)->text(), QStringLiteral("Trade goods"));
        int awarded = 0;
        for (int r = 0; r < table->rowCount(); ++r)
            awarded += table->item(r, column)->text().toInt();
        QVERIFY(awarded >= 10);
        // The chart shows the award as its own colour in the bars and names it in the legend.
        ScoreChart* chart = w.endGame()->dialog()->chart();
        QVERIFY(chart->isVisible());
        QVERIFY(chart->legend().contains(QStringLiteral("Trade goods")));
        int charted = 0;
        for (const ScoreChart::Bar& bar : chart->bars())
            charted += bar.points[std::size_t(ScoreCategory::Goods)];
        QCOMPARE(charted, awarded);
        const QImage drawn = chart->grab().toImage();
        const QRgb goods = ScoreChart::categoryColor(ScoreCategory::Goods).rgb();
        int pixels = 0;
        for (int y = 0; y < drawn.height(); ++y) {
            for (int x = 0; x < drawn.width(); ++x)
                pixels += drawn.pixel(x, y) == goods ? 1 : 0;
        }
        const int swatch = 14 * 14; // the legend's own square
        QVERIFY2(pixels > 3 * swatch, qPrintable(QString::number(pixels)));
        QVERIFY(logLines(w).join(QLatin1Char('\n')).contains(QStringLiteral("most ")));
    }

    void theGoodsRiseUnderTheCitysPointsNeverOverThem()
    {
        MainWindow& w = window({"human", "human"}, 17);
        GameSession* s = w.session();
        // Played without the score show up to the move that completes a city with goods;
        // that one is shown, as in a game.
        const auto restore = qScopeGuard([] { qputenv("BASTIDE_ANIMATIONS", "0"); });
        bool goodsTaken = false;
        for (int turn = 0; turn < 150 && !s->game().isFinished(); ++turn) {
            const Move move = greedyMove(s->game(), std::uint64_t(turn));
            Game copy = s->game();
            goodsTaken = copy.apply(move).goodsTaken != Goods{};
            if (goodsTaken) {
                qputenv("BASTIDE_ANIMATIONS", "1");
                QTRY_VERIFY(!w.view()->isMoving());
            }
            QVERIFY(s->play(move));
            if (goodsTaken)
                break;
        }
        QVERIFY2(goodsTaken, "no city with goods was finished");
        // The city's points are held in the air as they come up, then the goods that follow.
        QList<QPointer<FloatingTextItem>> points;
        QPointer<FloatingTextItem> goods;
        auto bubbles = [&] {
            for (QGraphicsItem* item : w.scene()->items()) {
                if (item->type() != FloatingTextItem::Type)
                    continue;
                auto* bubble = static_cast<FloatingTextItem*>(item);
                if (bubble->riseAnimation())
                    bubble->riseAnimation()->pause();
                if (bubble->objectName() == QLatin1String("goodsBubble"))
                    goods = bubble;
                else if (!points.contains(bubble))
                    points << bubble;
            }
            return !goods.isNull();
        };
        QTRY_VERIFY_WITH_TIMEOUT(bubbles(), 20000);
        QVERIFY(!points.isEmpty());
        // However far the points have risen when the goods start, and at every zoom, the two
        // badges never cover each other on the screen, nor on the board.
        BoardView* view = w.view();
        auto onScreen = [&](const FloatingTextItem* item) {
            return item->deviceTransform(view->viewportTransform()).mapRect(item->boundingRect());
        };
        const int duration = goods->riseAnimation()->duration();
        int checked = 0;
        for (qreal zoom : {0.3, 1.0, 2.5}) {
            view->zoomBy(zoom / view->zoom(), view->viewport()->rect().center());
            view->centerOn(goods->scenePos());
            for (int lag = 0; lag < duration; lag += 150) {
                for (int t = 0; t < duration; t += 25) {
                    for (const QPointer<FloatingTextItem>& p : points) {
                        QVERIFY(p);
                        p->riseAnimation()->setCurrentTime(std::min(lag + t, duration - 1));
                    }
                    goods->riseAnimation()->setCurrentTime(t);
                    for (const QPointer<FloatingTextItem>& p : points) {
                        const QString when = QStringLiteral("zoom %1, the points %2 ms ahead, "
                                                            "%3 ms in")
                                                 .arg(zoom)
                                                 .arg(lag)
                                                 .arg(t);
                        QVERIFY2(!onScreen(p).intersects(onScreen(goods)), qPrintable(when));
                        QVERIFY2(!p->sceneBoundingRect().intersects(goods->sceneBoundingRect()),
                                 qPrintable(when));
                        ++checked;
                    }
                }
            }
        }
        QVERIFY(checked > 100);
        for (const QPointer<FloatingTextItem>& p : points)
            p->riseAnimation()->stop();
        goods->riseAnimation()->stop();
    }
};

QTEST_MAIN(tst_ExpansionPlay)
#include "tst_expansionplay.moc"
