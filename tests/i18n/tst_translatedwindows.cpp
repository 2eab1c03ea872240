// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Every window in every language at its default size, with nothing cut off (labels, buttons,
// choices, columns, placeholders, chart names, no sideways scrolling in lists): the main
// window mid-game and at the figure step, the new-game dialog, preferences, the tiles left,
// the end of a game with the default player names, the deck editor (also with names in English
// only, so the name fields show their placeholders) and its print dialog. Screenshots of each go to
// <language>/ (with BASTIDE_SCREENSHOTS=DIR). The "long" rows make every word 40% longer, so
// layouts are checked for longer words even before translations arrive.

#include "../app/apptestutil.h"
#include "app/deckeditorlink.h"
#include "app/endgamedialog.h"
#include "app/mainwindow.h"
#include "app/newgamedialog.h"
#include "app/newgamesettings.h"
#include "app/preferencesdialog.h"
#include "app/remainingtilesdialog.h"
#include "app/theme.h"
#include "app/translations.h"
#include "app/windowdialogs.h"
#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"
#include "editor/printexportdialog.h"
#include "layoutcheck.h"
#include "screenshotsupport.h"

#include <QApplication>
#include <QDir>
#include <QScopeGuard>
#include <QTabWidget>

using namespace bastide;
using namespace bastide::test;

class tst_TranslatedWindows : public QObject
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

    void show(QWidget* window)
    {
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
    }

private Q_SLOTS:
    void initTestCase()
    {
        prepareApplication();
        Theme::apply(*qApp);
    }

    void init()
    {
        QFETCH(QString, language);
        m_language = language;
        m_languages.use(language);
    }

    void cleanup() { m_languages.reset(); }

    void everyWindowShowsItsTextsWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Russian") << QStringLiteral("ru");
        QTest::newRow("Ukrainian") << QStringLiteral("uk");
        QTest::newRow("words 40% longer") << QStringLiteral("long");
    }
    void everyWindowShowsItsTextsWhole()
    {
        MainWindow w; // at its default size
        show(&w);
        w.startGame(makeSetup({"human", "greedy", "human", "random"}, 808, true));
        GameSession* s = w.session();
        for (int turn = 0; turn < 16 && !s->game().isFinished(); ++turn) {
            QTRY_VERIFY_WITH_TIMEOUT(s->phase() != GameSession::Phase::ComputerTurn, 20000);
            QVERIFY(s->play(greedyMove(s->game(), std::uint64_t(turn))));
        }
        QTRY_VERIFY_WITH_TIMEOUT(s->phase() == GameSession::Phase::PlaceTile, 20000);
        check(&w, QStringLiteral("01-main-window"));
        {
            // Narrower and back: the log wraps its lines again instead of scrolling sideways.
            const QSize size = w.size();
            w.resize(size.width() * 4 / 5, size.height());
            check(&w, QStringLiteral("01-main-window-narrow"));
            w.resize(size);
            settle();
        }

        if (const auto follower = placementWithFollower(*s)) {
            for (int i = 0; i < 4 && s->rotation() != follower->first.rotation; ++i)
                s->rotate(1);
            QVERIFY(s->layTile(follower->first.cell));
            QVERIFY(s->placeFigure(FigureType::Follower, follower->second));
            check(&w, QStringLiteral("02-figure-step"));
            QVERIFY(s->stepBack());
        }

        {
            NewGameDialog dialog(NewGameSettings::defaults(), &w);
            dialog.addSeat();
            dialog.addSeat();
            show(&dialog);
            check(&dialog, QStringLiteral("03-new-game"));
        }
        {
            PreferencesDialog dialog(&w);
            show(&dialog);
            check(&dialog, QStringLiteral("04-preferences"));
        }
        w.dialogs()->showRemainingTiles();
        QVERIFY(w.dialogs()->remainingTiles());
        QVERIFY(QTest::qWaitForWindowExposed(w.dialogs()->remainingTiles()));
        check(w.dialogs()->remainingTiles(), QStringLiteral("05-tiles-left"));
        w.dialogs()->remainingTiles()->close();

        {
            // The names Bastide gives, in this language: the chart shows them whole.
            auto setup = makeSetup({"human", "greedy", "human", "easy"}, 5);
            setup->players[0].name = NewGameSettings::tr("Player");
            setup->players[1].name = NewGameSettings::tr("Computer");
            setup->players[2].name = NewGameSettings::tr("Player %1").arg(3);
            setup->players[3].name = NewGameSettings::tr("Computer %1").arg(4);
            Game finished(setup, *setup->seed);
            while (!finished.isFinished())
                finished.apply(greedyMove(finished, finished.moves().size()));
            EndGameDialog end(&w);
            end.setGame(finished);
            show(&end);
            check(&end, QStringLiteral("06-end-of-game"));
        }

        DeckEditorWindow* editor = w.deckEditorLink()->open();
        QVERIFY(QTest::qWaitForWindowExposed(editor));
        editor->setCurrentTile(editor->document()->deck().indexOf(QStringLiteral("H")));
        check(editor, QStringLiteral("07-deck-editor"));
        editor->findChild<QTabWidget*>()->setCurrentIndex(1);
        check(editor, QStringLiteral("08-deck-editor-statistics"));
        editor->findChild<QTabWidget*>()->setCurrentIndex(0);
        {
            // A tile and a deck named in English only: the name fields show their
            // placeholders, which must fit too.
            const int h = editor->document()->deck().indexOf(QStringLiteral("H"));
            TileType tile = editor->document()->tile(h);
            tile.name = {{QStringLiteral("en"), tile.name.value(QStringLiteral("en"))}};
            editor->document()->editTile(h, tile, QStringLiteral("English name only"));
            Deck deck = editor->document()->deck();
            deck.name = {{QStringLiteral("en"), QStringLiteral("Mine")}};
            editor->document()->editDeck(deck, QStringLiteral("English name only"));
            editor->setCurrentTile(h);
            check(editor, QStringLiteral("10-deck-editor-english-names"));
        }
        {
            PrintExportDialog dialog(editor->document()->deck(), editor);
            show(&dialog);
            check(&dialog, QStringLiteral("09-print"));
        }
        editor->document()->undoStack()->clear();
        editor->close();
    }
};

QTEST_MAIN(tst_TranslatedWindows)
#include "tst_translatedwindows.moc"
