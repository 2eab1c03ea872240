// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/deckeditorwindow.h"

#include "art/artcache.h"
#include "editor/deckdocument.h"
#include "editor/deckpropertiespanel.h"
#include "editor/editorstyle.h"
#include "editor/featurelistpanel.h"
#include "editor/printandplayexporter.h"
#include "editor/printexportdialog.h"
#include "editor/problemlistpanel.h"
#include "editor/retranslator.h"
#include "editor/statisticspanel.h"
#include "editor/tileedit.h"
#include "editor/tilelistmodel.h"
#include "editor/tilelistpanel.h"
#include "editor/tilepropertiespanel.h"
#include "editor/toolicons.h"
#include "engine/deckjson.h"
#include "engine/standarddeck.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace bastide {

namespace {

const char* const DirectoryKey = "deckEditor/directory";

QString deckDirectory()
{
    const QString remembered = QSettings().value(QLatin1String(DirectoryKey)).toString();
    if (!remembered.isEmpty() && QDir(remembered).exists())
        return remembered;
    const QString dir =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1String("/decks");
    QDir().mkpath(dir);
    return dir;
}

void rememberDirectory(const QString& file)
{
    QSettings().setValue(QLatin1String(DirectoryKey), QFileInfo(file).absolutePath());
}

} // namespace

DeckEditorWindow::DeckEditorWindow(QWidget* parent)
    : QMainWindow(parent), m_document(new DeckDocument(this)),
      m_cache(std::make_unique<ArtCache>(64ll * 1024 * 1024)),
      m_model(new TileListModel(m_document, m_cache.get(), this))
{
    setWindowFlag(Qt::Window);
    setObjectName(QStringLiteral("DeckEditorWindow"));
    m_texts = new Retranslator(this);
    EditorStyle::apply(this);
    createActions();

    m_tileList = new TileListPanel(m_model, this);
    m_tileList->setActions({action(QStringLiteral("addTile")),
                            action(QStringLiteral("duplicateTile")),
                            action(QStringLiteral("deleteTile")), action(QStringLiteral("moveUp")),
                            action(QStringLiteral("moveDown"))});
    m_tileList->setMinimumWidth(230);

    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_tileList);
    top->addWidget(createCentre());
    top->addWidget(createSidePanel());
    top->setStretchFactor(0, 0);
    top->setStretchFactor(1, 1);
    top->setStretchFactor(2, 0);
    top->setSizes({270, 620, 380});
    top->setChildrenCollapsible(false);

    m_problems = new ProblemListPanel(m_document, this);
    m_statistics = new StatisticsPanel(m_document, this);
    m_bottom = new QTabWidget(this);
    m_bottom->addTab(m_problems, QString());
    m_bottom->addTab(m_statistics, QString());
    m_bottom->setDocumentMode(false);

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

    createMenus();
    createToolBars();
    statusBar()->setSizeGripEnabled(true);

    connect(m_tileList, &TileListPanel::currentTileChanged, this,
            &DeckEditorWindow::currentTileChanged);
    connect(m_document, &DeckDocument::tileChanged, this, &DeckEditorWindow::tileUpdated);
    connect(m_document, &DeckDocument::deckReset, this, [this] {
        const int start = m_document->deck().startTile(TileGroup::Base);
        setCurrentTile(start >= 0 ? start : 0);
    });
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
    connect(m_canvas, &TileCanvas::hintChanged, m_hint, &QLabel::setText);
    connect(m_canvas, &TileCanvas::toolChanged, this, [this](TileCanvas::Tool tool) {
        const QString names[] = {QStringLiteral("tool.city"),      QStringLiteral("tool.road"),
                                 QStringLiteral("tool.river"),     QStringLiteral("tool.field"),
                                 QStringLiteral("tool.join"),      QStringLiteral("tool.shield"),
                                 QStringLiteral("tool.monastery"), QStringLiteral("tool.garden")};
        if (QAction* a = action(names[int(tool)]))
            a->setChecked(true);
    });
    connect(m_tileProperties, &TilePropertiesPanel::importArtRequested, this,
            &DeckEditorWindow::importArt);
    connect(m_generatedArt, &QCheckBox::toggled, m_canvas, &TileCanvas::setShowGeneratedArt);

    resize(1320, 880);
    newDeck(true);
    // What is worded from the deck and the tile in hand, after the actions' own texts.
    m_texts->add([this] {
        m_bottom->setTabText(1, tr("Statistics"));
        updateTitle();
        updateActions();
        tileUpdated(m_current);
    });
}

DeckEditorWindow::~DeckEditorWindow() = default;

