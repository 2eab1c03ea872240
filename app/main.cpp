// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/firstpaintprobe.h"
#include "app/gamefilecontroller.h"
#include "app/icons.h"
#include "app/launchoptions.h"
#include "app/mainwindow.h"
#include "app/theme.h"
#include "app/translations.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <cstdio>
#include <memory>

namespace {

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Bastide"));
    QCoreApplication::setApplicationName(QStringLiteral("Bastide"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BASTIDE_VERSION));
}

/** Help and version (and a usage error beside them): printed without opening a display, so
 *  they work in a terminal with no desktop (and in the package check). */
int answerInText(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const QString language = bastide::LaunchOptions::parse(args).language;
    bastide::Translations::install(app, language);
    // Parsed again now that the texts can be translated.
    const bastide::LaunchOptions options = bastide::LaunchOptions::parse(args);
    const QByteArray text = options.text.toLocal8Bit();
    const bool failed = options.action == bastide::LaunchOptions::Action::Fail;
    std::fputs(text.constData(), failed ? stderr : stdout);
    return failed ? 2 : 0;
}

} // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer clock;
    clock.start();
    setIdentity();
    QStringList rawArgs;
    for (int i = 0; i < argc; ++i)
        rawArgs << QString::fromLocal8Bit(argv[i]);
    if (bastide::LaunchOptions::wantsTextOnly(rawArgs))
        return answerInText(argc, argv);

    QApplication app(argc, argv);
    QApplication::setDesktopFileName(QStringLiteral("org.bastide.Bastide"));
    // Parsed once QApplication has taken out its own options (-platform, -style …).
    const bastide::LaunchOptions options = bastide::LaunchOptions::parse(app.arguments());
    bastide::Translations::install(app, options.language);
    if (options.action != bastide::LaunchOptions::Action::Run) {
        std::fputs(bastide::LaunchOptions::parse(app.arguments()).text.toLocal8Bit().constData(),
                   stderr);
        return 2;
    }

    bastide::Theme::apply(app);
    QApplication::setWindowIcon(bastide::Icons::appIcon());

    bastide::MainWindow window;
    const bool probe = qEnvironmentVariableIntValue("BASTIDE_STARTUP_PROBE") == 1;
    bastide::FirstPaintProbe firstPaint(clock);
    if (probe)
        app.installEventFilter(&firstPaint);
    window.show();
    if (!probe) {
        if (!options.file.isEmpty())
            QTimer::singleShot(0, &window,
                               [&window, file = options.file] { window.openFile(file); });
        else
            QTimer::singleShot(0, window.files(),
                               &bastide::GameFileController::offerResumeOrNewGame);
    }
    return QApplication::exec();
}
