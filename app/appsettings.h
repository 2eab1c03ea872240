// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace bastide {

/**
 * The player's preferences kept in QSettings: animations and their speed, the computer
 * players' pace, what the board and score panel show, how a turn ends, who plays a new game,
 * and the language. BASTIDE_ANIMATIONS=0 turns every animation and pause off, so tests never
 * wait.
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

    enum class AnimationSpeed
    {
        Slow,
        Normal,
        Fast
    };

    static bool animationsEnabled();
    static void setAnimationsEnabled(bool enabled);
    /** `normalMs` scaled by the animation speed, or 0 when animations are off. */
    static int duration(int normalMs);
    static AnimationSpeed animationSpeed();
    static void setAnimationSpeed(AnimationSpeed speed);

    static ComputerPace computerPace();
    static void setComputerPace(ComputerPace pace);
    /** How long a computer turn at least lasts on screen, so the player can follow it. */
    static int computerTurnMs();

    static bool showProjectedScores();
    static void setShowProjectedScores(bool show);

    /** Whether the board marks every spot where the tile in hand fits. */
    static bool showLegalSpots();
    static void setShowLegalSpots(bool show);

    /** Whether the view moves to every tile laid (fitting the whole board as it grows); when
     *  off it stays where the player left it unless a tile is laid out of sight. */
    static bool followPlay();
    static void setFollowPlay(bool follow);

    /** Whether the small map of the whole board shows in the view's corner. */
    static bool showOverview();
    static void setShowOverview(bool show);

    /** Game files opened or saved lately, the newest first; files gone are left out. */
    static QStringList recentFiles();
    static void addRecentFile(const QString& path);
    static void clearRecentFiles();
    static constexpr int MaxRecentFiles = 8;
    /** The folder a game was last opened from or saved to: where Open and Save As start. */
    static QString lastGameFolder();
    static void setLastGameFolder(const QString& folder);

    /** Whether a turn waits for End Turn; when off it ends as soon as the player has chosen
     *  a figure (or there is nothing to choose). */
    /** Whether Suggest a Move works in games with computer players (always in others). */
    static bool hintsAgainstComputer();
    static void setHintsAgainstComputer(bool allowed);
    static bool confirmTurnEnd();
    static void setConfirmTurnEnd(bool confirm);

    /** Who a new game starts with when the new-game dialog has nothing remembered: the
     *  player's name and the opponents (computer ones at `defaultLevel()`, or, when that is
     *  empty, people at this computer). */
    static QString defaultPlayerName();
    static void setDefaultPlayerName(const QString& name);
    static int defaultOpponents();
    static void setDefaultOpponents(int count);
    static QString defaultLevel();
    static void setDefaultLevel(const QString& level);

    /** "en", "ru", "uk", or "" for the system's language. */
    static QString language();
    static void setLanguage(const QString& language);

private:
    static bool forcedOff();
};

} // namespace bastide
