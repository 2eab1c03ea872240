// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/endgamepresenter.h"

#include "app/boardscene.h"
#include "app/boardview.h"
#include "app/endgamedialog.h"
#include "app/scoretimeline.h"
#include "play/gamesession.h"

namespace bastide {

EndGamePresenter::EndGamePresenter(GameSession* session, BoardScene* scene, BoardView* view,
                                   QWidget* window)
    : QObject(window), m_session(session), m_scene(scene), m_view(view), m_window(window)
{
    connect(session, &GameSession::gameReset, this, [this] {
        m_pending = false;
        if (m_dialog)
            m_dialog->close();
    });
    connect(session, &GameSession::gameFinished, this, &EndGamePresenter::onGameFinished);
    // The screen waits for the board to finish showing the final scores.
    connect(scene, &BoardScene::scoresShown, this, [this] {
        if (m_pending)
            show();
    });
}

void EndGamePresenter::onGameFinished()
{
    m_pending = true;
    if (!m_scene->isShowingScores())
        show();
}

void EndGamePresenter::show()
{
    m_pending = false;
    if (!m_session->hasGame() || !m_session->game().isFinished())
        return;
    if (!m_dialog) {
        m_dialog = new EndGameDialog(m_window);
        connect(m_dialog, &EndGameDialog::playAgainRequested, this,
                &EndGamePresenter::playAgainRequested);
        connect(m_dialog, &EndGameDialog::newGameRequested, this,
                &EndGamePresenter::newGameRequested);
    }
    m_dialog->setGame(m_session->game());
    m_dialog->timeline()->setLines(
        ScoreTimeline::fromHistory(m_session->game(), m_session->history()));
    m_dialog->show();
    m_dialog->raise();
    m_view->fitAll();
}

void EndGamePresenter::refresh()
{
    if (m_dialog && m_session->hasGame() && m_session->game().isFinished())
        m_dialog->setGame(m_session->game());
}

} // namespace bastide
