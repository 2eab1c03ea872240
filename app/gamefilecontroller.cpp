// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/gamefilecontroller.h"

#include "app/appsettings.h"
#include "app/gamefiles.h"
#include "app/gametexts.h"
#include "app/newgamedialog.h"
#include "app/newgamesettings.h"
#include "play/gamesession.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>

namespace bastide {

GameFileController::GameFileController(GameSession* session, QMainWindow* window)
    : QObject(window), m_session(session), m_window(window)
{
    // Undo and redo change the game as much as a move does: a crash right after an undo
    // must not bring the undone move back. A first move also ends keeping the autosave
    // of the game this one replaced.
    auto changed = [this] {
        m_autosaveHeld = false;
        m_unsaved = true;
        autosave();
        updateModified();
    };
    connect(session, &GameSession::movePlayed, this, changed);
    // An answer inside a move (another player's decision) is autosaved too: a crash then
    // resumes at the next decision of the move, not at its start.
    connect(session, &GameSession::decisionMade, this, changed);
    connect(session, &GameSession::historyRewritten, this, changed);
    connect(session, &GameSession::gameFinished, this, [] { GameFiles::removeAutosave(); });
    connect(session, &GameSession::gameReset, this, &GameFileController::updateModified);
}

void GameFileController::startGame(std::shared_ptr<GameSetup> setup)
{
    if (!setup->seed)
        setup->seed = NewGameSettings::randomSeed();
    m_lastSetup = setup;
    setCurrentFile(QString());
    m_autosaveHeld = true; // until a move: the autosave still holds the game this replaces
    m_unsaved = false;
    m_session->start(setup);
    updateModified();
    emit gameOpened();
}

void GameFileController::newGame(const QString& deckPath, const QStringList& expansions)
{
    whenGameMayBeReplaced([this, deckPath, expansions] {
        NewGameSettings settings = NewGameSettings::load();
        // The sets ticked last time, unless the deck editor chose them for its deck.
        if (!deckPath.isEmpty())
            settings.expansions = expansions;
        auto* dialog = new NewGameDialog(settings, m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &NewGameDialog::howToPlayRequested, this,
                [this, dialog] { emit howToPlayRequested(dialog, dialog->settings().farmers); });
        if (!deckPath.isEmpty())
            dialog->setDeckPath(deckPath);
        connect(dialog, &QDialog::accepted, this, [this, dialog] {
            QString error;
            std::shared_ptr<GameSetup> setup = dialog->settings().build(&error);
            if (!setup) {
                showError(tr("New game"), error);
                return;
            }
            startGame(setup);
        });
        dialog->open();
    });
}

void GameFileController::playAgain()
{
    if (!m_lastSetup)
        return newGame();
    whenGameMayBeReplaced([this] {
        auto setup = std::make_shared<GameSetup>(*m_lastSetup);
        setup->seed = NewGameSettings::randomSeed();
        startGame(setup);
    });
}

QString GameFileController::folder() const
{
    // Where the player last opened or saved a game, in this run or an earlier one; a folder
    // since removed is not offered.
    const QString last = AppSettings::lastGameFolder();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return m_file.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                            : QFileInfo(m_file).absolutePath();
}

void GameFileController::rememberFolder(const QString& path)
{
    AppSettings::setLastGameFolder(QFileInfo(path).absolutePath());
}

void GameFileController::openGame()
{
    whenGameMayBeReplaced([this] {
        const QString path = QFileDialog::getOpenFileName(
            m_window, tr("Open a game"), folder(), tr("Bastide games (*.json);;All files (*)"));
        if (!path.isEmpty())
            loadFrom(path);
    });
}

void GameFileController::openRecent(const QString& path)
{
    whenGameMayBeReplaced([this, path] { loadFrom(path); });
}

bool GameFileController::loadFrom(const QString& path)
{
    QString error, note;
    std::optional<ReplayedGame> loaded = GameFiles::load(path, &error, &note);
    if (!loaded) {
        showError(tr("Open game"), error);
        return false;
    }
    m_lastSetup = loaded->record.setup;
    m_autosaveHeld = true;
    m_unsaved = false;
    m_session->resume(std::move(*loaded));
    setCurrentFile(path);
    rememberFolder(path);
    AppSettings::addRecentFile(path);
    emit recentFilesChanged();
    updateModified();
    emit gameOpened();
    if (note.isEmpty())
        m_window->statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    else
        m_window->statusBar()->showMessage(note, 15000); // an old game on its earlier River
    return true;
}

std::optional<GameRecord> GameFileController::chooseGameToReplay()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Replay a game"), folder(),
                                                      tr("Bastide games (*.json);;All files (*)"));
    if (path.isEmpty())
        return std::nullopt;
    QString error;
    const std::optional<ReplayedGame> loaded = GameFiles::load(path, &error);
    if (!loaded) {
        showError(tr("Replay a game"), error);
        return std::nullopt;
    }
    rememberFolder(path);
    AppSettings::addRecentFile(path);
    emit recentFilesChanged();
    return recordOf(loaded->game, true); // with the tiles never drawn, in their order
}

void GameFileController::playOnFrom(const GameRecord& position)
{
    m_lastSetup = position.setup;
    setCurrentFile(QString());
    m_session->resume(position);
    m_autosaveHeld = false;
    m_unsaved = !position.moves.empty();
    updateModified();
    emit gameOpened();
    autosave();
}

