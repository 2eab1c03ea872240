// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/moveerror.h"

#include <QObject>

class QAction;

namespace bastide {

class GameSession;
class HintBanner;

/**
 * What the hint banner over the board says: what the player does now, worded from the
 * session's phase, and for a moment why a tile was refused, that a tile was put aside or
 * that a move was taken back.
 */
class TurnHints : public QObject
{
    Q_OBJECT

public:
    /** `newGame` lends its key to the hint shown before any game. */
    TurnHints(GameSession* session, HintBanner* banner, QAction* newGame);

    /** Words the hint again from the session (and in the language now chosen). */
    void refresh();
    void moveTakenBack();

private:
    void placementRefused(PlacementError error, bool fitsTurned);
    void movePlayed();

    GameSession* m_session;
    HintBanner* m_banner;
    QAction* m_newGame;
};

} // namespace bastide
