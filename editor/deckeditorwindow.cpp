// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/deckeditorwindow.h"

#include "art/artcache.h"
#include "editor/canvaspanel.h"
#include "editor/deckdocument.h"
#include "editor/deckfiles.h"
#include "editor/deckpropertiespanel.h"
#include "editor/editoractions.h"
#include "editor/editorbottomtabs.h"
#include "editor/editorhelpdialog.h"
#include "editor/editorsidepanel.h"
#include "editor/editorstyle.h"
#include "editor/featurelistpanel.h"
#include "editor/pictureimporter.h"
#include "editor/playsets.h"
#include "editor/playsetschooser.h"
#include "editor/printandplayexporter.h"
#include "editor/printexportdialog.h"
#include "editor/problemlistpanel.h"
#include "editor/recentdecksmenu.h"
#include "editor/retranslator.h"
#include "editor/statisticspanel.h"
#include "editor/tilecommands.h"
#include "editor/tileedit.h"
#include "editor/tilelistmodel.h"
#include "editor/tilelistpanel.h"
#include "editor/tilepropertiespanel.h"
#include "engine/deckjson.h"
#include "engine/standarddeck.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace bastide {

DeckEditorWindow::DeckEditorWindow(QWidget* parent)
    : QMainWindow(parent), m_document(new DeckDocument(this)),
      m_cache(std::make_unique<ArtCache>(64ll * 1024 * 1024)),
      m_model(new TileListModel(m_document, m_cache.get(), this))
{
    setWindowFlag(Qt::Window);
    setObjectName(QStringLiteral("DeckEditorWindow"));
    m_texts = new Retranslator(this);
    EditorStyle::apply(this);
    m_files = new DeckFiles(m_document, this);
    m_tileCommands = std::make_unique<TileCommands>(m_document);
    m_pictures = new PictureImporter(m_document, this);
    connect(m_pictures, &PictureImporter::failed, this, &DeckEditorWindow::showError);
    connect(m_pictures, &PictureImporter::done, this,
            [this](const QString& text) { statusBar()->showMessage(text, 6000); });
    m_sets = new PlaySets(this);
    m_playSets = new PlaySetsChooser(this, m_sets);
    connect(m_files, &DeckFiles::opened, this, &DeckEditorWindow::fileOpened);
    connect(m_files, &DeckFiles::saved, this, &DeckEditorWindow::fileSaved);
    connect(m_files, &DeckFiles::failed, this, &DeckEditorWindow::showError);
    createActions();

    m_tileList = new TileListPanel(m_model, this);
    m_tileList->setActions({action(QStringLiteral("addTile")),
                            action(QStringLiteral("duplicateTile")),
                            action(QStringLiteral("deleteTile")), action(QStringLiteral("moveUp")),
                            action(QStringLiteral("moveDown"))});
    m_tileList->setMinimumWidth(230);

    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_tileList);
    m_centre = new CanvasPanel(m_document, m_cache.get(), m_tools, this);
    m_canvas = m_centre->canvas();
    top->addWidget(m_centre);
    auto* side = new EditorSidePanel(m_document, m_texts, this);
    m_tileProperties = side->tileProperties();
    m_features = side->features();
    top->addWidget(side);
    top->setStretchFactor(0, 0);
    top->setStretchFactor(1, 1);
    top->setStretchFactor(2, 0);
    top->setSizes({270, 620, 380});
    top->setChildrenCollapsible(false);

    m_bottom = new EditorBottomTabs(m_document, m_sets, m_texts, this);
    m_problems = m_bottom->problems();

    auto* vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(top);
    vertical->addWidget(m_bottom);
    vertical->setStretchFactor(0, 1);
    vertical->setStretchFactor(1, 0);
    m_splitter = vertical;
    vertical->setChildrenCollapsible(false);
    auto* host = new QWidget(this);
    auto* hostLayout = new QVBoxLayout(host);
    hostLayout->setContentsMargins(10, 8, 10, 6);
    hostLayout->addWidget(vertical);
    setCentralWidget(host);

    m_actionSet->buildMenus(this);
    m_actionSet->buildToolBar(this, m_document->undoStack());
    auto* recent =
        new RecentDecksMenu(m_actionSet->recentMenu(), action(QStringLiteral("clearRecent")), this);
    connect(recent, &RecentDecksMenu::openRequested, this, [this](const QString& path) {
        if (maybeSave())
            openFile(path);
    });
    connect(m_files, &DeckFiles::openGameRequested, this, &DeckEditorWindow::openGameRequested);
    statusBar()->setSizeGripEnabled(true);

    connect(m_tileList, &TileListPanel::currentTileChanged, this,
            &DeckEditorWindow::currentTileChanged);
    connect(m_tileList, &TileListPanel::filterChanged, this, &DeckEditorWindow::updateEmptyHint);
    connect(m_document, &DeckDocument::tileChanged, this, &DeckEditorWindow::tileUpdated);
    connect(m_document, &DeckDocument::deckReset, this, [this] {
        const int start = m_document->deck().startTile(TileGroup::Base);
        setCurrentTile(start >= 0 ? start : 0);
    });
    // Undo and redo show what they change, whichever tile is in hand.
    connect(m_document, &DeckDocument::tileRevisited, this, &DeckEditorWindow::setCurrentTile);
    connect(m_document, &DeckDocument::modifiedChanged, this, &DeckEditorWindow::updateTitle);
    connect(m_document, &DeckDocument::filePathChanged, this, &DeckEditorWindow::updateTitle);
    connect(m_document, &DeckDocument::deckNameChanged, this, &DeckEditorWindow::updateTitle);
    connect(m_document, &DeckDocument::problemsChanged, this, &DeckEditorWindow::updateActions);
    connect(m_document, &DeckDocument::changed, this, &DeckEditorWindow::updateActions);
    connect(m_problems, &ProblemListPanel::tileActivated, this, [this](int tile) {
        setCurrentTile(tile);
        m_canvas->setFocus();
    });
    connect(m_features, &FeatureListPanel::featureHovered, m_canvas, &TileCanvas::showFeature);
    connect(m_canvas, &TileCanvas::toolChanged, this, [this](TileCanvas::Tool tool) {
        if (QAction* a = m_actionSet->tool(tool))
            a->setChecked(true);
    });
    connect(m_tileProperties, &TilePropertiesPanel::importArtRequested, this,
            [this] { m_pictures->importOne(m_current); });

    resize(1320, 880);
    reopenLastDeck();
    // What is worded from the deck and the tile in hand, after the actions' own texts.
    m_texts->add([this] {
        updateTitle();
        updateActions();
        tileUpdated(m_current);
    });
}

