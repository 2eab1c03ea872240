// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace bastide {

ShortcutsDialog::ShortcutsDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 10);
    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("shortcutsTree"));
    m_tree->setAccessibleName(tr("Keyboard shortcuts"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Action"), tr("Shortcut")});
    m_tree->setRootIsDecorated(false);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->setIndentation(0);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    layout->addWidget(m_tree, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, 640);
}

QString ShortcutsDialog::plainText(const QAction* action)
{
    // An action may name itself for lists (a recent file: its name, not "&1 name").
    if (const QVariant listed = action->property("listedText"); listed.isValid())
        return listed.toString();
    QString text = action->text();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    text.replace(QStringLiteral("&&"), QStringLiteral("&"));
    if (text.endsWith(QStringLiteral("…")))
        text.chop(1);
    if (text.endsWith(QStringLiteral("...")))
        text.chop(3);
    return text.trimmed();
}

QString ShortcutsDialog::keysText(const QAction* action)
{
    QStringList keys;
    const QList<QKeySequence> shortcuts = action->shortcuts();
    for (const QKeySequence& key : shortcuts) {
        // Return and the keypad's Enter are one key to a player, and the hints call it Enter.
        if (key == QKeySequence(Qt::Key_Return) && shortcuts.contains(QKeySequence(Qt::Key_Enter)))
            continue;
        if (!key.isEmpty())
            keys << key.toString(QKeySequence::NativeText);
    }
    return keys.join(QStringLiteral(", "));
}

void ShortcutsDialog::addWindow(const QString& title, QMainWindow* window)
{
    // One flat list: a bold row per window, a semi-bold row per menu, then its actions.
    auto* section = new QTreeWidgetItem(m_tree, {title});
    QFont bold = section->font(0);
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    section->setFont(0, bold);
    section->setFirstColumnSpanned(true);
    m_section = title;
    QList<const QAction*> listed;
    for (QAction* top : window->menuBar()->actions()) {
        if (QMenu* menu = top->menu())
            addMenu(menu, listed);
    }
    // Actions that only live on the window (keys with no menu entry) come last.
    QList<const QAction*> rest;
    for (const QAction* a : window->findChildren<QAction*>()) {
        if (!listed.contains(a) && !a->shortcuts().isEmpty() && !a->text().isEmpty() && !a->menu())
            rest << a;
    }
    if (!rest.isEmpty()) {
        addHeading(tr("Other"));
        for (const QAction* a : rest)
            addRow(a);
    }
}

void ShortcutsDialog::addHeading(const QString& text)
{
    auto* heading = new QTreeWidgetItem(m_tree, {text});
    QFont font = heading->font(0);
    font.setWeight(QFont::DemiBold);
    heading->setFont(0, font);
    heading->setFirstColumnSpanned(true);
}

void ShortcutsDialog::addMenu(QMenu* menu, QList<const QAction*>& listed)
{
    QString title = menu->title();
    title.remove(QLatin1Char('&'));
    addHeading(title);
    for (QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (a->menu()) {
            addMenu(a->menu(), listed);
            continue;
        }
        listed << a;
        addRow(a);
    }
}

void ShortcutsDialog::addRow(const QAction* action)
{
    auto* row = new QTreeWidgetItem(m_tree, {plainText(action), keysText(action)});
    row->setData(0, Qt::UserRole, m_section);
    row->setData(0, Qt::AccessibleTextRole,
                 keysText(action).isEmpty()
                     ? plainText(action)
                     : tr("%1: %2").arg(plainText(action), keysText(action)));
    // Indented under its menu's heading.
    row->setText(0, QStringLiteral("    ") + plainText(action));
}

QString ShortcutsDialog::listedShortcut(const QString& title, const QString& text) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* row = m_tree->topLevelItem(i);
        if (row->data(0, Qt::UserRole).toString() == title && row->text(0).trimmed() == text) {
            const QString keys = row->text(1);
            return keys.isNull() ? QStringLiteral("") : keys;
        }
    }
    return {};
}

} // namespace bastide
