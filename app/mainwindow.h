// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "app/endgamedialog.h"
#include "app/newgamesettings.h"
#include "app/remainingtilesdialog.h"
#include "editor/deckeditorwindow.h"

#include <QMainWindow>
#include <QPointer>
#include <memory>

class QAction;
class QLabel;
class QListView;
class QSplitter;

namespace bastide {

class ArtCache;
class BoardArt;
class BoardScene;
class BoardView;
class GameLogModel;
class GameSession;
class HintBanner;
class HowToPlayDialog;
class ShortcutsDialog;
class Retranslator;
class ScorePanel;
class TurnPanel;

/**
 * The Bastide window: the board, the turn card, scores and the game log beside it, menus
 * and toolbar; starting, saving, opening, autosaving and resuming games; the end-of-game
 * screen. The game itself lives in the GameSession; this class wires views to it.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /** Starts a game with exactly this setup (its seed set, or one is drawn). */
    void startGame(std::shared_ptr<GameSetup> setup);
    bool saveTo(const QString& path);
    bool loadFrom(const QString& path);
    /** Opens a file given on the command line or by the desktop: a game record in this
     *  window, a deck in the deck editor; a file that is neither gets a message naming it. */
    bool openFile(const QString& path);
    /** Resumes the autosaved game when there is an unfinished one. */
    bool resumeAutosave();
    /** At start-up: offers to resume an unfinished game, or opens the new-game dialog. */
    void offerResumeOrNewGame();
    /** Shows the deck editor (one per window), opening `deckPath` in it when given. */
    DeckEditorWindow* openDeckEditor(const QString& deckPath = QString());
    /** Opens the new-game dialog with this deck file chosen (the editor's "Play"). */
    void newGameWithDeck(const QString& deckPath);
    DeckEditorWindow* deckEditor() const;

    GameSession* session() const { return m_session; }
    BoardScene* scene() const { return m_scene; }
    BoardView* view() const { return m_view; }
    TurnPanel* turnPanel() const { return m_turnPanel; }
    ScorePanel* scorePanel() const { return m_scorePanel; }
    QListView* logView() const { return m_logView; }
    GameLogModel* logModel() const { return m_logModel; }
    HintBanner* banner() const { return m_banner; }
    HowToPlayDialog* howToPlayDialog() const;
    ShortcutsDialog* shortcutsDialog() const;
    EndGameDialog* endGameDialog() const { return m_endGame; }
    RemainingTilesDialog* remainingTilesDialog() const { return m_remaining; }
    QString lastError() const { return m_lastError; }
    QString currentFile() const { return m_file; }
    QAction* action(const QString& name) const;

public slots:
    void newGame();
    void playAgain();
    void openGame();
    void saveGame();
    void saveGameAs();
    void undo();
    void showRemainingTiles();
    void showPreferences();
    void showHowToPlay();
    void showShortcuts();

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    QWidget* createSidePanel();
    void updateActions();
    void updateHint();
    void updateStatus();
    void onMovePlayed();
    void onGameFinished();
    void showEndOfGame();
    void onPlacementRefused(int error, bool fitsTurned);
    void autosave();
    void showError(const QString& title, const QString& text);
    /** Applies the preferences that take effect at once (spots, how turns end). */
    void applyPreferences();
    void restoreLayout();
    void saveLayout() const;
    void nameControls();

    Retranslator* m_texts;
    std::unique_ptr<ArtCache> m_cache;
    std::unique_ptr<BoardArt> m_art;
    GameSession* m_session;
    BoardScene* m_scene;
    BoardView* m_view;
    HintBanner* m_banner;
    TurnPanel* m_turnPanel;
    ScorePanel* m_scorePanel;
    GameLogModel* m_logModel;
    QListView* m_logView;
    QSplitter* m_splitter;
    QLabel* m_gameInfo;
    QPointer<EndGameDialog> m_endGame;
    QPointer<RemainingTilesDialog> m_remaining;
    QPointer<DeckEditorWindow> m_editor;
    QPointer<HowToPlayDialog> m_howToPlayDialog;
    QPointer<ShortcutsDialog> m_shortcutsDialog;
    std::shared_ptr<const GameSetup> m_lastSetup;
    QString m_file;
    QString m_lastError;
    bool m_endPending = false;

    QAction* m_newGame;
    QAction* m_playAgain;
    QAction* m_open;
    QAction* m_save;
    QAction* m_saveAs;
    QAction* m_deckEditor;
    QAction* m_preferences;
    QAction* m_quit;
    QAction* m_undo;
    QAction* m_rotateRight;
    QAction* m_rotateLeft;
    QAction* m_confirm;
    QAction* m_stepBack;
    QAction* m_nextChoice;
    QAction* m_previousChoice;
    QAction* m_takeChoice;
    QAction* m_noFigure;
    QAction* m_returnAbbot;
    QAction* m_zoomIn;
    QAction* m_zoomOut;
    QAction* m_fitAll;
    QAction* m_centre;
    QAction* m_tiles;
    QAction* m_animations;
    QAction* m_howToPlay;
    QAction* m_shortcuts;
    QAction* m_about;
};

} // namespace bastide
