// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The expansions at the table in each language (issue 17): the new-game dialog with its
// expansion choices and the window at 1366×768 mid-game with both expansions (supply,
// goods, the figure rings of a tile just laid), saved to build/screenshots/<language>/ and
// checked for cut texts (also with every word 40% longer).

#include "../app/apptestutil.h"
#include "app/boardscene.h"
#include "app/gamefiles.h"
#include "app/mainwindow.h"
#include "app/newgamedialog.h"
#include "app/theme.h"
#include "app/translations.h"
#include "layoutcheck.h"
#include "screenshotsupport.h"

#include <QApplication>
#include <QDir>
#include <QTest>

using namespace bastide;
using namespace bastide::test;

class tst_ExpansionPlayLanguages : public QObject
{
    Q_OBJECT

    QString m_language;
    LongWordsTranslator m_longer;

    void check(QWidget* window, const QString& name)
    {
        settle();
        const QStringList cut = cutOffTexts(window);
        QVERIFY(window->grab().save(shotPath(m_language, name)));
        QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("%1 in %2:\n").arg(name, m_language) +
                                           cut.join(QLatin1Char('\n'))));
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
        Translations::setLanguage(language == QLatin1String("long") ? QStringLiteral("en")
                                                                    : language);
        if (language == QLatin1String("long"))
            QCoreApplication::installTranslator(&m_longer);
    }

    void cleanup()
    {
        QCoreApplication::removeTranslator(&m_longer);
        Translations::setLanguage(QStringLiteral("en"));
    }

    void theNewGameDialogShowsTheExpansionsWhole_data() { languages(); }
    void theNewGameDialogShowsTheExpansionsWhole()
    {
        NewGameSettings s = NewGameSettings::defaults();
        s.expansions = {QStringLiteral("inns-cathedrals"), QStringLiteral("traders-builders")};
        NewGameDialog dialog(s);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.height() <= 768);
        check(&dialog, QStringLiteral("14-new-game-expansions"));
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
        for (int turn = 0; turn < 120; ++turn) {
            const Game& game = s->game();
            bool found = false;
            for (const Placement& p : s->legalPlacements()) {
                const FigureOptions o = game.figureOptions(game.currentTile(), p);
                if (turn >= 24 && (o.builder || (o.big & o.followers))) {
                    QVERIFY(s->rotate(p.rotation - s->rotation()));
                    QVERIFY(s->layTile(p.cell));
                    found = true;
                    break;
                }
            }
            if (found)
                break;
            QVERIFY(s->play(greedyMove(game, std::uint64_t(turn))));
        }
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        check(&w, QStringLiteral("15-expansions-figure-choice"));
    }
};

QTEST_MAIN(tst_ExpansionPlayLanguages)
#include "tst_expansionplaylanguages.moc"
