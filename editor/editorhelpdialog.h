// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QTableWidget;
class QTextBrowser;
class QTabWidget;

namespace bastide {

/**
 * The deck editor's help (F1): how a deck is drawn, checked, printed and played, and every
 * keyboard shortcut of the editor, read from the editor window's own actions so the list
 * cannot go stale.
 */
class EditorHelpDialog : public QDialog
{
    Q_OBJECT

public:
    /** `editor` is the window whose actions' shortcuts are listed. */
    explicit EditorHelpDialog(QWidget* editor);

    void showShortcuts();
    QTableWidget* shortcutTable() const { return m_shortcuts; }

private:
    void fill();

    QWidget* m_editor;
    QTabWidget* m_tabs;
    QTextBrowser* m_guide;
    QTableWidget* m_shortcuts;
};

} // namespace bastide
