// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLabel>

namespace bastide {

class GameSession;

/** The status bar's note of how the game on the table is played: its deck, the rules
 *  that are on and its seed. */
class GameInfoLabel : public QLabel
{
    Q_OBJECT

public:
    explicit GameInfoLabel(GameSession* session, QWidget* parent = nullptr);

    /** Words the note again from the game (and in the language now chosen). */
    void refresh();

private:
    GameSession* m_session;
};

} // namespace bastide
