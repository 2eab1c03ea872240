// The game process that tst_autosavekill kills: a main window playing a game of computer
// players, resuming the autosave when there is one. It reports on stdout, one line each:
// "resumed N" or "started", then "move N" after every move, and "finished" at the end.

#include "apptestutil.h"
#include "gamefiles.h"
#include "mainwindow.h"

#include <QApplication>
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
    QObject::connect(window.session(), &GameSession::movePlayed, &window, [&window] {
        say("move " + QByteArray::number(qsizetype(window.session()->game().moves().size())));
    });
    QObject::connect(window.session(), &GameSession::gameFinished, &app, [] {
        say("finished");
        QCoreApplication::quit();
    });
    if (window.resumeAutosave()) {
        say("resumed " + QByteArray::number(qsizetype(window.session()->game().moves().size())));
    } else {
        window.startGame(test::makeSetup({"greedy", "random", "greedy", "random"}, 2024, true));
        say("started");
    }
    return QApplication::exec();
}
