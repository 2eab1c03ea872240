// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <algorithm>

namespace bastide {

namespace {
const QString AnimationsKey = QStringLiteral("view/animations");
const QString PaceKey = QStringLiteral("play/computerPace");
const QString ProjectedKey = QStringLiteral("view/projectedScores");
const QString SpeedKey = QStringLiteral("view/animationSpeed");
const QString SpotsKey = QStringLiteral("view/legalSpots");
const QString ConfirmKey = QStringLiteral("play/confirmTurnEnd");
const QString HintsKey = QStringLiteral("play/hintsAgainstComputer");
const QString NameKey = QStringLiteral("players/name");
const QString OpponentsKey = QStringLiteral("players/opponents");
const QString LevelKey = QStringLiteral("players/level");
const QString LanguageKey = QStringLiteral("view/language");
const QString FollowKey = QStringLiteral("view/followPlay");
const QString RecentKey = QStringLiteral("files/recent");
const QString FolderKey = QStringLiteral("files/lastFolder");
const QString OverviewKey = QStringLiteral("view/overview");
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
    if (!animationsEnabled())
        return 0;
    switch (animationSpeed()) {
    case AnimationSpeed::Slow:
        return normalMs * 8 / 5;
    case AnimationSpeed::Normal:
        return normalMs;
    case AnimationSpeed::Fast:
        return normalMs * 11 / 20;
    }
    return normalMs;
}

AppSettings::AnimationSpeed AppSettings::animationSpeed()
{
    const int v = QSettings().value(SpeedKey, int(AnimationSpeed::Normal)).toInt();
    return v >= 0 && v <= int(AnimationSpeed::Fast) ? AnimationSpeed(v) : AnimationSpeed::Normal;
}

void AppSettings::setAnimationSpeed(AnimationSpeed speed)
{
    QSettings().setValue(SpeedKey, int(speed));
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

bool AppSettings::hintsAgainstComputer()
{
    return QSettings().value(HintsKey, false).toBool();
}

void AppSettings::setHintsAgainstComputer(bool allowed)
{
    QSettings().setValue(HintsKey, allowed);
}

bool AppSettings::showLegalSpots()
{
    return QSettings().value(SpotsKey, true).toBool();
}

void AppSettings::setShowLegalSpots(bool show)
{
    QSettings().setValue(SpotsKey, show);
}

bool AppSettings::followPlay()
{
    return QSettings().value(FollowKey, false).toBool();
}

void AppSettings::setFollowPlay(bool follow)
{
    QSettings().setValue(FollowKey, follow);
}

QStringList AppSettings::recentFiles()
{
    QStringList files;
    for (const QString& path : QSettings().value(RecentKey).toStringList()) {
        if (QFileInfo::exists(path) && !files.contains(path))
            files << path;
    }
    return files.mid(0, MaxRecentFiles);
}

void AppSettings::addRecentFile(const QString& path)
{
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    QStringList files = QSettings().value(RecentKey).toStringList();
    files.removeAll(absolute);
    files.prepend(absolute);
    QSettings().setValue(RecentKey, files.mid(0, MaxRecentFiles));
}

void AppSettings::clearRecentFiles()
{
    QSettings().remove(RecentKey);
}

bool AppSettings::showOverview()
{
    return QSettings().value(OverviewKey, true).toBool();
}

void AppSettings::setShowOverview(bool show)
{
    QSettings().setValue(OverviewKey, show);
}

QString AppSettings::lastGameFolder()
{
    return QSettings().value(FolderKey).toString();
}

void AppSettings::setLastGameFolder(const QString& folder)
{
    QSettings().setValue(FolderKey, QDir::cleanPath(folder));
}

bool AppSettings::confirmTurnEnd()
{
    return QSettings().value(ConfirmKey, true).toBool();
}

void AppSettings::setConfirmTurnEnd(bool confirm)
{
    QSettings().setValue(ConfirmKey, confirm);
}

QString AppSettings::defaultPlayerName()
{
    return QSettings().value(NameKey).toString().trimmed();
}

void AppSettings::setDefaultPlayerName(const QString& name)
{
    QSettings().setValue(NameKey, name.trimmed());
}

int AppSettings::defaultOpponents()
{
    return std::clamp(QSettings().value(OpponentsKey, 1).toInt(), 1, 5);
}

void AppSettings::setDefaultOpponents(int count)
{
    QSettings().setValue(OpponentsKey, std::clamp(count, 1, 5));
}

QString AppSettings::defaultLevel()
{
    return QSettings().value(LevelKey, QStringLiteral("normal")).toString();
}

void AppSettings::setDefaultLevel(const QString& level)
{
    QSettings().setValue(LevelKey, level);
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
