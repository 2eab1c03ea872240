#include "firstpaintprobe.h"
#include "icons.h"
#include "mainwindow.h"
#include "theme.h"
#include "translations.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>

int main(int argc, char* argv[])
{
    QElapsedTimer clock;
    clock.start();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Bastide"));
    QApplication::setApplicationName(QStringLiteral("Bastide"));
    QApplication::setApplicationVersion(QStringLiteral(BASTIDE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("bastide"));

    bastide::Translations::install(app);

    bastide::Theme::apply(app);
    QApplication::setWindowIcon(bastide::Icons::appIcon());

    bastide::MainWindow window;
    const bool probe = qEnvironmentVariableIntValue("BASTIDE_STARTUP_PROBE") == 1;
    bastide::FirstPaintProbe firstPaint(clock);
    if (probe)
        app.installEventFilter(&firstPaint);
    window.show();
    if (!probe) {
        const QStringList args = QApplication::arguments().mid(1);
        if (!args.isEmpty())
            QTimer::singleShot(0, &window, [&window, args] { window.loadFrom(args.front()); });
        else
            QTimer::singleShot(0, &window, &bastide::MainWindow::offerResumeOrNewGame);
    }
    return QApplication::exec();
}
