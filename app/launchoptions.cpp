// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/launchoptions.h"

#include <QCommandLineParser>

namespace bastide {

QStringList LaunchOptions::languages()
{
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("uk")};
}

LaunchOptions LaunchOptions::parse(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Bastide, a tile-laying game. Opens a saved game, or a deck in the deck editor."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  tr("Use this language instead of the system's: %1.")
                                      .arg(languages().join(QStringLiteral(", "))),
                                  tr("language"));
    parser.addOption(lang);
    parser.addPositionalArgument(tr("file"), tr("A saved game or a deck (.json) to open."),
                                 tr("[file]"));

    LaunchOptions result;
    auto fail = [&result](const QString& message) {
        result.action = Action::Fail;
        result.text = tr("%1\nTry “bastide --help” for more.").arg(message) + QLatin1Char('\n');
        return result;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(lang)) {
        const QString language = parser.value(lang).toLower();
        if (!languages().contains(language))
            return fail(tr("Unknown language “%1”: choose one of %2.")
                            .arg(parser.value(lang), languages().join(QStringLiteral(", "))));
        result.language = language;
    }
    if (parser.isSet(help)) {
        result.action = Action::ShowHelp;
        result.text = parser.helpText();
        return result;
    }
    if (parser.isSet(version)) {
        result.action = Action::ShowVersion;
        result.text =
            tr("Bastide %1").arg(QCoreApplication::applicationVersion()) + QLatin1Char('\n');
        return result;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return fail(tr("Give one file to open, not %1.").arg(files.size()));
    if (!files.isEmpty())
        result.file = files.front();
    return result;
}

bool LaunchOptions::wantsTextOnly(const QStringList& arguments)
{
    // Only an explicit request: other arguments may be Qt's own (-platform, -style), which
    // QApplication takes out before the real parse.
    static const QStringList textOptions{QStringLiteral("-h"), QStringLiteral("--help"),
                                         QStringLiteral("-?"), QStringLiteral("--help-all"),
                                         QStringLiteral("-v"), QStringLiteral("--version")};
    for (const QString& argument : arguments.mid(1)) {
        if (argument == QLatin1String("--"))
            break;
        if (textOptions.contains(argument))
            return true;
    }
    return false;
}

} // namespace bastide