DeckEditorWindow::~DeckEditorWindow() = default;

StatisticsPanel* DeckEditorWindow::statistics() const
{
    return m_bottom->statistics();
}

QUndoView* DeckEditorWindow::history() const
{
    return m_bottom->history();
}

QAction* DeckEditorWindow::action(const QString& name) const
{
    return m_actionSet->get(name);
}

void DeckEditorWindow::createActions()
{
    m_actionSet = std::make_unique<EditorActions>(this, m_document->undoStack(), m_texts);
    m_tools = m_actionSet->tools();
    auto on = [this](const char* name, auto&& slot) {
        connect(action(QString::fromLatin1(name)), &QAction::triggered, this, slot);
    };
    on("new", [this] {
        if (maybeSave())
            newDeck(true);
    });
    on("newEmpty", [this] {
        if (maybeSave())
            newDeck(false);
    });
    on("open", [this] { m_files->open(); });
    on("save", [this] { m_files->save(); });
    on("saveAs", [this] { m_files->saveAs(); });
    on("exportPdf", &DeckEditorWindow::exportPrintAndPlay);
    on("close", &QWidget::close);
    on("addTile", [this] {
        setCurrentTile(m_tileCommands->add(m_current));
        m_canvas->setFocus();
    });
    on("duplicateTile", [this] { selectIfAny(m_tileCommands->duplicate(m_current)); });
    on("deleteTile", [this] { m_tileCommands->remove(m_current); });
    on("moveUp", [this] { selectIfAny(m_tileCommands->move(m_current, -1)); });
    on("moveDown", [this] { selectIfAny(m_tileCommands->move(m_current, 1)); });
    on("play", &DeckEditorWindow::play);
    on("copyTile", [this] {
        m_tileCommands->copy(m_current);
        statusBar()->showMessage(tr("Copied tile %1: paste it into any deck, or as text.")
                                     .arg(m_document->isValidIndex(m_current)
                                              ? m_document->tile(m_current).id
                                              : QString()),
                                 4000);
    });
    on("pasteTile", [this] {
        QString error;
        const int at =
            m_tileCommands->paste(m_current, QGuiApplication::clipboard()->text(), &error);
        if (at >= 0)
            setCurrentTile(at);
        else
            showError(tr("Cannot paste"), error);
    });
    on("rotateTile", [this] { m_tileCommands->rotate(m_current, 1); });
    on("rotateTileBack", [this] { m_tileCommands->rotate(m_current, -1); });
    on("mirrorTile", [this] { m_tileCommands->mirror(m_current); });
    on("importPicture", [this] { m_pictures->importOne(m_current); });
    on("importPictures", [this] { m_pictures->importMany(); });
    on("exportTemplate", [this] { m_pictures->exportTemplate(m_current); });
    on("help", [this] { showHelp(false); });
    on("shortcuts", [this] { showHelp(true); });
    on("clearRecent", [] { DeckFiles::clearRecentFiles(); });
    for (QAction* a : m_tools->actions()) {
        connect(a, &QAction::triggered, this,
                [this, a] { m_canvas->setTool(TileCanvas::Tool(a->data().toInt())); });
    }
}

