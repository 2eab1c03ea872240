#pragma once

#include <QString>

class QCoreApplication;

namespace bastide {

/** Loads the app's translations for the user's language: English plural forms always
 *  (the sources say "%n tile(s)"), then Qt's own and Bastide's for the locale. */
class Translations
{
public:
    /** `language` is "en", "ru" or "uk" to force one (the command line's --lang), or empty
     *  for the system's. */
    static void install(QCoreApplication& app, const QString& language = {});
};

} // namespace bastide
