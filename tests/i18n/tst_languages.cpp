// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The language switches at runtime: every open window words itself again at once, from
// the catalogue now loaded. Expected texts are looked up with QCoreApplication::translate,
// and for Russian and Ukrainian must differ from the English source, so these tests pass
// only with the translations in place. Plural forms are checked with their numbers.

#include "../app/apptestutil.h"
#include "app/appsettings.h"
#include "app/endgamedialog.h"
#include "app/gamelogmodel.h"
#include "app/gametexts.h"
#include "app/hintbanner.h"
#include "app/mainwindow.h"
#include "app/newgamedialog.h"
#include "app/preferencesdialog.h"
#include "app/scorepanel.h"
#include "app/scorerow.h"
#include "app/seateditor.h"
#include "app/theme.h"
#include "app/translations.h"
#include "app/turnpanel.h"
#include "app/windowdialogs.h"
#include "editor/deckeditorwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTabWidget>
#include <QToolBar>
#include <QTranslator>

using namespace bastide;
using namespace bastide::test;

namespace {

/** Whether the catalogues of `language` (Bastide's or Qt's own) translate `source`. */
bool catalogueTranslates(const QString& language, const char* context, const char* source, int n)
{
    static std::map<QString, std::pair<std::unique_ptr<QTranslator>, std::unique_ptr<QTranslator>>>
        loaded;
    auto& [bastide, qt] = loaded[language];
    if (!bastide) {
        bastide = std::make_unique<QTranslator>();
        qt = std::make_unique<QTranslator>();
        if (!bastide->load(QStringLiteral(":/i18n/bastide_%1.qm").arg(language)))
            qWarning("no catalogue :/i18n/bastide_%s.qm", qPrintable(language));
        if (!qt->load(QStringLiteral("qtbase_") + language,
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qWarning("no catalogue qtbase_%s", qPrintable(language));
    }
    return !bastide->translate(context, source, nullptr, n).isEmpty() ||
           !qt->translate(context, source, nullptr, n).isEmpty();
}

/** What `source` reads as now, from the catalogue loaded; for Russian and Ukrainian the
 *  catalogue must have it translated, or the test fails here. */
QString expected(const char* context, const char* source, int n = -1)
{
    const QString language = Translations::current();
    if (language != QLatin1String("en") && !catalogueTranslates(language, context, source, n))
        QTest::qFail(
            qPrintable(QStringLiteral("\"%1\" (%2) is not translated into %3")
                           .arg(QString::fromUtf8(source), QString::fromUtf8(context), language)),
            __FILE__, __LINE__);
    return QCoreApplication::translate(context, source, nullptr, n);
}

QLabel* labelWithText(QWidget* root, const QString& text)
{
    const auto labels = root->findChildren<QLabel*>();
    for (QLabel* l : labels) {
        if (l->text() == text)
            return l;
    }
    return nullptr;
}

void languages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Russian") << QStringLiteral("ru");
    QTest::newRow("Ukrainian") << QStringLiteral("uk");
}

} // namespace

class tst_Languages : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow& window()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            qFatal("the window was never shown");
        m_window->startGame(makeSetup({"human", "human", "greedy"}, 11));
        return *m_window;
    }

    /** Lays the tile in hand without a figure: a log line that names no feature. */
    static void playWithoutFigure(GameSession& s)
    {
        const Placement p = legalPlacement(s, s.rotation());
        for (int i = 0; i < 4 && s.rotation() != p.rotation; ++i)
            s.rotate(1);
        QVERIFY(s.layTile(p.cell));
        QVERIFY(s.chooseNoFigure());
        QVERIFY(s.confirm());
    }

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        Theme::apply(*qApp);
    }

    void cleanup()
    {
        m_window.reset();
        Translations::setLanguage(QStringLiteral("en"));
    }

    void theMainWindowSpeaksTheNewLanguageAtOnce_data() { languages(); }
    void theMainWindowSpeaksTheNewLanguageAtOnce()
    {
        QFETCH(QString, language);
        MainWindow& w = window();
        playWithoutFigure(*w.session());
        Translations::setLanguage(language);
        QCOMPARE(Translations::current(), language);

        const char* ctx = "bastide::MainWindow";
        const char* menus = "WindowMenus";
        const char* actions = "bastide::GameActions";
        const char* hints = "bastide::TurnHints";
        // "[*]" is where Qt shows that the moves are not saved to a file yet.
        QCOMPARE(w.windowTitle(), expected(ctx, "Bastide") + QStringLiteral("[*]"));
        QCOMPARE(w.findChild<QMenu*>(QStringLiteral("gameMenu"))->title(),
                 expected(menus, "&Game"));
        QCOMPARE(w.findChild<QMenu*>(QStringLiteral("turnMenu"))->title(),
                 expected(menus, "&Turn"));
        QCOMPARE(w.findChild<QMenu*>(QStringLiteral("viewMenu"))->title(),
                 expected(menus, "&View"));
        QCOMPARE(w.findChild<QMenu*>(QStringLiteral("helpMenu"))->title(),
                 expected(menus, "&Help"));
        QCOMPARE(w.action(QStringLiteral("newGame"))->text(), expected(actions, "&New Game…"));
        QCOMPARE(w.action(QStringLiteral("undo"))->text(), expected(actions, "&Undo Move"));
        QCOMPARE(w.action(QStringLiteral("confirm"))->text(), expected(actions, "&End Turn"));
        QCOMPARE(w.action(QStringLiteral("deckEditor"))->text(),
                 expected(actions, "&Deck Editor…"));
        // Tool tips repeat the action's words with its key.
        QAction* zoomIn = w.action(QStringLiteral("zoomIn"));
        QCOMPARE(zoomIn->toolTip(),
                 expected(menus, "%1 (%2)")
                     .arg(expected(actions, "Zoom &In")
                              .remove(QLatin1Char('&'))
                              .remove(QStringLiteral("…")),
                          zoomIn->shortcut().toString(QKeySequence::NativeText)));

        QCOMPARE(w.turnPanel()->confirmButton()->text(),
                 expected("bastide::TurnPanel", "End turn"));
        QCOMPARE(w.turnPanel()->noFigureButton()->text(),
                 expected("bastide::TurnPanel", "No figure"));
        QVERIFY(labelWithText(
            w.turnPanel(),
            expected("bastide::TurnPanel", "%1's turn").arg(QStringLiteral("Boris"))));

        QVERIFY(labelWithText(w.scorePanel(), expected("bastide::ScorePanel", "SCORES")));
        const int left = w.session()->game().tilesLeft();
        QCOMPARE(w.scorePanel()->tilesLeftText(),
                 expected("bastide::ScorePanel", "%n tile(s) left", left));
        QCOMPARE(w.scorePanel()->row(0)->supplyText(),
                 expected("bastide::ScoreRow", "%1 · abbot")
                     .arg(expected("bastide::ScoreRow", "%n follower(s)", 7)));

        const auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("sideTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(0), expected("bastide::SidePanel", "Game Log"));
        QCOMPARE(tabs->tabText(1), expected("bastide::SidePanel", "Score Chart"));
        QCOMPARE(w.logModel()->index(0).data().toString(),
                 expected("bastide::GameLogModel", "%1. %2")
                     .arg(1)
                     .arg(expected("GameTexts", "%1 laid a tile").arg(QStringLiteral("Anna"))));
        const QString hint = w.banner()->hint();
        QVERIFY2(hint == expected(hints, "%1: place your tile on a gold spot — R to rotate")
                             .arg(QStringLiteral("Boris")) ||
                     hint == expected(hints, "%1: turned this way the tile fits nowhere — press R "
                                             "to rotate it")
                                 .arg(QStringLiteral("Boris")),
                 qPrintable(hint));
        QVERIFY(w.findChild<QLabel*>(QStringLiteral("gameInfo"))
                    ->text()
                    .startsWith(expected("bastide::GameInfoLabel", "standard deck")));
    }

    void switchingBackRestoresEnglish()
    {
        MainWindow& w = window();
        Translations::setLanguage(QStringLiteral("ru"));
        Translations::setLanguage(QStringLiteral("en"));
        QCOMPARE(w.findChild<QMenu*>(QStringLiteral("gameMenu"))->title(), QStringLiteral("&Game"));
        QCOMPARE(w.turnPanel()->confirmButton()->text(), QStringLiteral("End turn"));
        QCOMPARE(w.scorePanel()->tilesLeftText(),
                 QStringLiteral("%1 tiles left").arg(w.session()->game().tilesLeft()));
    }

    void theNewGameDialogSpeaksTheNewLanguageWhileOpen_data() { languages(); }
    void theNewGameDialogSpeaksTheNewLanguageWhileOpen()
    {
        QFETCH(QString, language);
        NewGameDialog dialog(NewGameSettings::defaults());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        Translations::setLanguage(language);
        const char* ctx = "bastide::NewGameDialog";
        QCOMPARE(dialog.windowTitle(), expected(ctx, "New game"));
        QCOMPARE(dialog.startButton()->text(), expected(ctx, "Start game"));
        QCOMPARE(dialog.riverBox()->text(), expected(ctx, "Start with the river"));
        QStringList titles;
        for (QGroupBox* box : dialog.findChildren<QGroupBox*>())
            titles << box->title();
        QVERIFY(titles.contains(expected(ctx, "Players")));
        QVERIFY(titles.contains(expected(ctx, "Rules")));
        QComboBox* kind = dialog.seat(0)->kindBox();
        QCOMPARE(kind->itemText(0), expected("bastide::SeatEditor", "Human"));
        QCOMPARE(
            kind->itemText(kind->count() - 1),
            expected("bastide::SeatEditor", "Computer · %1").arg(expected("GameTexts", "Hard")));
        QCOMPARE(dialog.seat(0)->nameEdit()->placeholderText(),
                 expected("bastide::SeatEditor", "Name"));
        // Qt's own buttons follow too (qtbase_ru, qtbase_uk).
        QPushButton* cancel =
            dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel);
        QCOMPARE(cancel->text().remove(QLatin1Char('&')),
                 expected("QPlatformTheme", "Cancel").remove(QLatin1Char('&')));
    }

    void theDeckEditorSpeaksTheNewLanguageAtOnce_data() { languages(); }
    void theDeckEditorSpeaksTheNewLanguageAtOnce()
    {
        QFETCH(QString, language);
        DeckEditorWindow editor;
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        Translations::setLanguage(language);
        const char* ctx = "bastide::DeckEditorWindow";
        QStringList menus;
        for (QAction* a : editor.menuBar()->actions())
            menus << a->text();
        QCOMPARE(menus, (QStringList{expected(ctx, "&File"), expected(ctx, "&Edit"),
                                     expected(ctx, "&Draw"), expected(ctx, "De&ck"),
                                     expected(ctx, "&Help")}));
        QCOMPARE(editor.action(QStringLiteral("addTile"))->text(), expected(ctx, "&Add Tile"));
        QCOMPARE(editor.action(QStringLiteral("play"))->text(), expected(ctx, "&Play This Deck"));
        QCOMPARE(editor.action(QStringLiteral("tool.city"))->text(), expected(ctx, "&City"));
        QCOMPARE(editor.action(QStringLiteral("undo"))->text(), expected(ctx, "&Undo"));
        auto* tabs = editor.findChild<QTabWidget*>();
        QCOMPARE(tabs->tabText(1), expected("bastide::EditorBottomTabs", "Statistics"));
        QVERIFY(labelWithText(&editor, expected("bastide::TilePropertiesPanel", "Tile")));
        QVERIFY(labelWithText(&editor, expected("bastide::TilePropertiesPanel", "&Copies:")));
        QVERIFY(labelWithText(&editor, expected("bastide::FeatureListPanel", "Features")));
        QVERIFY(labelWithText(&editor, expected("bastide::DeckPropertiesPanel", "Deck")));
        auto* statistics = editor.findChild<QTabWidget*>(QStringLiteral("statisticsPages"));
        QVERIFY(statistics);
        QCOMPARE(statistics->tabText(statistics->count() - 1),
                 expected("bastide::StatisticsPanel", "Test games"));
        QVERIFY(labelWithText(&editor, expected("bastide::TileListPanel", "Tiles")));
        // An edit's name in the undo command follows as well.
        editor.action(QStringLiteral("addTile"))->trigger();
        QVERIFY(editor.action(QStringLiteral("undo"))
                    ->text()
                    .startsWith(expected(ctx, "&Undo %1").section(QLatin1String("%1"), 0, 0)));
    }

    void preferencesOfferEveryLanguageInItsOwnWords()
    {
        MainWindow& w = window();
        PreferencesDialog prefs(&w);
        QComboBox* box = prefs.languageBox();
        QStringList names;
        for (int i = 0; i < box->count(); ++i)
            names << box->itemText(i);
        QCOMPARE(names, (QStringList{QStringLiteral("System default"), QStringLiteral("English"),
                                     QStringLiteral("Русский"), QStringLiteral("Українська")}));
        QCOMPARE(box->currentData().toString(), QString());
    }

    void choosingALanguageInPreferencesSwitchesAndRemembersIt_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QLocale::Language>("locale");
        QTest::newRow("Russian") << QStringLiteral("ru") << QStringLiteral("Русский")
                                 << QLocale::Russian;
        QTest::newRow("Ukrainian")
            << QStringLiteral("uk") << QStringLiteral("Українська") << QLocale::Ukrainian;
    }
    void choosingALanguageInPreferencesSwitchesAndRemembersIt()
    {
        QFETCH(QString, language);
        QFETCH(QString, name);
        QFETCH(QLocale::Language, locale);
        const auto forget = qScopeGuard([] { AppSettings::setLanguage(QString()); });
        MainWindow& w = window();
        w.dialogs()->showPreferences();
        auto* prefs = w.findChild<PreferencesDialog*>();
        QVERIFY(prefs);
        QTRY_VERIFY(prefs->isVisible());
        prefs->languageBox()->setCurrentIndex(prefs->languageBox()->findText(name));
        prefs->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(AppSettings::language(), language);
        QCOMPARE(Translations::current(), language);
        QCOMPARE(QLocale().language(), locale);
        QCOMPARE(w.findChild<QMenu*>(QStringLiteral("gameMenu"))->title(),
                 expected("WindowMenus", "&Game"));
        // The next start follows the saved choice; a language given for the run wins.
        Translations::setLanguage(QStringLiteral("en"));
        Translations::install(*qApp);
        QCOMPARE(Translations::current(), language);
        Translations::install(*qApp, QStringLiteral("en"));
        QCOMPARE(Translations::current(), QStringLiteral("en"));
    }

    void theCataloguesAreCompiledIn()
    {
        for (const char* language : {"en", "ru", "uk"}) {
            QTranslator translator;
            QVERIFY2(translator.load(QStringLiteral(":/i18n/bastide_%1.qm").arg(language)),
                     language);
        }
    }

    void qtsOwnButtonsFollowTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("Russian") << QStringLiteral("ru");
        QTest::newRow("Ukrainian") << QStringLiteral("uk");
    }
    void qtsOwnButtonsFollowTheLanguage()
    {
        QFETCH(QString, language);
        QDialogButtonBox buttons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        Translations::setLanguage(language);
        QString cancel = buttons.button(QDialogButtonBox::Cancel)->text();
        QCOMPARE(cancel, QCoreApplication::translate("QPlatformTheme", "Cancel"));
        QVERIFY2(cancel.remove(QLatin1Char('&')) != QLatin1String("Cancel"), qPrintable(cancel));
    }

    void systemDefaultFollowsTheSystemLocale()
    {
        // The tests run under LC_ALL=C.UTF-8, which Bastide answers in English.
        QCOMPARE(Translations::resolve(QString()), QStringLiteral("en"));
        QCOMPARE(Translations::resolve(QStringLiteral("ru_RU")), QStringLiteral("ru"));
        QCOMPARE(Translations::resolve(QStringLiteral("uk")), QStringLiteral("uk"));
        QCOMPARE(Translations::resolve(QStringLiteral("de")), QStringLiteral("en"));
    }

    void pointsTakeTheRightPluralForm_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("points");
        QTest::addColumn<QString>("words");
        const std::pair<int, const char*> en[] = {
            {1, "1 point"},    {2, "2 points"},   {5, "5 points"},  {11, "11 points"},
            {21, "21 points"}, {22, "22 points"}, {25, "25 points"}};
        const std::pair<int, const char*> ru[] = {
            {1, "1 очко"},   {2, "2 очка"},   {5, "5 очков"},  {11, "11 очков"},
            {21, "21 очко"}, {22, "22 очка"}, {25, "25 очков"}};
        const std::pair<int, const char*> uk[] = {{1, "1 очко"},   {2, "2 очки"},   {5, "5 очок"},
                                                  {11, "11 очок"}, {21, "21 очко"}, {22, "22 очки"},
                                                  {25, "25 очок"}};
        for (const auto& [n, words] : en)
            QTest::addRow("en %d", n) << QStringLiteral("en") << n << QString::fromUtf8(words);
        for (const auto& [n, words] : ru)
            QTest::addRow("ru %d", n) << QStringLiteral("ru") << n << QString::fromUtf8(words);
        for (const auto& [n, words] : uk)
            QTest::addRow("uk %d", n) << QStringLiteral("uk") << n << QString::fromUtf8(words);
    }
    void pointsTakeTheRightPluralForm()
    {
        QFETCH(QString, language);
        QFETCH(int, points);
        QFETCH(QString, words);
        Translations::setLanguage(language);
        // The number stands alone: "21 очко" must not be read out of "121 очко" or "21 очков".
        const QRegularExpression pattern(
            QStringLiteral("(?<!\\d)%1(?!\\w)").arg(QRegularExpression::escape(words)),
            QRegularExpression::UseUnicodePropertiesOption);

        // The game log's score line.
        ScoreEvent road;
        road.kind = FeatureKind::Road;
        road.category = ScoreCategory::Road;
        road.complete = true;
        road.tiles = points;
        road.points = points;
        const QString line =
            GameTexts::scoreLine(road, {QStringLiteral("Anna")}, FarmerScoring::Modern);
        QVERIFY2(line.contains(pattern), qPrintable(line));

        // The score panel's projection.
        ScoreRow row;
        PlayerState state;
        state.supply[std::size_t(FigureType::Abbot)] = 1;
        row.setState(0, points, state,
                     (1u << unsigned(FigureType::Follower)) | (1u << unsigned(FigureType::Abbot)),
                     false);
        const QString projected = row.findChild<QLabel*>(QStringLiteral("projected"))->toolTip();
        QVERIFY2(projected.contains(pattern), qPrintable(projected));
    }

    void numbersAndListsFollowTheLanguage()
    {
        Translations::setLanguage(QStringLiteral("ru"));
        QCOMPARE(QLocale().language(), QLocale::Russian);
        QCOMPARE(GameTexts::nameList({QStringLiteral("Анна"), QStringLiteral("Борис")}),
                 QLocale(QLocale::Russian).createSeparatedList({"Анна", "Борис"}));
        Translations::setLanguage(QStringLiteral("uk"));
        QCOMPARE(QLocale().language(), QLocale::Ukrainian);
        Translations::setLanguage(QStringLiteral("en"));
        QVERIFY(QLocale().language() == QLocale::English || QLocale().language() == QLocale::C);
    }
};

QTEST_MAIN(tst_Languages)
#include "tst_languages.moc"
