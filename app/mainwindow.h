// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/gamesetup.h"

#include <QMainWindow>
#include <memory>

class QAction;
class QListView;

namespace bastide {

class ArtCache;
class BoardArt;
class BoardOverview;
class BoardSplitter;
class BoardScene;
class BoardView;
class DeckEditorLink;
class EndGamePresenter;
class GameActions;
class GameFileController;
class GameInfoLabel;
class GameLogModel;
class GameSession;
class HintBanner;
class ReplayController;
class ReplayPanel;
class Retranslator;
class ScorePanel;
class SidePanel;
class MoveSuggestion;
class TurnHints;
class TurnPanel;
class UndoControl;
class WindowDialogs;

/**
 * The Bastide window: the board with its hint banner, the turn card, scores and game log
 * beside it, the menus, toolbar and status bar. It composes the parts that do the work (the
 * session, the actions, the game's files, the dialogs, the end screen, the deck editor)
 * and wires them to one another.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /** Starts a game with exactly this setup (its seed set, or one is drawn). */
    void startGame(std::shared_ptr<GameSetup> setup);
    /** Opens a file given on the command line or by the desktop: a game record in this
     *  window, a deck in the deck editor; a file that is neither gets a message naming it. */
    bool openFile(const QString& path);
    /** Takes back the last move a person played (asking first in hotseat when it was
     *  another person's). */
    void undo();
    UndoControl* undoControl() const { return m_undo; }
    ReplayController* replay() const { return m_replay; }
    ReplayPanel* replayPanel() const { return m_replayPanel; }
    /** Replays the game on the table from its first move; the game comes back on closing. */
    void replayThisGame();

    GameSession* session() const { return m_session; }
    BoardScene* scene() const { return m_scene; }
    BoardView* view() const { return m_view; }
    HintBanner* banner() const { return m_banner; }
    BoardOverview* overview() const { return m_overview; }
    BoardSplitter* splitter() const { return m_splitter; }
    SidePanel* sidePanel() const { return m_side; }
    TurnPanel* turnPanel() const;
    ScorePanel* scorePanel() const;
    QListView* logView() const;
    GameLogModel* logModel() const { return m_logModel; }
    GameActions* actions() const { return m_actions; }
    QAction* action(const QString& name) const;
    GameFileController* files() const { return m_files; }
    WindowDialogs* dialogs() const { return m_dialogs; }
    EndGamePresenter* endGame() const { return m_endGame; }
    MoveSuggestion* moveSuggestion() const { return m_suggestion; }
    DeckEditorLink* deckEditorLink() const { return m_editorLink; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void wireActions();
    void wireParts();
    void updateActions();
    /** "Bastide", or the game file's name and "Bastide" once the game has a file. */
    void updateTitle();
    /** The tile C centres: the one in hand, or the player's own last tile. */
    QRectF tileToCentre() const;
    /** Applies the preferences that take effect at once (spots, how turns end). */
    void applyPreferences();
    void nameControls();
    void wireReplay();

    Retranslator* m_texts;
    std::unique_ptr<ArtCache> m_cache;
    std::unique_ptr<BoardArt> m_art;
    GameSession* m_session;
    BoardScene* m_scene;
    BoardView* m_view;
    HintBanner* m_banner;
    GameLogModel* m_logModel;
    SidePanel* m_side;
    BoardSplitter* m_splitter;
    BoardOverview* m_overview;
    GameInfoLabel* m_gameInfo;
    GameActions* m_actions;
    TurnHints* m_hints;
    GameFileController* m_files;
    DeckEditorLink* m_editorLink;
    WindowDialogs* m_dialogs;
    EndGamePresenter* m_endGame;
    UndoControl* m_undo;
    ReplayController* m_replay;
    ReplayPanel* m_replayPanel;
    MoveSuggestion* m_suggestion;
};

} // namespace bastide
