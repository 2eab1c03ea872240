#include "appsettings.h"

#include <QSettings>

namespace bastide {

namespace {
const QString AnimationsKey = QStringLiteral("view/animations");
const QString PaceKey = QStringLiteral("play/computerPace");
const QString ProjectedKey = QStringLiteral("view/projectedScores");
const QString LanguageKey = QStringLiteral("view/language");
} // namespace

bool AppSettings::forcedOff()
{
    return qEnvironmentVariableIsSet("BASTIDE_ANIMATIONS") &&
           qEnvironmentVariableIntValue("BASTIDE_ANIMATIONS") == 0;
}

bool AppSettings::animationsEnabled()
{
    return !forcedOff() && QSettings().value(AnimationsKey, true).toBool();
}

void AppSettings::setAnimationsEnabled(bool enabled)
{
    QSettings().setValue(AnimationsKey, enabled);
}

int AppSettings::duration(int normalMs)
{
    return animationsEnabled() ? normalMs : 0;
}

AppSettings::ComputerPace AppSettings::computerPace()
{
    const int v = QSettings().value(PaceKey, int(ComputerPace::Normal)).toInt();
    return v >= 0 && v <= int(ComputerPace::Relaxed) ? ComputerPace(v) : ComputerPace::Normal;
}

void AppSettings::setComputerPace(ComputerPace pace)
{
    QSettings().setValue(PaceKey, int(pace));
}

int AppSettings::computerTurnMs()
{
    if (forcedOff())
        return 0;
    switch (computerPace()) {
    case ComputerPace::Quick:
        return 250;
    case ComputerPace::Normal:
        return 700;
    case ComputerPace::Relaxed:
        return 1400;
    }
    return 700;
}

bool AppSettings::showProjectedScores()
{
    return QSettings().value(ProjectedKey, true).toBool();
}

void AppSettings::setShowProjectedScores(bool show)
{
    QSettings().setValue(ProjectedKey, show);
}

QString AppSettings::language()
{
    return QSettings().value(LanguageKey).toString();
}

void AppSettings::setLanguage(const QString& language)
{
    QSettings().setValue(LanguageKey, language);
}

} // namespace bastide
