// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/printoptions.h"
#include "editor/tilecanvas.h"
#include "engine/deck.h"

#include <QMainWindow>
#include <memory>

class QAction;
class QActionGroup;
class QCheckBox;
class QLabel;
class QSplitter;
class QUndoView;

namespace bastide {

class ArtCache;
class CanvasPanel;
class DeckDocument;
class DeckFiles;
class EditorActions;
class EditorBottomTabs;
class EditorHelpDialog;
class TileCommands;
class FeatureListPanel;
class PictureImporter;
class PlaySets;
class PlaySetsChooser;
class ProblemListPanel;
class Retranslator;
class StatisticsPanel;
class TileListModel;
class TileListPanel;
class TilePropertiesPanel;

/**
 * The deck editor: a window of its own where a designer opens, draws, checks, saves, prints
 * and plays a deck of tiles. The app opens it from its menu and starts a new game with the
 * deck when playDeckRequested() is emitted.
 */
class DeckEditorWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit DeckEditorWindow(QWidget* parent = nullptr);
    ~DeckEditorWindow() override;

    DeckDocument* document() const { return m_document; }
    TileCanvas* canvas() const { return m_canvas; }
    TileListPanel* tileList() const { return m_tileList; }
    ProblemListPanel* problemList() const { return m_problems; }
    StatisticsPanel* statistics() const;
    QUndoView* history() const;
    DeckFiles* files() const { return m_files; }
    TilePropertiesPanel* tileProperties() const { return m_tileProperties; }
    /** The expansion sets in play for Play This Deck, the statistics and test games. */
    PlaySets* playSets() const { return m_sets; }
    /** The deck's tile selected for editing, or -1. */
    int currentTile() const;
    void setCurrentTile(int tile);
    QAction* action(const QString& name) const;

    // What the menu commands do once a file name is known (tests and the app call these).
    /** Starts a new, unsaved deck: a copy of the standard deck, or one blank start tile. */
    bool newDeck(bool fromStandard);
    /** Opens a deck file; on failure shows why and keeps the open deck. */
    bool openFile(const QString& path);
    bool saveFile(const QString& path);
    bool exportPdf(const QString& path, const PrintOptions& options);
    /** Asks about unsaved changes; true when it is fine to go on (saved or discarded). */
    bool maybeSave();

signals:
    /** The designer wants to play the (valid) deck: the app opens its new-game dialog with
     *  it selected. `path` is a file holding exactly `deck`: the deck's own file when it is
     *  saved, else a snapshot in the cache folder (the designer's file is never touched).
     *  `expansions`: the deck's sets the designer chose to play, for `rules.expansions`. */
    void playDeckRequested(const bastide::Deck& deck, const QString& path,
                           const QStringList& expansions);
    /** The designer tried to open a saved game here and chose to open it in the game. */
    void openGameRequested(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createActions();
    void updateTitle();
    void updateActions();
    void currentTileChanged(int tile);
    void tileUpdated(int tile);

    void fileOpened(const QString& path);
    void fileSaved(const QString& path);
    void exportPrintAndPlay();
    void play();
    void selectIfAny(int tile);
    void reopenLastDeck();
    void updateEmptyHint();
    void showHelp(bool shortcuts);
    void showError(const QString& title, const QString& text);

    Retranslator* m_texts;
    DeckDocument* m_document;
    std::unique_ptr<ArtCache> m_cache;
    TileListModel* m_model;
    TileListPanel* m_tileList;
    TileCanvas* m_canvas;
    CanvasPanel* m_centre;
    TilePropertiesPanel* m_tileProperties;
    FeatureListPanel* m_features;
    ProblemListPanel* m_problems;
    EditorBottomTabs* m_bottom;
    EditorHelpDialog* m_help = nullptr;
    QSplitter* m_splitter = nullptr;
    bool m_shown = false;
    QActionGroup* m_tools;
    std::unique_ptr<EditorActions> m_actionSet;
    DeckFiles* m_files;
    std::unique_ptr<TileCommands> m_tileCommands;
    int m_current = -1;
    PlaySets* m_sets;
    PictureImporter* m_pictures;
    PlaySetsChooser* m_playSets;
};

} // namespace bastide
