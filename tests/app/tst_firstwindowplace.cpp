// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The first run on a laptop's screen: the play window and the deck editor open whole on it,
// title bar included, not at the size they like on a large screen. This test runs on a
// 1366 × 768 offscreen screen (see CMakeLists.txt), the commonest laptop screen.

#include "app/deckeditorlink.h"
#include "app/mainwindow.h"
#include "app/windowgeometry.h"
#include "apptestutil.h"
#include "editor/deckeditorwindow.h"

#include <QScreen>
#include <QSettings>
#include <QStandardPaths>

using namespace bastide;
using namespace bastide::test;

class tst_FirstWindowPlace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        prepareApplication();
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), QSize(1366, 768));
    }

    void init() { QSettings().clear(); }

    void aWindowThatFitsKeepsItsSizeAndIsCentred()
    {
        const QRect room(0, 0, 1920, 1080);
        const QRect place = WindowGeometry::firstPlace({1360, 860}, {400, 450}, room);
        QCOMPARE(place.size(), QSize(1360, 860));
        QCOMPARE(place.center(), room.center());
    }

    void aWindowTooLargeShrinksToTheRoomLessItsFrame()
    {
        const QRect room(0, 24, 1366, 744); // a panel across the top
        const QRect place = WindowGeometry::firstPlace({1360, 860}, {400, 450}, room);
        QVERIFY(place.width() < 1366 && place.height() < 744);
        QVERIFY(place.width() >= 1300 && place.height() >= 660); // shrunk only as needed
        QVERIFY(room.contains(place));
        QCOMPARE(place.center(), room.center());
    }

    void aWindowNeverShrinksBelowItsMinimumAndKeepsItsTitleBarOnScreen()
    {
        const QRect room(100, 50, 640, 400);
        const QRect place = WindowGeometry::firstPlace({1360, 860}, {700, 450}, room);
        QCOMPARE(place.size(), QSize(700, 450));
        QCOMPARE(place.topLeft(), room.topLeft());
    }

    void thePlayWindowOpensWholeOnALaptopScreen()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QRect room = w.screen()->availableGeometry();
        QVERIFY2(room.contains(w.frameGeometry()),
                 qPrintable(QStringLiteral("frame %1,%2 %3×%4")
                                .arg(w.frameGeometry().x())
                                .arg(w.frameGeometry().y())
                                .arg(w.frameGeometry().width())
                                .arg(w.frameGeometry().height())));
        QVERIFY(w.width() >= room.width() - 80); // it still takes the room there is
    }

    void theDeckEditorOpensWholeOnALaptopScreen()
    {
        MainWindow w;
        DeckEditorWindow* editor = w.deckEditorLink()->open();
        QVERIFY(QTest::qWaitForWindowExposed(editor));
        const QRect room = editor->screen()->availableGeometry();
        QVERIFY(room.contains(editor->frameGeometry()));
        QVERIFY(editor->height() >= room.height() - 100);
        editor->close();
    }
};

QTEST_MAIN(tst_FirstWindowPlace)
#include "tst_firstwindowplace.moc"
