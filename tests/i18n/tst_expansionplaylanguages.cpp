// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The expansions at the table in each language (issue 17): the new-game dialog with its
// expansion choices (four to six players), the window at 1366×768 and 1024×640 mid-game with
// both expansions (supply, goods, the figure rings of a tile just laid, the seven of a city
// corner with two road ends), the "+1 wine" rising from a city, the end screen, the How to
// Play pages and the tiles left by set, saved to <language>/ (with BASTIDE_SCREENSHOTS=DIR) and
// checked for cut texts (also with every word 40% longer).

#include "../app/apptestutil.h"
#include "app/boardart.h"
#include "app/boardscene.h"
#include "app/boardview.h"
#include "app/endgamedialog.h"
#include "app/endgamepresenter.h"
#include "app/floatingtextitem.h"
#include "app/gamefiles.h"
#include "app/gametexts.h"
#include "app/howtoplaydialog.h"
#include "app/mainwindow.h"
#include "app/newgamedialog.h"
#include "app/remainingtilesdialog.h"
#include "app/seateditor.h"
#include "app/targetitem.h"
#include "app/theme.h"
#include "app/translations.h"
#include "app/windowdialogs.h"
#include "art/artcache.h"
#include "art/featuregeometry.h"
#include "engine/standarddeck.h"
#include "engine/tileset.h"
#include "layoutcheck.h"
#include "screenshotsupport.h"

#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QLineF>
#include <QListWidget>
#include <QPointer>
#include <QScopeGuard>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <bit>

using namespace bastide;
using namespace bastide::test;

namespace {

std::shared_ptr<GameSetup> bothExpansions(const QStringList& kinds, std::uint64_t seed)
{
    auto setup = makeSetup(kinds, seed);
    setup->rules.expansions = {QStringLiteral("inns-cathedrals"),
                               QStringLiteral("traders-builders")};
    return setup;
}

} // namespace

class tst_ExpansionPlayLanguages : public QObject
{
    Q_OBJECT

    QString m_language;
    TestLanguage m_languages;

