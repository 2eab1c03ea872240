// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QFileSystemWatcher;
class QMessageBox;
class QWidget;

namespace bastide {

class DeckDocument;

/**
 * The deck editor's files: opening, saving, asking about unsaved changes, the folder decks
 * are kept in and the decks opened lately. The open file is watched: a change made by
 * another program is offered for reloading, and Save asks before writing over it; a file
 * moved or deleted is said so, with the deck offered to be saved again. Failures
 * are reported through failed() with the file named, and the open deck is never touched by
 * a file that cannot be read.
 */
class DeckFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxRecentFiles = 8;

    /** `window` parents the file dialogs and questions. */
    DeckFiles(DeckDocument* document, QWidget* window);

    /** Where decks are opened from and saved to first: the last folder used. */
    static QString deckDirectory();
    /** Deck files opened or saved lately, the latest first; only those that still exist. */
    static QStringList recentFiles();
    static void clearRecentFiles();

    bool openFile(const QString& path);
    /** Writes the deck to `path`. Writing over the open file after another program changed
     *  it asks first; false when the designer says no. */
    bool saveFile(const QString& path);
    /** Asks about unsaved changes; true when it is fine to go on (saved or discarded). */
    bool maybeSave();
    /** The menu commands: ask for a file name, then do it. */
    void open();
    bool save();
    bool saveAs();
    /** Whether the open file's content differs from what this editor last read or wrote. */
    bool changedOnDisk() const;

signals:
    void opened(const QString& path);
    void saved(const QString& path);
    void failed(const QString& title, const QString& text);
    void recentFilesChanged();
    /** The designer chose to open a saved game they tried to open as a deck. */
    void openGameRequested(const QString& path);

private:
    void watch(const QString& path);
    void fileChanged(const QString& path);
    void fileGone(const QString& path);
    void addRecent(const QString& path);
    void askAboutSavedGame(const QString& path, const QString& text);

    DeckDocument* m_document;
    QWidget* m_window;
    QFileSystemWatcher* m_watcher;
    QByteArray m_knownHash;   // of the file as last read or written here
    QByteArray m_ignoredHash; // an outside change the designer chose not to reload
    QPointer<QMessageBox> m_reloadQuestion;
    QPointer<QMessageBox> m_goneQuestion;
};

} // namespace bastide