void DeckEditorWindow::updateEmptyHint()
{
    // A filter that hides every tile says so, rather than inviting a first tile.
    m_canvas->setEmptyHint(
        m_tileList->hidesEverything()
            ? tr("The filter “%1” hides every tile: this deck has none in that group. Choose "
                 "“All groups” to see its tiles.")
                  .arg(m_tileList->filterName())
            : QString());
}

void DeckEditorWindow::reopenLastDeck()
{
    // The deck edited last, as the designer left it; a first run starts from the standard.
    const QStringList recent = DeckFiles::recentFiles();
    if (recent.isEmpty() || !m_files->openFile(recent.first()))
        newDeck(true);
}

void DeckEditorWindow::showHelp(bool shortcuts)
{
    if (!m_help)
        m_help = new EditorHelpDialog(this);
    if (shortcuts)
        m_help->showShortcuts();
    m_help->show();
    m_help->raise();
}

void DeckEditorWindow::selectIfAny(int tile)
{
    if (tile >= 0)
        setCurrentTile(tile);
}

int DeckEditorWindow::currentTile() const
{
    return m_current;
}

void DeckEditorWindow::setCurrentTile(int tile)
{
    m_tileList->setCurrentTile(tile);
    // The list reports the change unless the tile was selected already.
    if (m_tileList->currentTile() != m_current)
        currentTileChanged(m_tileList->currentTile());
}

void DeckEditorWindow::currentTileChanged(int tile)
{
    m_current = tile;
    updateEmptyHint();
    m_centre->setTileIndex(tile);
    m_tileProperties->setTileIndex(tile);
    m_features->setTileIndex(tile);
    m_problems->setCurrentTile(tile);
    tileUpdated(tile);
    updateActions();
}

void DeckEditorWindow::tileUpdated(int tile)
{
    if (tile != m_current)
        return;
    m_centre->refresh();
    m_tileProperties->refresh();
    m_features->refresh();
    action(QStringLiteral("tool.river"))
        ->setEnabled(m_canvas->isToolUsable(TileCanvas::Tool::River));
}

void DeckEditorWindow::updateTitle()
{
    // An unsaved deck is named in the language the editor speaks.
    QString name =
        m_document->filePath().isEmpty()
            ? localized(m_document->deck().name, QLocale().name().section(QLatin1Char('_'), 0, 0))
            : QFileInfo(m_document->filePath()).fileName();
    if (name.isEmpty())
        name = tr("Untitled deck");
    //: Window title: the deck's file name, then the window's name. [*] marks unsaved changes.
    setWindowTitle(tr("%1[*] — Bastide Deck Editor").arg(name));
    setWindowModified(m_document->isModified());
}

void DeckEditorWindow::updateActions()
{
    const bool hasTile = m_document->isValidIndex(m_current);
    action(QStringLiteral("duplicateTile"))->setEnabled(hasTile);
    action(QStringLiteral("deleteTile"))->setEnabled(hasTile);
    action(QStringLiteral("moveUp"))->setEnabled(hasTile && m_current > 0);
    action(QStringLiteral("moveDown"))
        ->setEnabled(hasTile && m_current < m_document->tileCount() - 1);
    QAction* play = action(QStringLiteral("play"));
    play->setEnabled(m_document->isPlayable());
    play->setToolTip(m_document->isPlayable()
                         ? tr("Start a new game with this deck")
                         : tr("Fix the problems listed below to play this deck"));
    m_bottom->updateProblemCount();
    action(QStringLiteral("exportPdf"))->setEnabled(m_document->deck().totalTiles() > 0);
    for (const char* name :
         {"copyTile", "rotateTile", "rotateTileBack", "mirrorTile", "importPicture"})
        action(QString::fromLatin1(name))->setEnabled(hasTile);
}

