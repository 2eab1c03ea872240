// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/deckfiles.h"

#include "editor/deckdocument.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

namespace bastide {

namespace {

const char* const DirectoryKey = "deckEditor/directory";
const char* const RecentKey = "deckEditor/recentFiles";
/** How long a vanished file is given to come back before the designer is told. */
constexpr int GoneDelayMs = 400;

void rememberDirectory(const QString& file)
{
    QSettings().setValue(QLatin1String(DirectoryKey), QFileInfo(file).absolutePath());
}

/** A fingerprint of the file's content; empty when it cannot be read. */
QByteArray hashOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result();
}

} // namespace

DeckFiles::DeckFiles(DeckDocument* document, QWidget* window)
    : QObject(window), m_document(document), m_window(window),
      m_watcher(new QFileSystemWatcher(this))
{
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &DeckFiles::fileChanged);
    connect(m_document, &DeckDocument::filePathChanged, this, [this](const QString& path) {
        if (path.isEmpty())
            watch(QString());
    });
}

QString DeckFiles::deckDirectory()
{
    const QString remembered = QSettings().value(QLatin1String(DirectoryKey)).toString();
    if (!remembered.isEmpty() && QDir(remembered).exists())
        return remembered;
    const QString dir =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1String("/decks");
    QDir().mkpath(dir);
    return dir;
}

QStringList DeckFiles::recentFiles()
{
    QStringList files = QSettings().value(QLatin1String(RecentKey)).toStringList();
    files.removeIf([](const QString& f) { return !QFileInfo::exists(f); });
    return files;
}

void DeckFiles::clearRecentFiles()
{
    QSettings().remove(QLatin1String(RecentKey));
}

void DeckFiles::addRecent(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = QSettings().value(QLatin1String(RecentKey)).toStringList();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    QSettings().setValue(QLatin1String(RecentKey), files);
    emit recentFilesChanged();
}

void DeckFiles::watch(const QString& path)
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    m_knownHash.clear();
    m_ignoredHash.clear();
    if (path.isEmpty())
        return;
    m_watcher->addPath(path);
    m_knownHash = hashOf(path);
}

bool DeckFiles::changedOnDisk() const
{
    const QString path = m_document->filePath();
    return !path.isEmpty() && QFileInfo::exists(path) && hashOf(path) != m_knownHash;
}

