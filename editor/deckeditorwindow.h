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
class QTabWidget;

namespace bastide {

class ArtCache;
class DeckDocument;
class DeckPropertiesPanel;
class FeatureListPanel;
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
    StatisticsPanel* statistics() const { return m_statistics; }
    TilePropertiesPanel* tileProperties() const { return m_tileProperties; }
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
     *  saved, else a snapshot in the cache folder (the designer's file is never touched). */
    void playDeckRequested(const bastide::Deck& deck, const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBars();
    QWidget* createCentre();
    QWidget* createSidePanel();
    void updateTitle();
    void updateActions();
    void currentTileChanged(int tile);
    void tileUpdated(int tile);

    void open();
    bool save();
    bool saveAs();
    void exportPrintAndPlay();
    void play();
    void addTile();
    void duplicateTile();
    void deleteTile();
    void moveTile(int delta);
    void importArt();
    void showError(const QString& title, const QString& text);

    Retranslator* m_texts;
    DeckDocument* m_document;
    std::unique_ptr<ArtCache> m_cache;
    TileListModel* m_model;
    TileListPanel* m_tileList;
    TileCanvas* m_canvas;
    QLabel* m_tileTitle;
    QLabel* m_hint;
    QCheckBox* m_generatedArt;
    TilePropertiesPanel* m_tileProperties;
    FeatureListPanel* m_features;
    DeckPropertiesPanel* m_deckProperties;
    ProblemListPanel* m_problems;
    StatisticsPanel* m_statistics;
    QTabWidget* m_bottom;
    QSplitter* m_splitter = nullptr;
    bool m_shown = false;
    QActionGroup* m_tools;
    QHash<QString, QAction*> m_actions;
    int m_current = -1;
};

} // namespace bastide
