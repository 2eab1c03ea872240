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
    // Our own help and version options: Qt's describe themselves in Qt's catalogues, which
    // have no Ukrainian for them, so `bastide --lang uk --help` showed English lines.
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  tr("Show this help and quit."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     tr("Show the version and quit."));
    parser.addOption(help);
    parser.addOption(version);
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
    // The parser reads every argument even past an unknown one, so the language is known
    // first and an error about another option is told in it.
    const bool parsed = parser.parse(arguments);
    const QString language = parser.isSet(lang) ? parser.value(lang).toLower() : QString();
    if (languages().contains(language))
        result.language = language;
    if (!parsed)
        return fail(parser.errorText());
    if (parser.isSet(lang) && result.language.isEmpty())
        return fail(tr("Unknown language “%1”: choose one of %2.")
                        .arg(parser.value(lang), languages().join(QStringLiteral(", "))));
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
