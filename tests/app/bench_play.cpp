// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Play-screen performance (QBENCHMARK, label "bench"): repainting the whole board of a
// finished standard game at 1920 × 1080, start-up to the first painted window, and the
// peak memory of a whole game between computer players in the real window.

#include "app/boardart.h"
#include "app/boardscene.h"
#include "app/boardview.h"
#include "app/endgamedialog.h"
#include "app/endgamepresenter.h"
#include "app/mainwindow.h"
#include "apptestutil.h"
#include "art/artcache.h"
#include "engine/gamerecord.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <sys/resource.h>

using namespace bastide;
using namespace bastide::test;

namespace {

/** A finished standard game, river and abbot on, four greedy players. */
GameRecord finishedGame()
{
    auto setup = makeSetup({"greedy", "greedy", "greedy", "greedy"}, 1234, true);
    Game game(setup, *setup->seed);
    for (std::uint64_t turn = 0; !game.isFinished(); ++turn)
        game.apply(greedyMove(game, turn));
    return recordOf(game, true);
}

} // namespace

class bench_Play : public QObject
{
    Q_OBJECT

    // The finished board, built once: QBENCHMARK runs the measured function many times.
    std::unique_ptr<ArtCache> m_cache;
    std::unique_ptr<BoardArt> m_art;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<BoardScene> m_scene;
    std::unique_ptr<BoardView> m_view;

    /** Built on first use, so the memory benchmark run alone does not pay for it. */
    void buildFinishedBoard()
    {
        m_cache = std::make_unique<ArtCache>();
        m_art = std::make_unique<BoardArt>(m_cache.get());
        m_session = std::make_unique<GameSession>();
        m_scene = std::make_unique<BoardScene>(m_session.get(), m_art.get());
        m_view = std::make_unique<BoardView>(m_scene.get());
        m_view->resize(1920, 1080);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_session->resume(finishedGame());
        m_view->fitAll();
        QCOMPARE(int(m_scene->tileItems().size()), m_session->game().board().placedCount());
        m_view->viewport()->repaint(); // the first paint renders the tile pictures
        qInfo("board: %d tiles, %d figures, zoom %.2f", m_session->game().board().placedCount(),
              int(m_session->game().figures().size()), m_view->zoom());
    }

private Q_SLOTS:
    void initTestCase() { prepareApplication(); }

    void cleanupTestCase()
    {
        m_view.reset();
        m_scene.reset();
        m_session.reset();
    }

    void repaintTheWholeBoardOfAFinishedGameAt1920x1080()
    {
        if (!m_view)
            buildFinishedBoard();
        const int rendered = m_cache->renderCount();
        QBENCHMARK
        {
            m_view->viewport()->repaint();
        }
        QCOMPARE(m_cache->renderCount(), rendered); // every paint came from the cache
    }

    void startUpToTheFirstPaintedWindow()
    {
        const QString app = QStringLiteral(BASTIDE_BUILD_DIR "/app/bastide");
        QVERIFY(QFile::exists(app));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("BASTIDE_STARTUP_PROBE"), QStringLiteral("1"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        auto launch = [&]() -> double {
            QProcess process;
            process.setProcessEnvironment(env);
            process.start(app, {});
            if (!process.waitForFinished(30000))
                return -1;
            const QString out = QString::fromUtf8(process.readAllStandardOutput());
            const auto match = QRegularExpression(QStringLiteral("after ([0-9.]+) ms")).match(out);
            return match.hasMatch() ? match.captured(1).toDouble() : -1;
        };
        launch(); // the first start also loads the libraries from disk
        QList<double> probes;
        QBENCHMARK_ONCE
        {
            for (int i = 0; i < 9; ++i)
                probes << launch();
        }
        QVERIFY(!probes.contains(-1));
        std::sort(probes.begin(), probes.end());
        qInfo("main() to first paint: median %.1f ms over %d runs (min %.1f, max %.1f)",
              probes[probes.size() / 2], int(probes.size()), probes.front(), probes.back());
    }

    void peakMemoryOfAWholeGameInTheWindow()
    {
        QBENCHMARK_ONCE
        {
            MainWindow w;
            w.resize(1600, 1000);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.startGame(makeSetup({"greedy", "random", "greedy", "random"}, 99, true));
            QTRY_VERIFY_WITH_TIMEOUT(w.endGame()->dialog() && w.endGame()->dialog()->isVisible(),
                                     300000);
        }
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        qInfo("peak resident memory of the process: %.1f MB", usage.ru_maxrss / 1024.0);
    }
};

QTEST_MAIN(bench_Play)
#include "bench_play.moc"
