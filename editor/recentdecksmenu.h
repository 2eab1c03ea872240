// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

class QAction;
class QMenu;

namespace bastide {

/**
 * File ▸ Recent Decks: filled from the recent-files list each time it opens, so a deck saved
 * in another editor window shows up too; choosing one asks to open it.
 */
class RecentDecksMenu : public QObject
{
    Q_OBJECT

public:
    RecentDecksMenu(QMenu* menu, QAction* clearAction, QObject* parent = nullptr);

signals:
    void openRequested(const QString& path);

private:
    void fill();

    QMenu* m_menu;
    QAction* m_clear;
};

} // namespace bastide
