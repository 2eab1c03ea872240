// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The deck editor window as a designer uses it: tiles drawn by clicks and drags on the
// canvas, problems listed live and leading to their tile, files refused or round-tripped,
// print-and-play sheets, test games, the play signal, and screenshots of it all
// (editor-*.png, with BASTIDE_SCREENSHOTS=DIR) for a person to judge.

#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"
#include "editor/deckfiles.h"
#include "editor/edgepattern.h"
#include "editor/holefillview.h"
#include "editor/messagetranslation.h"
#include "editor/playgroupsdialog.h"
#include "editor/printandplayexporter.h"
#include "editor/printexportdialog.h"
#include "editor/problemlistpanel.h"
#include "editor/statisticspanel.h"
#include "editor/tileedit.h"
#include "editor/tilelistpanel.h"
#include "editor/tilepropertiespanel.h"
#include "engine/deckjson.h"
#include "engine/messages.h"
#include "engine/standarddeck.h"
#include "screenshots.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace bastide;
using namespace bastide::test;

Q_DECLARE_METATYPE(bastide::Deck)

namespace {

const TileType& standardTile(const char* id)
{
    return standardDeck().tiles[std::size_t(standardDeck().indexOf(QString::fromLatin1(id)))];
}

int pdfPages(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QString text = QString::fromLatin1(f.readAll());
    // Page objects, not the /Pages tree that holds them.
    return int(text.count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"))));
}

/** Lengthens every interface text by a third or so ("Deck" → "Deeck"), as translations
 *  into longer languages do, to see that layouts hold. */
class LongWordsTranslator : public QTranslator
{
public:
    QString translate(const char*, const char* source, const char*, int) const override
    {
        QString text = QString::fromUtf8(source);
        if (text.isEmpty() || text.contains(QLatin1Char('<')))
            return text;
        QString longer;
        for (QChar c : text) {
            longer += c;
            if (QStringLiteral("aeouAEOU").contains(c))
                longer += c.toLower();
        }
        return longer;
    }
    bool isEmpty() const override { return false; }
};

/** Answers the next modal message box with `button`, once it shows. */
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

} // namespace

class tst_DeckEditor : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DeckEditorWindow> m_window;
    QTemporaryDir m_dir;

