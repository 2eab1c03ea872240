#pragma once

class QCoreApplication;

namespace bastide {

/** Loads the app's translations for the user's language: English plural forms always
 *  (the sources say "%n tile(s)"), then Qt's own and Bastide's for the locale. */
class Translations
{
public:
    static void install(QCoreApplication& app);
};

} // namespace bastide