void DeckFiles::fileChanged(const QString& path)
{
    if (path != m_document->filePath())
        return;
    if (!QFileInfo::exists(path)) {
        // Gone, or about to come back: some programs save by deleting and writing anew.
        // Look again in a moment before saying so.
        QTimer::singleShot(GoneDelayMs, this, [this, path] {
            if (path != m_document->filePath())
                return;
            if (QFileInfo::exists(path))
                fileChanged(path);
            else
                fileGone(path);
        });
        return;
    }
    // A program that saves by replacing the file ends the watch: watch the new file.
    if (!m_watcher->files().contains(path))
        m_watcher->addPath(path);
    const QByteArray now = hashOf(path);
    if (now.isEmpty() || now == m_knownHash || now == m_ignoredHash || m_reloadQuestion)
        return;
    const QString name = QFileInfo(path).fileName();
    const QString text =
        m_document->isModified()
            ? tr("%1 was changed by another program, and this deck has changes that are not "
                 "saved. Reload the file and lose your changes?")
                  .arg(name)
            : tr("%1 was changed by another program. Reload it?").arg(name);
    auto* box = new QMessageBox(QMessageBox::Question, tr("Deck changed on disk"), text,
                                QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("deckChangedOnDisk"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* reload = box->addButton(tr("Reload"), QMessageBox::AcceptRole);
    box->addButton(m_document->isModified() ? tr("Keep My Changes") : tr("Ignore"),
                   QMessageBox::RejectRole);
    box->setDefaultButton(reload);
    connect(box, &QMessageBox::buttonClicked, this, [this, box, reload, path, now](auto* b) {
        if (b == reload && path == m_document->filePath())
            openFile(path);
        else
            m_ignoredHash = now; // asked once; Save still asks before writing over it
        box->close();
    });
    m_reloadQuestion = box;
    box->open();
}

void DeckFiles::fileGone(const QString& path)
{
    if (m_goneQuestion)
        return;
    // What is open here is now the only copy: closing must ask about it.
    m_document->undoStack()->resetClean();
    const QString name = QFileInfo(path).fileName();
    auto* box = new QMessageBox(
        QMessageBox::Warning, tr("Deck file moved or deleted"),
        tr("%1 was moved, renamed or deleted by another program. The deck is still open here, "
           "with every change: save it again to keep it.")
            .arg(name),
        QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("deckGoneFromDisk"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    //: Writes the deck back to the file name it had.
    QPushButton* again = box->addButton(tr("Save Again"), QMessageBox::AcceptRole);
    QPushButton* saveElsewhere = box->addButton(tr("Save As…"), QMessageBox::ActionRole);
    box->addButton(tr("Not Now"), QMessageBox::RejectRole);
    box->setDefaultButton(again);
    connect(box, &QMessageBox::buttonClicked, this,
            [this, box, again, saveElsewhere, path](QAbstractButton* b) {
                box->close();
                if (path != m_document->filePath())
                    return;
                if (b == again)
                    saveFile(path);
                else if (b == saveElsewhere)
                    saveAs();
            });
    m_goneQuestion = box;
    box->open();
}

bool DeckFiles::openFile(const QString& path)
{
    QString error;
    bool savedGame = false;
    if (!m_document->open(path, &error, &savedGame)) {
        if (savedGame)
            askAboutSavedGame(path, error);
        else
            emit failed(tr("Cannot open the deck"), error);
        return false;
    }
    rememberDirectory(path);
    watch(m_document->filePath());
    addRecent(path);
    emit opened(path);
    return true;
}

void DeckFiles::askAboutSavedGame(const QString& path, const QString& text)
{
    auto* box = new QMessageBox(QMessageBox::Question, tr("This is a saved game"), text,
                                QMessageBox::Open | QMessageBox::Cancel, m_window);
    box->setObjectName(QStringLiteral("savedGameQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->button(QMessageBox::Open)->setText(tr("Open in the Game Window"));
    connect(box, &QMessageBox::finished, this, [this, path](int result) {
        if (result == QMessageBox::Open)
            emit openGameRequested(path);
    });
    box->open();
}

bool DeckFiles::saveFile(const QString& path)
{
    const bool sameFile = !m_document->filePath().isEmpty() &&
                          QFileInfo(path).absoluteFilePath() == m_document->filePath();
    if (sameFile && changedOnDisk()) {
        QMessageBox box(QMessageBox::Warning, tr("Deck changed on disk"),
                        tr("%1 was changed by another program since it was opened here. Save "
                           "over those changes?")
                            .arg(QFileInfo(path).fileName()),
                        QMessageBox::Save | QMessageBox::Cancel, m_window);
        box.setObjectName(QStringLiteral("overwriteQuestion"));
        box.button(QMessageBox::Save)->setText(tr("Save Over Them"));
        box.setDefaultButton(QMessageBox::Cancel);
        if (box.exec() != QMessageBox::Save)
            return false;
    }
    QString error;
    if (!m_document->saveAs(path, &error)) {
        emit failed(tr("Cannot save the deck"),
                    tr("%1 could not be written: %2").arg(QFileInfo(path).fileName(), error));
        return false;
    }
    rememberDirectory(path);
    watch(m_document->filePath());
    addRecent(path);
    emit saved(path);
    return true;
}

bool DeckFiles::maybeSave()
{
    if (!m_document->isModified())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The deck has changes that are not saved. Save them first?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setDefaultButton(QMessageBox::Save);
    // Qt's own word for this button reads "Reject" in Russian and Ukrainian.
    //: The button that closes without saving the changes.
    box.button(QMessageBox::Discard)->setText(tr("Don't Save"));
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void DeckFiles::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Deck"), deckDirectory(),
                                                      tr("Bastide decks (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool DeckFiles::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveFile(m_document->filePath());
}

bool DeckFiles::saveAs()
{
    const QString suggested = m_document->filePath().isEmpty()
                                  ? deckDirectory() + QLatin1Char('/') +
                                        localized(m_document->deck().name, QStringLiteral("en"))
                                            .toLower()
                                            .replace(QLatin1Char(' '), QLatin1Char('-')) +
                                        QLatin1String(".json")
                                  : m_document->filePath();
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Deck"), suggested,
                                                tr("Bastide decks (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(".json");
    return saveFile(path);
}

} // namespace bastide