QAction* DeckEditorWindow::action(const QString& name) const
{
    return m_actions.value(name);
}

void DeckEditorWindow::createActions()
{
    auto add = [this](const QString& name, const char* text, const QKeySequence& key = {},
                      const QIcon& icon = {}) {
        auto* a = new QAction(icon, QString(), this);
        m_texts->add([a, text] { a->setText(tr(text)); });
        if (!key.isEmpty())
            a->setShortcut(key);
        m_actions.insert(name, a);
        return a;
    };
    using Icon = ToolIcons::Icon;
    connect(add(QStringLiteral("new"), QT_TR_NOOP("&New from Standard Deck"), QKeySequence::New,
                ToolIcons::icon(Icon::Deck)),
            &QAction::triggered, this, [this] {
                if (maybeSave())
                    newDeck(true);
            });
    connect(add(QStringLiteral("newEmpty"), QT_TR_NOOP("New &Empty Deck")), &QAction::triggered,
            this, [this] {
                if (maybeSave())
                    newDeck(false);
            });
    connect(add(QStringLiteral("open"), QT_TR_NOOP("&Open…"), QKeySequence::Open),
            &QAction::triggered, this, &DeckEditorWindow::open);
    connect(add(QStringLiteral("save"), QT_TR_NOOP("&Save"), QKeySequence::Save),
            &QAction::triggered, this, &DeckEditorWindow::save);
    connect(add(QStringLiteral("saveAs"), QT_TR_NOOP("Save &As…"),
                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)),
            &QAction::triggered, this, &DeckEditorWindow::saveAs);
    connect(add(QStringLiteral("exportPdf"), QT_TR_NOOP("&Print and Play (PDF)…"),
                QKeySequence::Print, ToolIcons::icon(Icon::Print)),
            &QAction::triggered, this, &DeckEditorWindow::exportPrintAndPlay);
    connect(add(QStringLiteral("close"), QT_TR_NOOP("&Close Editor"),
                QKeySequence(Qt::CTRL | Qt::Key_W)),
            &QAction::triggered, this, &QWidget::close);

    // Undo and redo name the edit; worded here rather than by QUndoStack so that they follow
    // a change of language.
    QUndoStack* stack = m_document->undoStack();
    QAction* undo = new QAction(this);
    undo->setShortcut(QKeySequence::Undo);
    connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    m_actions.insert(QStringLiteral("undo"), undo);
    QAction* redo = new QAction(this);
    redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    m_actions.insert(QStringLiteral("redo"), redo);
    auto wordUndo = [undo, redo, stack] {
        undo->setEnabled(stack->canUndo());
        redo->setEnabled(stack->canRedo());
        //: Edit menu: %1 names the edit to undo.
        undo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
        //: Edit menu: %1 names the edit to redo.
        redo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    };
    connect(stack, &QUndoStack::indexChanged, this, wordUndo);
    connect(stack, &QUndoStack::cleanChanged, this, wordUndo);
    m_texts->add(wordUndo);

    connect(add(QStringLiteral("addTile"), QT_TR_NOOP("&Add Tile"),
                QKeySequence(Qt::CTRL | Qt::Key_T), ToolIcons::icon(Icon::Add)),
            &QAction::triggered, this, &DeckEditorWindow::addTile);
    connect(add(QStringLiteral("duplicateTile"), QT_TR_NOOP("D&uplicate Tile"),
                QKeySequence(Qt::CTRL | Qt::Key_D), ToolIcons::icon(Icon::Duplicate)),
            &QAction::triggered, this, &DeckEditorWindow::duplicateTile);
    connect(add(QStringLiteral("deleteTile"), QT_TR_NOOP("De&lete Tile"),
                QKeySequence(Qt::CTRL | Qt::Key_Delete), ToolIcons::icon(Icon::Delete)),
            &QAction::triggered, this, &DeckEditorWindow::deleteTile);
    connect(add(QStringLiteral("moveUp"), QT_TR_NOOP("Move Tile &Up"),
                QKeySequence(Qt::CTRL | Qt::Key_Up), ToolIcons::icon(Icon::MoveUp)),
            &QAction::triggered, this, [this] { moveTile(-1); });
    connect(add(QStringLiteral("moveDown"), QT_TR_NOOP("Move Tile &Down"),
                QKeySequence(Qt::CTRL | Qt::Key_Down), ToolIcons::icon(Icon::MoveDown)),
            &QAction::triggered, this, [this] { moveTile(1); });
    connect(add(QStringLiteral("play"), QT_TR_NOOP("&Play This Deck"), QKeySequence(Qt::Key_F5),
                ToolIcons::icon(Icon::Play)),
            &QAction::triggered, this, &DeckEditorWindow::play);

    m_tools = new QActionGroup(this);
    m_tools->setExclusive(true);
    struct ToolAction
    {
        const char* name;
        const char* text;
        Qt::Key key;
        Icon icon;
        TileCanvas::Tool tool;
    };
    const ToolAction tools[] = {
        {"tool.city", QT_TR_NOOP("&City"), Qt::Key_C, Icon::City, TileCanvas::Tool::City},
        {"tool.road", QT_TR_NOOP("&Road"), Qt::Key_R, Icon::Road, TileCanvas::Tool::Road},
        {"tool.river", QT_TR_NOOP("Ri&ver"), Qt::Key_V, Icon::River, TileCanvas::Tool::River},
        {"tool.field", QT_TR_NOOP("&Field"), Qt::Key_F, Icon::Field, TileCanvas::Tool::Field},
        {"tool.join", QT_TR_NOOP("&Join or Separate"), Qt::Key_J, Icon::Join,
         TileCanvas::Tool::Join},
        {"tool.shield", QT_TR_NOOP("&Shield"), Qt::Key_S, Icon::Shield, TileCanvas::Tool::Shield},
        {"tool.monastery", QT_TR_NOOP("&Monastery"), Qt::Key_M, Icon::Monastery,
         TileCanvas::Tool::Monastery},
        {"tool.garden", QT_TR_NOOP("&Garden"), Qt::Key_G, Icon::Garden, TileCanvas::Tool::Garden},
    };
    for (const ToolAction& t : tools) {
        QAction* a =
            add(QString::fromLatin1(t.name), t.text, QKeySequence(t.key), ToolIcons::icon(t.icon));
        a->setCheckable(true);
        m_texts->add([a, key = t.key] {
            //: Tool tip of a drawing tool: its name and its key.
            a->setToolTip(tr("%1 (%2)").arg(a->text().remove(QLatin1Char('&')),
                                            QKeySequence(key).toString(QKeySequence::NativeText)));
        });
        m_tools->addAction(a);
        connect(a, &QAction::triggered, this, [this, tool = t.tool] { m_canvas->setTool(tool); });
    }
    action(QStringLiteral("tool.city"))->setChecked(true);
}

void DeckEditorWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(QString());
    for (const char* name :
         {"new", "newEmpty", "open", "", "save", "saveAs", "", "exportPdf", "", "close"}) {
        if (*name)
            file->addAction(action(QString::fromLatin1(name)));
        else
            file->addSeparator();
    }
    QMenu* edit = menuBar()->addMenu(QString());
    for (const char* name :
         {"undo", "redo", "", "addTile", "duplicateTile", "deleteTile", "", "moveUp", "moveDown"}) {
        if (*name)
            edit->addAction(action(QString::fromLatin1(name)));
        else
            edit->addSeparator();
    }
    QMenu* draw = menuBar()->addMenu(QString());
    draw->addActions(m_tools->actions());
    QMenu* deck = menuBar()->addMenu(QString());
    deck->addAction(action(QStringLiteral("play")));
    deck->addAction(action(QStringLiteral("exportPdf")));
    m_texts->add([file, edit, draw, deck] {
        file->setTitle(tr("&File"));
        edit->setTitle(tr("&Edit"));
        draw->setTitle(tr("&Draw"));
        deck->setTitle(tr("De&ck"));
    });
}

void DeckEditorWindow::createToolBars()
{
    QToolBar* bar = addToolBar(QString());
    bar->setObjectName(QStringLiteral("deckToolBar"));
    bar->setMovable(false);
    // Words for the everyday commands; only playing, the point of it all, has an icon.
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->setIconSize(QSize(22, 22));
    bar->addAction(action(QStringLiteral("new")));
    bar->addAction(action(QStringLiteral("open")));
    bar->addAction(action(QStringLiteral("save")));
    bar->addSeparator();
    // Plain "Undo" and "Redo" here, so the bar does not jump as the edit's name changes; the
    // menu and the tool tip say what will be undone.
    QUndoStack* stack = m_document->undoStack();
    QAction* undo = bar->addAction(QString(), stack, &QUndoStack::undo);
    QAction* redo = bar->addAction(QString(), stack, &QUndoStack::redo);
    auto follow = [bar, undo, redo, stack] {
        bar->setWindowTitle(tr("Deck"));
        undo->setText(tr("Undo"));
        redo->setText(tr("Redo"));
        undo->setEnabled(stack->canUndo());
        redo->setEnabled(stack->canRedo());
        undo->setToolTip(stack->canUndo() ? tr("Undo %1").arg(stack->undoText()) : QString());
        redo->setToolTip(stack->canRedo() ? tr("Redo %1").arg(stack->redoText()) : QString());
    };
    connect(stack, &QUndoStack::indexChanged, this, follow);
    connect(stack, &QUndoStack::cleanChanged, this, follow);
    m_texts->add(follow);
    bar->addSeparator();
    bar->addAction(action(QStringLiteral("exportPdf")));
    auto* spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    auto* play = new QToolButton(bar);
    play->setDefaultAction(action(QStringLiteral("play")));
    play->setObjectName(QStringLiteral("play"));
    play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addWidget(play);
}

