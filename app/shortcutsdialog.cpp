#include "shortcutsdialog.h"

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
    m_tree->setItemsExpandable(false);
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
    for (const QKeySequence& key : action->shortcuts()) {
        if (!key.isEmpty())
            keys << key.toString(QKeySequence::NativeText);
    }
    return keys.join(QStringLiteral(", "));
}

void ShortcutsDialog::addWindow(const QString& title, QMainWindow* window)
{
    auto* section = new QTreeWidgetItem(m_tree, {title});
    QFont bold = section->font(0);
    bold.setBold(true);
    section->setFont(0, bold);
    section->setFirstColumnSpanned(true);
    QList<const QAction*> listed;
    for (QAction* top : window->menuBar()->actions()) {
        if (QMenu* menu = top->menu())
            addMenu(section, menu, listed);
    }
    // Actions that only live on the window (keys with no menu entry) come last.
    QList<const QAction*> rest;
    for (const QAction* a : window->findChildren<QAction*>()) {
        if (!listed.contains(a) && !a->shortcuts().isEmpty() && !a->text().isEmpty() &&
            !a->menu())
            rest << a;
    }
    if (!rest.isEmpty()) {
        auto* other = new QTreeWidgetItem(section, {tr("Other")});
        other->setFirstColumnSpanned(true);
        for (const QAction* a : rest)
            addRow(other, a);
    }
    m_tree->expandAll();
}

void ShortcutsDialog::addMenu(QTreeWidgetItem* window, QMenu* menu, QList<const QAction*>& listed)
{
    QString title = menu->title();
    title.remove(QLatin1Char('&'));
    auto* group = new QTreeWidgetItem(window, {title});
    group->setFirstColumnSpanned(true);
    for (QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (a->menu()) {
            addMenu(window, a->menu(), listed);
            continue;
        }
        listed << a;
        addRow(group, a);
    }
}

void ShortcutsDialog::addRow(QTreeWidgetItem* parent, const QAction* action)
{
    new QTreeWidgetItem(parent, {plainText(action), keysText(action)});
}

QString ShortcutsDialog::listedShortcut(const QString& title, const QString& text) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* section = m_tree->topLevelItem(i);
        if (section->text(0) != title)
            continue;
        for (int g = 0; g < section->childCount(); ++g) {
            QTreeWidgetItem* group = section->child(g);
            for (int r = 0; r < group->childCount(); ++r) {
                if (group->child(r)->text(0) == text)
                    return group->child(r)->text(1).isNull() ? QStringLiteral("")
                                                            : group->child(r)->text(1);
            }
        }
    }
    return {};
}

} // namespace bastide
