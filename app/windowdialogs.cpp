// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/windowdialogs.h"

#include "app/deckeditorlink.h"
#include "app/howtoplaydialog.h"
#include "app/newgamesettings.h"
#include "app/preferencesdialog.h"
#include "app/remainingtilesdialog.h"
#include "app/shortcutsdialog.h"
#include "editor/deckeditorwindow.h"
#include "play/gamesession.h"

#include <QApplication>
#include <QMainWindow>
#include <QMessageBox>

namespace bastide {

WindowDialogs::WindowDialogs(QMainWindow* window, GameSession* session, BoardArt* art,
                             ArtCache* cache, DeckEditorLink* editor)
    : QObject(window), m_window(window), m_session(session), m_art(art), m_cache(cache),
      m_editor(editor)
{}

void WindowDialogs::showRemainingTiles()
{
    if (!m_session->hasGame())
        return;
    if (!m_remaining) {
        m_remaining = new RemainingTilesDialog(m_art, m_window);
        auto follow = [this] {
            if (m_remaining->isVisible())
                m_remaining->setGame(m_session->game());
        };
        connect(m_session, &GameSession::movePlayed, m_remaining, follow);
        connect(m_session, &GameSession::gameReset, m_remaining, follow);
    }
    m_remaining->setGame(m_session->game());
    m_remaining->show();
    m_remaining->raise();
}

void WindowDialogs::showPreferences()
{
    auto* dialog = new PreferencesDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, &WindowDialogs::preferencesChanged);
    dialog->open();
}

void WindowDialogs::showHowToPlay()
{
    // The rules of the game on the table; before any game, every set's, to choose from.
    if (m_session->hasGame())
        showHowToPlay(m_session->game().rules(), m_window);
    else
        showHowToPlayBeforeGame(m_window, NewGameSettings::load().farmers);
}

void WindowDialogs::showHowToPlayBeforeGame(QWidget* over, FarmerScoring farmers)
{
    showHowToPlay(Rules{true,
                        true,
                        farmers,
                        {QStringLiteral("inns-cathedrals"), QStringLiteral("traders-builders")}},
                  over);
}

void WindowDialogs::showHowToPlay(const Rules& rules, QWidget* over)
{
    if (!m_howToPlay)
        m_howToPlay = new HowToPlayDialog(m_cache, over);
    // A window-modal dialog blocks the game window and its other dialogs: shown over the
    // new-game dialog, How to Play belongs to it (and goes with it; made again next time).
    if (m_howToPlay->parentWidget() != over)
        m_howToPlay->setParent(over, m_howToPlay->windowFlags());
    m_howToPlay->setRules(rules);
    m_howToPlay->show();
    m_howToPlay->raise();
    m_howToPlay->activateWindow();
}

void WindowDialogs::showShortcuts()
{
    if (!m_shortcuts) {
        m_shortcuts = new ShortcutsDialog(m_window);
        m_shortcuts->setAttribute(Qt::WA_DeleteOnClose);
        m_shortcuts->addWindow(tr("Game window"), m_window);
        // The editor's keys are listed even when it is closed, read from a window that is
        // never shown.
        if (m_editor->editor()) {
            m_shortcuts->addWindow(tr("Deck editor"), m_editor->editor());
        } else {
            DeckEditorWindow editor;
            m_shortcuts->addWindow(tr("Deck editor"), &editor);
        }
    }
    m_shortcuts->show();
    m_shortcuts->raise();
    m_shortcuts->activateWindow();
}

void WindowDialogs::showAbout()
{
    QMessageBox::about(m_window, tr("About Bastide"),
                       tr("<h3>Bastide %1</h3><p>A tile-laying game of roads, cities, "
                          "monasteries and fields.</p>")
                           .arg(QApplication::applicationVersion()));
}

void WindowDialogs::refresh()
{
    if (m_remaining && m_session->hasGame())
        m_remaining->setGame(m_session->game());
}

} // namespace bastide
