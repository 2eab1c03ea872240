// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 19's defects, each driven as a player meets it: drop-down lists and spin boxes that
// draw what they hold, the turn card in a laptop's window, undo and redo (asked in hotseat,
// autosaved), the log after Open, the finished board, the tiles-left dialog, names, files
// and the window title, the score charts and the end screen in windows of every size,
// following play; and the points preview and "where can this go" on the board.

#include "../i18n/layoutcheck.h"
#include "app/appsettings.h"
#include "app/boardart.h"
#include "app/boardoverview.h"
#include "app/boardscene.h"
#include "app/boardsplitter.h"
#include "app/boardview.h"
#include "app/bubbleitem.h"
#include "app/endgamedialog.h"
#include "app/endgamepresenter.h"
#include "app/figureitem.h"
#include "app/gamefilecontroller.h"
#include "app/gamefiles.h"
#include "app/gamelogmodel.h"
#include "app/hintbanner.h"
#include "app/mainwindow.h"
#include "app/namelengthhint.h"
#include "app/newgamedialog.h"
#include "app/newgamesettings.h"
#include "app/outlookoverlay.h"
#include "app/preferencesdialog.h"
#include "app/recentfilesmenu.h"
#include "app/remainingtilesdialog.h"
#include "app/replaycontroller.h"
#include "app/ringlayout.h"
#include "app/scorechart.h"
#include "app/scorepanel.h"
#include "app/scorerow.h"
#include "app/scoretimeline.h"
#include "app/scoretrendview.h"
#include "app/seateditor.h"
#include "app/shortcutsdialog.h"
#include "app/sidepanel.h"
#include "app/targetitem.h"
#include "app/theme.h"
#include "app/tilepreview.h"
#include "app/turnpanel.h"
#include "app/undocontrol.h"
#include "app/windowdialogs.h"
#include "apptestutil.h"
#include "art/artcache.h"
#include "art/featuregeometry.h"
#include "engine/movepreview.h"
#include "engine/tileoutlook.h"
#include "screenshots.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidget>
#include <bit>

using namespace bastide;
using namespace bastide::test;

namespace {

/** Every feature of `type` offered to the follower (and, with `big`, the big follower too);
 *  the abbot on its monasteries. */
FigureOptions everyFeature(const TileType& type, bool big)
{
    FigureOptions every;
    for (int f = 0; f < int(type.features.size()); ++f) {
        every.allow(FigureType::Follower, f);
        if (big)
            every.allow(FigureType::Big, f);
        if (type.features[std::size_t(f)].kind == FeatureKind::Monastery)
            every.allow(FigureType::Abbot, f);
    }
    return every;
}

/** Every standard tile, all four turns, with `everyFeature` offered: each ring on its own
 *  feature (or beside its monastery on a field), none overlapping another, as big as the
 *  room allows and never smaller than TargetItem::MinRadius; full size with the follower
 *  alone. */
void checkRingsOnEveryTile(bool big)
{
    const std::shared_ptr<const TileSet> tiles = standardTileSet();
    const QRectF rect = BoardScene::cellRect(Cell{0, 0});
    int checked = 0, monasteries = 0, smaller = 0;
    qreal smallest = TargetItem::Radius;
    std::size_t fewest = 99; // the fewest rings on a tile turn drawn smaller
    for (int t = 0; t < tiles->deckTypeCount(); ++t) {
        const TileType& type = tiles->type(TileTypeId(t));
        const FeatureGeometry geometry(type);
        const FigureOptions every = everyFeature(type, big);
        monasteries += std::popcount(every.of(FigureType::Abbot));
        for (int rotation = 0; rotation < 4; ++rotation) {
            const auto rings = RingLayout::rings(type, geometry, every, Rotation(rotation), rect,
                                                 TargetItem::Radius, TargetItem::MinRadius);
            const auto where = [&](const char* what) {
                return QStringLiteral("tile %1 turned %2: %3")
                    .arg(type.id)
                    .arg(rotation)
                    .arg(QLatin1String(what));
            };
            if (!rings.empty() && rings.front().radius < TargetItem::Radius) {
                ++smaller;
                smallest = std::min(smallest, rings.front().radius);
                fewest = std::min(fewest, rings.size());
            }
            for (std::size_t i = 0; i < rings.size(); ++i) {
                const qreal radius = rings[i].radius;
                QVERIFY2(radius >= TargetItem::MinRadius && radius <= TargetItem::Radius,
                         qPrintable(where("ring size")));
                QVERIFY2(big || radius == TargetItem::Radius, qPrintable(where("shrunk")));
                // On its own feature, or (a monastery too small for two rings) beside
                // it on a field: never on a road, city, river or another monastery.
                const QPainterPath own =
                    geometry.region(rings[i].feature, Rotation(rotation), rect);
                bool onAnother = false;
                for (int g = 0; g < int(type.features.size()); ++g) {
                    if (g != rings[i].feature &&
                        type.features[std::size_t(g)].kind != FeatureKind::Field &&
                        geometry.region(g, Rotation(rotation), rect).contains(rings[i].at))
                        onAnother = true;
                }
                QVERIFY2(own.contains(rings[i].at) ||
                             (!onAnother && type.features[std::size_t(rings[i].feature)].kind ==
                                                FeatureKind::Monastery),
                         qPrintable(where("a ring is off its feature") +
                                    QString::number(rings[i].feature)));
                for (std::size_t j = i + 1; j < rings.size(); ++j) {
                    const QPointF d = rings[i].at - rings[j].at;
                    QVERIFY2(std::hypot(d.x(), d.y()) >= radius + rings[j].radius,
                             qPrintable(where("rings overlap: ") +
                                        QString::number(rings[i].feature) + QLatin1Char(' ') +
                                        QString::number(rings[j].feature)));
                }
                ++checked;
            }
        }
    }
    qInfo("%d rings checked; %d tile turns drawn smaller (the fewest rings among them %d), "
          "down to radius %g",
          checked, smaller, smaller ? int(fewest) : 0, smallest);
    QVERIFY(checked > 200);
    QVERIFY(monasteries > 0);
    QVERIFY(big || smaller == 0);
}

QByteArray recordBytes(const GameSession& s)
{
    return writeRecord(recordOf(s.game(), true));
}

/** Of the pixels in `rect`, how many stand out from the row's background (the colour at
 *  its left edge): text that can be read leaves many, text drawn in its background none. */
/** The pixels of `rect` (which must lie inside `image`) that stand out from its background. */
int pixelsStandingOut(const QImage& image, const QRect& rect)
{
    // A pixel outside the image reads as an invalid colour, which would count as ink.
    const QColor background = image.pixelColor(rect.left() + 1, rect.center().y());
    int n = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.lightness() - background.lightness()) > 60)
                ++n;
        }
    }
    return n;
}

/** The headers and cells of `table` whose text needs more room than their column has, as
 *  the table's own delegate measures them. */
QStringList cutCells(const QTableWidget* table)
{
    QStringList cut;
    const QHeaderView* header = table->horizontalHeader();
    QStyleOptionViewItem option;
    option.initFrom(table->viewport());
    option.widget = table;
    option.font = table->font();
    const int icon = table->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, table);
    option.decorationSize = table->iconSize().isValid() ? table->iconSize() : QSize(icon, icon);
    for (int c = 0; c < table->columnCount(); ++c) {
        if (table->isColumnHidden(c))
            continue;
        const int width = header->sectionSize(c);
        if (header->sectionSizeHint(c) > width + 1)
            cut << QStringLiteral("header \"%1\" (%2 < %3)")
                       .arg(table->model()->headerData(c, Qt::Horizontal).toString())
                       .arg(width)
                       .arg(header->sectionSizeHint(c));
        for (int r = 0; r < table->rowCount(); ++r) {
            const QModelIndex index = table->model()->index(r, c);
            const int needed = table->itemDelegate()->sizeHint(option, index).width();
            if (needed > width)
                cut << QStringLiteral("\"%1\" (%2 < %3)")
                           .arg(index.data().toString())
                           .arg(width)
                           .arg(needed);
        }
    }
    return cut;
}

/** Answers the question a message box of this name asks, with the button of `role`. */
bool answer(QWidget* parent, const QString& name, QMessageBox::ButtonRole role)
{
    auto* box = parent->findChild<QMessageBox*>(name);
    if (!box || !box->isVisible())
        return false;
    for (QAbstractButton* b : box->buttons()) {
        if (box->buttonRole(b) == role) {
            b->click();
            QCoreApplication::processEvents();
            return true;
        }
    }
    return false;
}

/** Lays the tile in hand as `p` (turning it first), through the session as a click does. */
bool layAs(GameSession& s, Placement p)
{
    for (int i = 0; i < 4 && s.rotation() != p.rotation; ++i)
        s.rotate(1);
    return s.layTile(p.cell);
}

/** Rows of the three window sizes players use (a small laptop, a common one, full HD), each
 *  in English, Russian and Ukrainian. */
void addWindowSizeAndLanguageRows()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const char* l : {"en", "ru", "uk"}) {
        for (QSize size : {QSize(1024, 640), QSize(1366, 768), QSize(1920, 1080)})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3")
                                         .arg(QLatin1String(l))
                                         .arg(size.width())
                                         .arg(size.height())))
                << size << QString::fromLatin1(l);
    }
}

/** Both expansions at the table. */
std::shared_ptr<GameSetup> expansionSetup(const QStringList& kinds, std::uint64_t seed)
{
    auto setup = makeSetup(kinds, seed);
    setup->rules.expansions = {QStringLiteral("inns-cathedrals"),
                               QStringLiteral("traders-builders")};
    return setup;
}

/** `widget`'s rectangle in `window`'s coordinates. */
QRect rectIn(const QWidget* widget, const QWidget* window)
{
    return QRect(widget->mapTo(window, QPoint()), widget->size());
}

/** Whether `row` shows in the scroll area round it: whole, or when it is taller than the
 *  area its first line (the name and the score). */
bool shownWhole(const QWidget* row, const QScrollArea* area)
{
    QRect inViewport(row->mapTo(area->viewport(), QPoint()), row->size());
    if (inViewport.height() > area->viewport()->height())
        inViewport.setHeight(row->fontMetrics().height() + 8);
    return area->viewport()->rect().contains(inViewport);
}

/** Whether the last line of the log shows whole in it. */
bool lastLogLineShows(const QListView* log)
{
    const int rows = log->model()->rowCount();
    if (rows == 0)
        return true;
    const QRect last = log->visualRect(log->model()->index(rows - 1, 0));
    return last.isValid() && log->viewport()->rect().contains(last);
}

/** A legal placement of the tile in hand where `figure` may go, with the feature. */
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

/** The rectangle a bubble's card takes in `view`'s viewport. */
QRectF bubbleInView(const BubbleItem* bubble, const QGraphicsView* view)
{
    return bubble->deviceTransform(view->viewportTransform()).mapRect(bubble->cardRect());
}

