// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/howtoplaydialog.h"
#include "app/remainingtilesdialog.h"
#include "app/shortcutsdialog.h"

#include <QObject>
#include <QPointer>

class QMainWindow;

namespace bastide {

class ArtCache;
class BoardArt;
class DeckEditorLink;
class GameSession;

/**
 * The game window's other windows: the tiles left in the bag (kept up to date while open),
 * the preferences, how to play, the keyboard shortcuts and the about box. Each is made on
 * first use and raised when asked for again.
 */
class WindowDialogs : public QObject
{
    Q_OBJECT

public:
    WindowDialogs(QMainWindow* window, GameSession* session, BoardArt* art, ArtCache* cache,
                  DeckEditorLink* editor);

    void showRemainingTiles();
    void showPreferences();
    /** The rules of the game on the table; before any game, every set's. */
    void showHowToPlay();
    /** Every set's rules with `farmers`, over `over` (the new-game dialog, which blocks the
     *  game window while it is open). */
    void showHowToPlayBeforeGame(QWidget* over, FarmerScoring farmers);
    void showShortcuts();
    void showAbout();
    /** Words the open dialogs that show the game again (the language changed). */
    void refresh();

    RemainingTilesDialog* remainingTiles() const { return m_remaining; }
    HowToPlayDialog* howToPlay() const { return m_howToPlay; }
    ShortcutsDialog* shortcuts() const { return m_shortcuts; }

signals:
    /** The preferences were changed and saved: apply those that take effect at once. */
    void preferencesChanged();

private:
    void showHowToPlay(const Rules& rules, QWidget* over);

    QMainWindow* m_window;
    GameSession* m_session;
    BoardArt* m_art;
    ArtCache* m_cache;
    DeckEditorLink* m_editor;
    QPointer<RemainingTilesDialog> m_remaining;
    QPointer<HowToPlayDialog> m_howToPlay;
    QPointer<ShortcutsDialog> m_shortcuts;
};

} // namespace bastide