void GameFileController::saveGame()
{
    if (m_file.isEmpty())
        saveGameAs();
    else
        saveTo(m_file);
}

void GameFileController::saveGameAs()
{
    if (!m_session->hasGame())
        return;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save the game"),
                                                folder() + QStringLiteral("/") + defaultFileName(),
                                                tr("Bastide games (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    saveTo(path);
}

bool GameFileController::saveTo(const QString& path)
{
    if (!m_session->hasGame())
        return false;
    QString error;
    if (!GameFiles::save(m_session->game(), path, &error)) {
        showError(tr("Save game"), error);
        return false;
    }
    setCurrentFile(path);
    rememberFolder(path);
    AppSettings::addRecentFile(path);
    emit recentFilesChanged();
    m_unsaved = false;
    updateModified();
    m_window->statusBar()->showMessage(tr("Saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void GameFileController::autosave()
{
    if (!m_session->hasGame() || m_session->game().isFinished() || m_autosaveHeld ||
        m_session->isReplaying())
        return;
    QString error;
    if (!GameFiles::autosave(m_session->game(), &error))
        m_window->statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 8000);
}

bool GameFileController::resumeAutosave()
{
    std::optional<ReplayedGame> saved = GameFiles::unfinishedAutosave();
    if (!saved)
        return false;
    resumeFrom(std::move(*saved));
    return true;
}

void GameFileController::resumeFrom(ReplayedGame saved)
{
    m_lastSetup = saved.record.setup;
    m_unsaved = !saved.record.moves.empty();
    m_session->resume(std::move(saved));
    setCurrentFile(QString());
    m_autosaveHeld = false;
    updateModified();
    emit gameOpened();
}

void GameFileController::offerResumeOrNewGame()
{
    std::optional<ReplayedGame> found = GameFiles::unfinishedAutosave();
    if (!found) {
        newGame();
        return;
    }
    // Kept until the player answers, so that resuming does not read and replay it again.
    auto saved = std::make_shared<ReplayedGame>(std::move(*found));
    const GameRecord* record = &saved->record;
    QStringList names;
    for (const PlayerSetup& p : record->setup->players)
        names << p.name;
    auto* box = new QMessageBox(QMessageBox::Question, tr("Resume game?"),
                                tr("You have an unfinished game with %1 (%n move(s) played). "
                                   "Would you like to carry on?",
                                   "", int(record->moves.size()))
                                    .arg(GameTexts::nameList(names)),
                                QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("resumeBox"));
    QPushButton* resume = box->addButton(tr("Resume"), QMessageBox::AcceptRole);
    box->addButton(tr("New Game…"), QMessageBox::RejectRole);
    box->setDefaultButton(resume);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, resume, saved] {
        if (box->clickedButton() == static_cast<QAbstractButton*>(resume))
            resumeFrom(std::move(*saved));
        else
            newGame();
    });
    box->open();
}

QString GameFileController::defaultFileName()
{
    //: The file name the save dialog suggests; %1 is the date and time, e.g. 2026-12-01 14.05
    return tr("Bastide game %1.json")
        .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH.mm")));
}

void GameFileController::setCurrentFile(const QString& path)
{
    if (path == m_file)
        return;
    m_file = path;
    emit currentFileChanged(path);
}

bool GameFileController::isModified() const
{
    return m_session->hasGame() && m_unsaved && !m_session->game().moves().empty();
}

void GameFileController::updateModified()
{
    const bool modified = isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

bool GameFileController::hasUnsavedProgress() const
{
    return m_session->hasGame() && !m_session->game().isFinished() && m_unsaved &&
           !m_session->game().moves().empty();
}

void GameFileController::whenGameMayBeReplaced(const std::function<void()>& then)
{
    if (!hasUnsavedProgress()) {
        then();
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Leave the game?"),
                                tr("The game in progress is not finished. Leave it?"),
                                QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("leaveGameBox"));
    box->setInformativeText(tr("Save it to play it on later. Until the next game's first move "
                               "it can also be resumed when Bastide starts."));
    QPushButton* save = box->addButton(tr("Save and Leave…"), QMessageBox::AcceptRole);
    QPushButton* leave = box->addButton(tr("Leave Unsaved"), QMessageBox::DestructiveRole);
    QPushButton* stay = box->addButton(tr("Keep Playing"), QMessageBox::RejectRole);
    box->setDefaultButton(stay);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, save, leave, then] {
        const QAbstractButton* clicked = box->clickedButton();
        if (clicked == static_cast<QAbstractButton*>(save)) {
            saveGame();
            if (m_unsaved) // the save was cancelled or failed: the game stays
                return;
            then();
        } else if (clicked == static_cast<QAbstractButton*>(leave)) {
            then();
        }
    });
    box->open();
}

void GameFileController::showError(const QString& title, const QString& text)
{
    m_lastError = text;
    // The first paragraph is the headline; the rest (the file and the reason) explains it.
    const int split = text.indexOf(QStringLiteral("\n\n"));
    auto* box = new QMessageBox(QMessageBox::Warning, title, split < 0 ? text : text.left(split),
                                QMessageBox::Ok, m_window);
    if (split >= 0)
        box->setInformativeText(text.mid(split + 2));
    box->setObjectName(QStringLiteral("errorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace bastide