    DeckEditorWindow& window() { return *m_window; }
    TileCanvas* canvas() { return m_window->canvas(); }
    const TileType& current() { return window().document()->tile(window().currentTile()); }
    void useTool(const char* name) { window().action(QString::fromLatin1(name))->trigger(); }
    void click(QPointF at, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseClick(canvas(), Qt::LeftButton, modifiers, at.toPoint());
    }
    void drag(const std::vector<QPointF>& path)
    {
        QTest::mousePress(canvas(), Qt::LeftButton, {}, path.front().toPoint());
        for (std::size_t i = 1; i < path.size(); ++i) {
            // Go there in steps, as a hand would.
            const QPointF from = path[i - 1], to = path[i];
            for (int k = 1; k <= 8; ++k)
                QTest::mouseMove(canvas(), (from + (to - from) * (k / 8.0)).toPoint());
        }
        QTest::mouseRelease(canvas(), Qt::LeftButton, {}, path.back().toPoint());
    }
    void shoot(const QString& name)
    {
        QApplication::processEvents();
        QVERIFY(saveScreenshot(&window(), QStringLiteral("editor-%1").arg(name)));
    }

private Q_SLOTS:
    void init()
    {
        // Each test starts from the standard deck, not the deck an earlier test saved.
        DeckFiles::clearRecentFiles();
        m_window = std::make_unique<DeckEditorWindow>();
        m_window->resize(1360, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        // Whatever a test left unsaved is thrown away without asking.
        m_window->document()->undoStack()->setClean();
        m_window.reset();
    }

    void tileDIsDrawnFromABlankTileByClicks()
    {
        QVERIFY(window().newDeck(false));
        QCOMPARE(window().currentTile(), 0);
        QCOMPARE(current().features, TileEdit::blank(QStringLiteral("A")).features);
        useTool("tool.city");
        click(canvas()->edgePoint(0));
        useTool("tool.road");
        drag({canvas()->edgePoint(1), canvas()->centrePoint(), canvas()->edgePoint(3)});
        QCOMPARE(current().features, standardTile("D").features);
        QCOMPARE(window().document()->undoStack()->count(), 2);
        shoot(QStringLiteral("drawn-d"));
    }

    void twoRoadEndsAreJoinedByDraggingAndSeparatedByAClick()
    {
        QVERIFY(window().newDeck(false));
        useTool("tool.road");
        click(canvas()->edgePoint(1));
        click(canvas()->edgePoint(2));
        click(canvas()->edgePoint(3));
        // Three road ends meet at a junction: tile W.
        QCOMPARE(current().features, standardTile("W").features);
        const TileType junction = current();
        useTool("tool.join");
        drag({canvas()->slotPoint(4), canvas()->centrePoint(), canvas()->slotPoint(10)});
        QCOMPARE(current().featureAt(4), current().featureAt(10));
        QCOMPARE(current(), TileEdit::join(junction, 4, 10));
        click(canvas()->slotPoint(4));
        QVERIFY(current().featureAt(4) != current().featureAt(10));
        QCOMPARE(window().document()->undoStack()->count(), 5);
    }

    void unlikeFeaturesDoNotJoin()
    {
        QVERIFY(window().newDeck(false));
        useTool("tool.city");
        click(canvas()->edgePoint(0));
        useTool("tool.road");
        click(canvas()->edgePoint(2));
        const TileType before = current();
        useTool("tool.join");
        drag({canvas()->slotPoint(1), canvas()->slotPoint(7)});
        QCOMPARE(current(), before);
        QVERIFY(canvas()->hint().contains(QStringLiteral("like")));
    }

    void shieldsAndTheCentreGoOnByClicks()
    {
        QVERIFY(window().newDeck(false));
        useTool("tool.city");
        drag({canvas()->edgePoint(0), canvas()->edgePoint(3)});
        useTool("tool.shield");
        click(canvas()->slotPoint(1));
        QCOMPARE(current().features[std::size_t(current().featureAt(1))].shields, 1);
        QCOMPARE(current().features, standardTile("M").features);
        click(canvas()->slotPoint(1), Qt::ShiftModifier);
        QCOMPARE(current().features, standardTile("N").features);
        useTool("tool.garden");
        click(canvas()->centrePoint());
        QCOMPARE(current().features, standardTile("N-garden").features);
        useTool("tool.monastery");
        click(canvas()->centrePoint());
        QCOMPARE(current().features[std::size_t(current().centreFeature())].kind,
                 FeatureKind::Monastery);
        click(canvas()->centrePoint());
        QCOMPARE(current().centreFeature(), -1);
        QCOMPARE(window().document()->undoStack()->count(), 6);
        // Every click undoes back to the blank tile.
        while (window().document()->undoStack()->canUndo())
            window().document()->undoStack()->undo();
        QCOMPARE(current().features, TileEdit::blank(QStringLiteral("A")).features);
    }

    void theRiverBrushWorksOnlyOnRiverTiles()
    {
        QVERIFY(window().newDeck(false));
        QVERIFY(!window().action(QStringLiteral("tool.river"))->isEnabled());
        auto* group = window().tileProperties()->findChild<QComboBox*>(QStringLiteral("tileGroup"));
        // Base, river, the two known sets and "New Group…".
        QCOMPARE(group->count(), 5);
        const int river = group->findData(QStringLiteral("river"));
        QCOMPARE(river, 1);
        group->setCurrentIndex(river);
        emit group->activated(river);
        QCOMPARE(current().group, TileGroup::River);
        QVERIFY(window().action(QStringLiteral("tool.river"))->isEnabled());
        useTool("tool.river");
        drag({canvas()->edgePoint(0), canvas()->edgePoint(2)});
        QCOMPARE(current().edgeTerrain(0), Terrain::River);
        QCOMPARE(current().featureAt(1), current().featureAt(7));
    }

    void problemsAreListedAndLeadToTheirTile()
    {
        DeckDocument* doc = window().document();
        QVERIFY(window().action(QStringLiteral("play"))->isEnabled());
        const int k = doc->deck().indexOf(QStringLiteral("K"));
        TileType broken = TileEdit::setEdge(doc->tile(k), 2, Terrain::River); // on a base tile
        broken.id = QStringLiteral("J");                                      // a second J
        doc->editTile(k, broken, QStringLiteral("Break"));
        QListWidget* list = window().problemList()->list();
        QCOMPARE(list->count(), 2);
        QStringList texts;
        for (int i = 0; i < list->count(); ++i)
            texts << list->item(i)->text();
        QVERIFY2(texts.join('\n').contains(QStringLiteral("another tile has the same id")),
                 qPrintable(texts.join('\n')));
        QVERIFY2(texts.join('\n').contains(QStringLiteral("river may appear only")),
                 qPrintable(texts.join('\n')));
        QVERIFY(!window().action(QStringLiteral("play"))->isEnabled());
        // It cannot be played, but it can be saved, and reopens with its problems.
        const QString path = m_dir.filePath(QStringLiteral("with-problems.json"));
        QVERIFY(window().saveFile(path));
        DeckEditorWindow reopened;
        QVERIFY(reopened.openFile(path));
        QCOMPARE(reopened.problemList()->list()->count(), 2);
        window().setCurrentTile(0);
        const QRect row = list->visualItemRect(list->item(0));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, row.center());
        QCOMPARE(window().currentTile(), k);
        shoot(QStringLiteral("problems"));
        doc->undoStack()->undo();
        QCOMPARE(list->count(), 0);
        QVERIFY(window().action(QStringLiteral("play"))->isEnabled());
    }