QWidget* DeckEditorWindow::createCentre()
{
    auto* centre = new QWidget(this);
    auto* layout = new QVBoxLayout(centre);
    layout->setContentsMargins(8, 0, 8, 0);
    layout->setSpacing(6);
    m_tileTitle = EditorStyle::heading(QString(), centre);
    m_tileTitle->setWordWrap(true); // tile names can be long in any language
    layout->addWidget(m_tileTitle);

    auto* row = new QHBoxLayout;
    row->setSpacing(8);
    // Two columns of tools: the four terrains, then joining, shields and the centre. Short
    // enough to fit beside the canvas in a small window.
    auto* tools = new QFrame(centre);
    tools->setObjectName(QStringLiteral("tools"));
    auto* grid = new QGridLayout(tools);
    grid->setContentsMargins(5, 5, 5, 5);
    grid->setSpacing(3);
    const QList<QAction*> toolActions = m_tools->actions();
    for (int i = 0; i < toolActions.size(); ++i) {
        auto* button = new QToolButton(tools);
        button->setDefaultAction(toolActions[i]);
        button->setIconSize(QSize(28, 28));
        button->setAutoRaise(true);
        grid->addWidget(button, i / 2 + (i >= 4 ? 1 : 0), i % 2);
    }
    grid->setRowMinimumHeight(2, 8);
    row->addWidget(tools, 0, Qt::AlignTop);
    m_canvas = new TileCanvas(m_document, m_cache.get(), centre);
    row->addWidget(m_canvas, 1);
    layout->addLayout(row, 1);

    m_hint = EditorStyle::note(QString(), centre);
    m_hint->setMinimumHeight(m_hint->fontMetrics().lineSpacing() * 3);
    m_hint->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_hint);
    m_generatedArt = new QCheckBox(centre);
    m_texts->add([this] {
        m_generatedArt->setText(tr("Show the picture drawn from the features"));
        m_generatedArt->setToolTip(tr("This tile has its own SVG picture; tick to see its "
                                      "features drawn instead"));
    });
    layout->addWidget(m_generatedArt);
    return centre;
}

QWidget* DeckEditorWindow::createSidePanel()
{
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(320);
    auto* content = new QWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 0, 8, 0);
    layout->setSpacing(14);
    m_tileProperties = new TilePropertiesPanel(m_document, content);
    m_features = new FeatureListPanel(m_document, content);
    m_deckProperties = new DeckPropertiesPanel(m_document, content);
    layout->addWidget(m_tileProperties);
    layout->addWidget(m_features);
    layout->addWidget(m_deckProperties);
    layout->addStretch(1);
    scroll->setWidget(content);
    // setWidget() makes the content paint its own (default) background; let the window show.
    content->setAutoFillBackground(false);
    scroll->viewport()->setAutoFillBackground(false);
    // Wide enough for the panels' labels and fields in the language in use: the panels word
    // themselves after this window does, so measure once they have.
    m_texts->add([this, scroll, content] {
        QTimer::singleShot(0, this, [scroll, content] {
            const int needed = content->minimumSizeHint().width() +
                               scroll->verticalScrollBar()->sizeHint().width() + 2;
            scroll->setMinimumWidth(std::max(320, needed));
        });
    });
    return scroll;
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
    m_canvas->setTileIndex(tile);
    m_tileProperties->setTileIndex(tile);
    m_features->setTileIndex(tile);
    tileUpdated(tile);
    updateActions();
}

