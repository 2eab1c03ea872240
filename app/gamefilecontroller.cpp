// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/gamefilecontroller.h"

#include "app/gamefiles.h"
#include "app/gamesession.h"
#include "app/gametexts.h"
#include "app/newgamedialog.h"
#include "app/newgamesettings.h"

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
    connect(session, &GameSession::movePlayed, this, &GameFileController::autosave);
    connect(session, &GameSession::gameFinished, this, [] { GameFiles::removeAutosave(); });
}

void GameFileController::startGame(std::shared_ptr<GameSetup> setup)
{
    if (!setup->seed)
        setup->seed = NewGameSettings::randomSeed();
    m_lastSetup = setup;
    m_file.clear();
    m_session->start(setup);
    emit gameOpened();
    autosave();
}

void GameFileController::newGame(const QString& deckPath)
{
    auto* dialog = new NewGameDialog(NewGameSettings::load(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
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
}

void GameFileController::playAgain()
{
    if (!m_lastSetup)
        return newGame();
    auto setup = std::make_shared<GameSetup>(*m_lastSetup);
    setup->seed = NewGameSettings::randomSeed();
    startGame(setup);
}

QString GameFileController::folder() const
{
    return m_file.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                            : QFileInfo(m_file).absolutePath();
}

void GameFileController::openGame()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open a game"), folder(),
                                                      tr("Bastide games (*.json);;All files (*)"));
    if (!path.isEmpty())
        loadFrom(path);
}

bool GameFileController::loadFrom(const QString& path)
{
    QString error, note;
    const std::optional<GameRecord> record = GameFiles::load(path, &error, nullptr, &note);
    if (!record) {
        showError(tr("Open game"), error);
        return false;
    }
    m_lastSetup = record->setup;
    m_session->resume(*record);
    m_file = path;
    emit gameOpened();
    if (note.isEmpty())
        m_window->statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    else
        m_window->statusBar()->showMessage(note, 15000); // an old game on its earlier River
    autosave();
    return true;
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
                                                folder() + QStringLiteral("/") + tr("game.json"),
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
    m_file = path;
    m_window->statusBar()->showMessage(tr("Saved to %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void GameFileController::autosave()
{
    if (!m_session->hasGame() || m_session->game().isFinished())
        return;
    QString error;
    if (!GameFiles::autosave(m_session->game(), &error))
        m_window->statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 8000);
}

bool GameFileController::resumeAutosave()
{
    const std::optional<GameRecord> record = GameFiles::unfinishedAutosave();
    if (!record)
        return false;
    m_lastSetup = record->setup;
    m_session->resume(*record);
    m_file.clear();
    emit gameOpened();
    return true;
}

void GameFileController::offerResumeOrNewGame()
{
    const std::optional<GameRecord> record = GameFiles::unfinishedAutosave();
    if (!record) {
        newGame();
        return;
    }
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
    connect(box, &QMessageBox::finished, this, [this, box, resume] {
        if (box->clickedButton() == static_cast<QAbstractButton*>(resume))
            resumeAutosave();
        else
            newGame();
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
