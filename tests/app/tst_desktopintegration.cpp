// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How Bastide sits on a desktop: the icon in its sizes, the .desktop entry and MIME types
// (their magic tried on real files through Qt's MIME database), the keyboard shortcuts list,
// names for screen readers, pictures at twice the pixels on a high-DPI screen, and the How
// to Play page for each set of rules.

#include "app/boardart.h"
#include "app/boardscene.h"
#include "app/boardview.h"
#include "app/gamefilecontroller.h"
#include "app/howtoplaydialog.h"
#include "app/icons.h"
#include "app/mainwindow.h"
#include "app/scorepanel.h"
#include "app/shortcutsdialog.h"
#include "app/targetitem.h"
#include "app/tileitem.h"
#include "app/turnpanel.h"
#include "app/windowdialogs.h"
#include "apptestutil.h"
#include "art/artcache.h"
#include "editor/deckeditorwindow.h"
#include "editor/toolicons.h"
#include "engine/standarddeck.h"

#include <QAction>
#include <QImage>
#include <QMenu>
#include <QMimeDatabase>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolBar>
#include <QTreeWidget>

using namespace bastide;
using namespace bastide::test;

namespace {

QString desktopFile()
{
    return QStringLiteral(BASTIDE_SOURCE_DIR "/resources/desktop/org.bastide.Bastide.desktop");
}

QStringList desktopLines()
{
    QFile f(desktopFile());
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
}

QString desktopValue(const QString& key)
{
    for (const QString& line : desktopLines()) {
        if (line.startsWith(key + QLatin1Char('=')))
            return line.mid(key.size() + 1);
    }
    return {};
}

/** A file with `content` that lives as long as the test program. */
QString writeTemp(const QByteArray& content)
{
    static QTemporaryDir dir;
    static int n = 0;
    const QString path = dir.filePath(QStringLiteral("file%1.json").arg(++n));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(content);
    return path;
}

/** Every action of `window` that has a shortcut and a text. */
QList<QAction*> actionsWithShortcuts(QWidget* window)
{
    QList<QAction*> result;
    for (QAction* a : window->findChildren<QAction*>()) {
        if (!a->shortcuts().isEmpty() && !a->text().isEmpty() && !a->menu())
            result << a;
    }
    return result;
}

} // namespace