void DeckEditorWindow::tileUpdated(int tile)
{
    if (tile != m_current)
        return;
    m_canvas->tileUpdated();
    m_tileProperties->refresh();
    m_features->refresh();
    if (!m_document->isValidIndex(tile)) {
        m_tileTitle->setText(tr("No tile"));
        m_generatedArt->setVisible(false);
        return;
    }
    const TileType& t = m_document->tile(tile);
    const QString name = localized(t.name, QLocale().name().section(QLatin1Char('_'), 0, 0));
    //: Heading above the canvas: the tile's id and its name.
    m_tileTitle->setText(name.isEmpty() ? t.id : tr("%1 — %2").arg(t.id, name));
    m_generatedArt->setVisible(!t.art.isEmpty());
    for (QAction* a : m_tools->actions())
        a->setEnabled(true);
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
    const int problems = int(m_document->problems().size());
    m_bottom->setTabText(0, problems ? tr("Problems (%1)").arg(problems) : tr("Problems"));
    action(QStringLiteral("exportPdf"))->setEnabled(m_document->deck().totalTiles() > 0);
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
    QString error;
    if (!m_document->open(path, &error)) {
        showError(tr("Cannot open the deck"), error);
        return false;
    }
    rememberDirectory(path);
    updateTitle();
    const int problems = int(m_document->problems().size());
    statusBar()->showMessage(
        problems
            ? tr("Opened %1. Problems to fix: %2.").arg(QFileInfo(path).fileName()).arg(problems)
            : tr("Opened %1.").arg(QFileInfo(path).fileName()),
        6000);
    if (problems)
        m_bottom->setCurrentWidget(m_problems);
    return true;
}

bool DeckEditorWindow::saveFile(const QString& path)
{
    QString error;
    if (!m_document->saveAs(path, &error)) {
        showError(tr("Cannot save the deck"),
                  tr("%1 could not be written: %2").arg(QFileInfo(path).fileName(), error));
        return false;
    }
    rememberDirectory(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 4000);
    return true;
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
    if (!m_document->isModified())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The deck has changes that are not saved. Save them first?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setDefaultButton(QMessageBox::Save);
    // Qt's own word for this button reads "Reject" in Russian and Ukrainian.
    //: The button that closes without saving the changes.
    box.button(QMessageBox::Discard)->setText(tr("Don't Save"));
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
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

void DeckEditorWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Deck"), deckDirectory(),
                                                      tr("Bastide decks (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool DeckEditorWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveFile(m_document->filePath());
}

bool DeckEditorWindow::saveAs()
{
    const QString suggested = m_document->filePath().isEmpty()
                                  ? deckDirectory() + QLatin1Char('/') +
                                        localized(m_document->deck().name, QStringLiteral("en"))
                                            .toLower()
                                            .replace(QLatin1Char(' '), QLatin1Char('-')) +
                                        QLatin1String(".json")
                                  : m_document->filePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Deck"), suggested,
                                                tr("Bastide decks (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(".json");
    return saveFile(path);
}

void DeckEditorWindow::exportPrintAndPlay()
{
    PrintExportDialog dialog(m_document->deck(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString base =
        m_document->filePath().isEmpty()
            ? deckDirectory() + QLatin1String("/deck")
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
    emit playDeckRequested(m_document->deck(), path);
}

void DeckEditorWindow::addTile()
{
    TileType tile = TileEdit::blank(m_document->unusedId(QStringLiteral("New")));
    // Names in the deck's languages, like the deck's own: data of the deck, not interface.
    tile.name = {{QStringLiteral("en"), QStringLiteral("New tile")},
                 {QStringLiteral("ru"), QStringLiteral("Новый тайл")},
                 {QStringLiteral("uk"), QStringLiteral("Новий тайл")}};
    if (m_document->isValidIndex(m_current))
        tile.group = m_document->tile(m_current).group;
    const int at = m_current + 1;
    m_document->insertTile(at, tile, tr("Add tile %1").arg(tile.id));
    setCurrentTile(at);
    m_canvas->setFocus();
}

void DeckEditorWindow::duplicateTile()
{
    if (!m_document->isValidIndex(m_current))
        return;
    TileType tile = m_document->tile(m_current);
    const QString from = tile.id;
    tile.id = m_document->unusedId(tile.id);
    tile.start = false;
    tile.end = false;
    const int at = m_current + 1;
    m_document->insertTile(at, tile, tr("Duplicate tile %1").arg(from));
    setCurrentTile(at);
}

void DeckEditorWindow::deleteTile()
{
    if (m_document->isValidIndex(m_current))
        m_document->removeTile(m_current);
}

void DeckEditorWindow::moveTile(int delta)
{
    const int to = m_current + delta;
    if (m_document->isValidIndex(m_current) && m_document->isValidIndex(to)) {
        m_document->moveTile(m_current, to);
        setCurrentTile(to);
    }
}

void DeckEditorWindow::importArt()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Tile Picture"),
                                                      deckDirectory(), tr("SVG pictures (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_tileProperties->importArt(path, &error))
        showError(tr("Cannot use the picture"), error);
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
