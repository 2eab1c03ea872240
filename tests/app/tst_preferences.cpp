// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Preferences as the player sets them: they persist, take effect (animation speed, spots,
// turns that end by themselves, who new games start with), and the window remembers its
// size, place and layout.

#include "app/appsettings.h"
#include "app/boardscene.h"
#include "app/deckeditorlink.h"
#include "app/mainwindow.h"
#include "app/newgamesettings.h"
#include "app/preferencesdialog.h"
#include "app/spotitem.h"
#include "apptestutil.h"
#include "editor/deckdocument.h"
#include "editor/deckeditorwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsItem>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QUndoStack>

using namespace bastide;
using namespace bastide::test;

namespace {

template <typename T> T* child(QWidget& w, const char* name)
{
    return w.findChild<T*>(QString::fromLatin1(name));
}

int visibleSpots(BoardScene* scene)
{
    int n = 0;
    for (QGraphicsItem* item : scene->items())
        n += item->type() == SpotItem::Type && item->isVisible() ? 1 : 0;
    return n;
}

} // namespace

class tst_Preferences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        prepareApplication();
    }

    void init() { QSettings().clear(); }

    void theDefaultsAreTheFamiliarOnes()
    {
        QCOMPARE(AppSettings::animationSpeed(), AppSettings::AnimationSpeed::Normal);
        QVERIFY(AppSettings::showLegalSpots());
        QVERIFY(AppSettings::confirmTurnEnd());
        QCOMPARE(AppSettings::defaultOpponents(), 1);
        QVERIFY(AppSettings::defaultPlayerName().isEmpty());
    }

    void whatTheDialogSavesIsWhatItShowsNextTime()
    {
        {
            PreferencesDialog d;
            child<QCheckBox>(d, "animations")->setChecked(true);
            auto* speed = child<QComboBox>(d, "animationSpeed");
            speed->setCurrentIndex(speed->findData(int(AppSettings::AnimationSpeed::Fast)));
            child<QCheckBox>(d, "legalSpots")->setChecked(false);
            child<QCheckBox>(d, "confirmTurnEnd")->setChecked(false);
            child<QLineEdit>(d, "defaultName")->setText(QStringLiteral("  Olena "));
            child<QSpinBox>(d, "defaultOpponents")->setValue(3);
            auto* kind = child<QComboBox>(d, "defaultOpponentKind");
            kind->setCurrentIndex(kind->findData(QStringLiteral("easy")));
            QVERIFY(kind->currentIndex() > 0);
            d.save();
        }
        QCOMPARE(AppSettings::animationSpeed(), AppSettings::AnimationSpeed::Fast);
        QVERIFY(!AppSettings::showLegalSpots());
        QVERIFY(!AppSettings::confirmTurnEnd());
        QCOMPARE(AppSettings::defaultPlayerName(), QStringLiteral("Olena"));
        QCOMPARE(AppSettings::defaultOpponents(), 3);
        QCOMPARE(AppSettings::defaultLevel(), QStringLiteral("easy"));

        PreferencesDialog again;
        QCOMPARE(child<QComboBox>(again, "animationSpeed")->currentData().toInt(),
                 int(AppSettings::AnimationSpeed::Fast));
        QVERIFY(!child<QCheckBox>(again, "legalSpots")->isChecked());
        QVERIFY(!child<QCheckBox>(again, "confirmTurnEnd")->isChecked());
        QCOMPARE(child<QLineEdit>(again, "defaultName")->text(), QStringLiteral("Olena"));
        QCOMPARE(child<QSpinBox>(again, "defaultOpponents")->value(), 3);
        QCOMPARE(child<QComboBox>(again, "defaultOpponentKind")->currentData().toString(),
                 QStringLiteral("easy"));
    }

    void animationSpeedScalesEveryAnimation()
    {
        // The tests turn animations off through the environment; this one needs them.
        const QByteArray saved = qgetenv("BASTIDE_ANIMATIONS");
        qunsetenv("BASTIDE_ANIMATIONS");
        AppSettings::setAnimationsEnabled(true);
        AppSettings::setAnimationSpeed(AppSettings::AnimationSpeed::Normal);
        const int normal = AppSettings::duration(400);
        AppSettings::setAnimationSpeed(AppSettings::AnimationSpeed::Slow);
        const int slow = AppSettings::duration(400);
        AppSettings::setAnimationSpeed(AppSettings::AnimationSpeed::Fast);
        const int fast = AppSettings::duration(400);
        AppSettings::setAnimationsEnabled(false);
        const int off = AppSettings::duration(400);
        qputenv("BASTIDE_ANIMATIONS", saved);
        QCOMPARE(normal, 400);
        QVERIFY(slow > normal);
        QVERIFY(fast < normal && fast > 0);
        QCOMPARE(off, 0);
    }

    void newGamesStartWithThePreferredPlayers_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("opponents");
        QTest::addColumn<QString>("level");
        QTest::newRow("two computers") << QStringLiteral("Taras") << 2 << QStringLiteral("easy");
        QTest::newRow("four people") << QStringLiteral("Iryna") << 4 << QString();
    }
    void newGamesStartWithThePreferredPlayers()
    {
        QFETCH(QString, name);
        QFETCH(int, opponents);
        QFETCH(QString, level);
        NewGameSettings::defaults().save(); // remembered seats from an earlier game
        AppSettings::setDefaultPlayerName(name);
        AppSettings::setDefaultOpponents(opponents);
        AppSettings::setDefaultLevel(level);
        NewGameSettings::forgetSeats();
        const NewGameSettings s = NewGameSettings::load();
        QCOMPARE(int(s.seats.size()), opponents + 1);
        QCOMPARE(s.seats.front().name, name);
        QVERIFY(!s.seats.front().computer);
        QSet<int> colors;
        for (std::size_t i = 1; i < s.seats.size(); ++i) {
            QCOMPARE(s.seats[i].computer, !level.isEmpty());
            QCOMPARE(s.seats[i].level, level);
            colors.insert(int(s.seats[i].color));
        }
        colors.insert(int(s.seats.front().color));
        QCOMPARE(colors.size(), opponents + 1);
        QString error;
        QVERIFY2(s.build(&error), qPrintable(error));
    }

    void changingThePlayersInTheDialogResetsTheRememberedSeats()
    {
        NewGameSettings remembered = NewGameSettings::defaults();
        remembered.seats.push_back(remembered.seatFor(2));
        remembered.save();
        QCOMPARE(int(NewGameSettings::load().seats.size()), 3);
        PreferencesDialog d;
        child<QSpinBox>(d, "defaultOpponents")->setValue(4);
        d.save();
        QCOMPARE(int(NewGameSettings::load().seats.size()), 5);
    }

    void hiddenSpotsStillTakeTheTile()
    {
        AppSettings::setShowLegalSpots(false);
        MainWindow w;
        w.startGame(makeSetup({"human", "human"}, 5));
        QVERIFY(w.scene()->spotCount() > 0);
        QCOMPARE(visibleSpots(w.scene()), 0);
        const Placement p = legalPlacement(*w.session(), w.session()->rotation());
        QVERIFY(w.session()->layTile(p.cell));
        QCOMPARE(w.session()->phase(), GameSession::Phase::PlaceFigure);

        w.session()->stepBack();
        w.scene()->setSpotsVisible(true);
        QCOMPARE(visibleSpots(w.scene()), w.scene()->spotCount());
    }

    void withoutConfirmationAFigureEndsTheTurn()
    {
        AppSettings::setConfirmTurnEnd(false);
        MainWindow w;
        w.startGame(makeSetup({"human", "human"}, 11));
        GameSession* s = w.session();
        QVERIFY(s->autoEndTurn());
        const auto spot = placementWithFollower(*s);
        QVERIFY(spot);
        s->rotate((spot->first.rotation.value() - s->rotation().value() + 4) % 4);
        QVERIFY(s->layTile(spot->first.cell));
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure); // a choice is still to make
        QVERIFY(s->placeFigure(FigureType::Follower, spot->second));
        QCOMPARE(int(s->history().size()), 1);
        QCOMPARE(s->game().currentPlayer(), 1);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceTile);

        // "No figure" ends the next one just as well.
        const Placement p = legalPlacement(*s, s->rotation());
        QVERIFY(s->layTile(p.cell));
        if (s->phase() == GameSession::Phase::PlaceFigure)
            QVERIFY(s->chooseNoFigure());
        QCOMPARE(int(s->history().size()), 2);
    }

    void withConfirmationTheTurnWaitsForEnter()
    {
        MainWindow w;
        w.startGame(makeSetup({"human", "human"}, 11));
        GameSession* s = w.session();
        QVERIFY(!s->autoEndTurn());
        const auto spot = placementWithFollower(*s);
        s->rotate((spot->first.rotation.value() - s->rotation().value() + 4) % 4);
        QVERIFY(s->layTile(spot->first.cell));
        QVERIFY(s->placeFigure(FigureType::Follower, spot->second));
        QVERIFY(s->history().empty());
        QVERIFY(s->confirm());
        QCOMPARE(int(s->history().size()), 1);
    }

    void theWindowComesBackWhereItWas()
    {
        QList<int> sizes;
        QRect geometry;
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.setGeometry(QRect(40, 60, 1100, 720));
            auto* splitter = w.findChild<QSplitter*>();
            QVERIFY(splitter);
            splitter->setSizes({700, 400});
            QCoreApplication::processEvents();
            sizes = splitter->sizes();
            geometry = w.geometry();
            QVERIFY(w.close());
        }
        MainWindow again;
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.size(), geometry.size());
        QCOMPARE(again.findChild<QSplitter*>()->sizes(), sizes);
    }

    void theDeckEditorComesBackWhereItWas()
    {
        QSize size;
        {
            MainWindow w;
            DeckEditorWindow* editor = w.deckEditorLink()->open();
            QVERIFY(QTest::qWaitForWindowExposed(editor));
            editor->resize(900, 640);
            QCoreApplication::processEvents();
            size = editor->size();
            editor->document()->undoStack()->setClean();
            QVERIFY(editor->close());
        }
        MainWindow again;
        DeckEditorWindow* editor = again.deckEditorLink()->open();
        QCOMPARE(editor->size(), size);
        editor->close();
    }
};

QTEST_MAIN(tst_Preferences)
#include "tst_preferences.moc"