class tst_DesktopIntegration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // Qt reads MIME packages from the data folders; the test's own data home gets ours,
        // as `cmake --install` puts it in share/mime/packages.
        const QString packages =
            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
            QStringLiteral("/mime/packages");
        QDir().mkpath(packages);
        QFile::remove(packages + QStringLiteral("/bastide.xml"));
        QVERIFY(
            QFile::copy(QStringLiteral(BASTIDE_SOURCE_DIR "/resources/desktop/bastide-mime.xml"),
                        packages + QStringLiteral("/bastide.xml")));
        prepareApplication();
    }

    void theIconIsRenderedAtEveryHicolorSize_data()
    {
        QTest::addColumn<int>("size");
        for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
            QTest::newRow(qPrintable(QStringLiteral("%1 px").arg(size))) << size;
    }
    void theIconIsRenderedAtEveryHicolorSize()
    {
        QFETCH(int, size);
        const QString path =
            QStringLiteral(BASTIDE_BUILD_DIR "/resources/hicolor/%1x%1/apps/bastide.png").arg(size);
        QImage image(path);
        QVERIFY2(!image.isNull(), qPrintable(path));
        QCOMPARE(image.size(), QSize(size, size));
        // Drawn, not blank: the tile's centre is opaque and its corners are clear.
        QCOMPARE(qAlpha(image.pixel(size / 2, size / 2)), 255);
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
    }

    void theDesktopEntryOpensBothFileTypes()
    {
        QVERIFY(QFile::exists(desktopFile()));
        QCOMPARE(desktopValue(QStringLiteral("Exec")), QStringLiteral("bastide %f"));
        QCOMPARE(desktopValue(QStringLiteral("Icon")), QStringLiteral("bastide"));
        const QStringList types = desktopValue(QStringLiteral("MimeType")).split(QLatin1Char(';'));
        QVERIFY(types.contains(QStringLiteral("application/x-bastide-game")));
        QVERIFY(types.contains(QStringLiteral("application/x-bastide-deck")));
        for (const char* key : {"Name[ru]", "Name[uk]", "Comment[ru]", "Comment[uk]",
                                "GenericName[ru]", "GenericName[uk]"})
            QVERIFY2(!desktopValue(QString::fromLatin1(key)).isEmpty(), key);
        QVERIFY(QFile::exists(QStringLiteral(
            BASTIDE_SOURCE_DIR "/resources/desktop/org.bastide.Bastide.metainfo.xml")));
    }

    void theMimeMagicTellsDecksFromGames_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("type");
        QTest::newRow("a deck") << QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-deck.json")
                                << QStringLiteral("application/x-bastide-deck");
        QTest::newRow("the standard deck")
            << QStringLiteral(BASTIDE_SOURCE_DIR "/resources/decks/standard.json")
            << QStringLiteral("application/x-bastide-deck");
        QTest::newRow("a game with a deck inside")
            << QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-game.json")
            << QStringLiteral("application/x-bastide-game");
        QTest::newRow("a game, compact, format first")
            << writeTemp(R"({"format":"bastide-game","version":1,"deck":"standard"})")
            << QStringLiteral("application/x-bastide-game");
        QTest::newRow("a deck, compact")
            << writeTemp(R"({"format":"bastide-deck","version":1,"name":{"en":"x"},"tiles":[]})")
            << QStringLiteral("application/x-bastide-deck");
        QTest::newRow("other JSON")
            << QStringLiteral(BASTIDE_SPEC_EXAMPLES "/small-game.scores.json")
            << QStringLiteral("text/plain");
    }
    void theMimeMagicTellsDecksFromGames()
    {
        QFETCH(QString, path);
        QFETCH(QString, type);
        // By content alone: Qt 6.4 takes a lone glob match (*.json) without sniffing, where
        // the shared-mime-info rule (and GIO) sniffs for a subclass of the glob's type.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QMimeType mime = QMimeDatabase().mimeTypeForData(&file);
        QCOMPARE(mime.name(), type);
        QVERIFY(QMimeDatabase()
                    .mimeTypeForName(QStringLiteral("application/x-bastide-game"))
                    .inherits(QStringLiteral("application/json")));
    }

    void aGameSavedByBastideIsAGameForTheDesktop()
    {
        // Qt writes keys sorted: the bag and an inline deck (with its own "format") come
        // before the game's "format", further in than a file manager looks.
        QTemporaryDir dir;
        MainWindow w;
        auto setup = makeSetup({"human", "human"}, 3);
        setup->standardDeck = false;
        w.startGame(setup);
        const QString path = dir.filePath(QStringLiteral("saved.json"));
        QVERIFY(w.files()->saveTo(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.peek(16384).contains("\"bastide-deck\""));
        QVERIFY(!file.peek(16384).contains("\"bastide-game\""));
        QCOMPARE(QMimeDatabase().mimeTypeForData(&file).name(),
                 QStringLiteral("application/x-bastide-game"));
    }

    void theShortcutsDialogListsEveryShortcut()
    {
        MainWindow w;
        QAction* open = w.action(QStringLiteral("shortcuts"));
        QVERIFY(open);
        QCOMPARE(open->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Slash));
        open->trigger();
        ShortcutsDialog* d = w.dialogs()->shortcuts();
        QVERIFY(d);
        QVERIFY(d->isVisible());
        const QList<QAction*> game = actionsWithShortcuts(&w);
        QVERIFY(game.size() >= 20);
        for (QAction* a : game) {
            QCOMPARE(
                d->listedShortcut(QStringLiteral("Game window"), ShortcutsDialog::plainText(a)),
                ShortcutsDialog::keysText(a));
        }
        DeckEditorWindow editor;
        const QList<QAction*> editing = actionsWithShortcuts(&editor);
        QVERIFY(editing.size() >= 8);
        for (QAction* a : editing) {
            QVERIFY2(
                !d->listedShortcut(QStringLiteral("Deck editor"), ShortcutsDialog::plainText(a))
                     .isNull(),
                qPrintable(a->text()));
        }
        d->close();
    }

    void theShortcutsOfTheMenusShowInTheMenus()
    {
        MainWindow w;
        for (QAction* a : actionsWithShortcuts(&w)) {
            // A menu shows the action's first shortcut beside it; the list shows them all.
            QVERIFY(ShortcutsDialog::keysText(a).startsWith(
                a->shortcut().toString(QKeySequence::NativeText)));
        }
    }

    void aWholeTurnCanBePlayedFromTheKeyboard()
    {
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.startGame(makeSetup({"human", "human"}, 11));
        GameSession* s = w.session();
        w.view()->setFocus();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        // Step to a spot where the tile fits; Space lays it there.
        QTest::keyClick(&w, Qt::Key_BracketRight);
        const std::optional<Cell> cell = w.scene()->keyboardCell();
        QVERIFY(cell);
        QVERIFY(s->isLegal(Placement{*cell, s->rotation()}));
        QVERIFY(w.scene()->ghost() && w.scene()->ghost()->isVisible());
        QTest::keyClick(w.view(), Qt::Key_Space);
        QCOMPARE(s->phase(), GameSession::Phase::PlaceFigure);
        QCOMPARE(s->pendingPlacement()->cell, *cell);
        // Step through the rings and place a figure on one, then end the turn.
        QVERIFY(!w.scene()->targets().isEmpty()); // every tile has a field at least
        QTest::keyClick(&w, Qt::Key_BracketRight);
        QVERIFY(w.scene()->hoverTarget());
        QTest::keyClick(&w, Qt::Key_BracketLeft);
        QVERIFY(w.scene()->hoverTarget());
        const int feature = w.scene()->hoverTarget()->feature();
        QTest::keyClick(w.view(), Qt::Key_Space);
        QCOMPARE(s->choice(), GameSession::Choice::Figure);
        QCOMPARE(s->chosenFigure().feature, feature);
        QTest::keyClick(&w, Qt::Key_Return);
        QCOMPARE(int(s->history().size()), 1);
    }

    void controlsWithoutTextHaveAccessibleNames()
    {
        MainWindow w;
        QVERIFY(!w.view()->accessibleName().isEmpty());
        QVERIFY(!w.turnPanel()->accessibleName().isEmpty());
        QVERIFY(!w.scorePanel()->accessibleName().isEmpty());
        auto* bar = w.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        int buttons = 0;
        for (QAction* a : bar->actions()) {
            if (a->isSeparator())
                continue;
            QWidget* button = bar->widgetForAction(a);
            QVERIFY(button);
            QCOMPARE(button->accessibleName(), ShortcutsDialog::plainText(a));
            ++buttons;
        }
        QVERIFY(buttons >= 10);
    }

    void picturesHaveTwiceThePixelsAtRatioTwo()
    {
        ArtCache cache;
        BoardArt art(&cache);
        art.setTileSet(standardTileSet());
        for (qreal ratio : {1.0, 1.5, 2.0}) {
            const QPixmap tile = art.tilePixmap(TileTypeId(0), Rotation(0), 64, ratio);
            QCOMPARE(tile.size(), QSize(qRound(64 * ratio), qRound(64 * ratio)));
            QCOMPARE(tile.devicePixelRatio(), ratio);
            QCOMPARE(tile.deviceIndependentSize(), QSizeF(64, 64));
        }
        const QPixmap icon = Icons::icon(Icons::Name::RotateLeft).pixmap(QSize(22, 22), 2.0);
        QCOMPARE(icon.size(), QSize(44, 44));
        QCOMPARE(icon.devicePixelRatio(), 2.0);
        const QPixmap odd = Icons::icon(Icons::Name::ZoomIn).pixmap(QSize(22, 22), 1.5);
        QCOMPARE(odd.size(), QSize(33, 33));
        const QPixmap app = Icons::appIcon().pixmap(QSize(48, 48), 2.0);
        QCOMPARE(app.size(), QSize(96, 96));
        const QPixmap tool = ToolIcons::icon(ToolIcons::Icon::City).pixmap(QSize(24, 24), 1.5);
        QCOMPARE(tool.size(), QSize(36, 36));
        // Disabled icons are the same drawing, faded.
        const QImage normal = Icons::icon(Icons::Name::Save).pixmap(QSize(24, 24), 1.0).toImage();
        const QImage faded =
            Icons::icon(Icons::Name::Save).pixmap(QSize(24, 24), 1.0, QIcon::Disabled).toImage();
        int strongest = 0, strongestFaded = 0;
        for (int y = 0; y < 24; ++y) {
            for (int x = 0; x < 24; ++x) {
                strongest = std::max(strongest, qAlpha(normal.pixel(x, y)));
                strongestFaded = std::max(strongestFaded, qAlpha(faded.pixel(x, y)));
            }
        }
        QVERIFY(strongest > 200);
        QVERIFY(strongestFaded > 0 && strongestFaded < strongest / 2);
    }

    void howToPlayFollowsTheRules_data()
    {
        QTest::addColumn<bool>("river");
        QTest::addColumn<bool>("abbot");
        QTest::addColumn<int>("farmers");
        QTest::newRow("everything, modern farmers") << true << true << int(FarmerScoring::Modern);
        QTest::newRow("no river, classic farmers") << false << true << int(FarmerScoring::Classic);
        QTest::newRow("no abbot, no farmers") << true << false << int(FarmerScoring::None);
    }
    void howToPlayFollowsTheRules()
    {
        QFETCH(bool, river);
        QFETCH(bool, abbot);
        QFETCH(int, farmers);
        ArtCache cache;
        HowToPlayDialog d(&cache);
        d.setRules(Rules{river, abbot, FarmerScoring(farmers), {}});
        const QString text = d.text(); // every page
        QCOMPARE(d.pageTitles().contains(QStringLiteral("The river")), river);
        QCOMPARE(d.pageTitles().contains(QStringLiteral("The abbot")), abbot);
        QCOMPARE(text.contains(QStringLiteral("The river")), river);
        QCOMPARE(text.contains(QStringLiteral("The abbot")), abbot);
        QCOMPARE(text.contains(QStringLiteral("3 points for every finished city")),
                 farmers == int(FarmerScoring::Modern));
        QCOMPARE(text.contains(QStringLiteral("scores 4 points")),
                 farmers == int(FarmerScoring::Classic));
        QCOMPARE(text.contains(QStringLiteral("Fields take no figures")),
                 farmers == int(FarmerScoring::None));
        // The pictures are real tiles from the painter, at the screen's pixel ratio.
        const QVariant tile =
            d.browser()->document()->resource(QTextDocument::ImageResource, QUrl("tile://D/0"));
        QVERIFY(tile.canConvert<QImage>());
        const QImage image = tile.value<QImage>();
        QCOMPARE(image.width(), qRound(72 * d.devicePixelRatioF()));
        QVERIFY(d.html().contains(QStringLiteral("tile://D/0")));
        QCOMPARE(d.html().contains(QStringLiteral("tile://RA/0")), river);
    }

    void howToPlayShowsTheRulesOfTheGameOnTheTable()
    {
        MainWindow w;
        w.startGame(makeSetup({"human", "human"}, 4, false, false, FarmerScoring::Classic));
        w.action(QStringLiteral("howToPlay"))->trigger();
        QVERIFY(w.dialogs()->howToPlay());
        QVERIFY(w.dialogs()->howToPlay()->isVisible());
        QCOMPARE(w.dialogs()->howToPlay()->rules(),
                 (Rules{false, false, FarmerScoring::Classic, {}}));
    }
};

QTEST_MAIN(tst_DesktopIntegration)
#include "tst_desktopintegration.moc"
