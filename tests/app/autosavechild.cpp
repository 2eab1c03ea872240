// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game process that tst_autosavekill kills: a main window playing a game of computer
// players, resuming the autosave when there is one. It reports on stdout, one line each:
// "resumed N" or "started", then "move N" after every move but the last, which says "finished".
// With BASTIDE_CHILD_SCENARIO=undo it plays a person against a computer instead, takes the
// person's third move back with Undo, says "undone N" (N moves left) and waits to be killed.

#include "app/gamefilecontroller.h"
#include "app/gamefiles.h"
#include "app/mainwindow.h"
#include "apptestutil.h"

#include <QApplication>
#include <QTimer>
#include <cstdio>

using namespace bastide;

namespace {

void say(const QByteArray& line)
{
    std::fputs(line.constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    test::prepareApplication();
    MainWindow window;
    window.show();
    // Said after the window has autosaved the move. The last move is not autosaved (the
    // window removes the autosave of a finished game), so it is said as "finished" instead.
    QObject::connect(window.session(), &GameSession::movePlayed, &window, [&window] {
        const Game& game = window.session()->game();
        say(game.isFinished() ? QByteArray("finished")
                              : "move " + QByteArray::number(qsizetype(game.moves().size())));
    });
    QObject::connect(window.session(), &GameSession::gameFinished, &app, &QCoreApplication::quit,
                     Qt::QueuedConnection);
    if (qgetenv("BASTIDE_CHILD_SCENARIO") == "undo" && !window.files()->resumeAutosave()) {
        GameSession* session = window.session();
        window.startGame(test::makeSetup({"human", "greedy"}, 77));
        say("started");
        bool undone = false;
        // On each of the person's turns: play it, until six moves stand; then take back.
        auto step = [&, session] {
            if (undone || session->phase() != GameSession::Phase::PlaceTile)
                return;
            if (session->game().moves().size() < 6) {
                session->play(test::greedyMove(session->game()));
                return;
            }
            undone = true;
            window.undo();
            say("undone " + QByteArray::number(qsizetype(session->game().moves().size())));
        };
        QObject::connect(session, &GameSession::phaseChanged, &window,
                         [&] { QTimer::singleShot(0, &window, step); });
        QTimer::singleShot(0, &window, step);
        return QApplication::exec();
    }
    if (window.files()->resumeAutosave()) {
        say("resumed " + QByteArray::number(qsizetype(window.session()->game().moves().size())));
    } else {
        window.startGame(test::makeSetup({"greedy", "random", "greedy", "random"}, 2024, true));
        say("started");
    }
    return QApplication::exec();
}
