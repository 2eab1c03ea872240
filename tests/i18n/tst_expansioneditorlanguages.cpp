// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The deck editor's expansion tools in each language (issue 17): the editor at 1366×768 with
// a city of trade goods selected, the statistics by group and Play This Deck, saved to
// <language>/ (with BASTIDE_SCREENSHOTS=DIR) and checked for cut texts (also with every word 40%
// longer); and the new rules' problems in the problem list in the language chosen.

#include "../app/apptestutil.h"
#include "app/theme.h"
#include "app/translations.h"
#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"
#include "editor/deckfiles.h"
#include "editor/messagetranslation.h"
#include "editor/playgroupsdialog.h"
#include "editor/problemlistpanel.h"
#include "editor/statisticspanel.h"
#include "editor/tilecanvas.h"
#include "editor/tilelistpanel.h"
#include "engine/deckvalidator.h"
#include "engine/messages.h"
#include "layoutcheck.h"
#include "screenshotsupport.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

namespace {

/** The first tile of the deck with a city of trade goods of more than one kind, or of any. */
int goodsTile(const Deck& deck)
{
    int any = -1;
    for (std::size_t i = 0; i < deck.tiles.size(); ++i) {
        for (const Feature& f : deck.tiles[i].features) {
            const int kinds = (f.goods[0] > 0) + (f.goods[1] > 0) + (f.goods[2] > 0);
            if (kinds > 1)
                return int(i);
            if (kinds == 1 && any < 0)
                any = int(i);
        }
    }
    return any;
}

} // namespace

