// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The deck editor as issue 20 asks: committed edits undo with Ctrl+Z from a text field,
// fields say what they refuse, soft notes on fields' borders, the file watched on disk,
// load errors in the designer's terms, help and shortcuts, the last deck reopened, the
// filter that hides every tile, and the new commands (turn, mirror, copy, paste, recent
// files, history, names in any language, raster art), each undone and redone.

#include "editor/canvaspanel.h"
#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"
#include "editor/deckfiles.h"
#include "editor/deckopenerrors.h"
#include "editor/deckpropertiespanel.h"
#include "editor/drawingtemplate.h"
#include "editor/editorhelpdialog.h"
#include "editor/featurelistpanel.h"
#include "editor/languagenameseditor.h"
#include "editor/pictureimporter.h"
#include "editor/playsets.h"
#include "editor/problemlistpanel.h"
#include "editor/statisticspanel.h"
#include "editor/tilecanvas.h"
#include "editor/tilecommands.h"
#include "editor/tileedit.h"
#include "editor/tilelistpanel.h"
#include "editor/tilepropertiespanel.h"
#include "engine/deckjson.h"
#include "engine/deckvalidator.h"
#include "engine/standarddeck.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoView>
#include <functional>
#include <memory>

using namespace bastide;

class tst_EditorFeatures : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DeckEditorWindow> m_window;
    QTemporaryDir m_dir;

    DeckEditorWindow& window() { return *m_window; }
    DeckDocument* doc() { return m_window->document(); }
    const TileType& current() { return doc()->tile(window().currentTile()); }
    QString path(const char* name) { return m_dir.filePath(QString::fromLatin1(name)); }
    template <typename T> T* waitForBox(const char* name)
    {
        T* box = nullptr;
        [&] { QTRY_VERIFY((box = window().findChild<T*>(QString::fromLatin1(name)))); }();
        return box;
    }
    void selectTile(const char* id)
    {
        window().setCurrentTile(doc()->deck().indexOf(QString::fromLatin1(id)));
    }
    QLineEdit* idField()
    {
        return window().tileProperties()->findChild<QLineEdit*>(QStringLiteral("tileId"));
    }
    QLineEdit* englishName()
    {
        return window().tileProperties()->findChild<QLineEdit*>(QStringLiteral("name_en"));
    }

