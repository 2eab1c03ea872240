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
#include "editor/editorhelpdialog.h"
#include "editor/languagenameseditor.h"
#include "editor/problemlistpanel.h"
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
        QCOMPARE(doc()->undoStack()->undoText(), QStringLiteral("Turn tile clockwise"));
        window().action(QStringLiteral("mirrorTile"))->trigger();
        QVERIFY(validateTile(current(), 0).empty());
        QCOMPARE(current().edgeTerrain(3), turned.edgeTerrain(1));
        QCOMPARE(doc()->undoStack()->undoText(), QStringLiteral("Mirror tile"));
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
};

QTEST_MAIN(tst_EditorFeatures)
#include "tst_editorfeatures.moc"