bool DeckEditorWindow::newDeck(bool fromStandard)
{
    Deck deck;
    if (fromStandard) {
        deck = standardDeck();
        // The names of the designer's deck in each language, not interface text.
        deck.name = {{QStringLiteral("en"), QStringLiteral("My deck")},
                     {QStringLiteral("ru"), QStringLiteral("Моя колода")},
                     {QStringLiteral("uk"), QStringLiteral("Моя колода")}};
    } else {
        deck.name = {{QStringLiteral("en"), QStringLiteral("New deck")},
                     {QStringLiteral("ru"), QStringLiteral("Новая колода")},
                     {QStringLiteral("uk"), QStringLiteral("Нова колода")}};
        TileType start = TileEdit::blank(QStringLiteral("A"));
        start.start = true;
        start.name = {{QStringLiteral("en"), QStringLiteral("Start tile")},
                      {QStringLiteral("ru"), QStringLiteral("Стартовый тайл")},
                      {QStringLiteral("uk"), QStringLiteral("Стартовий тайл")}};
        deck.tiles.push_back(start);
    }
    m_document->reset(std::move(deck));
    updateTitle();
    return true;
}

bool DeckEditorWindow::openFile(const QString& path)
{
    return m_files->openFile(path);
}

bool DeckEditorWindow::saveFile(const QString& path)
{
    return m_files->saveFile(path);
}

void DeckEditorWindow::fileOpened(const QString& path)
{
    updateTitle();
    const int problems = int(m_document->problems().size());
    statusBar()->showMessage(
        problems
            ? tr("Opened %1. Problems to fix: %2.").arg(QFileInfo(path).fileName()).arg(problems)
            : tr("Opened %1.").arg(QFileInfo(path).fileName()),
        6000);
    if (problems)
        m_bottom->setCurrentWidget(m_problems);
}

void DeckEditorWindow::fileSaved(const QString& path)
{
    updateTitle();
    statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 4000);
}

bool DeckEditorWindow::exportPdf(const QString& path, const PrintOptions& options)
{
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = PrintAndPlayExporter::exportPdf(m_document->deck(), path, options, &error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        showError(tr("Cannot export the PDF"), error);
        return false;
    }
    statusBar()->showMessage(tr("Wrote %1 (pages: %2).")
                                 .arg(QFileInfo(path).fileName())
                                 .arg(PrintAndPlayExporter::pageCount(m_document->deck(), options)),
                             6000);
    return true;
}

bool DeckEditorWindow::maybeSave()
{
    return m_files->maybeSave();
}

void DeckEditorWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!m_shown) {
        // The bottom pane starts low, leaving the height to the canvas.
        m_shown = true;
        const int total = m_splitter->height();
        const int bottom = std::clamp(total / 5, 140, 200);
        m_splitter->setSizes({total - bottom, bottom});
    }
}

void DeckEditorWindow::closeEvent(QCloseEvent* event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void DeckEditorWindow::exportPrintAndPlay()
{
    PrintExportDialog dialog(m_document->deck(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString base =
        m_document->filePath().isEmpty()
            ? DeckFiles::deckDirectory() + QLatin1String("/deck")
            : m_document->filePath().chopped(QFileInfo(m_document->filePath()).suffix().size() + 1);
    QString path = QFileDialog::getSaveFileName(this, tr("Export Print and Play"),
                                                base + QLatin1String("-print.pdf"),
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(".pdf");
    exportPdf(path, dialog.options());
}

void DeckEditorWindow::play()
{
    if (!m_document->isPlayable()) {
        m_bottom->setCurrentWidget(m_problems);
        statusBar()->showMessage(tr("Fix the deck's problems to play it."), 5000);
        return;
    }
    QString path = m_document->filePath();
    if (path.isEmpty() || m_document->isModified()) {
        // The new-game dialog takes a deck file: hand it a snapshot of the deck as it is now,
        // without saving over the designer's file or marking the document saved.
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
        QDir().mkpath(dir);
        path = dir + QLatin1String("/playtest-deck.json");
        QString error;
        if (!saveDeck(m_document->deck(), path, &error)) {
            showError(tr("Cannot play the deck"),
                      tr("A copy of the deck to play could not be written to %1: %2")
                          .arg(QDir::toNativeSeparators(path), error));
            return;
        }
    }
    // A deck with expansion sets asks which the game takes.
    m_playSets->choose(m_document->deck(), [this, path](const QStringList& sets) {
        emit playDeckRequested(m_document->deck(), path, sets);
    });
}

void DeckEditorWindow::showError(const QString& title, const QString& text)
{
    // Not modal-blocking: the designer reads it while the editor stays as it was.
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("editorError"));
    box->open();
}

} // namespace bastide
