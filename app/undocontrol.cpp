// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/undocontrol.h"

#include "play/gamesession.h"

#include <QMessageBox>
#include <QPushButton>

namespace bastide {

UndoControl::UndoControl(GameSession* session, QWidget* window)
    : QObject(window), m_session(session), m_window(window)
{}

bool UndoControl::wouldAsk() const
{
    const int mover = m_session->undoMover();
    if (mover < 0 || !m_session->hasGame())
        return false;
    int people = 0;
    for (int p = 0; p < m_session->game().playerCount(); ++p)
        people += m_session->isComputer(p) ? 0 : 1;
    if (people < 2)
        return false; // against computers only: the move is always one's own
    // The person at the screen is the one to move; once the game is over it could be anyone.
    return m_session->phase() == GameSession::Phase::Finished ||
           mover != m_session->game().currentPlayer();
}

void UndoControl::undo()
{
    if (!m_session->canUndo())
        return;
    if (!wouldAsk()) {
        undoNow();
        return;
    }
    const QString name = m_session->playerNames().value(m_session->undoMover());
    auto* box = new QMessageBox(QMessageBox::Question, tr("Undo move"),
                                tr("Undo %1's move?").arg(name), QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("undoBox"));
    box->setInformativeText(
        tr("The move is taken back for everyone, with any computer moves after it."));
    QPushButton* yes = box->addButton(tr("Undo the Move"), QMessageBox::AcceptRole);
    QPushButton* no = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(no);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, yes] {
        if (box->clickedButton() == static_cast<QAbstractButton*>(yes))
            undoNow();
    });
    box->open();
}

void UndoControl::undoNow()
{
    if (m_session->undo())
        emit movesTakenBack();
}

void UndoControl::redo()
{
    m_session->redo();
}

} // namespace bastide
