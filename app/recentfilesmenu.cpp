// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/recentfilesmenu.h"

#include "app/appsettings.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>

namespace bastide {

RecentFilesMenu::RecentFilesMenu(QWidget* parent) : QMenu(parent)
{
    setObjectName(QStringLiteral("recentMenu"));
    setTitle(tr("Open &Recent"));
    connect(this, &QMenu::aboutToShow, this, &RecentFilesMenu::rebuild);
    rebuild();
}

void RecentFilesMenu::rebuild()
{
    clear();
    const QStringList files = AppSettings::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        // "&1 name.json": the digit is the key that opens it with the menu shown.
        const QString text =
            i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(
                        QFileInfo(path).fileName().replace(QLatin1Char('&'), QStringLiteral("&&")))
                  : QFileInfo(path).fileName();
        QAction* a = addAction(text);
        // Ctrl+1 … opens the newest files without the menu, as the shortcuts list says; the
        // list names them by file name alone.
        if (i < 9)
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        a->setProperty("listedText", QFileInfo(path).fileName());
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { emit fileChosen(path); });
    }
    if (files.isEmpty()) {
        addAction(tr("No recent games"))->setEnabled(false);
        return;
    }
    addSeparator();
    QAction* clearList = addAction(tr("&Clear the List"));
    clearList->setObjectName(QStringLiteral("clearRecent"));
    connect(clearList, &QAction::triggered, this, [this] {
        AppSettings::clearRecentFiles();
        // Not from inside the action's own signal: rebuilding deletes it.
        QMetaObject::invokeMethod(this, &RecentFilesMenu::rebuild, Qt::QueuedConnection);
    });
    setToolTipsVisible(true);
}

void RecentFilesMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setTitle(tr("Open &Recent"));
        rebuild();
    }
    QMenu::changeEvent(event);
}

} // namespace bastide
