#pragma once

#include <QString>

namespace bastide {

/**
 * The player's preferences kept in QSettings: animations, the computer players' pace,
 * whether projected scores show, and the language. The environment variable BASTIDE_ANIMATIONS=0
 * turns every animation and pause off, so tests and benchmarks never wait for one.
 */
class AppSettings
{
public:
    enum class ComputerPace
    {
        Quick,
        Normal,
        Relaxed
    };

    static bool animationsEnabled();
    static void setAnimationsEnabled(bool enabled);
    /** `normalMs`, or 0 when animations are off. */
    static int duration(int normalMs);

    static ComputerPace computerPace();
    static void setComputerPace(ComputerPace pace);
    /** How long a computer turn at least lasts on screen, so the player can follow it. */
    static int computerTurnMs();

    static bool showProjectedScores();
    static void setShowProjectedScores(bool show);

    /** "en", "ru", "uk", or "" for the system's language. */
    static QString language();
    static void setLanguage(const QString& language);

private:
    static bool forcedOff();
};

} // namespace bastide