private Q_SLOTS:
    void init()
    {
        DeckFiles::clearRecentFiles();
        m_window = std::make_unique<DeckEditorWindow>();
        m_window->resize(1366, 768);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        doc()->undoStack()->setClean();
        m_window.reset();
    }

    // Defect 2.
    void ctrlZUndoesTheDocumentOnceAFieldEditIsCommitted()
    {
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        selectTile("D");
        const QString before = current().name.value(QStringLiteral("en"));
        QLineEdit* name = englishName();
        QCOMPARE(name->text(), before);
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Road and city"));
        QCOMPARE(current().name.value(QStringLiteral("en")), QStringLiteral("Road and city"));
        QTest::keyClick(name, Qt::Key_Return); // committed; the focus stays in the field
        QVERIFY(name->hasFocus());
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(current().name.value(QStringLiteral("en")), before);
        QCOMPARE(name->text(), before);
        // Redo brings the edit back from the field too, by either common key.
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(current().name.value(QStringLiteral("en")), QStringLiteral("Road and city"));
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(current().name.value(QStringLiteral("en")), before);
        QTest::keyClick(name, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(current().name.value(QStringLiteral("en")), QStringLiteral("Road and city"));

        // While typing, Ctrl+Z is the field's own: it takes back the letters just typed, not
        // the deck's committed edit before them.
        const int committed = doc()->undoStack()->index();
        QTest::keyClick(name, Qt::Key_End);
        QTest::keyClicks(name, QStringLiteral(" again"));
        QCOMPARE(current().name.value(QStringLiteral("en")), QStringLiteral("Road and city again"));
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(name->text(), QStringLiteral("Road and city"));
        QCOMPARE(current().name.value(QStringLiteral("en")), QStringLiteral("Road and city"));
        QVERIFY(doc()->undoStack()->index() >= committed);
        // Tab commits and moves on; Ctrl+Z from the next field undoes the deck again.
        QTest::keyClick(name, Qt::Key_Tab);
        QTRY_VERIFY(!name->hasFocus());
        QWidget* next = QApplication::focusWidget();
        QVERIFY(next);
        QTest::keyClick(next, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(current().name.value(QStringLiteral("en")), before);
    }

    // Defect 3.
    void fieldsSayWhatTheyRefuseWhileTyping()
    {
        selectTile("D");
        auto* note = window().tileProperties()->findChild<QLabel*>(QStringLiteral("inputNote"));
        QVERIFY(note);
        QLineEdit* id = idField();
        id->setFocus();
        id->selectAll();
        QTest::keyClicks(id, QStringLiteral("D!"));
        QVERIFY(note->isVisibleTo(window().tileProperties()));
        QVERIFY(note->text().contains(QStringLiteral("16")));
        QCOMPARE(current().id, QStringLiteral("D"));

        auto* count = window().tileProperties()->findChild<QSpinBox*>();
        auto* countText = count->findChild<QLineEdit*>();
        count->setFocus();
        countText->selectAll();
        QTest::keyClicks(countText, QStringLiteral("5000"));
        QVERIFY(note->isVisibleTo(window().tileProperties()));
        QVERIFY2(note->text().contains(QStringLiteral("1000")), qPrintable(note->text()));
    }

    // Defect 4.
    void aFieldThatStopsBorderingItsCityGetsASoftNote()
    {
        selectTile("D"); // a road under a city: the upper field borders the city
        TileType t = current();
        int field = -1;
        for (std::size_t f = 0; f < t.features.size(); ++f) {
            if (t.features[f].kind == FeatureKind::Field && !t.features[f].cities.empty())
                field = int(f);
        }
        QVERIFY(field >= 0);
        QVERIFY(ProblemListPanel::borderNotes(doc()->deck()).isEmpty());
        doc()->editTile(window().currentTile(), TileEdit::setFieldCities(t, field, {}),
                        QStringLiteral("untick"));
        QVERIFY(doc()->isPlayable()); // a note, not a problem
        QCOMPARE(window().problemList()->noteCount(), 1);
        QVERIFY(window().problemList()->summary().contains(QStringLiteral("Notes")));
        QVERIFY(window().problemList()->list()->item(0)->text().contains(QStringLiteral("D")));
    }

    // Defect 6.
    void aChangeOnDiskIsOfferedForReloading()
    {
        const QString file = path("watched.json");
        QVERIFY(window().saveFile(file));
        Deck changed = doc()->deck();
        changed.tiles[0].count += 1;
        QString error;
        QVERIFY(saveDeck(changed, file, &error));
        auto* box = waitForBox<QMessageBox>("deckChangedOnDisk");
        QVERIFY(box);
        box->buttons().constFirst()->click(); // Reload
        QTRY_COMPARE(doc()->deck().tiles[0].count, changed.tiles[0].count);
    }

    void saveAsksBeforeWritingOverAnOutsideChange()
    {
        const QString file = path("outside.json");
        QVERIFY(window().saveFile(file));
        Deck changed = doc()->deck();
        changed.tiles[0].count += 2;
        QString error;
        QVERIFY(saveDeck(changed, file, &error));
        QVERIFY(window().files()->changedOnDisk());
        // Refuse: the other program's change survives.
        QTimer::singleShot(0, this, [this] {
            auto* box = window().findChild<QMessageBox*>(QStringLiteral("overwriteQuestion"));
            QVERIFY(box);
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!window().saveFile(file));
        Problems problems;
        const auto bytes = readFileBytes(file, problems);
        QVERIFY(bytes);
        const auto onDisk = parseDeck(*bytes, file, problems);
        QCOMPARE(onDisk->tiles[0].count, changed.tiles[0].count);
    }

    // Defect 7.
    void loadErrorsAreInTheDesignersTerms()
    {
        const QByteArray broken = "{\n  \"format\": \"bastide-deck\",\n  \"tiles\": [ 1, ]\n}";
        const DeckOpenError json = DeckOpenErrors::explain(QStringLiteral("b.json"), &broken, {});
        QVERIFY2(json.text.contains(QStringLiteral("line 3")), qPrintable(json.text));
        QVERIFY(json.text.contains(QStringLiteral("column")));

        QFile game(path("game.json"));
        QVERIFY(game.open(QIODevice::WriteOnly));
        game.write(R"({"format": "bastide-game", "version": 1, "deck": "standard",
                      "players": [], "moves": []})");
        game.close();
        QSignalSpy wantsGame(&window(), &DeckEditorWindow::openGameRequested);
        QVERIFY(!window().openFile(game.fileName()));
        auto* box = waitForBox<QMessageBox>("savedGameQuestion");
        QVERIFY(box->text().contains(QStringLiteral("saved game")));
        box->button(QMessageBox::Open)->click();
        QTRY_COMPARE(wantsGame.count(), 1);

        Deck big = standardDeck();
        QJsonObject o = deckToJson(big);
        QJsonArray tiles = o.value(QStringLiteral("tiles")).toArray();
        QJsonObject first = tiles[0].toObject();
        first.insert(QStringLiteral("count"), 10000);
        tiles[0] = first;
        o.insert(QStringLiteral("tiles"), tiles);
        QFile many(path("many.json"));
        QVERIFY(many.open(QIODevice::WriteOnly));
        many.write(QJsonDocument(o).toJson());
        many.close();
        QString error;
        QVERIFY(!doc()->open(many.fileName(), &error));
        QVERIFY2(error.contains(QStringLiteral("from 1 to 1000")), qPrintable(error));
    }

    // Defect 8.
    void f1OpensHelpWithTheEditorsShortcuts()
    {
        QAction* help = window().action(QStringLiteral("help"));
        QCOMPARE(help->shortcut(), QKeySequence(Qt::Key_F1));
        window().action(QStringLiteral("shortcuts"))->trigger();
        auto* dialog = waitForBox<EditorHelpDialog>("editorHelp");
        QTableWidget* table = dialog->shortcutTable();
        QStringList commands;
        for (int row = 0; row < table->rowCount(); ++row)
            commands << table->item(row, 0)->text();
        QVERIFY(commands.contains(QStringLiteral("Print and Play (PDF)…")));
        QVERIFY(commands.contains(QStringLiteral("Mirror Tile")));
        QVERIFY(commands.contains(QStringLiteral("Deck Editor Help")));
    }

    void aNewEditorReopensTheLastDeckEdited()
    {
        const QString file = path("last.json");
        doc()->editTile(
            0,
            [&] {
                TileType t = doc()->tile(0);
                t.count = 7;
                return t;
            }(),
            QStringLiteral("seven"));
        QVERIFY(window().saveFile(file));
        QCOMPARE(DeckFiles::recentFiles().value(0), QFileInfo(file).absoluteFilePath());
        DeckEditorWindow again;
        QCOMPARE(again.document()->filePath(), QFileInfo(file).absoluteFilePath());
        QCOMPARE(again.document()->tile(0).count, 7);
    }

    // Defect 11.
    void aFilterThatHidesEveryTileSaysSo()
    {
        QVERIFY(window().newDeck(false)); // one base tile, no river
        auto* filter = window().tileList()->findChild<QComboBox*>();
        filter->setCurrentIndex(2); // River
        QTRY_COMPARE(window().currentTile(), -1);
        QVERIFY2(window().canvas()->hint().contains(QStringLiteral("hides every tile")),
                 qPrintable(window().canvas()->hint()));
    }

    void turnAndMirrorAreUndoneAndRedone()
    {
        selectTile("D");
        const TileType before = current();
        window().action(QStringLiteral("rotateTile"))->trigger();
        const TileType turned = current();
        QCOMPARE(turned.edgeTerrain(1), before.edgeTerrain(0));
        QCOMPARE(doc()->undoStack()->undoText(), QStringLiteral("Turn clockwise (tile D)"));
        window().action(QStringLiteral("mirrorTile"))->trigger();
        QVERIFY(validateTile(current(), 0).empty());
        QCOMPARE(current().edgeTerrain(3), turned.edgeTerrain(1));
        QCOMPARE(doc()->undoStack()->undoText(), QStringLiteral("Mirror (tile D)"));
        doc()->undoStack()->undo();
        QVERIFY(current() == turned);
        doc()->undoStack()->undo();
        QVERIFY(current() == before);
        doc()->undoStack()->redo();
        QVERIFY(current() == turned);
    }

    void mirroringKeepsEveryStandardTileValid()
    {
        for (const TileType& t : standardDeck().tiles) {
            const TileType m = TileEdit::mirror(t);
            QVERIFY2(validateTile(m, 0).empty(), qPrintable(t.id));
            QVERIFY(TileEdit::mirror(m) == t);
            QCOMPARE(m.edgeTerrain(1), t.edgeTerrain(3));
            QVERIFY(TileEdit::rotate(TileEdit::rotate(t, 1), -1) == t);
        }
    }

    void aTileCopiesAsJsonAndPastesIntoAnotherDeck()
    {
        selectTile("D");
        const TileType d = current();
        window().action(QStringLiteral("copyTile"))->trigger();
        const QString text = QGuiApplication::clipboard()->text();
        QVERIFY(text.contains(QStringLiteral("\"features\"")));
        QVERIFY(window().newDeck(false));
        const int before = doc()->tileCount();
        window().action(QStringLiteral("pasteTile"))->trigger();
        QCOMPARE(doc()->tileCount(), before + 1);
        QVERIFY(current().features == d.features);
        QCOMPARE(current().id, QStringLiteral("D"));
        QCOMPARE(doc()->undoStack()->undoText(), QStringLiteral("Paste tile D"));
        doc()->undoStack()->undo();
        QCOMPARE(doc()->tileCount(), before);
        doc()->undoStack()->redo();
        QCOMPARE(doc()->tileCount(), before + 1);
        // Pasted again, it takes an id of its own.
        window().action(QStringLiteral("pasteTile"))->trigger();
        QCOMPARE(current().id, QStringLiteral("D-2"));
        QString error;
        QVERIFY(TileCommands::tilesFromText(QStringLiteral("hello"), &error).empty());
        QVERIFY(!error.isEmpty());
    }

    void recentFilesAndHistoryAreThere()
    {
        const QString file = path("recent.json");
        QVERIFY(window().saveFile(file));
        QMenu* recent = window().findChild<QMenu*>(QStringLiteral("recentMenu"));
        QVERIFY(recent);
        emit recent->aboutToShow();
        QCOMPARE(recent->actions().constFirst()->text(), QStringLiteral("recent.json"));
        selectTile("D");
        window().action(QStringLiteral("rotateTile"))->trigger();
        QCOMPARE(window().history()->stack(), doc()->undoStack());
        QCOMPARE(window().history()->model()->rowCount(), 2); // the deck as opened, the turn
    }

    void namesInAnyLanguageAreUndone()
    {
        selectTile("D");
        auto* names = window().tileProperties()->findChild<LanguageNamesEditor*>();
        QVERIFY(names);
        QString error;
        QVERIFY(!names->addLanguage(QStringLiteral("German"), &error));
        QVERIFY(!error.isEmpty());
        QLineEdit* russian = names->field(QStringLiteral("ru"));
        QLineEdit* ukrainian = names->field(QStringLiteral("uk"));
        QVERIFY(names->addLanguage(QStringLiteral("pt_BR"), &error));
        QLineEdit* field = names->field(QStringLiteral("pt_BR"));
        QVERIFY(field);
        // The rows already there are kept (not rebuilt and watched again), the new one sits
        // in the order of the codes.
        QCOMPARE(names->field(QStringLiteral("ru")), russian);
        QCOMPARE(names->field(QStringLiteral("uk")), ukrainian);
        QCOMPARE(names->languages(), QStringList({QStringLiteral("pt_BR"), QStringLiteral("ru"),
                                                  QStringLiteral("uk")}));
        QTRY_VERIFY(field->mapTo(names, QPoint()).y() < russian->mapTo(names, QPoint()).y());
        field->setFocus();
        QTest::keyClicks(field, QStringLiteral("Estrada"));
        QCOMPARE(current().name.value(QStringLiteral("pt_BR")), QStringLiteral("Estrada"));
        QVERIFY(doc()->isPlayable());
        doc()->undoStack()->undo();
        QVERIFY(!current().name.contains(QStringLiteral("pt_BR")));
        doc()->undoStack()->redo();
        QCOMPARE(current().name.value(QStringLiteral("pt_BR")), QStringLiteral("Estrada"));
    }

    // Imported art: the features' zones over the picture, to check it lines up.
    void featureZonesShowOverImportedArt()
    {
        selectTile("E"); // a city cap on the north edge, a field below
        auto* zones = window().findChild<QCheckBox*>(QStringLiteral("showZones"));
        QVERIFY(zones);
        QVERIFY(!zones->isVisibleTo(&window())); // only for a tile with its own picture
        QImage image(64, 64, QImage::Format_RGB32);
        image.fill(QColor(128, 128, 128));
        const QString file = path("grey.jpg");
        QVERIFY(image.save(file, "JPEG"));
        QString error;
        QVERIFY2(window().tileProperties()->importArt(file, &error), qPrintable(error));
        QVERIFY(current().art.contains(QStringLiteral("data:image/jpeg;base64,")));
        QVERIFY(zones->isVisibleTo(&window()));
        TileCanvas* canvas = window().canvas();
        const QRectF r = canvas->tileRect();
        const QPoint city = (r.topLeft() + QPointF(r.width() / 2, r.height() * 0.12)).toPoint();
        const QPoint field = (r.topLeft() + QPointF(r.width() * 0.3, r.height() * 0.8)).toPoint();
        const auto colour = [&](QPoint at) { return canvas->grab().toImage().pixelColor(at); };
        const QColor plainCity = colour(city), plainField = colour(field);
        QVERIFY2(qAbs(plainCity.red() - plainCity.blue()) < 12, qPrintable(plainCity.name()));
        zones->setChecked(true);
        QVERIFY(canvas->zonesShown());
        // Grey art tinted by each zone's colour: the city and the field differ now.
        const QColor tintedCity = colour(city), tintedField = colour(field);
        QVERIFY2(tintedCity != plainCity, qPrintable(tintedCity.name()));
        QVERIFY2(tintedField != plainField, qPrintable(tintedField.name()));
        QVERIFY(tintedCity != tintedField);
        QVERIFY(tintedField.green() > tintedField.blue() + 10); // fields are green
        // Drawn from the features, there is nothing to line up: no zones then.
        canvas->setShowGeneratedArt(true);
        QVERIFY(!canvas->zonesShown());
        canvas->setShowGeneratedArt(false);
        zones->setChecked(false);
        QVERIFY(!canvas->zonesShown());
        QCOMPARE(colour(city), plainCity);
    }

    // Every kind of edit issue 20 added is undone and redone, back to the same tile.
    void everyNewEditIsUndoneAndRedone()
    {
        QImage image(32, 32, QImage::Format_RGB32);
        image.fill(QColor(30, 90, 200));
        const QString png = path("blue.png"), jpeg = path("blue.jpg");
        QVERIFY(image.save(png) && image.save(jpeg, "JPEG"));
        auto* names = window().tileProperties()->findChild<LanguageNamesEditor*>();
        auto* remove = [&]() -> QAbstractButton* {
            for (auto* b : window().tileProperties()->findChildren<QAbstractButton*>()) {
                if (b->text() == QStringLiteral("Remove"))
                    return b;
            }
            return nullptr;
        }();
        QVERIFY(remove);
        struct Step
        {
            const char* what;
            std::function<void()> edit;
        };
        QString error;
        const std::vector<Step> steps = {
            {"turn clockwise", [&] { window().action(QStringLiteral("rotateTile"))->trigger(); }},
            {"turn back", [&] { window().action(QStringLiteral("rotateTileBack"))->trigger(); }},
            {"mirror", [&] { window().action(QStringLiteral("mirrorTile"))->trigger(); }},
            {"import PNG", [&] { QVERIFY(window().tileProperties()->importArt(png, &error)); }},
            {"import JPEG", [&] { QVERIFY(window().tileProperties()->importArt(jpeg, &error)); }},
            {"remove the picture", [&] { remove->click(); }},
            {"a name in another language",
             [&] {
                 QVERIFY(names->addLanguage(QStringLiteral("de"), &error));
                 QLineEdit* field = names->field(QStringLiteral("de"));
                 field->setFocus();
                 QTest::keyClicks(field, QStringLiteral("Stadt"));
                 QTest::keyClick(field, Qt::Key_Return);
             }},
            {"paste", [&] {
                 window().action(QStringLiteral("copyTile"))->trigger();
                 window().action(QStringLiteral("pasteTile"))->trigger();
             }}};
        selectTile("J"); // a city edge and a road curving right: turns and mirrors show
        for (const Step& step : steps) {
            const Deck before = doc()->deck();
            const int index = doc()->undoStack()->index();
            step.edit();
            QVERIFY2(doc()->undoStack()->index() == index + 1, step.what);
            const Deck after = doc()->deck();
            QVERIFY2(!(after.tiles == before.tiles), step.what);
            doc()->undoStack()->undo();
            QVERIFY2(doc()->deck().tiles == before.tiles, step.what);
            doc()->undoStack()->redo();
            QVERIFY2(doc()->deck().tiles == after.tiles, step.what);
        }
    }

    void pngArtIsEmbeddedAsSvgAndUndone()
    {
        selectTile("D");
        QImage image(64, 64, QImage::Format_RGB32);
        image.fill(QColor(200, 30, 30));
        const QString file = path("art.png");
        QVERIFY(image.save(file));
        QString error;
        QVERIFY2(window().tileProperties()->importArt(file, &error), qPrintable(error));
        QVERIFY(current().art.contains(QStringLiteral("data:image/png;base64,")));
        QSvgRenderer renderer(current().art.toUtf8());
        QVERIFY(renderer.isValid());
        QImage shown(32, 32, QImage::Format_ARGB32);
        shown.fill(Qt::transparent);
        QPainter p(&shown);
        renderer.render(&p);
        p.end();
        const QColor middle = shown.pixelColor(16, 16);
        QVERIFY2(middle.red() > 150 && middle.green() < 80, qPrintable(middle.name()));
        // The deck keeps it through a save and a reload.
        Deck deck = doc()->deck();
        Problems problems;
        QVERIFY(parseDeck(writeDeck(deck), QStringLiteral("x"), problems));
        doc()->undoStack()->undo();
        QVERIFY(current().art.isEmpty());
        // Turning the tile turns its picture: the red stays red.
        doc()->undoStack()->redo();
        window().action(QStringLiteral("rotateTile"))->trigger();
        QVERIFY(QSvgRenderer(current().art.toUtf8()).isValid());
        QVERIFY(current().art.contains(QStringLiteral("rotate(90")));
    }

    // Issue 38 from here on.
    void ctrlZReachesTheDeckOnceTheFieldHasNoUndoLeft()
    {
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        selectTile("D");
        // An edit of the deck before: the count.
        TileType t = current();
        t.count = 5;
        doc()->editTile(window().currentTile(), t, QStringLiteral("Count"));
        QLineEdit* name = englishName();
        const QString before = name->text();
        name->setFocus();
        QTRY_VERIFY(name->hasFocus());
        QTest::keyClick(name, Qt::Key_End);
        QTest::keyClicks(name, QStringLiteral("x"));
        QCOMPARE(current().name.value(QStringLiteral("en")), before + QStringLiteral("x"));
        // The field's own undo takes the letter back ...
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(name->text(), before);
        QCOMPARE(current().count, 5);
        // ... and, with nothing of its own left to undo, Ctrl+Z undoes the deck at once,
        // the focus still in the field.
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(name->hasFocus());
        QCOMPARE(current().count, standardDeck().tiles[std::size_t(window().currentTile())].count);
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(current().count, 5);
    }

    void tabGoesThroughTheFeaturesAndAddedLanguagesInOrder()
    {
        selectTile("D");
        auto* names = window().tileProperties()->findChild<LanguageNamesEditor*>();
        QString error;
        QVERIFY(names->addLanguage(QStringLiteral("de"), &error));
        auto* features = window().findChild<FeatureListPanel*>();
        QVERIFY(features);
        QTRY_VERIFY(names->field(QStringLiteral("de"))->isVisible()); // shown once laid out
        // The chain of Tab stops from the tile's id onwards.
        QList<QWidget*> chain;
        QWidget* w = idField();
        for (int i = 0; i < 400 && (i == 0 || w != idField()); ++i) { // once round
            if (w->isVisibleTo(&window()) && w->isEnabled() &&
                (w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && !w->focusProxy())
                chain << w;
            w = w->nextInFocusChain();
        }
        const auto at = [&](QWidget* x) { return chain.indexOf(x); };
        QLineEdit* german = names->field(QStringLiteral("de"));
        QVERIFY(at(german) > at(englishName()));
        QVERIFY(at(german) < at(names->field(QStringLiteral("ru"))));
        QVERIFY(at(names->removeButton(QStringLiteral("de"))) == at(german) + 1);
        auto* count = window().tileProperties()->findChild<QSpinBox*>();
        QVERIFY(at(names->field(QStringLiteral("uk"))) < at(count));
        // The feature rows' boxes come after the tile's properties and before the deck's.
        QList<QWidget*> rowStops;
        for (QWidget* c : chain) {
            if (features->isAncestorOf(c))
                rowStops << c;
        }
        QVERIFY(!rowStops.isEmpty());
        QVERIFY(at(rowStops.first()) > at(count));
        for (qsizetype i = 1; i < rowStops.size(); ++i)
            QCOMPARE(at(rowStops[i]), at(rowStops[i - 1]) + 1);
        auto* deckName = window().findChild<DeckPropertiesPanel*>()->findChild<QLineEdit*>();
        QVERIFY(at(deckName) > at(rowStops.last()));
        // A new tile's rows take the same place: the first stop after the copies' box that
        // is not the tile's own is a row's.
        selectTile("K");
        const auto firstAfter = [&]() -> QWidget* {
            QWidget* c = count->nextInFocusChain();
            for (int i = 0; i < 400 && c != count; ++i, c = c->nextInFocusChain()) {
                if (c->isVisibleTo(&window()) && c->isEnabled() && !c->focusProxy() &&
                    (c->focusPolicy() & Qt::TabFocus) == Qt::TabFocus &&
                    !window().tileProperties()->isAncestorOf(c))
                    return c;
            }
            return nullptr;
        };
        QTRY_VERIFY(firstAfter() && features->isAncestorOf(firstAfter()));
    }

    void aLanguageAddedIsRemovedAgainAsOneUndoStep()
    {
        selectTile("D");
        auto* names = window().tileProperties()->findChild<LanguageNamesEditor*>();
        QString error;
        QVERIFY(names->addLanguage(QStringLiteral("de"), &error));
        QLineEdit* field = names->field(QStringLiteral("de"));
        field->setFocus();
        QTest::keyClicks(field, QStringLiteral("Stadt"));
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(current().name.value(QStringLiteral("de")), QStringLiteral("Stadt"));
        QVERIFY(!names->removeButton(QStringLiteral("ru"))); // the game's languages stay
        QAbstractButton* remove = names->removeButton(QStringLiteral("de"));
        QVERIFY(remove);
        remove->click();
        QVERIFY(!current().name.contains(QStringLiteral("de")));
        QTRY_VERIFY(!names->field(QStringLiteral("de")));
        QVERIFY2(doc()->undoStack()->undoText().contains(QStringLiteral("(tile D)")),
                 qPrintable(doc()->undoStack()->undoText()));
        doc()->undoStack()->undo();
        QCOMPARE(current().name.value(QStringLiteral("de")), QStringLiteral("Stadt"));
        QVERIFY(names->field(QStringLiteral("de")));
    }

    void undoAndRedoSelectTheTileTheyChange()
    {
        selectTile("K");
        TileType k = current();
        k.count = 9;
        doc()->editTile(window().currentTile(), k, QStringLiteral("Change number of copies"));
        // The History names the tile.
        auto* history = window().history();
        QVERIFY(history);
        QCOMPARE(doc()->undoStack()->text(doc()->undoStack()->count() - 1),
                 QStringLiteral("Change number of copies (tile K)"));
        selectTile("A");
        // The list shows another group only: undo shows the tile all the same.
        window().tileList()->setFilterGroup(QStringLiteral("river"));
        doc()->undoStack()->undo();
        QCOMPARE(current().id, QStringLiteral("K"));
        QCOMPARE(current().count, standardDeck().tiles[std::size_t(window().currentTile())].count);
        selectTile("A");
        doc()->undoStack()->redo();
        QCOMPARE(current().id, QStringLiteral("K"));
        // Deleting a tile and undoing brings it back into view.
        window().action(QStringLiteral("deleteTile"))->trigger();
        selectTile("A");
        doc()->undoStack()->undo();
        QCOMPARE(current().id, QStringLiteral("K"));
    }

    void aMovedOrDeletedFileIsSaidAndSavedAgain()
    {
        const QString file = path("gone.json");
        QVERIFY(window().saveFile(file));
        QVERIFY(!doc()->isModified());
        QVERIFY(QFile::remove(file));
        auto* box = waitForBox<QMessageBox>("deckGoneFromDisk");
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("gone.json")), qPrintable(box->text()));
        // What is open is now the only copy: closing would ask.
        QVERIFY(doc()->isModified());
        QPushButton* again = nullptr;
        for (QAbstractButton* b : box->buttons()) {
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                again = qobject_cast<QPushButton*>(b);
        }
        QVERIFY(again);
        again->click();
        QTRY_VERIFY(QFile::exists(file));
        QVERIFY(!doc()->isModified());
        // Moved away: said too, naming the file.
        QVERIFY(QFile::rename(file, path("elsewhere.json")));
        box = waitForBox<QMessageBox>("deckGoneFromDisk");
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("gone.json")));
        box->close();
    }

    void aProblemWithAPlainMendOffersIt()
    {
        selectTile("D");
        TileType d = current();
        d.start = false;
        doc()->editTile(window().currentTile(), d, QStringLiteral("Unmark"));
        ProblemListPanel* problems = window().problemList();
        QListWidget* list = problems->list();
        int row = -1;
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->text().contains(QStringLiteral("start tile")))
                row = i;
        }
        QVERIFY(row >= 0);
        QVERIFY(!problems->fixButton()->isVisibleTo(problems));
        list->setCurrentRow(row);
        QVERIFY(problems->fixButton()->isVisibleTo(problems));
        // The tile in hand is the one offered.
        QVERIFY2(problems->fixButton()->text().contains(QStringLiteral("tile D")),
                 qPrintable(problems->fixButton()->text()));
        problems->fixButton()->click();
        QVERIFY(doc()->isPlayable());
        QVERIFY(current().start);
        doc()->undoStack()->undo();
        QVERIFY(!doc()->isPlayable());
    }

    void statisticsCountTheSetsTickedInPlay()
    {
        StatisticsPanel* stats = window().statistics();
        QCheckBox* inns = stats->setBox(QStringLiteral("inns-cathedrals"));
        QVERIFY(inns);
        QVERIFY(inns->isChecked());
        // Shown as written, not with "C" as a shortcut letter.
        QCOMPARE(inns->text(), QStringLiteral("Inns && Cathedrals"));
        QVERIFY2(stats->contentsText().contains(QStringLiteral("Inns &amp; Cathedrals")),
                 qPrintable(stats->contentsText()));
        inns->setChecked(false);
        QVERIFY(!window()
                     .playSets()
                     ->chosen(doc()->deck())
                     .contains(QStringLiteral("inns-cathedrals")));
        QVERIFY(!stats->contentsText().contains(QStringLiteral("base game and Inns")));
        QVERIFY(!stats->setBox(QStringLiteral("river")));
    }

    void nonSquarePicturesAreCroppedOrFittedNeverStretched()
    {
        // 200 × 100: red on the left half, blue on the right.
        QImage wide(200, 100, QImage::Format_RGB32);
        wide.fill(QColor(200, 30, 30));
        QPainter p(&wide);
        p.fillRect(100, 0, 100, 100, QColor(30, 30, 200));
        p.end();
        const QString file = path("wide.png");
        QVERIFY(wide.save(file));
        QVERIFY(!PictureImporter::isSquare(file));
        auto shown = [](const QString& art) {
            QImage image(100, 100, QImage::Format_ARGB32);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            QSvgRenderer(art.toUtf8()).render(&painter, QRectF(0, 0, 100, 100));
            return image;
        };
        QString error;
        const auto cropped = PictureImporter::read(file, PictureFit::Crop, &error);
        QVERIFY2(cropped, qPrintable(error));
        QCOMPARE(QSvgRenderer(cropped->toUtf8()).viewBoxF().size(), QSizeF(100, 100));
        QImage c = shown(*cropped);
        // The middle kept: red at the left edge, blue at the right, the split in the middle.
        QVERIFY(c.pixelColor(5, 50).red() > 150);
        QVERIFY(c.pixelColor(95, 50).blue() > 150);
        const auto fitted = PictureImporter::read(file, PictureFit::Fit, &error);
        QVERIFY(fitted);
        QImage f = shown(*fitted);
        // Whole and not stretched: the split in the middle, the picture a band across it,
        // and the margins filled, not left empty.
        QVERIFY(f.pixelColor(25, 50).red() > 150);
        QVERIFY(f.pixelColor(75, 50).blue() > 150);
        QVERIFY(f.pixelColor(50, 5).alpha() == 255);

        // An SVG of another shape, too.
        const QString svgFile = path("tall.svg");
        QFile svg(svgFile);
        QVERIFY(svg.open(QIODevice::WriteOnly));
        svg.write("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 50 100' width='50' "
                  "height='100'><rect width='50' height='50' fill='rgb(200,30,30)'/>"
                  "<rect y='50' width='50' height='50' fill='rgb(30,30,200)'/></svg>");
        svg.close();
        const auto tall = PictureImporter::read(svgFile, PictureFit::Crop, &error);
        QVERIFY(tall);
        QCOMPARE(QSvgRenderer(tall->toUtf8()).viewBoxF(), QRectF(0, 25, 50, 50));
        const auto whole = PictureImporter::read(svgFile, PictureFit::Fit, &error);
        QCOMPARE(QSvgRenderer(whole->toUtf8()).viewBoxF(), QRectF(-25, 0, 100, 100));
    }

    void manyPicturesGoToTheTilesTheyAreNamedAfter()
    {
        QImage image(40, 40, QImage::Format_RGB32);
        image.fill(QColor(30, 150, 30));
        const QStringList files{path("K.png"), path("d.png"), path("nobody.png")};
        for (const QString& f : files)
            QVERIFY(image.save(f));
        const int steps = doc()->undoStack()->count();
        const PictureImporter::Report report =
            PictureImporter::importFiles(doc(), files, PictureFit::Crop);
        QCOMPARE(report.tiles, (QStringList{QStringLiteral("K"), QStringLiteral("D")}));
        QCOMPARE(report.unmatched, QStringList{QStringLiteral("nobody.png")});
        QCOMPARE(doc()->undoStack()->count(), steps + 1);
        QVERIFY(!doc()->tile(doc()->deck().indexOf(QStringLiteral("K"))).art.isEmpty());
        QVERIFY(!doc()->tile(doc()->deck().indexOf(QStringLiteral("D"))).art.isEmpty());
        doc()->undoStack()->undo();
        QVERIFY(doc()->tile(doc()->deck().indexOf(QStringLiteral("K"))).art.isEmpty());
    }

    void theDrawingTemplateShowsTheSlotsAndItsGuidesStayOut()
    {
        selectTile("D");
        const QString svg = DrawingTemplate::svg(&current());
        QVERIFY(QSvgRenderer(svg.toUtf8()).isValid());
        for (const char* slot : {"N0", "N1", "N2", "E0", "S1", "W2"})
            QVERIFY2(svg.contains(QStringLiteral(">%1</text>").arg(QLatin1String(slot))), slot);
        QVERIFY(svg.contains(QStringLiteral("data:image/png;base64,"))); // the tile, faintly
        // Drawn on and imported: the guides and the faint tile are left out.
        QString drawn = svg;
        drawn.replace(QStringLiteral("<g id=\"drawing\">\n</g>"),
                      QStringLiteral("<g id=\"drawing\"><circle cx=\"300\" cy=\"300\" "
                                     "r=\"100\" fill=\"green\"/></g>"));
        const QString file = path("drawn.svg");
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(drawn.toUtf8());
        out.close();
        QString error;
        QVERIFY2(window().tileProperties()->importArt(file, &error), qPrintable(error));
        QVERIFY(current().art.contains(QStringLiteral("<circle")));
        QVERIFY(!current().art.contains(QStringLiteral(">N0</text>")));
        QVERIFY(!current().art.contains(QStringLiteral("data:image/png")));
        QVERIFY(QSvgRenderer(current().art.toUtf8()).isValid());
    }
    void theIdSaysWhatItLeftOutAndKeepsSayingIt()
    {
        // Issue 38: "my tile" became "mytile" with no word, for the letters after the space
        // wiped out the note.
        selectTile("D");
        auto* note = window().tileProperties()->findChild<QLabel*>(QStringLiteral("inputNote"));
        QLineEdit* id = idField();
        id->setFocus();
        id->selectAll();
        QTest::keyClicks(id, QStringLiteral("my tile"));
        QCOMPARE(current().id, QStringLiteral("mytile"));
        QVERIFY(note->isVisibleTo(window().tileProperties()));
        QVERIFY2(note->text().contains(QStringLiteral("space")), qPrintable(note->text()));
        QTest::keyClick(id, Qt::Key_Tab);
        QVERIFY(note->isVisibleTo(window().tileProperties()));
        id->setFocus();
        id->selectAll();
        QTest::keyClicks(id, QStringLiteral("K+"));
        QVERIFY2(note->text().contains(QStringLiteral("“+”")), qPrintable(note->text()));
        QTest::keyClicks(id, QStringLiteral("ABCDEFGHIJKLMNOPQ"));
        QCOMPARE(id->text().size(), 16);
        QVERIFY2(note->text().contains(QStringLiteral("at most 16")), qPrintable(note->text()));
        // Another tile starts afresh.
        selectTile("E");
        QVERIFY(!note->isVisibleTo(window().tileProperties()));
    }
};

QTEST_MAIN(tst_EditorFeatures)
#include "tst_editorfeatures.moc"