/** Sends a left-button drag from `from` to `to` (both in `widget`). */
void drag(QWidget* widget, QPoint from, QPoint to)
{
    QMouseEvent press(QEvent::MouseButtonPress, from, widget->mapToGlobal(from), Qt::LeftButton,
                      Qt::LeftButton, {});
    QApplication::sendEvent(widget, &press);
    for (int i = 1; i <= 4; ++i) {
        const QPoint at = from + (to - from) * i / 4;
        QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(widget, &move);
    }
    QMouseEvent release(QEvent::MouseButtonRelease, to, widget->mapToGlobal(to), Qt::LeftButton,
                        Qt::NoButton, {});
    QApplication::sendEvent(widget, &release);
}

} // namespace

class tst_PlayPolish : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow& window(const QStringList& kinds, std::uint64_t seed, QSize size = {1400, 900})
    {
        return window(makeSetup(kinds, seed), size);
    }
    MainWindow& window(std::shared_ptr<GameSetup> setup, QSize size = {1400, 900})
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(size);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            qFatal("the window was never shown");
        m_window->startGame(std::move(setup));
        return *m_window;
    }

    /** Plays the game in `w` to its end with sensible moves and waits for the end screen. */
    static EndGameDialog* playToTheEnd(MainWindow& w)
    {
        GameSession* s = w.session();
        for (int turn = 0; !s->game().isFinished() && turn < 200; ++turn) {
            if (!s->play(greedyMove(s->game(), std::uint64_t(turn))))
                return nullptr;
        }
        if (!QTest::qWaitFor(
                [&] { return w.endGame()->dialog() && w.endGame()->dialog()->isVisible(); }))
            return nullptr;
        return w.endGame()->dialog();
    }

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        Theme::apply(*qApp);
        GameFiles::removeAutosave();
        AppSettings::clearRecentFiles();
        AppSettings::setFollowPlay(false);
    }

    void cleanup()
    {
        m_window.reset();
        Translations::setLanguage(QStringLiteral("en"));
    }

    // Defects 1 and 3 -------------------------------------------------------------------

    void everyDropDownShowsItsHoveredItem_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* l : {"en", "ru", "uk"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void everyDropDownShowsItsHoveredItem()
    {
        QFETCH(QString, language);
        Translations::setLanguage(language);
        NewGameDialog newGame(NewGameSettings::load());
        PreferencesDialog preferences;
        int checked = 0;
        for (QDialog* dialog :
             {static_cast<QDialog*>(&newGame), static_cast<QDialog*>(&preferences)}) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            QVERIFY(saveScreenshot(
                dialog, QStringLiteral("play-%1-%2").arg(dialog->objectName(), language)));
            for (QComboBox* combo : dialog->findChildren<QComboBox*>()) {
                if (!combo->isVisible() || combo->count() < 2)
                    continue;
                combo->showPopup();
                QAbstractItemView* view = combo->view();
                QTRY_VERIFY(view->isVisible());
                // The item under the pointer is the popup's current one.
                const QModelIndex hovered =
                    view->model()->index(combo->currentIndex() == 0 ? 1 : 0, combo->modelColumn());
                view->setCurrentIndex(hovered);
                view->scrollTo(hovered);
                QTest::mouseMove(view->viewport(), view->visualRect(hovered).center());
                QCoreApplication::processEvents();
                const QImage image = view->viewport()->grab().toImage();
                QVERIFY(saveScreenshot(image, QStringLiteral("play-popup-%1-%2")
                                                  .arg(language, combo->objectName().isEmpty()
                                                                     ? QString::number(checked)
                                                                     : combo->objectName())));
                // The list lays its rows out wider than the popup it sits in: only the part
                // inside the popup is seen (and read: a pixel outside reads as ink).
                const QRect laidOut = view->visualRect(hovered).adjusted(0, 1, 0, -1);
                const QRect row = laidOut & image.rect();
                QVERIFY2(row.height() == laidOut.height() && row.width() >= image.width() - 4,
                         qPrintable(QStringLiteral("%1: the hovered row %2,%3 %4×%5 is not "
                                                   "across the popup's %6×%7")
                                        .arg(combo->objectName())
                                        .arg(laidOut.x())
                                        .arg(laidOut.y())
                                        .arg(laidOut.width())
                                        .arg(laidOut.height())
                                        .arg(image.width())
                                        .arg(image.height())));
                const int ink = pixelsStandingOut(image, row);
                QVERIFY2(ink > 15, qPrintable(QStringLiteral("%1 in %2: hovered \"%3\" shows %4 "
                                                             "pixels of text")
                                                  .arg(combo->objectName(), dialog->objectName(),
                                                       hovered.data().toString())
                                                  .arg(ink)));
                combo->hidePopup();
                ++checked;
            }
            dialog->hide();
        }
        QVERIFY(checked >= 4);
    }

    void spinBoxesDrawTheirArrows()
    {
        PreferencesDialog preferences;
        preferences.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preferences));
        const QList<QSpinBox*> boxes = preferences.findChildren<QSpinBox*>();
        QVERIFY(!boxes.isEmpty());
        for (QSpinBox* box : boxes) {
            box->setValue((box->minimum() + box->maximum()) / 2); // both arrows enabled
            const QImage image = box->grab().toImage();
            QVERIFY(
                saveScreenshot(image, QStringLiteral("play-spinbox-%1").arg(box->objectName())));
            // The arrows sit at the right end; with no style for them they are not drawn.
            const QRect buttons(image.width() - 18, 2, 14, image.height() - 4);
            const int background =
                image.pixelColor(buttons.left() - 4, image.height() / 2).lightness();
            int dark = 0;
            for (int y = buttons.top(); y <= buttons.bottom(); ++y) {
                for (int x = buttons.left(); x <= buttons.right(); ++x)
                    dark += image.pixelColor(x, y).lightness() < background - 50 ? 1 : 0;
            }
            QVERIFY2(
                dark >= 6,
                qPrintable(QStringLiteral("%1: %2 arrow pixels").arg(box->objectName()).arg(dark)));
        }
    }

    // Defect 2 --------------------------------------------------------------------------

    void theTurnCardKeepsAUsablePreviewInALaptopWindow_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        QTest::newRow("1024x640 en") << QSize(1024, 640) << QStringLiteral("en");
        QTest::newRow("1024x640 ru") << QSize(1024, 640) << QStringLiteral("ru");
        QTest::newRow("1280x720 uk") << QSize(1280, 720) << QStringLiteral("uk");
        QTest::newRow("1366x700 en") << QSize(1366, 700) << QStringLiteral("en");
    }
    void theTurnCardKeepsAUsablePreviewInALaptopWindow()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        Translations::setLanguage(language);
        MainWindow& w = window({"human", "human", "human", "human"}, 21, size);
        QCOMPARE(w.size(), size);
        GameSession* s = w.session();
        const auto [p, feature] = *placementWithFollower(*s);
        QVERIFY(layAs(*s, p));
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        QCoreApplication::processEvents();
        TurnPanel* panel = w.turnPanel();
        QVERIFY2(panel->preview()->height() >= 140,
                 qPrintable(QStringLiteral("preview %1 px high").arg(panel->preview()->height())));
        // The turn card is whole on screen and its buttons do not overlap.
        const QRect card(panel->mapTo(&w, QPoint(0, 0)), panel->size());
        QVERIFY(w.rect().contains(card));
        QPushButton* buttons[] = {panel->noFigureButton(), panel->backButton(),
                                  panel->confirmButton()};
        for (QPushButton* a : buttons) {
            QVERIFY(a->isVisible());
            QVERIFY(a->height() >= a->sizeHint().height());
            for (QPushButton* b : buttons)
                QVERIFY(a == b || !a->geometry().intersects(b->geometry()));
        }
        // The scores and the log are still there, the scores scrolled if need be.
        auto* side = w.findChild<SidePanel*>();
        QVERIFY(side->scoresArea()->isVisible());
        QVERIFY(side->scoresArea()->height() >= 60);
        QVERIFY(w.logView()->isVisible());
        QVERIFY(w.logView()->height() >= 3 * w.logView()->fontMetrics().height());
    }

    // Defect 6 --------------------------------------------------------------------------

    void figureRingsStayOnTheirFeaturesAndApart()
    {
        // The follower alone: every tile has room for full-size rings.
        checkRingsOnEveryTile(false);
    }

    void bigFollowerRingsStayOnTheirFeaturesAndApartSmallerWhereCrowded()
    {
        // A follower and a big follower on every feature (Inns & Cathedrals): up to sixteen
        // rings on a crossroads, drawn smaller there, never below the clickable minimum.
        checkRingsOnEveryTile(true);
    }

    void crowdedRingsAreDrawnReadable()
    {
        // The two most crowded tiles with both followers offered everywhere, drawn large for
        // a person to look at (BASTIDE_SCREENSHOTS).
        ArtCache cache;
        BoardArt art(&cache);
        art.setTileSet(standardTileSet());
        for (const QString& id : {QStringLiteral("X"), QStringLiteral("IC-I")}) {
            const TileTypeId t = art.tileSet()->indexOf(id);
            QVERIFY(art.tileSet()->contains(t));
            const TileType& type = art.tileSet()->type(t);
            const QRectF rect = BoardScene::cellRect(Cell{0, 0});
            const auto rings =
                RingLayout::rings(type, art.geometry(t), everyFeature(type, true), Rotation(0),
                                  rect, TargetItem::Radius, TargetItem::MinRadius);
            QVERIFY(rings.size() >= 14);
            QVERIFY(rings.front().radius < TargetItem::Radius);
            constexpr qreal Zoom = 4;
            QImage image((rect.size() * Zoom).toSize(), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter p(&image);
            p.scale(Zoom, Zoom);
            art.paintTile(&p, t, Rotation(0), rect);
            for (const RingLayout::Ring& ring : rings) {
                TargetItem item(&art, ring.figure, ring.feature,
                                FigureItem::lookOf(ring.figure, ring.kind), PlayerColor::Red,
                                ring.radius);
                p.save();
                p.translate(ring.at);
                item.paint(&p, nullptr, nullptr);
                p.restore();
            }
            p.end();
            QVERIFY(saveScreenshot(image, QStringLiteral("play-crowded-rings-%1").arg(id)));
        }
    }

    // Defects 7, 8 and 9 ----------------------------------------------------------------

    void inHotseatUndoAsksBeforeTakingBackAnothersMove()
    {
        MainWindow& w = window({"human", "human"}, 5);
        GameSession* s = w.session();
        QVERIFY(s->play(greedyMove(s->game())));
        QCOMPARE(s->game().currentPlayer(), 1); // Boris is at the screen
        QVERIFY(w.undoControl()->wouldAsk());
        w.action(QStringLiteral("undo"))->trigger();
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("undoBox"));
        QVERIFY(box && box->isVisible());
        QVERIFY2(box->text().contains(QStringLiteral("Undo Anna's move?")),
                 qPrintable(box->text()));
        QVERIFY(answer(&w, QStringLiteral("undoBox"), QMessageBox::RejectRole));
        QCOMPARE(int(s->game().moves().size()), 1); // kept
        w.action(QStringLiteral("undo"))->trigger();
        QVERIFY(answer(&w, QStringLiteral("undoBox"), QMessageBox::AcceptRole));
        QVERIFY(s->game().moves().empty());
    }

    void againstTheComputerUndoDoesNotAsk()
    {
        MainWindow& w = window({"human", "greedy"}, 12);
        GameSession* s = w.session();
        QVERIFY(s->play(greedyMove(s->game())));
        QTRY_VERIFY_WITH_TIMEOUT(s->phase() == GameSession::Phase::PlaceTile, 20000);
        QVERIFY(!w.undoControl()->wouldAsk());
        w.action(QStringLiteral("undo"))->trigger();
        QVERIFY(!w.findChild<QMessageBox*>(QStringLiteral("undoBox")));
        QVERIFY(s->game().moves().empty());
    }

    void redoPlaysTheWholeMoveAgainAndIsAutosaved()
    {
        GameFiles::removeAutosave();
        MainWindow& w = window({"human", "greedy"}, 12);
        GameSession* s = w.session();
        for (int turn = 0; turn < 2; ++turn) {
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
            QTRY_VERIFY_WITH_TIMEOUT(s->phase() == GameSession::Phase::PlaceTile, 20000);
        }
        QCOMPARE(int(s->game().moves().size()), 4);
        const QByteArray played = recordBytes(*s);
        QVERIFY(!w.action(QStringLiteral("redo"))->isEnabled());
        w.undo();
        QCOMPARE(int(s->game().moves().size()), 2);
        QString error;
        QCOMPARE(int(GameFiles::load(GameFiles::autosavePath(), &error)->record.moves.size()), 2);
        w.undo();
        QVERIFY(s->game().moves().empty());
        QVERIFY(w.action(QStringLiteral("redo"))->isEnabled());
        // Ctrl+Y and Ctrl+Shift+Z: the person's move and the computer's reply, whole.
        QTest::keyClick(&w, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(int(s->game().moves().size()), 2);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceTile);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(recordBytes(*s), played);
        QCOMPARE(int(GameFiles::load(GameFiles::autosavePath(), &error)->record.moves.size()), 4);
        QVERIFY(!w.action(QStringLiteral("redo"))->isEnabled());
        // A new move after an undo ends what could be redone.
        w.undo();
        QVERIFY(s->redo());
        w.undo();
        QVERIFY(s->play(greedyMove(s->game(), 99)));
        QVERIFY(!s->canRedo());
    }

    void aNewGameAsksBeforeLeavingAnUnfinishedOneAndKeepsItsAutosave()
    {
        GameFiles::removeAutosave();
        MainWindow& w = window({"human", "human"}, 8);
        GameSession* s = w.session();
        QVERIFY(!QFile::exists(GameFiles::autosavePath())); // nothing played yet
        for (int turn = 0; turn < 3; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        const QByteArray before = recordBytes(*s);
        QVERIFY(w.files()->hasUnsavedProgress());
        w.action(QStringLiteral("newGame"))->trigger();
        QVERIFY(answer(&w, QStringLiteral("leaveGameBox"), QMessageBox::RejectRole));
        QVERIFY(!w.findChild<NewGameDialog*>());
        QCOMPARE(recordBytes(*s), before);
        // Leaving it: the next game starts, and the old one stays resumable until it moves.
        w.action(QStringLiteral("playAgain"))->trigger();
        QVERIFY(answer(&w, QStringLiteral("leaveGameBox"), QMessageBox::DestructiveRole));
        QVERIFY(s->game().moves().empty());
        QCOMPARE(GameFiles::unfinishedAutosave()->record.moves.size(), std::size_t(3));
        QVERIFY(s->play(greedyMove(s->game())));
        QCOMPARE(GameFiles::unfinishedAutosave()->record.moves.size(), std::size_t(1));
    }

    // Defect 10 -------------------------------------------------------------------------

    void theLogShowsItsNewestLineAfterOpen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.json"));
        {
            MainWindow& w = window({"human", "human"}, 3);
            for (int turn = 0; turn < 40; ++turn)
                QVERIFY(w.session()->play(greedyMove(w.session()->game(), std::uint64_t(turn))));
            QVERIFY(w.files()->saveTo(path));
        }
        MainWindow& w = window({"human", "human"}, 4, QSize(1024, 640));
        QVERIFY(w.files()->loadFrom(path));
        QScrollBar* bar = w.logView()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        QTRY_COMPARE(bar->value(), bar->maximum());
        const QModelIndex last = w.logModel()->index(w.logModel()->rowCount() - 1);
        QVERIFY(w.logView()->viewport()->rect().intersects(w.logView()->visualRect(last)));
    }

    // Defect 11 -------------------------------------------------------------------------

    void theFinishedBoardKeepsEveryFigureFadedWhereItScored()
    {
        MainWindow& w = window({"human", "human"}, 13);
        GameSession* s = w.session();
        for (int turn = 0; !s->game().isFinished() && turn < 200; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        QVERIFY(s->game().isFinished());
        QTRY_VERIFY(!w.scene()->isShowingScores());
        // Every figure placed in the game is on the board where it was placed: those still
        // standing at the end (the farmers) as they are, every other one faded.
        std::vector<PlacedFigure> placed;
        int scoredBeforeTheEnd = 0;
        for (const TurnOutcome& o : s->history()) {
            if (o.placed)
                placed.push_back(*o.placed);
            if (!o.finished)
                scoredBeforeTheEnd += int(o.returned.size());
        }
        const std::span<const PlacedFigure> standing = s->game().figures();
        QCOMPARE(int(w.scene()->figureItems().size()), int(placed.size()));
        int faded = 0;
        for (const PlacedFigure& f : placed) {
            FigureItem* item = w.scene()->figureOn(f.segment);
            QVERIFY(item);
            QCOMPARE(item->player(), f.player);
            QCOMPARE(item->pos(), w.scene()->anchorOf(f.segment));
            const bool stands = std::find(standing.begin(), standing.end(), f) != standing.end();
            QCOMPARE(item->opacity(), stands ? 1.0 : BoardScene::ScoredFigureOpacity);
            faded += stands ? 0 : 1;
        }
        QCOMPARE(faded, int(placed.size() - standing.size()));
        // Not only those that scored at the end: those that came back during the game too.
        QVERIFY(scoredBeforeTheEnd > 0);
        QVERIFY(faded > scoredBeforeTheEnd);
        w.view()->fitAll();
        QCoreApplication::processEvents();
        QVERIFY(saveScreenshot(&w, QStringLiteral("play-finished-board")));
        // Up close, where a figure came back during the game.
        for (const TurnOutcome& o : s->history()) {
            if (!o.finished && !o.returned.empty()) {
                w.view()->zoomBy(1.4 / w.view()->zoom(), w.view()->viewport()->rect().center());
                w.view()->centerOn(w.scene()->anchorOf(o.returned.front().figure.segment));
                break;
            }
        }
        QCoreApplication::processEvents();
        QVERIFY(saveScreenshot(w.view(), QStringLiteral("play-finished-board-close")));
    }

    // Defect 12 -------------------------------------------------------------------------

    void theTilesLeftDialogShowsWholeNamesAndNoRiverNoteWithoutTheRiver_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* l : {"en", "ru", "uk"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void theTilesLeftDialogShowsWholeNamesAndNoRiverNoteWithoutTheRiver()
    {
        QFETCH(QString, language);
        Translations::setLanguage(language);
        MainWindow& w = window({"human", "human"}, 2);
        w.dialogs()->showRemainingTiles();
        RemainingTilesDialog* d = w.dialogs()->remainingTiles();
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QCoreApplication::processEvents();
        QVERIFY2(d->cutNames().isEmpty(), qPrintable(d->cutNames().join(QStringLiteral(", "))));
        QVERIFY(!d->note().isEmpty());
        QVERIFY(!d->note().contains(QStringLiteral("River")));
        // The columns share the width out: no empty column is left at the side.
        QListWidget* list = d->list();
        const int width = list->viewport()->width();
        const int cell = list->gridSize().width();
        QVERIFY2(width - (width / cell) * cell < cell / 2,
                 qPrintable(QStringLiteral("%1 px wide, cells %2").arg(width).arg(cell)));
        d->resize(d->width() + 70, d->height());
        QCoreApplication::processEvents();
        QVERIFY(list->viewport()->width() - (list->viewport()->width() / list->gridSize().width()) *
                                                list->gridSize().width() <
                list->gridSize().width() / 2);
        d->close();
    }

    // Defect 13 -------------------------------------------------------------------------

    void aNameFieldSaysWhenItIsFull()
    {
        NewGameDialog dialog(NewGameSettings::load());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QLineEdit* name = dialog.seat(0)->nameEdit();
        name->clear();
        name->setFocus();
        QTest::keyClicks(name, QStringLiteral("Bartholomew Montgomery-Smythe"));
        QCOMPARE(name->text().size(), NewGameSettings::MaxNameLength);
        QCOMPARE(name->property("lengthHint").toString(),
                 NameLengthHint::text(NewGameSettings::MaxNameLength));
    }

    void savingNamesTheWindowAndTheRecentGames()
    {
        QTemporaryDir dir;
        AppSettings::clearRecentFiles();
        MainWindow& w = window({"human", "human"}, 9);
        QCOMPARE(shownTitle(w), QStringLiteral("Bastide"));
        QVERIFY(w.session()->play(greedyMove(w.session()->game())));
        const QString path = dir.filePath(QStringLiteral("Sunday.json"));
        QVERIFY(w.files()->saveTo(path));
        QCOMPARE(shownTitle(w), QStringLiteral("Sunday.json — Bastide"));
        QCOMPARE(AppSettings::recentFiles().value(0), QFileInfo(path).absoluteFilePath());
        auto* recent = w.findChild<RecentFilesMenu*>(QStringLiteral("recentMenu"));
        QVERIFY(recent);
        recent->rebuild();
        QVERIFY(recent->actions().first()->text().contains(QStringLiteral("Sunday.json")));
        w.startGame(makeSetup({"human", "human"}, 10));
        QCOMPARE(shownTitle(w), QStringLiteral("Bastide"));
        recent->actions().first()->trigger(); // nothing unsaved: opens at once
        QCOMPARE(w.files()->currentFile(), path);
        QCOMPARE(int(w.session()->game().moves().size()), 1);
    }

    void saveAsSuggestsADatedFileName_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* l : {"en", "ru", "uk"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void saveAsSuggestsADatedFileName()
    {
        QFETCH(QString, language);
        Translations::setLanguage(language);
        MainWindow& w = window({"human", "human"}, 9);
        QVERIFY(w.session()->play(greedyMove(w.session()->game())));
        // The save dialog is modal: read its suggestion once it is up, then cancel it.
        QString suggested;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            suggested = dialog->selectedFiles().value(0);
            dialog->reject();
        });
        poll.start(20);
        const QDate before = QDate::currentDate();
        w.files()->saveGameAs();
        const QDate after = QDate::currentDate();
        poll.stop();
        const QString name = QFileInfo(suggested).fileName();
        const QRegularExpressionMatch dated =
            QRegularExpression(QStringLiteral("((\\d{4}-\\d{2}-\\d{2}) \\d{2}\\.\\d{2})\\.json$"))
                .match(name);
        QVERIFY2(dated.hasMatch(), qPrintable(name));
        const QDate day = QDate::fromString(dated.captured(2), QStringLiteral("yyyy-MM-dd"));
        QVERIFY(day == before || day == after);
        QCOMPARE(name, GameFileController::tr("Bastide game %1.json").arg(dated.captured(1)));
        if (language != QLatin1String("en"))
            QVERIFY2(name.contains(QRegularExpression(QStringLiteral("[а-яіїєґ]"),
                                                      QRegularExpression::CaseInsensitiveOption)),
                     qPrintable(name));
        QVERIFY(w.files()->currentFile().isEmpty()); // cancelled: nothing was saved
    }

    // Defect 4 and the score charts -------------------------------------------------------

    void aLongNameIsShortenedWithAnEllipsisAndReadWholeInATooltip()
    {
        // The longest name the new-game dialog takes, and a much longer one a game file may
        // carry (records do not limit names).
        const QString longest = QStringLiteral("Wilhelmina W. Wolkenwand");
        QCOMPARE(int(longest.size()), NewGameSettings::MaxNameLength);
        const QString longer =
            QStringLiteral("Maximilian Wolfgang Amadeus von Hohenzollern-Sigmaringen-Wendt");
        auto setup = makeSetup({"human", "human", "human"}, 13);
        setup->players[1].name = longest;
        setup->players[2].name = longer;
        MainWindow& w = window(setup);
        auto* side = w.findChild<SidePanel*>();
        side->tabs()->setCurrentIndex(1); // the live chart beside the log
        for (int turn = 0; turn < 6; ++turn)
            QVERIFY(w.session()->play(greedyMove(w.session()->game(), std::uint64_t(turn))));
        QCoreApplication::processEvents();
        auto checkChart = [&](ScoreChart* chart, const QString& where,
                              const QStringList& shortened) {
            QVERIFY(chart->isVisible());
            QCOMPARE(chart->shortenedNames(), shortened);
            QFont bold = chart->font();
            bold.setBold(true);
            const Game& game = w.session()->game();
            for (int row = 0; row < int(chart->bars().size()); ++row) {
                const QString name = chart->bars()[std::size_t(row)].name;
                const QString shown = chart->shownName(row);
                if (shortened.contains(name)) {
                    QVERIFY2(shown.endsWith(QChar(0x2026)) && shown.size() > 3 &&
                                 name.startsWith(shown.chopped(1).trimmed()),
                             qPrintable(where + QStringLiteral(": \"%1\"").arg(shown)));
                } else {
                    QCOMPARE(shown, name);
                }
                // What is drawn leaves the bars their room.
                QVERIFY(QFontMetricsF(bold).horizontalAdvance(shown) <= chart->width() / 3.0);
                // The whole name and the points are read in the row's tooltip.
                int player = 0;
                while (game.setup().players[std::size_t(player)].name != name)
                    ++player;
                const QString tip = chart->toolTipAt(chart->rowRect(row).center());
                QVERIFY2(
                    tip.startsWith(
                        QStringLiteral("%1: %2 point").arg(name).arg(game.player(player).score())),
                    qPrintable(tip));
            }
            // Resting the pointer on a shortened name shows it whole.
            int row = 0;
            while (chart->bars()[std::size_t(row)].name != shortened.back())
                ++row;
            const QPoint at = chart->rowRect(row).center();
            QHelpEvent help(QEvent::ToolTip, at, chart->mapToGlobal(at));
            QCoreApplication::sendEvent(chart, &help);
            QTRY_COMPARE(QToolTip::text(), chart->toolTipAt(at));
            QToolTip::hideText();
            QVERIFY(chart->toolTipAt(QPoint(chart->width() / 2, 2)).isEmpty()); // the legend
            QVERIFY(saveScreenshot(chart, QStringLiteral("play-long-names-%1").arg(where)));
        };
        // Beside the log the chart is narrow: both long names are shortened.
        checkChart(side->trendView()->breakdown(), QStringLiteral("live-chart"), {longest, longer});
        // The end screen has room for any name typed at the table: only the file's is cut.
        EndGameDialog* end = playToTheEnd(w);
        QVERIFY(end);
        checkChart(end->findChild<ScoreChart*>(), QStringLiteral("end-chart"), {longer});
        // The table above it has the room for whole names.
        const QStringList cut = cutCells(end->table());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
    }

    void theScoreChartsShowEveryPlayerAndFollowTheGameThroughUndo()
    {
        MainWindow& w = window({"human", "human", "human"}, 17);
        GameSession* s = w.session();
        auto* side = w.findChild<SidePanel*>();
        side->tabs()->setCurrentIndex(1);
        ScoreTrendView* live = side->trendView();
        // One line and one bar per player, each ending at the player's score, after every move.
        auto matchesTheGame = [&](const std::vector<ScoreTimeline::Line>& lines,
                                  const std::vector<ScoreChart::Bar>& bars) {
            const Game& game = s->game();
            if (int(lines.size()) != game.playerCount() || int(bars.size()) != game.playerCount())
                return false;
            for (int p = 0; p < game.playerCount(); ++p) {
                const ScoreTimeline::Line& line = lines[std::size_t(p)];
                const PlayerSetup& who = game.setup().players[std::size_t(p)];
                if (line.name != who.name || line.color != who.color ||
                    line.scores.size() != s->history().size() + 1 || line.scores.front() != 0 ||
                    line.scores.back() != game.player(p).score())
                    return false;
                int total = 0;
                for (int v : bars[std::size_t(p)].points)
                    total += v;
                if (bars[std::size_t(p)].name != who.name || total != game.player(p).score())
                    return false;
            }
            return true;
        };
        auto liveMatches = [&] {
            return matchesTheGame(live->timeline()->lines(), live->breakdown()->bars());
        };
        QVERIFY(liveMatches());
        QCOMPARE(live->timeline()->lines().front().scores.size(), std::size_t(1));
        int scored = 0;
        std::vector<ScoreTimeline::Line> beforeScoring;
        for (int turn = 0; turn < 60 && scored == 0; ++turn) {
            beforeScoring = live->timeline()->lines();
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
            QVERIFY(liveMatches());
            scored = int(s->history().back().events.size());
        }
        QVERIFY(scored > 0);
        int gained = 0;
        for (std::size_t p = 0; p < beforeScoring.size(); ++p)
            gained += live->timeline()->lines()[p].scores.back() - beforeScoring[p].scores.back();
        QVERIFY(gained > 0);
        // Undo takes the scoring move back out of the chart, redo puts it in again.
        const std::vector<ScoreTimeline::Line> afterScoring = live->timeline()->lines();
        QVERIFY(s->undo());
        QVERIFY(liveMatches());
        QCOMPARE(live->timeline()->lines().front().scores.size(),
                 beforeScoring.front().scores.size());
        for (std::size_t p = 0; p < beforeScoring.size(); ++p)
            QCOMPARE(live->timeline()->lines()[p].scores, beforeScoring[p].scores);
        QVERIFY(s->redo());
        QVERIFY(liveMatches());
        for (std::size_t p = 0; p < afterScoring.size(); ++p)
            QCOMPARE(live->timeline()->lines()[p].scores, afterScoring[p].scores);
        // At the end: the live chart and the end screen's both show the final scores.
        EndGameDialog* end = playToTheEnd(w);
        QVERIFY(end);
        QVERIFY(liveMatches());
        QVERIFY(matchesTheGame(end->timeline()->lines(), end->findChild<ScoreChart*>()->bars()));
        QTableWidget* table = end->table();
        QCOMPARE(table->rowCount(), s->game().playerCount());
        for (int r = 0; r < table->rowCount(); ++r) {
            int p = 0;
            while (s->game().setup().players[std::size_t(p)].name != table->item(r, 0)->text())
                ++p;
            QCOMPARE(table->item(r, table->columnCount() - 1)->text(),
                     QString::number(s->game().player(p).score()));
        }
    }

    void theEndScreenShowsEveryColumnWholeInEveryWindowSize_data()
    {
        addWindowSizeAndLanguageRows();
    }
    void theEndScreenShowsEveryColumnWholeInEveryWindowSize()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        Translations::setLanguage(language);
        auto setup = makeSetup({"human", "human", "human", "human"}, 77);
        setup->players[2].name = QStringLiteral("Wilhelmina W. Wolkenwand"); // as long as may be
        MainWindow& w = window(setup, size);
        EndGameDialog* end = playToTheEnd(w);
        QVERIFY(end);
        QCoreApplication::processEvents();
        // The screen fits the window it covers, and nothing in it is cut.
        QVERIFY2(end->width() <= size.width() && end->height() <= size.height(),
                 qPrintable(QStringLiteral("%1×%2").arg(end->width()).arg(end->height())));
        const QStringList cut = cutCells(end->table()) + cutOffTexts(end);
        // The composed picture: the window with the end screen centred over it, where Qt puts
        // it on a screen as large as the window (the offscreen one is smaller).
        QPixmap shot = w.grab();
        {
            QPainter painter(&shot);
            QRect at(QPoint(), end->size());
            at.moveCenter(w.rect().center());
            painter.drawPixmap(at.topLeft(), end->grab());
        }
        QVERIFY(saveScreenshot(shot, QStringLiteral("play-end-%1-%2x%3")
                                         .arg(language)
                                         .arg(size.width())
                                         .arg(size.height())));
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
    }

    // Defect 5 --------------------------------------------------------------------------

    void theViewStaysStillWhenATileIsLaidInSight()
    {
        MainWindow& w = window({"human", "human"}, 21);
        BoardView* view = w.view();
        GameSession* s = w.session();
        const Placement p = legalPlacement(*s, s->rotation());
        view->centerOn(BoardScene::cellRect(p.cell).center());
        const QPointF centre = view->mapToScene(view->viewport()->rect().center());
        const qreal zoom = view->zoom();
        QVERIFY(layAs(*s, p));
        QCoreApplication::processEvents();
        QCOMPARE(view->zoom(), zoom);
        const QPointF after = view->mapToScene(view->viewport()->rect().center());
        QVERIFY(QLineF(centre, after).length() < 1.0);
    }

    void followPlayIsAPreferenceThatIsRemembered_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* l : {"en", "ru", "uk"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void followPlayIsAPreferenceThatIsRemembered()
    {
        QFETCH(QString, language);
        Translations::setLanguage(language);
        const auto restore = qScopeGuard([] { AppSettings::setFollowPlay(false); });
        AppSettings::setFollowPlay(false);
        {
            PreferencesDialog preferences;
            auto* follow = preferences.findChild<QCheckBox*>(QStringLiteral("followPlay"));
            QVERIFY(follow);
            QVERIFY(!follow->isChecked());
            QVERIFY(!follow->toolTip().isEmpty());
            if (language != QLatin1String("en"))
                QVERIFY2(follow->text().contains(QRegularExpression(QStringLiteral("[а-яіїєґ]"))),
                         qPrintable(follow->text()));
            preferences.show();
            QVERIFY(QTest::qWaitForWindowExposed(&preferences));
            QVERIFY(follow->width() >= follow->sizeHint().width());
            QVERIFY(saveScreenshot(&preferences,
                                   QStringLiteral("play-preferences-follow-%1").arg(language)));
            QTest::mouseClick(follow, Qt::LeftButton, {},
                              QStyle::visualRect(follow->layoutDirection(), follow->rect(),
                                                 QRect(4, 0, 16, follow->height()))
                                  .center());
            QVERIFY(follow->isChecked());
            QVERIFY(!AppSettings::followPlay()); // only when accepted
            preferences.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        }
        QVERIFY(AppSettings::followPlay());
        {
            PreferencesDialog preferences;
            auto* follow = preferences.findChild<QCheckBox*>(QStringLiteral("followPlay"));
            QVERIFY(follow->isChecked());
            follow->setChecked(false);
            preferences.save();
        }
        QVERIFY(!AppSettings::followPlay());
    }

    void followingPlayCentresEachTileLaidAndOtherwiseTheViewOnlyRevealsIt_data()
    {
        QTest::addColumn<bool>("following");
        QTest::addColumn<bool>("inSight");
        QTest::newRow("following, tile in sight") << true << true;
        QTest::newRow("following, tile out of sight") << true << false;
        QTest::newRow("not following, tile in sight") << false << true;
        QTest::newRow("not following, tile out of sight") << false << false;
    }
    void followingPlayCentresEachTileLaidAndOtherwiseTheViewOnlyRevealsIt()
    {
        QFETCH(bool, following);
        QFETCH(bool, inSight);
        const auto restore = qScopeGuard([] { AppSettings::setFollowPlay(false); });
        AppSettings::setFollowPlay(following);
        MainWindow& w = window({"human", "human"}, 21);
        GameSession* s = w.session();
        for (int turn = 0; turn < 8; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        BoardView* view = w.view();
        auto visible = [view] { return view->mapToScene(view->viewport()->rect()).boundingRect(); };
        auto centre = [view] { return view->mapToScene(view->viewport()->rect().center()); };
        const auto [p, feature] = *placementWithFollower(*s); // figure rings to choose from
        const QRectF tile = BoardScene::cellRect(p.cell);
        // In sight but off the middle, or wholly out of sight (past the board's edge).
        view->centerOn(inSight ? tile.center() + QPointF(tile.width() * 1.5, tile.height())
                               : tile.center() + QPointF(100000, 0));
        QCoreApplication::processEvents();
        QCOMPARE(visible().adjusted(40, 40, -40, -40).contains(tile), inSight);
        QVERIFY(inSight || !visible().intersects(tile.adjusted(1, 1, -1, -1)));
        const QPointF before = centre();
        const qreal zoom = view->zoom();
        QVERIFY(zoom * tile.width() >= 64); // close enough for rings: no zoom needed for them
        QVERIFY(layAs(*s, p));
        QCoreApplication::processEvents();
        if (following) {
            QVERIFY(QLineF(centre(), tile.center()).length() < 1.0);
            QCOMPARE(view->zoom(), std::max(zoom, 0.9));
        } else if (inSight) {
            QVERIFY(QLineF(centre(), before).length() < 1.0);
            QCOMPARE(view->zoom(), zoom);
        } else {
            QVERIFY(visible().contains(tile));
            QCOMPARE(view->zoom(), zoom);
        }
    }

    void aDoubleClickLaysTheTileButPlacesNoFigure()
    {
        MainWindow& w = window({"human", "human"}, 21);
        GameSession* s = w.session();
        const auto [p, feature] = *placementWithFollower(*s);
        for (int i = 0; i < 4 && s->rotation() != p.rotation; ++i)
            s->rotate(1);
        BoardView* view = w.view();
        view->centerOn(BoardScene::cellRect(p.cell).center());
        // Aim at the ring that will appear, so the second click lands on it.
        QPointF at = BoardScene::cellRect(p.cell).center();
        {
            QVERIFY(layAs(*s, p));
            for (TargetItem* t : w.scene()->targets())
                at = t->scenePos();
            QVERIFY(s->stepBack());
        }
        const QPoint pos = view->mapFromScene(at);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, pos);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, pos);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        QCOMPARE(s->choice(), GameSession::Choice::NoFigure);
    }

    // Screenshots ----------------------------------------------------------------------

    void screenshotsAtThreeSizesInThreeLanguages_data() { addWindowSizeAndLanguageRows(); }
    void screenshotsAtThreeSizesInThreeLanguages()
    {
        if (!screenshotsWanted())
            QSKIP("only takes screenshots: set BASTIDE_SCREENSHOTS=DIR to have them");
        QFETCH(QSize, size);
        QFETCH(QString, language);
        Translations::setLanguage(language);
        MainWindow& w = window({"human", "greedy", "human", "random"}, 404, size);
        GameSession* s = w.session();
        for (int turn = 0; turn < 60 && s->game().moves().size() < 22; ++turn) {
            QTRY_VERIFY_WITH_TIMEOUT(s->phase() == GameSession::Phase::PlaceTile, 20000);
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        }
        QTRY_VERIFY_WITH_TIMEOUT(s->phase() == GameSession::Phase::PlaceTile, 20000);
        const auto found = placementWithFollower(*s);
        QVERIFY(found);
        QVERIFY(layAs(*s, found->first));
        w.view()->fitAll();
        const QString tag =
            QStringLiteral("%1-%2x%3").arg(language).arg(size.width()).arg(size.height());
        auto shoot = [&](const QString& name) {
            for (int i = 0; i < 3; ++i)
                QCoreApplication::processEvents();
            QVERIFY(saveScreenshot(&w, QStringLiteral("play-%1-%2").arg(name, tag)));
        };
        shoot(QStringLiteral("turn"));
        auto* side = w.findChild<SidePanel*>();
        side->tabs()->setCurrentIndex(1);
        shoot(QStringLiteral("chart"));
        side->tabs()->setCurrentIndex(0);
        QVERIFY(s->stepBack());
        w.replayThisGame();
        w.replay()->showPosition(12);
        shoot(QStringLiteral("replay"));
        w.replay()->close();
    }

    // Beyond the peers ------------------------------------------------------------------

    void aRingShowsWhatItsFeatureIsWorthNowAndIfCompleted()
    {
        MainWindow& w = window({"human", "human"}, 21);
        GameSession* s = w.session();
        int checked = 0;
        for (int turn = 0; turn < 30 && checked < 6; ++turn) {
            const auto found = placementWithFollower(*s);
            if (found) {
                const auto [p, feature] = *found;
                QVERIFY(layAs(*s, p));
                for (TargetItem* t : w.scene()->targets()) {
                    const QStringList lines = w.scene()->outlook()->ringLines(t);
                    QCOMPARE(lines.size(), 2);
                    Move move;
                    move.tile = s->game().currentTile();
                    move.placement = p;
                    const MovePreview preview(s->game(), move);
                    const ScoreEvent now = *preview.worthNow(t->feature());
                    const ScoreEvent closed = *preview.worthIfCompleted(t->feature());
                    if (now.kind == FeatureKind::Field)
                        continue;
                    if (now.complete) {
                        QVERIFY2(lines[1].contains(QString::number(now.points)),
                                 qPrintable(lines[1]));
                    } else {
                        QCOMPARE(lines[1], QStringLiteral("%1 now · %2 if completed")
                                               .arg(now.points)
                                               .arg(closed.points));
                    }
                    ++checked;
                }
                QVERIFY(s->stepBack());
            }
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        }
        QVERIFY(checked >= 6);
    }

    void theTurnCardSaysWhatEndingTheTurnScores()
    {
        MainWindow& w = window({"human", "human"}, 21);
        GameSession* s = w.session();
        for (int turn = 0; turn < 70 && !s->game().isFinished(); ++turn) {
            for (const Move& m : s->game().legalMoves()) {
                const MovePreview preview(s->game(), m);
                int points = 0;
                for (const ScoreEvent& e : preview.events())
                    points += e.winners ? e.points : 0;
                if (points == 0 || m.returnAbbot || m.discard)
                    continue;
                QVERIFY(layAs(*s, m.placement));
                if (m.place)
                    QVERIFY(s->placeFigure(m.place->figure, m.place->feature));
                const QString text = w.turnPanel()->effectText();
                QVERIFY2(text.startsWith(QStringLiteral("Ending the turn scores:")),
                         qPrintable(text));
                QVERIFY(text.contains(QStringLiteral(" point")));
                QVERIFY(s->confirm());
                return;
            }
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        }
        QFAIL("no scoring move came up");
    }

    void anEmptySpotSaysHowManyTilesToComeFitIt()
    {
        MainWindow& w = window({"human", "human"}, 33);
        GameSession* s = w.session();
        for (int turn = 0; turn < 10; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        const TileOutlook outlook(s->game());
        const Cell cell = s->game().board().frontier().front().cell;
        const QStringList lines = w.scene()->outlook()->spotLines(cell);
        QCOMPARE(lines.size(), 2);
        const int fitting = outlook.tilesFitting(cell);
        QCOMPARE(lines[1], QStringLiteral("Fits here: %1 of the %2 tiles to come")
                               .arg(fitting)
                               .arg(outlook.unseenCount()));
        // Resting the pointer on the spot shows it on the board.
        BoardView* view = w.view();
        view->centerOn(BoardScene::cellRect(cell).center());
        QTest::mouseMove(view->viewport(), view->mapFromScene(BoardScene::cellRect(cell).center()));
        w.scene()->pointerMoved(BoardScene::cellRect(cell).center());
        QTRY_VERIFY(w.scene()->outlook()->bubble()->isVisible());
        QCOMPARE(w.scene()->outlook()->bubble()->lines(), lines);
    }

    // Issue 38: the side panel ----------------------------------------------------------

    void theLogShowsItsNewestLineBesideTheScoresInEveryWindow_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const char* l : {"en", "ru", "uk"}) {
            for (QSize size : {QSize(1024, 640), QSize(1366, 768)})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3")
                                             .arg(QLatin1String(l))
                                             .arg(size.width())
                                             .arg(size.height())))
                    << size << QString::fromLatin1(l);
        }
    }
    void theLogShowsItsNewestLineBesideTheScoresInEveryWindow()
    {
        // Three players with both expansions, choosing a figure: the tallest turn card and
        // score rows there are.
        QFETCH(QSize, size);
        QFETCH(QString, language);
        Translations::setLanguage(language);
        MainWindow& w = window(expansionSetup({"human", "human", "human"}, 38), size);
        GameSession* s = w.session();
        for (int turn = 0; turn < 24; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        const auto found = placementWithFollower(*s);
        QVERIFY(found);
        QVERIFY(layAs(*s, found->first));
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        const QString dir = QStringLiteral(BASTIDE_BUILD_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(w.grab().save(dir + QStringLiteral("/play-side-%1-%2x%3.png")
                                        .arg(language)
                                        .arg(size.width())
                                        .arg(size.height())));
        QCOMPARE(w.size(), size);
        QListView* log = w.logView();
        const QRect window(QPoint(), w.size());
        QVERIFY(window.contains(rectIn(log, &w)));
        QVERIFY(window.contains(rectIn(w.turnPanel(), &w)));
        const int line = log->fontMetrics().height();
        QVERIFY2(
            log->viewport()->height() >= 3 * line,
            qPrintable(QStringLiteral("the log is %1 px high").arg(log->viewport()->height())));
        QTRY_VERIFY(lastLogLineShows(log));
        SidePanel* side = w.sidePanel();
        ScoreRow* active = w.scorePanel()->row(s->game().currentPlayer());
        QTRY_VERIFY(shownWhole(active, side->scoresArea()));
        // The chart does not take the scores away.
        side->tabs()->setCurrentIndex(1);
        QCoreApplication::processEvents();
        QVERIFY(shownWhole(active, side->scoresArea()));
        side->tabs()->setCurrentIndex(0);
        // Nor does the turn card's tallest state push the window: figures chosen, with what
        // ending the turn would score said under them, over the next turns.
        QVERIFY(s->stepBack());
        int scoring = 0, tried = 0;
        for (int turn = 0; turn < 40 && scoring < 3; ++turn) {
            for (const Move& m : s->game().legalMoves()) {
                if (!m.place || m.discard || m.returnAbbot)
                    continue;
                bool scores = false;
                for (const ScoreEvent& e : MovePreview(s->game(), m).events())
                    scores = scores || (e.winners && e.points > 0);
                if (!scores && tried >= 4)
                    continue;
                QVERIFY(layAs(*s, m.placement));
                QVERIFY(s->placeFigure(m.place->figure, m.place->feature));
                for (int i = 0; i < 3; ++i)
                    QCoreApplication::processEvents();
                scoring += w.turnPanel()->effectText().isEmpty() ? 0 : 1;
                ++tried;
                QCOMPARE(w.size(), size);
                QVERIFY(window.contains(rectIn(w.turnPanel(), &w)));
                QVERIFY(log->viewport()->height() >= 3 * line);
                while (s->phase() == GameSession::Phase::PlaceFigure) // the figure, the tile
                    QVERIFY(s->stepBack());
            }
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(100 + turn))));
        }
        QVERIFY(scoring > 0);
    }

    void theLogFollowsItsNewestLineUnlessScrolledUp()
    {
        MainWindow& w = window({"human", "human"}, 3, QSize(1024, 640));
        GameSession* s = w.session();
        for (int turn = 0; turn < 30; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        QScrollBar* bar = w.logView()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        QTRY_COMPARE(bar->value(), bar->maximum());
        QVERIFY(lastLogLineShows(w.logView()));
        bar->setValue(0); // the player scrolls up to read
        QVERIFY(s->play(greedyMove(s->game(), 31)));
        QCoreApplication::processEvents();
        QCOMPARE(bar->value(), 0);
        bar->setValue(bar->maximum()); // and back down: it follows again
        QVERIFY(s->play(greedyMove(s->game(), 32)));
        QTRY_COMPARE(bar->value(), bar->maximum());
        QTRY_VERIFY(lastLogLineShows(w.logView()));
    }

    void theActivePlayersRowStaysInSightWhenTheScoresScroll()
    {
        MainWindow& w =
            window(expansionSetup({"human", "human", "human", "human", "human", "human"}, 5),
                   QSize(1024, 640));
        GameSession* s = w.session();
        QScrollArea* scores = w.sidePanel()->scoresArea();
        bool scrolled = false;
        for (int turn = 0; turn < 12; ++turn) {
            QCoreApplication::processEvents();
            const int player = s->game().currentPlayer();
            QTRY_VERIFY2(shownWhole(w.scorePanel()->row(player), scores),
                         qPrintable(QStringLiteral("player %1's row").arg(player)));
            scrolled = scrolled || scores->verticalScrollBar()->value() > 0;
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        }
        QVERIFY(scrolled); // six rows do not fit beside the turn card here
        QVERIFY(lastLogLineShows(w.logView()));
    }

    void theSidePanelFoldsAwayAndKeepsItsWidthBetweenRuns()
    {
        const auto restore = qScopeGuard([] {
            QSettings settings;
            settings.remove(QStringLiteral("window"));
        });
        QSettings().remove(QStringLiteral("window"));
        int width = 0;
        {
            MainWindow& w = window({"human", "human"}, 4);
            QAction* toggle = w.action(QStringLiteral("sidePanel"));
            QVERIFY(toggle && toggle->isCheckable() && toggle->isChecked());
            QVERIFY(!toggle->shortcut().isEmpty());
            SidePanel* side = w.sidePanel();
            QVERIFY(side->isVisible());
            // Dragged wider by its handle.
            QSplitterHandle* handle = w.splitter()->handle(1);
            QVERIFY(handle->width() >= 4); // something to take hold of
            const int before = side->width();
            drag(handle, handle->rect().center(), handle->rect().center() - QPoint(90, 0));
            QCoreApplication::processEvents();
            QVERIFY2(side->width() > before + 60,
                     qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(side->width())));
            width = side->width();
            const int board = w.view()->width();
            toggle->trigger(); // folded away: the board takes its room
            QCoreApplication::processEvents();
            QVERIFY(!side->isVisible());
            QVERIFY(w.view()->width() > board + width / 2);
            QVERIFY(!toggle->isChecked());
            QVERIFY(w.grab().save(
                QStringLiteral(BASTIDE_BUILD_DIR "/screenshots/play-side-folded.png")));
        }
        m_window.reset();
        {
            MainWindow& w = window({"human", "human"}, 4);
            QAction* toggle = w.action(QStringLiteral("sidePanel"));
            QVERIFY(!w.sidePanel()->isVisible());
            QVERIFY(!toggle->isChecked());
            toggle->trigger();
            QCoreApplication::processEvents();
            QVERIFY(w.sidePanel()->isVisible());
            QVERIFY2(
                std::abs(w.sidePanel()->width() - width) <= 2,
                qPrintable(QStringLiteral("%1, not %2").arg(w.sidePanel()->width()).arg(width)));
            // Dragged shut, it folds away as the menu does.
            QSplitterHandle* handle = w.splitter()->handle(1);
            drag(handle, handle->rect().center(),
                 QPoint(handle->width() + w.sidePanel()->width(), handle->rect().center().y()));
            QCoreApplication::processEvents();
            QVERIFY(!w.sidePanel()->isVisible());
            QVERIFY(!toggle->isChecked());
        }
        m_window.reset();
        MainWindow& w = window({"human", "human"}, 4);
        QVERIFY(!w.sidePanel()->isVisible());
        w.action(QStringLiteral("sidePanel"))->trigger();
        QCoreApplication::processEvents();
        QVERIFY(std::abs(w.sidePanel()->width() - width) <= 2); // the width it had
    }

    void theOverviewMapShowsTheWholeBoardAndMovesTheViewWhereClicked()
    {
        const auto restore = qScopeGuard([] { AppSettings::setShowOverview(true); });
        MainWindow& w = window({"human", "human"}, 21, QSize(1366, 768));
        GameSession* s = w.session();
        for (int turn = 0; turn < 16; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        QCoreApplication::processEvents();
        BoardOverview* map = w.overview();
        BoardView* view = w.view();
        QVERIFY(map->isVisible());
        QVERIFY(QRect(QPoint(), view->size()).contains(map->geometry()));
        const Board& board = s->game().board();
        for (int i = 0; i < board.placedCount(); ++i) {
            const QRectF cell = BoardScene::cellRect(board.tile(TileIndex(i)).cell);
            QVERIFY(QRectF(map->rect()).contains(map->toMap(cell.topLeft())));
            QVERIFY(QRectF(map->rect()).contains(map->toMap(cell.bottomRight())));
        }
        // Zoomed in on the first tile, the frame is small and round it.
        view->zoomBy(2.0 / view->zoom(), QPointF(view->viewport()->rect().center()));
        view->centerOn(BoardScene::cellRect(board.tile(TileIndex(0)).cell).center());
        QCoreApplication::processEvents();
        auto centre = [view] { return view->mapToScene(view->viewport()->rect().center()); };
        QVERIFY(QLineF(map->viewFrame().center(), map->toMap(centre())).length() < 3);
        QVERIFY(map->viewFrame().width() < map->width());
        // A click on the farthest tile brings it to the middle of the view.
        QPointF farthest = centre();
        for (int i = 0; i < board.placedCount(); ++i) {
            const QPointF c = BoardScene::cellRect(board.tile(TileIndex(i)).cell).center();
            if (QLineF(c, centre()).length() > QLineF(farthest, centre()).length())
                farthest = c;
        }
        QVERIFY(QLineF(farthest, centre()).length() > 150);
        const qreal zoom = view->zoom();
        QTest::mouseClick(map, Qt::LeftButton, {}, map->toMap(farthest).toPoint());
        QCoreApplication::processEvents();
        const qreal pixel = map->toScene(QPointF(1, 0)).x() - map->toScene(QPointF(0, 0)).x();
        QVERIFY2(
            QLineF(centre(), farthest).length() <= 2 * pixel,
            qPrintable(
                QStringLiteral("%1 scene units off").arg(QLineF(centre(), farthest).length())));
        QCOMPARE(view->zoom(), zoom);
        QVERIFY(QLineF(map->viewFrame().center(), map->toMap(farthest)).length() < 3);
        // A drag carries the view along.
        const QPointF start = BoardScene::cellRect(board.tile(TileIndex(0)).cell).center();
        drag(map, map->toMap(farthest).toPoint(), map->toMap(start).toPoint());
        QVERIFY(QLineF(centre(), start).length() <= 2 * pixel);
        // A tile laid under the map is brought out from under it.
        const Placement spot = legalPlacement(*s, s->rotation());
        const QRectF cell = BoardScene::cellRect(spot.cell);
        const QPointF mapMiddle =
            view->mapToScene(view->viewport()->mapFrom(view, map->geometry().center()));
        view->centerOn(centre() + cell.center() - mapMiddle);
        QCoreApplication::processEvents();
        auto onView = [view, &cell] {
            const QRect r = view->mapFromScene(cell).boundingRect();
            return QRect(view->viewport()->mapTo(view, r.topLeft()), r.size());
        };
        QVERIFY(map->geometry().intersects(onView()));
        QVERIFY(layAs(*s, spot));
        QCoreApplication::processEvents();
        QVERIFY(!map->geometry().intersects(onView()));
        // M hides it, and it stays hidden in the next window.
        QAction* toggle = w.action(QStringLiteral("overview"));
        QVERIFY(toggle->isChecked());
        toggle->trigger();
        QVERIFY(!map->isVisible());
        m_window.reset();
        MainWindow& again = window({"human", "human"}, 21);
        QVERIFY(!again.overview()->isVisible());
        QVERIFY(!again.action(QStringLiteral("overview"))->isChecked());
    }

    // Issue 38: the board's bubbles and keys ------------------------------------------

    void bubblesStayWholeInTheViewAtEveryEdge_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* l : {"en", "ru", "uk"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void bubblesStayWholeInTheViewAtEveryEdge()
    {
        // A big follower's ring says the most: its bubble, in each corner of a small view.
        QFETCH(QString, language);
        Translations::setLanguage(language);
        MainWindow& w = window(expansionSetup({"human", "human"}, 17), QSize(1024, 640));
        GameSession* s = w.session();
        std::optional<std::pair<Placement, int>> found;
        for (int turn = 0; turn < 30 && !(found = placementFor(*s, FigureType::Big)); ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        QVERIFY(found);
        QVERIFY(layAs(*s, found->first));
        // The turns above were played without an event loop: let the window lay itself out
        // first, or the side panel widens for its longer Russian words (the score rows' line
        // of figures) under the corners taken below.
        QCoreApplication::processEvents();
        TargetItem* big = nullptr;
        for (TargetItem* t : w.scene()->targets())
            big = t->figure() == FigureType::Big ? t : big;
        QVERIFY(big);
        BoardView* view = w.view();
        const QRect viewport = view->viewport()->rect();
        const QPoint corners[] = {viewport.topRight() + QPoint(-12, 12),
                                  viewport.topLeft() + QPoint(12, 12),
                                  viewport.bottomRight() + QPoint(-12, -12),
                                  viewport.bottomLeft() + QPoint(12, -12), viewport.center()};
        for (const QPoint corner : corners) {
            // Scroll so the ring sits at `corner`.
            const QPointF shift = view->mapToScene(corner) - view->mapToScene(viewport.center());
            view->centerOn(big->scenePos() - shift);
            QCoreApplication::processEvents();
            QVERIFY2(QLineF(view->mapFromScene(big->scenePos()), corner).length() < 24,
                     qPrintable(QStringLiteral("the ring at (%1, %2), not (%3, %4)")
                                    .arg(view->mapFromScene(big->scenePos()).x())
                                    .arg(view->mapFromScene(big->scenePos()).y())
                                    .arg(corner.x())
                                    .arg(corner.y())));
            w.scene()->pointerMoved(QPointF(-1e6, -1e6)); // off it first
            w.scene()->pointerMoved(big->scenePos());
            BubbleItem* bubble = w.scene()->outlook()->bubble();
            QVERIFY(bubble->isVisible());
            QVERIFY(bubble->lines().size() >= 3);
            const QRectF card = bubbleInView(bubble, view);
            QVERIFY2(QRectF(viewport).contains(card),
                     qPrintable(QStringLiteral("at (%1, %2) the card is at %3, %4 %5×%6")
                                    .arg(corner.x())
                                    .arg(corner.y())
                                    .arg(card.x())
                                    .arg(card.y())
                                    .arg(card.width())
                                    .arg(card.height())));
            // Beside the ring, not on it.
            QVERIFY(!card.contains(view->mapFromScene(big->scenePos())));
        }
        QVERIFY(view->grab().save(
            QStringLiteral(BASTIDE_BUILD_DIR "/screenshots/play-bubble-%1.png").arg(language)));
    }

    void theSpotBubbleGoesWhenTheTileIsLaidThere()
    {
        MainWindow& w = window({"human", "human"}, 33);
        GameSession* s = w.session();
        BoardView* view = w.view();
        const Placement p = legalPlacement(*s, s->rotation());
        const QPointF spot = BoardScene::cellRect(p.cell).center();
        view->centerOn(spot);
        QCoreApplication::processEvents();
        w.scene()->pointerMoved(spot);
        w.scene()->outlook()->showSpotNow();
        BubbleItem* bubble = w.scene()->outlook()->bubble();
        QVERIFY(bubble->isVisible());
        QCOMPARE(bubble->lines().value(0), QStringLiteral("Empty spot"));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(spot));
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        auto saysEmptySpot = [bubble] {
            return bubble->isVisible() && bubble->lines().value(0) == QStringLiteral("Empty spot");
        };
        QVERIFY(!saysEmptySpot());
        // Nor does it come back while the pointer rests on the tile.
        w.scene()->pointerMoved(spot + QPointF(1, 1));
        w.scene()->outlook()->showSpotNow();
        QVERIFY(!saysEmptySpot());
        // Picked up again, the spot is empty again.
        QVERIFY(s->stepBack());
        w.scene()->pointerMoved(spot);
        w.scene()->outlook()->showSpotNow();
        QVERIFY(saysEmptySpot());
    }

    void logLinesFollowOneAnotherWithoutGaps_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* l : {"en", "ru", "uk"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void logLinesFollowOneAnotherWithoutGaps()
    {
        QFETCH(QString, language);
        Translations::setLanguage(language);
        MainWindow& w = window(expansionSetup({"human", "human", "human"}, 9), QSize(1366, 768));
        GameSession* s = w.session();
        for (int turn = 0; turn < 40; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        QListView* log = w.logView();
        const QFontMetrics fm(log->font());
        // Each line as tall as its wrapped text and no more, straight under the one before.
        const int textWidth = log->viewport()->width() - log->iconSize().width() - 12;
        for (int r = 0; r + 1 < w.logModel()->rowCount(); ++r) {
            const QModelIndex index = w.logModel()->index(r);
            const QRect here = log->visualRect(index);
            const QRect next = log->visualRect(w.logModel()->index(r + 1));
            QVERIFY2(next.top() - here.bottom() <= 1 + log->spacing(),
                     qPrintable(QStringLiteral("a gap of %1 px after \"%2\"")
                                    .arg(next.top() - here.bottom() - 1)
                                    .arg(index.data().toString())));
            QFont font = log->font();
            if (index.data(Qt::FontRole).isValid())
                font = index.data(Qt::FontRole).value<QFont>();
            const int text = QFontMetrics(font)
                                 .boundingRect(QRect(0, 0, textWidth, 10000), Qt::TextWordWrap,
                                               index.data().toString())
                                 .height();
            QVERIFY2(here.height() <= text + 2 * fm.height() / 2 + 8,
                     qPrintable(QStringLiteral("\"%1\": %2 px for %3 px of text")
                                    .arg(index.data().toString())
                                    .arg(here.height())
                                    .arg(text)));
        }
    }

    void theWindowKeepsItsSizeAtTheEndOfTheGame_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const char* l : {"en", "ru", "uk"}) {
            for (QSize size : {QSize(1024, 640), QSize(1366, 768)})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3")
                                             .arg(QLatin1String(l))
                                             .arg(size.width())
                                             .arg(size.height())))
                    << size << QString::fromLatin1(l);
        }
    }
    void theWindowKeepsItsSizeAtTheEndOfTheGame()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        Translations::setLanguage(language);
        MainWindow& w = window(expansionSetup({"human", "human", "human"}, 61), size);
        QVERIFY(playToTheEnd(w));
        w.endGame()->dialog()->close();
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        QCOMPARE(w.size(), size);
        QVERIFY(w.minimumSizeHint().height() <= size.height());
        QVERIFY(QRect(QPoint(), w.size()).contains(rectIn(w.turnPanel(), &w)));
        QVERIFY(
            w.grab().save(QStringLiteral(BASTIDE_BUILD_DIR "/screenshots/play-over-%1-%2x%3.png")
                              .arg(language)
                              .arg(size.width())
                              .arg(size.height())));
    }

    void centringGoesToMyTileNotTheComputers()
    {
        MainWindow& w = window({"human", "greedy"}, 12);
        GameSession* s = w.session();
        BoardView* view = w.view();
        QAction* centre = w.action(QStringLiteral("centre"));
        auto middle = [view] { return view->mapToScene(view->viewport()->rect().center()); };
        for (int turn = 0; turn < 3; ++turn) {
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
            QTRY_VERIFY_WITH_TIMEOUT(s->phase() == GameSession::Phase::PlaceTile, 20000);
        }
        const std::vector<TurnOutcome>& history = s->history();
        QCOMPARE(history.back().player, 1); // the computer laid the last tile
        TileIndex mine;
        for (const TurnOutcome& o : history)
            mine = o.player == 0 ? o.tileIndex : mine;
        const QPointF myTile = BoardScene::cellRect(s->game().board().tile(mine).cell).center();
        view->centerOn(myTile + QPointF(2000, 2000));
        centre->trigger();
        QCoreApplication::processEvents();
        QVERIFY2(QLineF(middle(), myTile).length() < 1,
                 qPrintable(QStringLiteral("%1 off").arg(QLineF(middle(), myTile).length())));
        // Once my tile in hand is laid, that one.
        const Placement p = legalPlacement(*s, s->rotation());
        QVERIFY(layAs(*s, p));
        view->centerOn(myTile + QPointF(-2000, 2000));
        centre->trigger();
        QCoreApplication::processEvents();
        QVERIFY(QLineF(middle(), BoardScene::cellRect(p.cell).center()).length() < 1);
    }

    void takingTheAbbotBackSaysWhatThePlayerDoes()
    {
        MainWindow& w = window({"human", "human"}, 7);
        GameSession* s = w.session();
        for (int turn = 0; turn < 150 && !s->game().isFinished(); ++turn) {
            const std::vector<Move> moves = s->game().legalMoves();
            const auto returning = std::find_if(moves.begin(), moves.end(),
                                                [](const Move& m) { return m.returnAbbot; });
            if (returning != moves.end()) {
                QVERIFY(layAs(*s, returning->placement));
                QVERIFY(s->chooseReturnAbbot());
                QCOMPARE(s->choice(), GameSession::Choice::ReturnAbbot);
                const QString hint = w.banner()->hint();
                QVERIFY2(!hint.contains(QStringLiteral("figure again")), qPrintable(hint));
                QVERIFY2(hint.contains(QStringLiteral("take the abbot back")), qPrintable(hint));
                QVERIFY2(hint.contains(QStringLiteral("click the abbot again")), qPrintable(hint));
                // As it says: clicking the abbot again leaves it on the board.
                QVERIFY(s->chooseReturnAbbot());
                QCOMPARE(s->choice(), GameSession::Choice::NoFigure);
                return;
            }
            // Put an abbot out where one may go, else play on.
            const auto abbot = std::find_if(moves.begin(), moves.end(), [](const Move& m) {
                return m.place && m.place->figure == FigureType::Abbot;
            });
            QVERIFY(s->play(abbot != moves.end() ? *abbot
                                                 : greedyMove(s->game(), std::uint64_t(turn))));
        }
        QFAIL("no turn came where the abbot could be taken back");
    }

    void spaceLaysTheTileAfterAClickInTheSidePanel()
    {
        MainWindow& w = window({"human", "human", "human"}, 21, QSize(1366, 768));
        GameSession* s = w.session();
        for (int turn = 0; turn < 6; ++turn)
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        SidePanel* side = w.sidePanel();
        QTabBar* tabBar = side->tabs()->tabBar();
        struct Place
        {
            const char* what;
            QWidget* widget;
            QPoint at;
        };
        const Place places[] = {
            {"the scores", side->scoresArea()->viewport(),
             side->scoresArea()->viewport()->rect().center()},
            {"a score row", w.scorePanel()->row(1), QPoint(4, 4)},
            {"the log", w.logView()->viewport(), QPoint(10, 10)},
            {"the chart's tab", tabBar, tabBar->tabRect(1).center()},
            {"the chart", side->trendView(), side->trendView()->rect().center()},
            {"the log's tab", tabBar, tabBar->tabRect(0).center()},
            {"the turn card", w.turnPanel(), QPoint(6, 6)},
            {"the panel's margin", side, QPoint(3, side->height() / 2)},
        };
        for (const Place& place : places) {
            QTest::mouseClick(place.widget, Qt::LeftButton, {}, place.at);
            QCoreApplication::processEvents();
            QWidget* focus = QApplication::focusWidget();
            QTest::keyClick(focus ? focus : static_cast<QWidget*>(&w), Qt::Key_BracketRight);
            QVERIFY2(w.scene()->keyboardCell(), place.what);
            focus = QApplication::focusWidget();
            QTest::keyClick(focus ? focus : static_cast<QWidget*>(&w), Qt::Key_Space);
            QVERIFY2(s->phase() == GameSession::Phase::PlaceFigure,
                     qPrintable(QStringLiteral("Space after a click on %1 (focus on %2)")
                                    .arg(QLatin1String(place.what))
                                    .arg(QApplication::focusWidget()
                                             ? QApplication::focusWidget()->objectName()
                                             : QStringLiteral("nothing"))));
            QVERIFY(s->stepBack());
        }
    }

    void ringsOnCrowdedExpansionTilesDoNotOverlap()
    {
        // Every position of whole games with both expansions and the abbot where figures
        // may go: the rings the player is offered keep apart, with board between them but
        // on the most crowded tiles, and the figure a chosen ring shows (larger than the
        // ring, the big follower larger still) reaches no other ring.
        ArtCache cache;
        BoardArt art(&cache);
        int checked = 0, pairs = 0, touching = 0;
        for (std::uint64_t seed : {3u, 11u, 29u}) {
            GameSession s;
            auto setup = expansionSetup({"human", "human", "human"}, seed);
            s.start(setup);
            art.setTileSet(setup->tiles);
            for (int turn = 0; turn < 200 && !s.game().isFinished(); ++turn) {
                const Game& game = s.game();
                const TileType& type = game.tileSet().type(game.currentTile());
                for (const Placement& p : s.legalPlacements()) {
                    const FigureOptions options = game.figureOptions(game.currentTile(), p);
                    const auto rings = RingLayout::rings(
                        type, art.geometry(game.currentTile()), options, p.rotation,
                        BoardScene::cellRect(p.cell), TargetItem::Radius, TargetItem::MinRadius);
                    const auto where = [&](std::size_t i, std::size_t j, qreal apart) {
                        return QStringLiteral("tile %1 turned %2: rings %3 and %4 %5 apart")
                            .arg(type.id)
                            .arg(p.rotation.value())
                            .arg(i)
                            .arg(j)
                            .arg(apart);
                    };
                    for (std::size_t i = 0; i < rings.size(); ++i) {
                        TargetItem chosen(&art, rings[i].figure, rings[i].feature,
                                          FigureItem::lookOf(rings[i].figure, rings[i].kind),
                                          PlayerColor::Red, rings[i].radius);
                        chosen.setRoom(rings[i].room);
                        chosen.setChosen(true);
                        const qreal reach = chosen.chosenFigureReach();
                        QVERIFY(reach >= rings[i].radius);
                        QVERIFY(chosen.boundingRect().contains(
                            QRectF(-reach, -reach, 2 * reach, 2 * reach)));
                        for (std::size_t j = 0; j < rings.size(); ++j) {
                            if (j == i)
                                continue;
                            const qreal apart = QLineF(rings[i].at, rings[j].at).length();
                            QVERIFY2(apart >= rings[i].radius + rings[j].radius,
                                     qPrintable(where(i, j, apart)));
                            QVERIFY2(reach + rings[j].radius <= apart || reach == rings[i].radius,
                                     qPrintable(where(i, j, apart) + QStringLiteral(": chosen")));
                            if (j > i) {
                                ++pairs;
                                touching += apart < rings[i].radius + rings[j].radius + 2;
                            }
                        }
                    }
                    checked += int(rings.size());
                }
                if (!s.play(greedyMove(game, std::uint64_t(turn))))
                    break;
            }
        }
        qInfo("%d rings checked, %d of %d pairs with less than 2 px between them", checked,
              touching, pairs);
        QVERIFY(checked > 1000);
        QVERIFY(touching * 200 <= pairs);
    }

    // Issue 38: files and the chart ---------------------------------------------------

    void theTitleMarksMovesNotSavedToAFile()
    {
        QTemporaryDir dir;
        MainWindow& w = window({"human", "human"}, 9);
        GameSession* s = w.session();
        QVERIFY(!w.isWindowModified());
        QCOMPARE(shownTitle(w), QStringLiteral("Bastide"));
        QVERIFY(s->play(greedyMove(s->game())));
        QVERIFY(w.isWindowModified());
        QCOMPARE(shownTitle(w), QStringLiteral("Bastide*"));
        const QString path = dir.filePath(QStringLiteral("Sunday [*].json"));
        QVERIFY(w.files()->saveTo(path));
        QVERIFY(!w.isWindowModified());
        QCOMPARE(shownTitle(w), QStringLiteral("Sunday [*].json — Bastide"));
        QVERIFY(s->play(greedyMove(s->game(), 2)));
        QVERIFY(w.isWindowModified());
        QCOMPARE(shownTitle(w), QStringLiteral("Sunday [*].json* — Bastide"));
        w.undo(); // a change too, until saved
        QVERIFY(w.isWindowModified());
        QVERIFY(w.files()->saveTo(path));
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.files()->loadFrom(path)); // opened as saved
        QVERIFY(!w.isWindowModified());
        w.startGame(makeSetup({"human", "human"}, 10));
        QVERIFY(!w.isWindowModified());
    }

    void openStartsInTheFolderUsedLast()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("games"));
        QVERIFY(QDir().mkpath(folder));
        {
            MainWindow& w = window({"human", "human"}, 9);
            QVERIFY(w.session()->play(greedyMove(w.session()->game())));
            QVERIFY(w.files()->saveTo(folder + QStringLiteral("/one.json")));
        }
        m_window.reset();
        // A new window, with no file of its own: Open starts there.
        MainWindow& w = window({"human", "human"}, 10);
        QString shown;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            shown = dialog->directory().absolutePath();
            dialog->reject();
        });
        poll.start(20);
        w.files()->openGame();
        poll.stop();
        QCOMPARE(shown, QDir(folder).absolutePath());
    }

    void recentGamesAreListedWithTheirKeysAndTheKeysOpenThem()
    {
        QTemporaryDir dir;
        AppSettings::clearRecentFiles();
        MainWindow& w = window({"human", "human"}, 9);
        QVERIFY(w.session()->play(greedyMove(w.session()->game())));
        const QString older = dir.filePath(QStringLiteral("Saturday.json"));
        const QString newer = dir.filePath(QStringLiteral("Sunday.json"));
        QVERIFY(w.files()->saveTo(older));
        QVERIFY(w.session()->play(greedyMove(w.session()->game(), 2)));
        QVERIFY(w.files()->saveTo(newer));
        QCoreApplication::processEvents(); // the menu is filled afresh
        w.dialogs()->showShortcuts();
        auto* shortcuts = w.findChild<ShortcutsDialog*>();
        QVERIFY(shortcuts);
        const QString section = WindowDialogs::tr("Game window");
        const QString ctrl = QKeySequence(Qt::CTRL | Qt::Key_1).toString(QKeySequence::NativeText);
        QCOMPARE(shortcuts->listedShortcut(section, QStringLiteral("Sunday.json")), ctrl);
        QCOMPARE(shortcuts->listedShortcut(section, QStringLiteral("Saturday.json")),
                 QKeySequence(Qt::CTRL | Qt::Key_2).toString(QKeySequence::NativeText));
        shortcuts->close();
        // The key opens it, the menu closed.
        w.startGame(makeSetup({"human", "human"}, 10));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QTRY_COMPARE(w.files()->currentFile(), older);
        QCOMPARE(int(w.session()->game().moves().size()), 1);
    }

    void theScoreChartsNumbersStayApartAtEverySize()
    {
        ScoreTimeline chart;
        std::vector<ScoreTimeline::Line> lines;
        for (int p = 0; p < 3; ++p) {
            ScoreTimeline::Line line{QStringLiteral("P%1").arg(p), PlayerColor(p), {0}};
            for (int m = 1; m <= 76; ++m)
                line.scores.push_back(line.scores.back() + (m % (3 + p) == 0 ? 4 + p : 0));
            lines.push_back(line);
        }
        const int best = lines[2].scores.back();
        chart.setLines(lines);
        int sizes = 0;
        for (int width : {160, 200, 260, 320, 420, 640, 1000}) {
            for (int height : {80, 100, 130, 170, 240, 400}) {
                chart.resize(width, height);
                const ScoreTimeline::Axes axes = chart.axes();
                const QString at = QStringLiteral("%1×%2").arg(width).arg(height);
                QVERIFY2(axes.scores.size() >= 2, qPrintable(at));
                QVERIFY2(width < 260 || axes.moves.size() >= 2, qPrintable(at));
                QVERIFY(axes.top >= best);
                std::vector<QRectF> labels{axes.title};
                for (const auto& t : axes.scores)
                    labels.push_back(t.label);
                for (const auto& t : axes.moves)
                    labels.push_back(t.label);
                for (std::size_t i = 0; i < labels.size(); ++i) {
                    QVERIFY2(QRectF(chart.rect()).contains(labels[i]), qPrintable(at));
                    for (std::size_t j = i + 1; j < labels.size(); ++j)
                        QVERIFY2(
                            !labels[i].intersects(labels[j]),
                            qPrintable(at +
                                       QStringLiteral(": labels %1 and %2 overlap").arg(i).arg(j)));
                }
                // Grid lines a label's height apart, evenly.
                for (std::size_t i = 1; i < axes.scores.size(); ++i) {
                    QVERIFY(axes.scores[i - 1].at - axes.scores[i].at >=
                            chart.fontMetrics().height());
                    QCOMPARE(axes.scores[i].value - axes.scores[i - 1].value,
                             axes.scores[1].value - axes.scores[0].value);
                }
                ++sizes;
            }
        }
        QCOMPARE(sizes, 42);
        chart.resize(420, 240);
        QVERIFY(
            chart.grab().save(QStringLiteral(BASTIDE_BUILD_DIR "/screenshots/play-timeline.png")));
    }
};

QTEST_MAIN(tst_PlayPolish)
#include "tst_playpolish.moc"