    void aFileThatIsNotADeckIsRefusedAndTheDeckKept()
    {
        const QString path = m_dir.filePath(QStringLiteral("broken-deck.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "bastide-deck", "version": 1, "name": {"en": "x"}, "tiles": [)"
                R"({"id": "A", "cuont": 1, "features": []}]})");
        f.close();
        DeckDocument* doc = window().document();
        useTool("tool.city");
        click(canvas()->edgePoint(2));
        const Deck before = doc->deck();
        QVERIFY(!window().openFile(path));
        QVERIFY(doc->deck() == before);
        QCOMPARE(doc->undoStack()->count(), 1);
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = window().findChild<QMessageBox*>(QStringLiteral("editorError"))));
        QVERIFY2(box->text().contains(QStringLiteral("broken-deck.json")), qPrintable(box->text()));
        QVERIFY2(box->text().contains(QStringLiteral("cuont")), qPrintable(box->text()));
        box->close();
    }

    void aSavedDeckReopensEqual()
    {
        useTool("tool.road");
        click(canvas()->edgePoint(0));
        const QString path = m_dir.filePath(QStringLiteral("round-trip.json"));
        QVERIFY(window().saveFile(path));
        QVERIFY(!window().isWindowModified());
        QVERIFY(window().windowTitle().contains(QStringLiteral("round-trip.json")));
        DeckEditorWindow other;
        QVERIFY(other.openFile(path));
        QVERIFY(other.document()->deck() == window().document()->deck());
        QVERIFY(!other.document()->isModified());
    }

    void playingSendsTheDeckToTheApp()
    {
        qRegisterMetaType<bastide::Deck>();
        QSignalSpy spy(&window(), &DeckEditorWindow::playDeckRequested);
        useTool("tool.road");
        click(canvas()->edgePoint(0)); // an unsaved edit
        window().action(QStringLiteral("play"))->trigger();
        // The standard deck has expansion sets: which to play is asked first.
        auto* groups = window().findChild<PlayGroupsDialog*>();
        QVERIFY(groups);
        groups->accept();
        QCOMPARE(spy.count(), 1);
        const Deck deck = spy.at(0).at(0).value<Deck>();
        QVERIFY(deck == window().document()->deck());
        // The path holds exactly that deck, and the document is still unsaved.
        const QString snapshot = spy.at(0).at(1).toString();
        Problems problems;
        const auto bytes = readFileBytes(snapshot, problems);
        QVERIFY(bytes);
        const auto read = readDeck(*bytes, snapshot, problems);
        QVERIFY(read && *read == deck);
        QVERIFY(window().document()->isModified());
        QVERIFY(window().document()->filePath().isEmpty());

        // A saved deck is played from its own file.
        const QString path = m_dir.filePath(QStringLiteral("to-play.json"));
        QVERIFY(window().saveFile(path));
        QTRY_VERIFY(!window().findChild<PlayGroupsDialog*>());
        window().action(QStringLiteral("play"))->trigger();
        QTRY_VERIFY((groups = window().findChild<PlayGroupsDialog*>()));
        groups->accept();
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(1).toString(), QFileInfo(path).absoluteFilePath());
    }

    void aDeckWithProblemsCannotBePlayed()
    {
        QSignalSpy spy(&window(), &DeckEditorWindow::playDeckRequested);
        TileType d = window().document()->tile(window().document()->deck().indexOf("D"));
        d.start = false;
        window().document()->editTile(window().document()->deck().indexOf("D"), d,
                                      QStringLiteral("No start"));
        QVERIFY(!window().action(QStringLiteral("play"))->isEnabled());
        window().action(QStringLiteral("play"))->trigger();
        QCOMPARE(spy.count(), 0);
    }

    void aTilePictureIsImportedFromSvgAndABadOneRefused()
    {
        const QString good = m_dir.filePath(QStringLiteral("picture.svg"));
        QFile svg(good);
        QVERIFY(svg.open(QIODevice::WriteOnly));
        // (Plain strings: moc misreads a raw string holding '#'.)
        svg.write("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
                  "<rect width='100' height='100' fill='rgb(200,50,50)'/>"
                  "<circle cx='50' cy='50' r='30' fill='white'/></svg>");
        svg.close();
        const QString bad = m_dir.filePath(QStringLiteral("not-a-picture.svg"));
        QFile text(bad);
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("hello");
        text.close();

        QString error;
        QVERIFY(!window().tileProperties()->importArt(bad, &error));
        QVERIFY2(error.contains(QStringLiteral("not-a-picture.svg")), qPrintable(error));
        QVERIFY(current().art.isEmpty());
        // A file that is not there is told in Bastide's words, not in the system's English.
        QVERIFY(!window().tileProperties()->importArt(m_dir.filePath("missing.svg"), &error));
        QCOMPARE(error, QStringLiteral("missing.svg cannot be read: ") +
                            describe(FileFault::NotFound, translateMessage));
        QVERIFY2(window().tileProperties()->importArt(good, &error), qPrintable(error));
        QVERIFY(current().art.contains(QStringLiteral("<circle")));
        // The canvas shows the picture: the middle of the tile is the circle's white.
        QApplication::processEvents();
        const QImage shot = canvas()->grab().toImage();
        const QColor middle =
            shot.pixelColor((canvas()->centrePoint() * shot.devicePixelRatio()).toPoint());
        QVERIFY2(middle.red() > 240 && middle.green() > 240, qPrintable(middle.name()));
        shoot(QStringLiteral("custom-picture"));
        window().document()->undoStack()->undo();
        QVERIFY(current().art.isEmpty());
    }

    void unsavedChangesAreAskedAboutOnClose()
    {
        useTool("tool.city");
        click(canvas()->edgePoint(2));
        QVERIFY(window().isWindowModified());
        answerNextMessageBox(QMessageBox::Cancel);
        QVERIFY(!window().close());
        QVERIFY(window().isVisible());
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(window().close());
    }

    void typingANameIsOneUndoStep()
    {
        auto* en = window().tileProperties()->findChildren<QLineEdit*>().at(1);
        const int steps = window().document()->undoStack()->count();
        en->selectAll();
        QTest::keyClicks(en, QStringLiteral("Chapel by the road"));
        QCOMPARE(current().name.value(QStringLiteral("en")), QStringLiteral("Chapel by the road"));
        QCOMPARE(window().document()->undoStack()->count(), steps + 1);
        window().document()->undoStack()->undo();
        QCOMPARE(en->text(), standardTile("D").name.value(QStringLiteral("en")));
    }

    void tilesAreAddedDuplicatedMovedAndDeleted()
    {
        DeckDocument* doc = window().document();
        const int types = doc->tileCount();
        window().setCurrentTile(doc->deck().indexOf(QStringLiteral("E")));
        const int e = window().currentTile();
        window().action(QStringLiteral("duplicateTile"))->trigger();
        QCOMPARE(doc->tileCount(), types + 1);
        QCOMPARE(window().currentTile(), e + 1);
        QCOMPARE(current().id, QStringLiteral("E-2"));
        QCOMPARE(current().features, standardTile("E").features);
        window().action(QStringLiteral("moveUp"))->trigger();
        QCOMPARE(window().currentTile(), e);
        QCOMPARE(current().id, QStringLiteral("E-2"));
        window().action(QStringLiteral("addTile"))->trigger();
        QCOMPARE(current().id, QStringLiteral("New"));
        QCOMPARE(window().currentTile(), e + 1);
        window().action(QStringLiteral("deleteTile"))->trigger();
        // The next tile down is selected.
        QCOMPARE(current().id, QStringLiteral("E"));
        window().setCurrentTile(e);
        QCOMPARE(current().id, QStringLiteral("E-2"));
        window().action(QStringLiteral("deleteTile"))->trigger();
        QCOMPARE(doc->tileCount(), types);
        QVERIFY(doc->deck().tiles == standardDeck().tiles);
        QCOMPARE(doc->undoStack()->count(), 5);
    }

    void anEmptyDeckIsHandledAndRefilled()
    {
        DeckDocument* doc = window().document();
        QAction* remove = window().action(QStringLiteral("deleteTile"));
        while (doc->tileCount() > 0 && remove->isEnabled())
            remove->trigger();
        QCOMPARE(doc->tileCount(), 0);
        QCOMPARE(window().currentTile(), -1);
        QVERIFY(!remove->isEnabled());
        QVERIFY(!window().action(QStringLiteral("play"))->isEnabled());
        QCOMPARE(window().problemList()->list()->count(), 1);
        bool noTiles = false;
        for (const Problem& p : doc->problems())
            noTiles = noTiles || p.code == ProblemCode::NoTiles;
        QVERIFY(noTiles);
        click(canvas()->centrePoint()); // nothing to draw on: nothing happens
        window().action(QStringLiteral("addTile"))->trigger();
        QCOMPARE(doc->tileCount(), 1);
        QCOMPARE(window().currentTile(), 0);
        useTool("tool.city");
        click(canvas()->edgePoint(0));
        QCOMPARE(current().edgeTerrain(0), Terrain::City);
    }

    void aTileBreakingTheRulesOpensAndIsFixedOnTheCanvas()
    {
        // A field on the middle of a road edge's neighbour: the east edge is half road.
        const QString path = m_dir.filePath(QStringLiteral("half-made.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format": "bastide-deck", "version": 1, "name": {"en": "Half made"}, "tiles": [)"
            R"({"id": "S", "count": 1, "start": true, "features": [)"
            R"({"kind": "road", "slots": ["E1", "E2"]},)"
            R"({"kind": "field", "slots": ["N0","N1","N2","E0","S0","S1","S2","W0","W1","W2"],)"
            R"( "cities": [0]}]}]})");
        f.close();
        QVERIFY(window().openFile(path));
        QVERIFY(!window().document()->isPlayable());
        QCOMPARE(window().currentTile(), 0);
        QApplication::processEvents();
        useTool("tool.road");
        click(canvas()->edgePoint(1)); // already road in the middle: redrawn whole
        useTool("tool.field");
        click(canvas()->edgePoint(1));
        QVERIFY2(window().document()->isPlayable(), qPrintable(window().problemList()->summary()));
        QCOMPARE(current().features, TileEdit::blank(QStringLiteral("S")).features);
    }

    void theListFiltersByGroup()
    {
        auto* filter = window().tileList()->findChild<QComboBox*>();
        QListView* view = window().tileList()->view();
        const int all = view->model()->rowCount();
        filter->setCurrentIndex(2);
        int river = 0, base = 0;
        for (const TileType& t : standardDeck().tiles) {
            river += t.group == TileGroup::River ? 1 : 0;
            base += t.group == TileGroup::Base ? 1 : 0;
        }
        QCOMPARE(view->model()->rowCount(), river);
        // The base game alone: the expansion sets have filters of their own.
        filter->setCurrentIndex(1);
        QCOMPARE(view->model()->rowCount(), base);
        QVERIFY(base < all - river);
    }

    void printAndPlayHasEveryTileAndABackPage_data()
    {
        QTest::addColumn<int>("copies"); // of one tile type; 0 for the standard deck
        QTest::addColumn<int>("page");
        QTest::addColumn<qreal>("tileSize");
        QTest::addColumn<bool>("back");
        QTest::addColumn<int>("pages");
        // 126 tiles. A4 at 45 mm: 4 x 6 = 24 a sheet, 6 sheets, each with its backs.
        QTest::newRow("standard deck, A4, 45 mm, with backs")
            << 0 << int(QPageSize::A4) << 45.0 << true << 12;
        QTest::newRow("25 tiles, A4, 45 mm, no backs")
            << 25 << int(QPageSize::A4) << 45.0 << false << 2;
        QTest::newRow("24 tiles fill one A4 sheet")
            << 24 << int(QPageSize::A4) << 45.0 << true << 2;
        // Letter 215.9 x 279.4 mm at 60 mm: 3 x 4 = 12 a sheet.
        QTest::newRow("30 tiles, Letter, 60 mm")
            << 30 << int(QPageSize::Letter) << 60.0 << true << 6;
        // A3 297 x 420 mm at 30 mm: 9 x 13 = 117 a sheet.
        QTest::newRow("120 tiles, A3, 30 mm") << 120 << int(QPageSize::A3) << 30.0 << true << 4;
    }
    void printAndPlayHasEveryTileAndABackPage()
    {
        QFETCH(int, copies);
        QFETCH(int, page);
        QFETCH(qreal, tileSize);
        QFETCH(bool, back);
        QFETCH(int, pages);
        if (copies > 0) {
            Deck deck;
            deck.name[QStringLiteral("en")] = QStringLiteral("Monasteries");
            TileType b = standardTile("B");
            b.count = copies;
            b.start = true;
            deck.tiles = {b};
            window().document()->reset(deck);
        }
        PrintOptions options;
        options.pageSize = QPageSize(QPageSize::PageSizeId(page));
        options.tileMillimetres = tileSize;
        options.backs = back;
        options.contentsSheet = false; // tst_printandplay counts those
        QCOMPARE(PrintAndPlayExporter::pageCount(window().document()->deck(), options), pages);
        const QString path = m_dir.filePath(QStringLiteral("print.pdf"));
        QVERIFY(window().exportPdf(path, options));
        QCOMPARE(pdfPages(path), pages);
    }

    void tooLargeTilesAreRefusedInTheDialog()
    {
        PrintExportDialog dialog(window().document()->deck(), &window());
        PrintOptions options;
        QVERIFY(dialog.summary().contains(QStringLiteral("126")));
        options.tileMillimetres = 120;
        options.pageSize = QPageSize(QPageSize::A4);
        dialog.setOptions(options);
        options.tileMillimetres = 250;
        QVERIFY(PrintAndPlayExporter::grid(options).isEmpty());
        QVERIFY(!PrintAndPlayExporter::exportPdf(window().document()->deck(),
                                                 m_dir.filePath(QStringLiteral("x.pdf")), options,
                                                 nullptr));
    }

    void testGamesMeasureTheDiscardRate()
    {
        StatisticsPanel* stats = window().statistics();
        QSignalSpy done(stats, &StatisticsPanel::simulationFinished);
        stats->simulate();
        QVERIFY(done.wait(30000));
        const DeckSimulation::Result* result = stats->result();
        QVERIFY(result);
        QCOMPARE(result->games, StatisticsPanel::TestGames);
        QCOMPARE(result->draws, StatisticsPanel::TestGames * (standardDeck().totalTiles() - 2));
        QVERIFY(result->discardRate() < 0.05);
        QVERIFY(stats->simulationText().contains(QStringLiteral("% discarded")));
        QVERIFY(stats->contentsText().contains(QStringLiteral("Tiles: <b>126</b>")));
    }

    void edgePatternsAndAHoleToFillAreShown()
    {
        StatisticsPanel* stats = window().statistics();
        QVERIFY(stats->patternsText().contains(QStringLiteral("city-road-field-road")));
        QVERIFY(stats->tilesText().contains(QStringLiteral("Corner holes")));
        HoleFillView* hole = stats->holeFill();
        for (int side = 0; side < 4; ++side)
            hole->setEdge(side, Terrain::Road);
        // Every crossroads in play: the base game's and the expansion sets' (all ticked).
        int crossings = 0;
        for (const TileType& t : window().document()->deck().tiles) {
            const EdgePattern e = EdgePattern::of(t);
            if (t.group != TileGroup::River &&
                std::all_of(e.edges.begin(), e.edges.end(),
                            [](Terrain k) { return k == Terrain::Road; }))
                crossings += t.count;
        }
        QVERIFY(crossings > standardTile("X").count);
        QVERIFY2(hole->resultText().startsWith(QString::number(crossings) + QLatin1Char(' ')),
                 qPrintable(hole->resultText()));
        // Edits show at once: one more crossroads fills one more.
        const int x = window().document()->deck().indexOf(QStringLiteral("X"));
        TileType more = window().document()->tile(x);
        ++more.count;
        window().document()->editTile(x, more, QStringLiteral("one more"));
        QVERIFY2(hole->resultText().startsWith(QString::number(crossings + 1) + QLatin1Char(' ')),
                 qPrintable(hole->resultText()));
        hole->setEdge(0, std::nullopt);
        QCOMPARE(hole->hole()[0], std::optional<Terrain>());
    }

    void aDeckOfRareEdgesIsWarnedAbout()
    {
        // A deck of crossroads and one all-city tile: the city rarely finds a city edge.
        Deck deck;
        deck.name[QStringLiteral("en")] = QStringLiteral("Crossroads");
        TileType x = standardTile("X");
        x.count = 30;
        x.start = true;
        TileType c = standardTile("C");
        c.count = 3;
        deck.tiles = {x, c};
        window().document()->reset(deck);
        StatisticsPanel* stats = window().statistics();
        QVERIFY2(stats->contentsText().contains(QStringLiteral("fill few corner holes")),
                 qPrintable(stats->contentsText()));
        QSignalSpy done(stats, &StatisticsPanel::simulationFinished);
        stats->simulate();
        QVERIFY(done.wait(30000));
        QVERIFY(stats->result()->discardRate(1) > 0.9);
        QVERIFY(stats->result()->strandedRate(1) > 0.9);
        QVERIFY(stats->simulationText().contains(QStringLiteral("C: ")));
        auto* tabs = window().findChild<QTabWidget*>();
        tabs->setCurrentIndex(1);
        shoot(QStringLiteral("statistics-warning"));
        stats->pages()->setCurrentIndex(3);
        shoot(QStringLiteral("statistics-warning-games"));
    }

    void screenshots()
    {
        if (!screenshotsWanted())
            QSKIP("only takes screenshots: set BASTIDE_SCREENSHOTS=DIR to have them");
        DeckDocument* doc = window().document();
        window().setCurrentTile(doc->deck().indexOf(QStringLiteral("L")));
        QTest::mouseMove(canvas(), canvas()->slotPoint(5).toPoint());
        shoot(QStringLiteral("standard-deck"));

        window().setCurrentTile(doc->deck().indexOf(QStringLiteral("RK")));
        useTool("tool.join");
        QTest::mousePress(canvas(), Qt::LeftButton, {}, canvas()->slotPoint(5).toPoint());
        for (int k = 1; k <= 10; ++k)
            QTest::mouseMove(canvas(),
                             (canvas()->slotPoint(5) +
                              (canvas()->slotPoint(0) - canvas()->slotPoint(5)) * (k / 10.0))
                                 .toPoint());
        shoot(QStringLiteral("joining-fields"));
        QTest::mouseRelease(canvas(), Qt::LeftButton, {}, canvas()->slotPoint(0).toPoint());

        auto* tabs = window().findChild<QTabWidget*>();
        tabs->setCurrentIndex(1);
        QSignalSpy done(window().statistics(), &StatisticsPanel::simulationFinished);
        window().statistics()->simulate();
        QVERIFY(done.wait(30000));
        shoot(QStringLiteral("statistics"));
        for (int page = 1; page < 4; ++page) {
            window().statistics()->pages()->setCurrentIndex(page);
            shoot(QStringLiteral("statistics-%1").arg(page));
        }
        window().statistics()->pages()->setCurrentIndex(0);

        window().resize(1024, 700);
        QApplication::processEvents();
        shoot(QStringLiteral("small-window"));

        {
            LongWordsTranslator longWords;
            QCoreApplication::installTranslator(&longWords);
            DeckEditorWindow longer;
            longer.resize(1100, 760);
            longer.show();
            QVERIFY(QTest::qWaitForWindowExposed(&longer));
            longer.setCurrentTile(longer.document()->deck().indexOf(QStringLiteral("H")));
            QApplication::processEvents();
            QVERIFY(saveScreenshot(&longer, QStringLiteral("editor-long-words")));
            QCoreApplication::removeTranslator(&longWords);
        }

        PrintExportDialog dialog(doc->deck(), &window());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(saveScreenshot(&dialog, QStringLiteral("editor-print-dialog")));
    }
};

QTEST_MAIN(tst_DeckEditor)
#include "tst_deckeditor.moc"
