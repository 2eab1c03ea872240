// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <array>
#include <vector>

class QAction;
class QWidget;

namespace bastide {

class GameSession;
class Retranslator;

/**
 * The game window's commands as actions: their texts, keys and icons (worded again when the
 * language changes), and which of them the game in progress allows. What each one does is
 * wired by the window that composes the parts.
 */
class GameActions : public QObject
{
    Q_OBJECT

public:
    enum Id
    {
        NewGame,
        PlayAgain,
        Open,
        Save,
        SaveAs,
        ReplayGame,
        ReplayThis,
        DeckEditor,
        Preferences,
        Quit,
        Undo,
        Redo,
        RotateRight,
        RotateLeft,
        Confirm,
        StepBack,
        NextChoice,
        PreviousChoice,
        TakeChoice,
        NoFigure,
        ReturnAbbot,
        SuggestMove,
        ZoomIn,
        ZoomOut,
        FitAll,
        Centre,
        SidePanel,
        Overview,
        Tiles,
        Animations,
        HowToPlay,
        Shortcuts,
        About,
        Count
    };

    /** Makes every action and adds it to `window`, whose shortcuts they become. */
    GameActions(QWidget* window, Retranslator* texts);

    QAction* get(Id id) const { return m_actions[std::size_t(id)]; }
    /** Enables what `session` allows now; play again needs a game played before. */
    void update(const GameSession& session, bool canPlayAgain);

private:
    struct Spec;
    /** Every action's name, text, keys and icon, in menu order. */
    static std::vector<Spec> specs();

    std::array<QAction*, Count> m_actions{};
};

} // namespace bastide
