// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/editoractions.h"

#include "editor/retranslator.h"
#include "editor/toolicons.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenuBar>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

namespace bastide {

EditorActions::EditorActions(QWidget* window, QUndoStack* stack, Retranslator* texts)
    : m_window(window), m_texts(texts)
{
    using Icon = ToolIcons::Icon;
    add(QStringLiteral("new"), QT_TR_NOOP("&New from Standard Deck"), QKeySequence::New,
        ToolIcons::icon(Icon::Deck));
    add(QStringLiteral("newEmpty"), QT_TR_NOOP("New &Empty Deck"), {}, {});
    add(QStringLiteral("open"), QT_TR_NOOP("&Open…"), QKeySequence::Open, {});
    add(QStringLiteral("save"), QT_TR_NOOP("&Save"), QKeySequence::Save, {});
    add(QStringLiteral("saveAs"), QT_TR_NOOP("Save &As…"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), {});
    add(QStringLiteral("exportPdf"), QT_TR_NOOP("&Print and Play (PDF)…"), QKeySequence::Print,
        ToolIcons::icon(Icon::Print));
    add(QStringLiteral("close"), QT_TR_NOOP("&Close Editor"), QKeySequence(Qt::CTRL | Qt::Key_W),
        {});
    addUndo(stack);
    add(QStringLiteral("addTile"), QT_TR_NOOP("&Add Tile"), QKeySequence(Qt::CTRL | Qt::Key_T),
        ToolIcons::icon(Icon::Add));
    add(QStringLiteral("duplicateTile"), QT_TR_NOOP("D&uplicate Tile"),
        QKeySequence(Qt::CTRL | Qt::Key_D), ToolIcons::icon(Icon::Duplicate));
    add(QStringLiteral("deleteTile"), QT_TR_NOOP("De&lete Tile"),
        QKeySequence(Qt::CTRL | Qt::Key_Delete), ToolIcons::icon(Icon::Delete));
    add(QStringLiteral("moveUp"), QT_TR_NOOP("Move Tile &Up"), QKeySequence(Qt::CTRL | Qt::Key_Up),
        ToolIcons::icon(Icon::MoveUp));
    add(QStringLiteral("moveDown"), QT_TR_NOOP("Move Tile &Down"),
        QKeySequence(Qt::CTRL | Qt::Key_Down), ToolIcons::icon(Icon::MoveDown));
    add(QStringLiteral("play"), QT_TR_NOOP("&Play This Deck"), QKeySequence(Qt::Key_F5),
        ToolIcons::icon(Icon::Play));
    add(QStringLiteral("copyTile"), QT_TR_NOOP("&Copy Tile"), QKeySequence::Copy, {});
    add(QStringLiteral("pasteTile"), QT_TR_NOOP("&Paste Tile"), QKeySequence::Paste, {});
    add(QStringLiteral("rotateTile"), QT_TR_NOOP("&Turn Tile Clockwise"),
        QKeySequence(Qt::CTRL | Qt::Key_R), {});
    add(QStringLiteral("rotateTileBack"), QT_TR_NOOP("Turn Tile C&ounter-Clockwise"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), {});
    add(QStringLiteral("mirrorTile"), QT_TR_NOOP("&Mirror Tile"),
        QKeySequence(Qt::CTRL | Qt::Key_M), {});
    add(QStringLiteral("importPicture"), QT_TR_NOOP("Import Tile &Picture…"), {}, {});
    add(QStringLiteral("importPictures"), QT_TR_NOOP("Import Pictures by Tile &Id…"), {}, {});
    add(QStringLiteral("exportTemplate"), QT_TR_NOOP("Export Drawing &Template…"), {}, {});
    add(QStringLiteral("help"), QT_TR_NOOP("Deck Editor &Help"), QKeySequence(Qt::Key_F1), {});
    add(QStringLiteral("shortcuts"), QT_TR_NOOP("&Keyboard Shortcuts"),
        QKeySequence(Qt::CTRL | Qt::Key_Slash), {});
    add(QStringLiteral("clearRecent"), QT_TR_NOOP("&Clear Recent Decks"), {}, {});
    addTools();
}

QAction* EditorActions::add(const QString& name, const char* text, const QKeySequence& key,
                            const QIcon& icon)
{
    auto* a = new QAction(icon, QString(), m_window);
    m_texts->add([a, text] { a->setText(tr(text)); });
    if (!key.isEmpty())
        a->setShortcut(key);
    m_actions.insert(name, a);
    return a;
}

void EditorActions::addUndo(QUndoStack* stack)
{
    // Undo and redo name the edit; worded here rather than by QUndoStack so that they follow
    // a change of language.
    QAction* undo = new QAction(m_window);
    undo->setShortcut(QKeySequence::Undo);
    QObject::connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    m_actions.insert(QStringLiteral("undo"), undo);
    QAction* redo = new QAction(m_window);
    // Every platform binding of Redo (a brace list would keep only the first of them), and
    // both common keys everywhere: designers come from tools that use one or the other.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& key :
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}) {
        if (!redoKeys.contains(key))
            redoKeys << key;
    }
    redo->setShortcuts(redoKeys);
    QObject::connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    m_actions.insert(QStringLiteral("redo"), redo);
    auto wordUndo = [undo, redo, stack] {
        undo->setEnabled(stack->canUndo());
        redo->setEnabled(stack->canRedo());
        //: Edit menu: %1 names the edit to undo.
        undo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
        //: Edit menu: %1 names the edit to redo.
        redo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    };
    QObject::connect(stack, &QUndoStack::indexChanged, undo, wordUndo);
    QObject::connect(stack, &QUndoStack::cleanChanged, undo, wordUndo);
    m_texts->add(wordUndo);
}