    void check(QWidget* window, const QString& name)
    {
        settle();
        const QStringList cut = cutOffTexts(window);
        QVERIFY(saveShot(window, m_language, name));
        QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("%1 in %2:\n").arg(name, m_language) +
                                           cut.join(QLatin1Char('\n'))));
    }

    /** Plays greedy moves until a tile that takes one of the expansions' figures is laid,
     *  leaving its rings to choose from. */
    static void layAnExpansionFigureTile(GameSession* s)
    {
        for (int turn = 0; turn < 120; ++turn) {
            const Game& game = s->game();
            for (const Placement& p : s->legalPlacements()) {
                const FigureOptions o = game.figureOptions(game.currentTile(), p);
                if (turn >= 24 && (o.of(FigureType::Builder) ||
                                   (o.of(FigureType::Big) & o.of(FigureType::Follower)))) {
                    QVERIFY(s->rotate(p.rotation.value() - s->rotation().value()));
                    QVERIFY(s->layTile(p.cell));
                    return;
                }
            }
            QVERIFY(s->play(greedyMove(game, std::uint64_t(turn))));
        }
    }

    static void languages()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Russian") << QStringLiteral("ru");
        QTest::newRow("Ukrainian") << QStringLiteral("uk");
        QTest::newRow("words 40% longer") << QStringLiteral("long");
    }

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        Theme::apply(*qApp);
        GameFiles::removeAutosave();
    }

    void init()
    {
        QFETCH(QString, language);
        m_language = language;
        m_languages.use(language);
    }

    void cleanup() { m_languages.reset(); }

    void theNewGameDialogShowsTheExpansionsWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("players");
        for (const char* language : {"en", "ru", "uk", "long"}) {
            // Four players, as a game with both expansions often has, and the most there are.
            for (int players : {4, 5, 6}) {
                QTest::addRow("%s, %d players", language, players)
                    << QString::fromLatin1(language) << players;
            }
        }
    }
    void theNewGameDialogShowsTheExpansionsWhole()
    {
        QFETCH(int, players);
        NewGameSettings s = NewGameSettings::defaults();
        s.expansions = {QStringLiteral("inns-cathedrals"), QStringLiteral("traders-builders")};
        s.houseRules = {QStringLiteral("no-inns"), QStringLiteral("no-pig")}; // their rows shown
        NewGameDialog dialog(s);
        while (dialog.seatCount() < players)
            dialog.addSeat();
        QCOMPARE(dialog.seatCount(), players);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.height() <= 768);
        check(&dialog, players == 4 ? QStringLiteral("14-new-game-expansions")
                                    : QStringLiteral("14-new-game-%1-players").arg(players));
        // A small screen (1024×640, a panel and the title bar taken off) shows it whole, in
        // each of the languages, with every seat in view.
        if (m_language != QLatin1String("long")) {
            QVERIFY2(dialog.height() <= 640 - 48 && dialog.width() <= 1024,
                     qPrintable(QStringLiteral("%1×%2").arg(dialog.width()).arg(dialog.height())));
        }
        if (players == 4) {
            // Unticked, each set says what it brings in place of its house rules, side by side.
            dialog.expansionBox(QStringLiteral("inns-cathedrals"))->setChecked(false);
            dialog.expansionBox(QStringLiteral("traders-builders"))->setChecked(false);
            QVERIFY(!dialog.houseRuleBox(QStringLiteral("no-pig"))->isVisible());
            check(&dialog, QStringLiteral("14-new-game-no-expansions"));
            if (m_language != QLatin1String("long"))
                QVERIFY(dialog.height() <= 640 - 48 && dialog.width() <= 1024);
        }
        for (int i = 0; i < players; ++i) {
            SeatEditor* seat = dialog.seat(i);
            QVERIFY(seat->isVisible());
            const QRect shown(seat->mapTo(&dialog, QPoint(0, 0)), seat->size());
            QVERIFY2(dialog.rect().contains(shown), qPrintable(QString::number(i)));
            QVERIFY2(seat->width() >= seat->minimumSizeHint().width() &&
                         seat->height() >= seat->minimumSizeHint().height(),
                     qPrintable(QStringLiteral("seat %1: %2×%3")
                                    .arg(i)
                                    .arg(seat->width())
                                    .arg(seat->height())));
            // The names Bastide gives ("Player 3", "Computer") show whole.
            if (m_language == QLatin1String("long"))
                continue;
            const QLineEdit* name = seat->nameEdit();
            QStyleOptionFrame frame;
            frame.initFrom(name);
            frame.rect = name->rect();
            frame.lineWidth = name->hasFrame() ? 1 : 0;
            const QRect text =
                name->style()->subElementRect(QStyle::SE_LineEditContents, &frame, name);
            const int room = text.width() - name->textMargins().left() -
                             name->textMargins().right() - 4; // Qt's own side margins
            QVERIFY2(name->fontMetrics().horizontalAdvance(name->text()) <= room,
                     qPrintable(QStringLiteral("\"%1\" (%2) in %3 pixels")
                                    .arg(name->text())
                                    .arg(name->fontMetrics().horizontalAdvance(name->text()))
                                    .arg(room)));
        }
    }

    void theWindowMidGameWithTheExpansionsShowsItsTextsWhole_data() { languages(); }
    void theWindowMidGameWithTheExpansionsShowsItsTextsWhole()
    {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto setup = makeSetup({"human", "human", "human", "human"}, 41);
        setup->rules.expansions = {QStringLiteral("inns-cathedrals"),
                                   QStringLiteral("traders-builders")};
        w.startGame(setup);
        GameSession* s = w.session();
        // Some turns in, to a tile that takes one of the expansions' figures.
        layAnExpansionFigureTile(s);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        check(&w, QStringLiteral("15-expansions-figure-choice"));
    }

    void theWindowOnASmallScreenShowsTheFigureChoiceWhole_data() { languages(); }
    void theWindowOnASmallScreenShowsTheFigureChoiceWhole()
    {
        MainWindow w;
        w.resize(1024, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.width() <= 1024 && w.height() <= 640);
        w.startGame(bothExpansions({"human", "human", "human", "human"}, 41));
        GameSession* s = w.session();
        layAnExpansionFigureTile(s);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        // Every ring of the tile just laid is in view, to be clicked.
        QVERIFY(!w.scene()->targets().isEmpty());
        const QRect view = w.view()->viewport()->rect();
        for (const TargetItem* t : w.scene()->targets())
            QVERIFY(view.contains(w.view()->mapFromScene(t->scenePos())));
        check(&w, QStringLiteral("16-expansions-figure-choice-1024"));
    }

    void theSevenRingsOfACityCornerWithTwoRoadEndsStandEachOnItsFeature_data() { languages(); }
    void theSevenRingsOfACityCornerWithTwoRoadEndsStandEachOnItsFeature()
    {
        // A deck of the start tile and TB-O (a city corner, two road ends, four fields): the
        // first tile laid offers a follower on each of its seven features, four of them
        // round one corner.
        Deck deck = standardDeck();
        std::erase_if(deck.tiles, [](const TileType& t) {
            return !(t.start && t.group == TileGroup::Base) && t.id != QLatin1String("TB-O");
        });
        for (TileType& t : deck.tiles)
            t.count = t.start ? 1 : 3;
        auto setup = bothExpansions({"human", "human"}, 3);
        setup->rules.expansions = {QStringLiteral("traders-builders")};
        setup->tiles = TileSet::build(deck);
        QVERIFY(setup->tiles);
        setup->standardDeck = false;
        MainWindow w;
        w.resize(1024, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.startGame(setup);
        GameSession* s = w.session();
        const Game& game = s->game();
        const TileType& type = game.tileSet().type(game.currentTile());
        QCOMPARE(type.id, QStringLiteral("TB-O"));
        std::optional<Placement> seven;
        for (const Placement& p : s->legalPlacements()) {
            if (std::popcount(game.figureOptions(game.currentTile(), p).of(FigureType::Follower)) ==
                    7 &&
                (!seven ||
                 p.rotation == Rotation(1))) // the turn the last attempt could not lay out
                seven = p;
        }
        QVERIFY(seven);
        QVERIFY(s->rotate(seven->rotation.value() - s->rotation().value()));
        QVERIFY(s->layTile(seven->cell));
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        const QRectF cell = BoardScene::cellRect(seven->cell);
        w.view()->focusOn(cell, BoardView::MaxZoom);
        QTRY_VERIFY(!w.view()->isMoving());
        w.view()->centerOn(cell.center());
        const QList<TargetItem*> rings = w.scene()->targets();
        QCOMPARE(rings.size(), 7);
        const FeatureGeometry& geometry = w.scene()->art()->geometry(game.currentTile());
        const QRect view = w.view()->viewport()->rect();
        for (const TargetItem* a : rings) {
            QCOMPARE(geometry.featureAt(a->scenePos(), seven->rotation, cell), a->feature());
            QVERIFY(view.contains(w.view()->mapFromScene(a->scenePos())));
            for (const TargetItem* b : rings) {
                QVERIFY(a == b ||
                        QLineF(a->scenePos(), b->scenePos()).length() >= a->radius() + b->radius());
            }
        }
        check(&w, QStringLiteral("20-seven-rings-on-a-city-corner"));
    }

    void theGoodsRiseFromACompletedCityInWords_data() { languages(); }
    void theGoodsRiseFromACompletedCityInWords()
    {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.startGame(bothExpansions({"human", "human"}, 17));
        GameSession* s = w.session();
        // Played without the score show up to the move that completes a city with goods;
        // that one is shown, as in a game.
        const auto restore = qScopeGuard([] { qputenv("BASTIDE_ANIMATIONS", "0"); });
        for (int turn = 0; turn < 150 && !s->game().isFinished(); ++turn) {
            const Move move = greedyMove(s->game(), std::uint64_t(turn));
            Game copy = s->game();
            const bool goods = copy.apply(move).goodsTaken != Goods{};
            if (goods) {
                qputenv("BASTIDE_ANIMATIONS", "1");
                QTRY_VERIFY(!w.view()->isMoving());
            }
            QVERIFY(s->play(move));
            if (goods)
                break;
        }
        const TurnOutcome& o = s->history().back();
        QVERIFY2(o.goodsTaken != Goods{}, "no city with goods was finished");
        int kind = 0;
        while (o.goodsTaken[std::size_t(kind)] == 0)
            ++kind;
        const QString words = QStringLiteral("+%1").arg(
            GameTexts::goodsAmount(GoodsKind(kind), o.goodsTaken[std::size_t(kind)]));
        // It rises after the city's points: waited for, then driven to where it is read.
        QPointer<FloatingTextItem> bubble;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (QGraphicsItem* item : w.scene()->items()) {
                    if (item->type() == FloatingTextItem::Type &&
                        static_cast<FloatingTextItem*>(item)->objectName() ==
                            QLatin1String("goodsBubble") &&
                        static_cast<FloatingTextItem*>(item)->text() == words)
                        bubble = static_cast<FloatingTextItem*>(item);
                }
                return !bubble.isNull();
            }(),
            20000);
        QAbstractAnimation* rise = bubble->riseAnimation();
        QVERIFY(rise);
        rise->pause();
        rise->setCurrentTime(rise->duration() / 3);
        w.view()->centerOn(bubble->scenePos());
        settle();
        QVERIFY(w.view()->viewport()->rect().contains(
            w.view()->mapFromScene(bubble->sceneBoundingRect()).boundingRect()));
        check(&w, QStringLiteral("17-goods-rising"));
        rise->stop();
    }

    void theEndScreenOfAGameWithBothExpansionsShowsItsTextsWhole_data() { languages(); }
    void theEndScreenOfAGameWithBothExpansionsShowsItsTextsWhole()
    {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto setup = bothExpansions({"human", "human", "human"}, 23);
        setup->players[0].name = NewGameSettings::tr("Player %1").arg(1);
        w.startGame(setup);
        GameSession* s = w.session();
        for (int turn = 0; turn < 200 && !s->game().isFinished(); ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        QTRY_VERIFY_WITH_TIMEOUT(w.endGame()->dialog() && w.endGame()->dialog()->isVisible(),
                                 30000);
        EndGameDialog* end = w.endGame()->dialog();
        QVERIFY(QTest::qWaitForWindowExposed(end));
        QVERIFY(!end->table()->isColumnHidden(int(ScoreCategory::Goods) + 1));
        QVERIFY(end->height() <= 768);
        check(end, QStringLiteral("18-end-of-game-expansions"));
    }

    void theHowToPlayPagesOfTheExpansionsShowTheirTextsWhole_data() { languages(); }
    void theHowToPlayPagesOfTheExpansionsShowTheirTextsWhole()
    {
        ArtCache cache;
        HowToPlayDialog d(&cache);
        d.setRules(Rules{true,
                         true,
                         FarmerScoring::Modern,
                         {QStringLiteral("inns-cathedrals"), QStringLiteral("traders-builders")}});
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QCOMPARE(d.pageCount(), 5);
        QVERIFY(d.height() <= 640 - 48 && d.width() <= 1024);
        // The list shows every page's title whole.
        QListWidget* list = d.pageList();
        QVERIFY2(list->viewport()->width() >= list->sizeHintForColumn(0),
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(list->viewport()->width())
                                .arg(list->sizeHintForColumn(0))));
        for (int page : {3, 4}) {
            d.showPage(page);
            QCOMPARE(d.currentPage(), page);
            check(&d, QStringLiteral("19-how-to-play-page-%1").arg(page + 1));
        }
    }

    void howToPlayIsWordedAgainWhenTheLanguageChangesOnTheSamePage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("from English") << QStringLiteral("en");
    }
    void howToPlayIsWordedAgainWhenTheLanguageChangesOnTheSamePage()
    {
        ArtCache cache;
        HowToPlayDialog d(&cache);
        d.setRules(Rules{false,
                         true,
                         FarmerScoring::Modern,
                         {QStringLiteral("inns-cathedrals"), QStringLiteral("traders-builders")}});
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        d.showPage(2);
        QCOMPARE(d.pageTitles().value(2), QStringLiteral("Inns & Cathedrals"));
        Translations::setLanguage(QStringLiteral("ru"));
        const auto back = qScopeGuard([] { Translations::setLanguage(QStringLiteral("en")); });
        QCOMPARE(d.pageTitles().value(2), QStringLiteral("«Трактиры и соборы»"));
        QCOMPARE(d.currentPage(), 2);
        QVERIFY(d.browser()->toPlainText().contains(QStringLiteral("Крупный подданный")));
        QCOMPARE(d.pictures(2).size(), 5);
    }

    void theTilesLeftBySetShowTheirHeadingsWhole_data() { languages(); }
    void theTilesLeftBySetShowTheirHeadingsWhole()
    {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto setup = bothExpansions({"human", "human"}, 18);
        setup->rules.river = true;
        w.startGame(setup);
        w.dialogs()->showRemainingTiles();
        RemainingTilesDialog* d = w.dialogs()->remainingTiles();
        QVERIFY(d && QTest::qWaitForWindowExposed(d));
        QCOMPARE(int(d->headingLabels().size()), 4);
        QVERIFY2(d->cutNames().isEmpty(), qPrintable(d->cutNames().join(QStringLiteral(", "))));
        check(d, QStringLiteral("20-tiles-left-by-set"));
        d->close();
    }
};

QTEST_MAIN(tst_ExpansionPlayLanguages)
#include "tst_expansionplaylanguages.moc"
