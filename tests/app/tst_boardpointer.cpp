// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The pointer over everything the board draws: every item of every kind (tiles, spots, the
// tile's ghost, the hint's ghost with its figure, figure rings, placed figures, glows,
// bubbles) survives a hover, a click and the keyboard's choice in base, river and expansion
// games, and only figures that stand on the board get a hover card.

#include "app/appsettings.h"
#include "app/boardscene.h"
#include "app/bubbleitem.h"
#include "app/figureitem.h"
#include "app/mainwindow.h"
#include "app/movesuggestion.h"
#include "app/tileitem.h"
#include "apptestutil.h"
#include "engine/ai/aiplayer.h"

#include <QGraphicsItem>
#include <QSettings>

using namespace bastide;
using namespace bastide::test;

namespace {

SearchSettings quickHard()
{
    SearchSettings s = searchSettings(QStringLiteral("hard"));
    s.seconds = 0.0;
    s.iterations = 40;
    s.threads = 1;
    return s;
}

/** Where the pointer can go: the centre and a point near each corner of every item the
 *  scene holds, children included, since a child (the ghost's figure) is an item too. */
QList<QPointF> pointsOverEveryItem(const QGraphicsScene& scene)
{
    QList<QPointF> points;
    for (const QGraphicsItem* item : scene.items()) {
        if (!item->isVisible())
            continue;
        const QRectF r = item->sceneBoundingRect();
        points << r.center();
        const QPointF inset(qMin(3.0, r.width() / 4), qMin(3.0, r.height() / 4));
        points << r.topLeft() + inset << r.bottomRight() - inset;
    }
    return points;
}

} // namespace

class tst_BoardPointer : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow& window(const QString& rules, std::uint64_t seed)
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            qFatal("the window was never shown");
        auto setup = makeSetup({"human", "human"}, seed, rules == QLatin1String("river"));
        if (rules == QLatin1String("expansions"))
            setup->rules.expansions = {QStringLiteral("inns-cathedrals"),
                                       QStringLiteral("traders-builders")};
        m_window->startGame(setup);
        m_window->moveSuggestion()->setSettings(quickHard());
        return *m_window;
    }

    /** Plays greedy moves, so figures stand on the board, then more until the hint suggests
     *  a figure, so its ghost carries one. */
    static FigureItem* hintWithAFigure(MainWindow& w)
    {
        GameSession* session = w.session();
        for (int turn = 0; turn < 8; ++turn) {
            if (!session->play(greedyMove(session->game(), std::uint64_t(100 + turn))))
                return nullptr;
        }
        for (int turn = 0; turn < 30 && !session->game().isFinished(); ++turn) {
            w.moveSuggestion()->suggest();
            if (!QTest::qWaitFor([&] { return w.moveSuggestion()->shown().has_value(); }, 60'000))
                return nullptr;
            if (TileItem* ghost = w.moveSuggestion()->ghost()) {
                for (QGraphicsItem* child : ghost->childItems()) {
                    if (child->type() == FigureItem::Type)
                        return static_cast<FigureItem*>(child);
                }
            }
            if (!session->play(greedyMove(session->game(), std::uint64_t(turn))))
                return nullptr;
        }
        return nullptr;
    }

    static void hoverEverywhere(BoardScene* scene)
    {
        for (const QPointF& p : pointsOverEveryItem(*scene))
            scene->pointerMoved(p);
        scene->pointerLeft();
    }

private Q_SLOTS:
    void initTestCase() { prepareApplication(); }
    void init()
    {
        QSettings().clear();
        AppSettings::setHintsAgainstComputer(true);
    }
    void cleanup() { m_window.reset(); }

    void everyItemSurvivesHoverClickAndKeyboard_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::newRow("base game") << QStringLiteral("base");
        QTest::newRow("river") << QStringLiteral("river");
        QTest::newRow("both expansions") << QStringLiteral("expansions");
    }
    void everyItemSurvivesHoverClickAndKeyboard()
    {
        QFETCH(QString, rules);
        MainWindow& w = window(rules, 17);
        BoardScene* scene = w.scene();
        GameSession* session = w.session();

        FigureItem* ghostFigure = hintWithAFigure(w);
        QVERIFY2(ghostFigure, "no hint with a figure in 30 turns");
        QVERIFY(!ghostFigure->segment().valid());

        // The hint's ghost figure is drawn, not placed: no hover card, no crash.
        scene->pointerMoved(ghostFigure->sceneBoundingRect().center());
        QVERIFY(!scene->bubble() || !scene->bubble()->isVisible());
        hoverEverywhere(scene);
        for (int i = 0; i < 6; ++i)
            scene->moveKeyboardChoice(i % 3 == 2 ? -1 : 1);

        // A figure that stands on the board gets its card.
        const QList<FigureItem*> placed = scene->figureItems();
        QVERIFY(!placed.isEmpty());
        scene->pointerMoved(placed.front()->sceneBoundingRect().center());
        QVERIFY(scene->bubble() && scene->bubble()->isVisible());
        scene->pointerLeft();

        // Turned as the hint shows it, a click where its ghost lies lays the tile there and
        // the figure rings show.
        const Rotation hinted = w.moveSuggestion()->shown()->move.placement.rotation;
        for (int turns = 0; turns < 4 && session->rotation() != hinted; ++turns)
            session->rotate(1);
        scene->clicked(ghostFigure->sceneBoundingRect().center());
        QCOMPARE(session->phase(), GameSession::Phase::PlaceFigure);
        QVERIFY(!scene->targets().isEmpty());
        hoverEverywhere(scene);
        for (int i = 0; i < 5; ++i)
            scene->moveKeyboardChoice(1);

        // Every point over every item, clicked in turn, whatever each click starts.
        for (const QPointF& p : pointsOverEveryItem(*scene)) {
            scene->pointerMoved(p);
            scene->clicked(p);
            QVERIFY2(session->game().invariantViolations().isEmpty(),
                     qPrintable(session->game().invariantViolations().join(u'\n')));
        }
        hoverEverywhere(scene);
    }
};

QTEST_MAIN(tst_BoardPointer)
#include "tst_boardpointer.moc"
