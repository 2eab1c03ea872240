#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace bastide {

void Translations::install(QCoreApplication& app, const QString& language)
{
    // The translators live as long as the application; later ones are searched first.
    auto load = [&app](const QString& name, const QString& dir, const QLocale& locale) {
        auto* translator = new QTranslator(&app);
        if (translator->load(locale, name, QStringLiteral("_"), dir))
            QCoreApplication::installTranslator(translator);
        else
            delete translator;
    };
    load(QStringLiteral("bastide"), QStringLiteral(":/i18n"), QLocale(QLocale::English));
    if (!language.isEmpty())
        QLocale::setDefault(QLocale(language));
    const QLocale locale;
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return;
    load(QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath), locale);
    load(QStringLiteral("bastide"), QStringLiteral(":/i18n"), locale);
}

} // namespace bastide
