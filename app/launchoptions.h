// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace bastide {

/**
 * The `bastide` command line: `bastide [--lang en|ru|uk] [FILE]`, `--help` and `--version`.
 * Parsing needs no application object, so help and version print without a display.
 */
class LaunchOptions
{
    Q_DECLARE_TR_FUNCTIONS(LaunchOptions)

public:
    enum class Action
    {
        Run,         // open the window (with `file` when given)
        ShowHelp,    // print `text` on standard output and exit 0
        ShowVersion, // print `text` on standard output and exit 0
        Fail         // print `text` on standard error and exit 2
    };

    Action action = Action::Run;
    /** "en", "ru", "uk", or empty for the saved or system language. */
    QString language;
    QString file;
    QString text;

    /** `arguments` as in QCoreApplication::arguments(), the program first. */
    static LaunchOptions parse(const QStringList& arguments);
    /** Whether `arguments` ask for help or the version, so the program can answer without
     *  opening a display. */
    static bool wantsTextOnly(const QStringList& arguments);
    /** The language codes --lang takes. */
    static QStringList languages();
};

} // namespace bastide
