// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QMenu>

namespace bastide {

/** Game ▸ Open Recent: the games opened or saved lately, newest first, with Ctrl+1 … to open
 *  them, filled afresh each time it opens or the list changes (files since gone are left
 *  out), and a way to clear the list. */
class RecentFilesMenu : public QMenu
{
    Q_OBJECT

public:
    explicit RecentFilesMenu(QWidget* parent = nullptr);

    /** Fills the menu from the settings (done on every opening; tests call it directly). */
    void rebuild();

signals:
    void fileChosen(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
};

} // namespace bastide