QAction* EditorActions::tool(TileCanvas::Tool tool) const
{
    return m_toolActions.value(int(tool));
}

void EditorActions::addTools()
{
    using Icon = ToolIcons::Icon;
    m_tools = new QActionGroup(m_window);
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
        {"tool.inn", QT_TR_NOOP("&Inn"), Qt::Key_I, Icon::Inn, TileCanvas::Tool::Inn},
        {"tool.cathedral", QT_TR_NOOP("C&athedral"), Qt::Key_A, Icon::Cathedral,
         TileCanvas::Tool::Cathedral},
        {"tool.wine", QT_TR_NOOP("&Wine"), Qt::Key_W, Icon::Wine, TileCanvas::Tool::Wine},
        {"tool.grain", QT_TR_NOOP("Grai&n"), Qt::Key_N, Icon::Grain, TileCanvas::Tool::Grain},
        {"tool.cloth", QT_TR_NOOP("Cl&oth"), Qt::Key_O, Icon::Cloth, TileCanvas::Tool::Cloth},
        {"tool.innerField", QT_TR_NOOP("Inn&er Field"), Qt::Key_E, Icon::InnerField,
         TileCanvas::Tool::InnerField},
    };
    for (const ToolAction& t : tools) {
        QAction* a =
            add(QString::fromLatin1(t.name), t.text, QKeySequence(t.key), ToolIcons::icon(t.icon));
        a->setCheckable(true);
        a->setData(int(t.tool));
        m_texts->add([a, key = t.key] {
            //: Tool tip of a drawing tool: its name and its key.
            a->setToolTip(tr("%1 (%2)").arg(a->text().remove(QLatin1Char('&')),
                                            QKeySequence(key).toString(QKeySequence::NativeText)));
        });
        m_tools->addAction(a);
        m_toolActions.insert(int(t.tool), a);
    }
    get(QStringLiteral("tool.city"))->setChecked(true);
}

void EditorActions::buildMenus(QMainWindow* window)
{
    QMenu* file = window->menuBar()->addMenu(QString());
    for (const char* name : {"new", "newEmpty", "open"})
        file->addAction(get(QString::fromLatin1(name)));
    m_recent = file->addMenu(QString());
    m_recent->setObjectName(QStringLiteral("recentMenu"));
    for (const char* name : {"", "save", "saveAs", "", "exportPdf", "", "close"}) {
        if (*name)
            file->addAction(get(QString::fromLatin1(name)));
        else
            file->addSeparator();
    }
    QMenu* edit = window->menuBar()->addMenu(QString());
    for (const char* name : {"undo", "redo", "", "copyTile", "pasteTile", "", "addTile",
                             "duplicateTile", "deleteTile", "", "moveUp", "moveDown", "",
                             "rotateTile", "rotateTileBack", "mirrorTile", "", "importPicture"}) {
        if (*name)
            edit->addAction(get(QString::fromLatin1(name)));
        else
            edit->addSeparator();
    }
    QMenu* draw = window->menuBar()->addMenu(QString());
    draw->addActions(m_tools->actions());
    QMenu* deck = window->menuBar()->addMenu(QString());
    deck->addAction(get(QStringLiteral("play")));
    deck->addAction(get(QStringLiteral("exportPdf")));
    deck->addSeparator();
    deck->addAction(get(QStringLiteral("importPictures")));
    deck->addAction(get(QStringLiteral("exportTemplate")));
    QMenu* help = window->menuBar()->addMenu(QString());
    help->addAction(get(QStringLiteral("help")));
    help->addAction(get(QStringLiteral("shortcuts")));
    m_texts->add([this, file, edit, draw, deck, help] {
        file->setTitle(tr("&File"));
        m_recent->setTitle(tr("Open &Recent"));
        edit->setTitle(tr("&Edit"));
        draw->setTitle(tr("&Draw"));
        deck->setTitle(tr("De&ck"));
        help->setTitle(tr("&Help"));
    });
}

void EditorActions::buildToolBar(QMainWindow* window, QUndoStack* stack)
{
    QToolBar* bar = window->addToolBar(QString());
    bar->setObjectName(QStringLiteral("deckToolBar"));
    bar->setMovable(false);
    // Words for the everyday commands; only playing, the point of it all, has an icon.
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->setIconSize(QSize(22, 22));
    bar->addAction(get(QStringLiteral("new")));
    bar->addAction(get(QStringLiteral("open")));
    bar->addAction(get(QStringLiteral("save")));
    bar->addSeparator();
    // Plain "Undo" and "Redo" here, so the bar does not jump as the edit's name changes; the
    // menu and the tool tip say what will be undone.
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
    QObject::connect(stack, &QUndoStack::indexChanged, bar, follow);
    QObject::connect(stack, &QUndoStack::cleanChanged, bar, follow);
    m_texts->add(follow);
    bar->addSeparator();
    bar->addAction(get(QStringLiteral("exportPdf")));
    auto* spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    auto* play = new QToolButton(bar);
    play->setDefaultAction(get(QStringLiteral("play")));
    play->setObjectName(QStringLiteral("play"));
    play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addWidget(play);
}

} // namespace bastide
