// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "editor/tilecanvas.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

class QAction;
class QActionGroup;
class QKeySequence;
class QIcon;
class QMainWindow;
class QMenu;
class QUndoStack;
class QWidget;

namespace bastide {

class Retranslator;

/**
 * The deck editor's commands as named actions, with their words, keys and icons: the file
 * and deck commands, undo and redo (named for the edit they take back), the tile commands
 * and the drawing tools. The window wires them to what they do; menus, tool bars and tests
 * find them by name.
 */
class EditorActions
{
    // The actions keep the words they had when the window made them.
    Q_DECLARE_TR_FUNCTIONS(bastide::DeckEditorWindow)

public:
    EditorActions(QWidget* window, QUndoStack* stack, Retranslator* texts);

    QAction* get(const QString& name) const { return m_actions.value(name); }
    QActionGroup* tools() const { return m_tools; }
    /** The action that picks `tool`. */
    QAction* tool(TileCanvas::Tool tool) const;
    /** Makes a named action worded by `text` (a QT_TR_NOOP). */
    QAction* add(const QString& name, const char* text, const QKeySequence& key, const QIcon& icon);

    /** The menus, and the tool bar of everyday commands. */
    void buildMenus(QMainWindow* window);
    void buildToolBar(QMainWindow* window, QUndoStack* stack);
    /** File ▸ Open Recent, filled by the window as it opens. */
    QMenu* recentMenu() const { return m_recent; }

private:
    void addUndo(QUndoStack* stack);
    void addTools();

    QWidget* m_window;
    Retranslator* m_texts;
    QActionGroup* m_tools = nullptr;
    QMenu* m_recent = nullptr;
    QHash<QString, QAction*> m_actions;
    QHash<int, QAction*> m_toolActions;
};

} // namespace bastide
