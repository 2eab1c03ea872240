// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/turnhints.h"

#include "app/gametexts.h"
#include "app/hintbanner.h"
#include "engine/messages.h"
#include "play/gamesession.h"

#include <QAction>

namespace bastide {

TurnHints::TurnHints(GameSession* session, HintBanner* banner, QAction* newGame)
    : QObject(banner), m_session(session), m_banner(banner), m_newGame(newGame)
{
    for (auto signal :
         {&GameSession::handChanged, &GameSession::pendingChanged, &GameSession::gameReset})
        connect(session, signal, this, &TurnHints::refresh);
    connect(session, &GameSession::phaseChanged, this, &TurnHints::refresh);
    connect(session, &GameSession::thinkingChanged, this, &TurnHints::refresh);
    connect(session, &GameSession::movePlayed, this, &TurnHints::movePlayed);
    connect(session, &GameSession::placementRefused, this,
            [this](Cell, PlacementError error, bool fitsTurned) {
                placementRefused(error, fitsTurned);
            });
}

void TurnHints::refresh()
{
    using Phase = GameSession::Phase;
    if (!m_session->hasGame()) {
        m_banner->setHint(tr("Start a new game from the Game menu (%1)")
                              .arg(m_newGame->shortcut().toString(QKeySequence::NativeText)));
        return;
    }
    const Game& game = m_session->game();
    const QString name = m_session->playerNames().value(game.currentPlayer());
    switch (m_session->phase()) {
    case Phase::NoGame:
        m_banner->setHint(QString());
        break;
    case Phase::PlaceTile: {
        bool fitsNow = false;
        for (const Placement& p : m_session->legalPlacements())
            fitsNow = fitsNow || p.rotation == m_session->rotation();
        m_banner->setHint(
            fitsNow
                ? tr("%1: place your tile on a gold spot — R to rotate").arg(name)
                : tr("%1: turned this way the tile fits nowhere — press R to rotate it").arg(name));
        break;
    }
    case Phase::PlaceFigure: {
        const FigureOptions o = m_session->figureOptions();
        if (m_session->choice() == GameSession::Choice::ReturnAbbot)
            // The abbot stands on the board until the turn ends: clicking it (or the button,
            // or A) again leaves it there; there is no figure to take off.
            m_banner->setHint(tr("%1: press Enter to take the abbot back and end your turn — "
                                 "press A or click the abbot again to leave it on the board")
                                  .arg(name));
        else if (m_session->choice() != GameSession::Choice::NoFigure)
            m_banner->setHint(
                tr("%1: press Enter to end your turn — click the figure again to take it off")
                    .arg(name));
        else if (o.any())
            m_banner->setHint(
                tr("%1: click a ring to place a figure, or press Enter to end your turn")
                    .arg(name));
        else if (o.canReturnAbbot)
            m_banner->setHint(
                tr("%1: click your abbot to take it back, or press Enter to end your turn")
                    .arg(name));
        else
            m_banner->setHint(
                tr("%1: press Enter to end your turn — Esc picks the tile up").arg(name));
        break;
    }
    case Phase::Decide: {
        // Another decision of the turn (spec §4), made by the player the rules name.
        const PendingDecision pending = game.pending();
        const QString decider = m_session->playerNames().value(pending.player);
        switch (pending.kind) {
        case DecisionKind::DragonStep:
            m_banner->setHint(tr("%1: choose the dragon's next tile").arg(decider));
            break;
        case DecisionKind::Wagon:
            m_banner->setHint(
                tr("%1: choose where your wagon goes, or keep it in your supply").arg(decider));
            break;
        case DecisionKind::AbbeyOrDraw:
            m_banner->setHint(
                tr("%1: lay your abbey in a hole closed on all four sides, or draw a tile")
                    .arg(decider));
            break;
        case DecisionKind::FinalAbbey:
            m_banner->setHint(tr("%1: lay your abbey in this last round, or pass").arg(decider));
            break;
        default:
            m_banner->setHint(tr("%1 decides").arg(decider));
            break;
        }
        break;
    }
    case Phase::ComputerTurn:
        m_banner->setHint(tr("%1 is thinking…").arg(name));
        break;
    case Phase::Finished:
        m_banner->setHint(tr("Game over"));
        break;
    case Phase::Replay:
        m_banner->setHint(tr("Replay: move %1 of the game").arg(game.moves().size()));
        break;
    }
}

void TurnHints::moveTakenBack()
{
    m_banner->flash(tr("Move taken back"), HintBanner::Tone::Notice, 2500);
}

void TurnHints::placementRefused(PlacementError error, bool fitsTurned)
{
    const QString why = describe(error, &GameTexts::translateMessage);
    m_banner->flash(fitsTurned ? tr("Not this way round: %1. Press R to turn the tile.").arg(why)
                               : tr("The tile cannot go there: %1.").arg(why),
                    HintBanner::Tone::Warning);
}

void TurnHints::movePlayed()
{
    const TurnOutcome& o = m_session->history().back();
    if (o.move.discard) {
        m_banner->flash(tr("%1's tile fits nowhere, so it was put aside and another drawn")
                            .arg(m_session->playerNames().value(o.player)),
                        HintBanner::Tone::Notice);
    }
}

} // namespace bastide
