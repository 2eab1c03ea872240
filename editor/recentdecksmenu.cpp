// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/recentdecksmenu.h"

#include "editor/deckfiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace bastide {

RecentDecksMenu::RecentDecksMenu(QMenu* menu, QAction* clearAction, QObject* parent)
    : QObject(parent), m_menu(menu), m_clear(clearAction)
{
    connect(menu, &QMenu::aboutToShow, this, &RecentDecksMenu::fill);
}

void RecentDecksMenu::fill()
{
    m_menu->clear();
    const QStringList files = DeckFiles::recentFiles();
    for (const QString& file : files) {
        QAction* a = m_menu->addAction(QFileInfo(file).fileName());
        a->setToolTip(QDir::toNativeSeparators(file));
        a->setStatusTip(QDir::toNativeSeparators(file));
        connect(a, &QAction::triggered, this, [this, file] { emit openRequested(file); });
    }
    if (files.isEmpty())
        m_menu->addAction(tr("No decks opened yet"))->setEnabled(false);
    m_menu->addSeparator();
    m_menu->addAction(m_clear);
    m_clear->setEnabled(!files.isEmpty());
}

} // namespace bastide
