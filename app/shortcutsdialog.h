// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QAction;
class QMainWindow;
class QMenu;
class QTreeWidget;

namespace bastide {

/** Lists the keyboard shortcuts of whole windows, read from their menus and actions when
 *  the dialog is filled, so the list never disagrees with what the keys do. */
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(QWidget* parent = nullptr);

    /** Adds `window`'s actions under `title`: its menus in order, then any action with a
     *  shortcut that is in no menu. */
    void addWindow(const QString& title, QMainWindow* window);
    QTreeWidget* tree() const { return m_tree; }
    /** The shortcut text listed for the action called `text` in the section `title` (the
     *  menu texts without their '&'), or a null string when the action is not listed. */
    QString listedShortcut(const QString& title, const QString& text) const;

    /** An action's text as a list shows it: no mnemonic '&', no trailing ellipsis. */
    static QString plainText(const QAction* action);
    /** All of an action's shortcuts as the platform writes them, comma separated. */
    static QString keysText(const QAction* action);

private:
    void addHeading(const QString& text);
    void addMenu(QMenu* menu, QList<const QAction*>& listed);
    void addRow(const QAction* action);

    QTreeWidget* m_tree;
    QString m_section; // the window whose rows are being added
};

} // namespace bastide
