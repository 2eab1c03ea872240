// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

class QCoreApplication;

namespace bastide {

/** The one place that loads and replaces translators: English plural forms always (the
 *  sources say "%n tile(s)"), then Qt's own and Bastide's catalogue for the chosen
 *  language, and the default QLocale to match. Switching sends every window LanguageChange. */
class Translations
{
public:
    struct Language
    {
        QString code; // "" for the system default, else "en", "ru", "uk"
        QString name; // in its own language ("Русский"); the system default in the current one
    };

    /** At start-up: `language` ("en", "ru", "uk") for this run, or when empty the saved
     *  preference, else the system's language. */
    static void install(QCoreApplication& app, const QString& language = {});
    /** Switches at once to `language` ("" = the system's) without saving it; every open
     *  window has retranslated itself when this returns. */
    static void setLanguage(const QString& language);
    /** The language in use: "en", "ru" or "uk". */
    static QString current();
    /** What Preferences offers, system default first. */
    static QList<Language> available();
    /** `language` when Bastide speaks it, else the first of the system's UI languages it
     *  speaks, else "en". */
    static QString resolve(const QString& language);
};

} // namespace bastide