class tst_ExpansionEditorLanguages : public QObject
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

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        Theme::apply(*qApp);
        DeckFiles::clearRecentFiles();
    }

    void init()
    {
        QFETCH(QString, language);
        m_language = language;
        m_languages.use(language);
    }

    void cleanup() { m_languages.reset(); }

    void theEditorAtLaptopSizesShowsTileNamesAndLabelsWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char* language : {"en", "ru", "uk"}) {
            for (const QSize size : {QSize(1366, 768), QSize(1024, 640)}) {
                QTest::addRow("%s at %dx%d", language, size.width(), size.height())
                    << QString::fromLatin1(language) << size;
            }
        }
    }
    void theEditorAtLaptopSizesShowsTileNamesAndLabelsWhole()
    {
        // Tile names in the list take a second line where they need one, and the name fields'
        // labels (the deck's and the tile's, one wording for both) fit beside their fields.
        QFETCH(QSize, size);
        DeckEditorWindow editor;
        editor.resize(size);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setCurrentTile(editor.document()->deck().indexOf(QStringLiteral("H")));
        settle();
        check(&editor, QStringLiteral("21-deck-editor-%1x%2").arg(size.width()).arg(size.height()));
        auto* list = editor.findChild<TileListPanel*>();
        QVERIFY(list);
        QVERIFY2(list->cutNames().isEmpty(),
                 qPrintable(list->cutNames().join(QStringLiteral(", "))));
        // The window is as small as asked, and the group filter lies inside the list's column.
        QCOMPARE(editor.width(), size.width());
        auto* filter = list->findChild<QComboBox*>(QStringLiteral("groupFilter"));
        QVERIFY(filter);
        QVERIFY(list->rect().contains(QRect(filter->mapTo(list, QPoint()), filter->size())));
        // The tile's name fields, English and the others, start at one place.
        const int left =
            editor.findChild<QLineEdit*>(QStringLiteral("name_en"))->mapTo(&editor, QPoint()).x();
        for (const char* field : {"tileId", "name_ru", "name_uk"}) {
            auto* edit = editor.findChild<QLineEdit*>(QString::fromLatin1(field));
            QVERIFY(edit);
            QCOMPARE(edit->mapTo(&editor, QPoint()).x(), left);
        }
    }

    void theEditorWithAGoodsCityShowsItsTextsWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Russian") << QStringLiteral("ru");
        QTest::newRow("Ukrainian") << QStringLiteral("uk");
        QTest::newRow("words 40% longer") << QStringLiteral("long");
    }
    void theEditorWithAGoodsCityShowsItsTextsWhole()
    {
        DeckEditorWindow editor;
        editor.resize(1366, 768);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const int tile = goodsTile(editor.document()->deck());
        QVERIFY(tile >= 0);
        editor.setCurrentTile(tile);
        editor.action(QStringLiteral("tool.wine"))->trigger();
        // The mouse over the city, so the hint names it too.
        const TileType& t = editor.document()->tile(tile);
        for (int slot = 0; slot < SlotCount; ++slot) {
            const int f = t.featureAt(slot);
            if (f >= 0 && t.features[std::size_t(f)].hasGoods()) {
                QTest::mouseMove(editor.canvas(), editor.canvas()->slotPoint(slot).toPoint());
                break;
            }
        }
        // The side column (tile, features) is as wide as its rows: nothing cut at its edge.
        QScrollArea* side = nullptr;
        for (QScrollArea* area : editor.findChildren<QScrollArea*>()) {
            if (area->inherits("bastide::EditorSidePanel"))
                side = area;
        }
        QVERIFY(side);
        settle();
        QVERIFY2(side->widget()->width() <= side->viewport()->width() &&
                     side->widget()->minimumSizeHint().width() <= side->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2")
                                .arg(side->widget()->minimumSizeHint().width())
                                .arg(side->viewport()->width())));
        // The feature list in view, with the city's marks.
        side->ensureWidgetVisible(editor.findChild<QLabel*>(QStringLiteral("featureTitle")));
        check(&editor, QStringLiteral("11-deck-editor-goods-city"));
        editor.findChild<QTabWidget*>()->setCurrentIndex(1);
        // The bottom pane raised, and scrolled to the table by group.
        for (QSplitter* splitter : editor.findChildren<QSplitter*>()) {
            if (splitter->orientation() == Qt::Vertical)
                splitter->setSizes({250, 450});
        }
        settle();
        for (QScrollArea* area : editor.statistics()->findChildren<QScrollArea*>()) {
            if (area->isVisible())
                area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum() / 3);
        }
        check(&editor, QStringLiteral("12-deck-editor-statistics-groups"));
        editor.findChild<QTabWidget*>()->setCurrentIndex(0);

        editor.action(QStringLiteral("play"))->trigger();
        auto* dialog = editor.findChild<PlayGroupsDialog*>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        check(dialog, QStringLiteral("13-play-this-deck-groups"));
        dialog->reject();
        editor.document()->undoStack()->clear();
    }

    void theNewRulesProblemsAreListedInTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("inn");
        QTest::addColumn<QString>("tool");
        QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("inn")
                                 << QStringLiteral("Inn");
        QTest::newRow("Russian") << QStringLiteral("ru") << QStringLiteral("трактир")
                                 << QStringLiteral("Трактир");
        QTest::newRow("Ukrainian")
            << QStringLiteral("uk") << QStringLiteral("корчма") << QStringLiteral("Корчма");
    }
    void theNewRulesProblemsAreListedInTheLanguage()
    {
        QFETCH(QString, inn);
        QFETCH(QString, tool);
        DeckEditorWindow editor;
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        DeckDocument* doc = editor.document();
        const int d = doc->deck().indexOf(QStringLiteral("D"));
        TileType t = doc->tile(d);
        t.features[std::size_t(t.featureAt(1))].set(Mark::Inn, true); // an inn in a city
        doc->editTile(d, t, QStringLiteral("Inn in a city"));
        QCOMPARE(int(doc->problems().size()), 1);
        const QString expected = describe(doc->problems().front(), translateMessage);
        QVERIFY2(expected.contains(inn), qPrintable(expected));
        auto* list = editor.problemList()->findChild<QListWidget*>();
        bool shown = false;
        for (int i = 0; i < list->count(); ++i)
            shown = shown || list->item(i)->text().contains(expected);
        QVERIFY2(shown, qPrintable(expected));
        // The tools speak the language too.
        QVERIFY2(editor.action(QStringLiteral("tool.inn"))->text().remove(QLatin1Char('&')) == tool,
                 qPrintable(editor.action(QStringLiteral("tool.inn"))->text()));
        doc->undoStack()->clear();
    }
};

QTEST_MAIN(tst_ExpansionEditorLanguages)
#include "tst_expansioneditorlanguages.moc"
