// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/translations.h"

#include "app/appsettings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <memory>

namespace bastide {

namespace {

const QStringList Spoken = {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("uk")};

struct Installed
{
    std::unique_ptr<QTranslator> english;
    std::unique_ptr<QTranslator> qt;
    std::unique_ptr<QTranslator> bastide;
    QString language = QStringLiteral("en");
};

Installed& installed()
{
    static Installed state;
    return state;
}

std::unique_ptr<QTranslator> load(const QString& name, const QString& dir, const QString& language)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(name + QLatin1Char('_') + language, dir))
        return nullptr;
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

void remove(std::unique_ptr<QTranslator>& translator)
{
    if (translator)
        QCoreApplication::removeTranslator(translator.get());
    translator.reset();
}

} // namespace

QString Translations::resolve(const QString& language)
{
    const QString code = language.left(2).toLower();
    if (Spoken.contains(code))
        return code;
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString system = ui.left(2).toLower();
        if (Spoken.contains(system))
            return system;
    }
    return QStringLiteral("en");
}

void Translations::install(QCoreApplication&, const QString& language)
{
    setLanguage(language.isEmpty() ? AppSettings::language() : language);
}

void Translations::setLanguage(const QString& language)
{
    Installed& state = installed();
    const QString code = resolve(language);
    // The plural-only English catalogue is searched last, so it only fills what the
    // chosen language leaves untranslated (and every %n string in English).
    if (!state.english)
        state.english =
            load(QStringLiteral("bastide"), QStringLiteral(":/i18n"), QStringLiteral("en"));
    remove(state.bastide);
    remove(state.qt);
    if (code != QLatin1String("en")) {
        state.qt = load(QStringLiteral("qtbase"),
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath), code);
        state.bastide = load(QStringLiteral("bastide"), QStringLiteral(":/i18n"), code);
    }
    state.language = code;
    // Numbers and lists follow the language; the system's own locale when it speaks it,
    // so its regional formats stay.
    const QLocale system = QLocale::system();
    const bool systemSpeaks = QLocale::languageToCode(system.language()) == code ||
                              (code == QLatin1String("en") && system.language() == QLocale::C);
    QLocale::setDefault(systemSpeaks ? system : QLocale(code));
    // Installing posts LanguageChange to every window; deliver it now so the switch is
    // complete when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

QString Translations::current()
{
    return installed().language;
}

QList<Translations::Language> Translations::available()
{
    return {
        {QString(), QCoreApplication::translate("Translations", "System default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},
        {QStringLiteral("uk"), QStringLiteral("Українська")},
    };
}

} // namespace bastide
