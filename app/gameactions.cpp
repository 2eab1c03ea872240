// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/gameactions.h"

#include "app/appsettings.h"
#include "app/icons.h"
#include "editor/retranslator.h"
#include "play/gamesession.h"

#include <QAction>
#include <QWidget>
#include <optional>

namespace bastide {

namespace {

QKeySequence orFallback(QKeySequence::StandardKey key, const QKeySequence& fallback)
{
    const QKeySequence standard(key);
    return standard.isEmpty() ? fallback : standard;
}

} // namespace

struct GameActions::Spec
{
    Id id;
    const char* name;
    const char* text;
    QList<QKeySequence> keys;
    std::optional<Icons::Name> icon;
};

std::vector<GameActions::Spec> GameActions::specs()
{
    using A = GameActions;
    using I = Icons::Name;
    // Offscreen and some desktops give no Quit, Save As or Preferences key: those get ours.
    const QKeySequence saveAs =
        orFallback(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    const QKeySequence preferences =
        orFallback(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma));
    const QKeySequence quit = orFallback(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q));
    const QKeySequence help = orFallback(QKeySequence::HelpContents, QKeySequence(Qt::Key_F1));
    using K = QKeySequence;
    // clang-format off
    return {
        {A::NewGame, "newGame", QT_TR_NOOP("&New Game…"), {K::New}, I::NewGame},
        {A::PlayAgain, "playAgain", QT_TR_NOOP("Play &Again"), {K(Qt::CTRL | Qt::SHIFT | Qt::Key_N)}, {}},
        {A::Open, "open", QT_TR_NOOP("&Open Game…"), {K::Open}, I::Open},
        {A::Save, "save", QT_TR_NOOP("&Save Game"), {K::Save}, I::Save},
        {A::SaveAs, "saveAs", QT_TR_NOOP("Save Game &As…"), {saveAs}, {}},
        {A::ReplayGame, "replayGame", QT_TR_NOOP("Re&play a Game…"), {}, {}},
        {A::ReplayThis, "replayThis", QT_TR_NOOP("&Replay This Game"), {K(Qt::CTRL | Qt::Key_R)}, {}},
        {A::DeckEditor, "deckEditor", QT_TR_NOOP("&Deck Editor…"), {K(Qt::CTRL | Qt::Key_E)}, {}},
        {A::Preferences, "preferences", QT_TR_NOOP("&Preferences…"), {preferences}, {}},
        {A::Quit, "quit", QT_TR_NOOP("&Quit"), {quit}, {}},
        {A::Undo, "undo", QT_TR_NOOP("&Undo Move"), {K::Undo}, I::Undo},
        {A::Redo, "redo", QT_TR_NOOP("&Redo Move"), {K(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), K(Qt::CTRL | Qt::Key_Y)}, I::Redo},
        {A::RotateRight, "rotateRight", QT_TR_NOOP("Turn Tile &Clockwise"), {K(Qt::Key_R)}, I::RotateRight},
        {A::RotateLeft, "rotateLeft", QT_TR_NOOP("Turn Tile &Anticlockwise"), {K(Qt::SHIFT | Qt::Key_R)}, I::RotateLeft},
        // Enter first, so the menu names the key as the hints do ("Return" is the same key).
        {A::Confirm, "confirm", QT_TR_NOOP("&End Turn"), {K(Qt::Key_Enter), K(Qt::Key_Return)}, I::Confirm},
        {A::StepBack, "stepBack", QT_TR_NOOP("Step &Back"), {K(Qt::Key_Escape)}, I::StepBack},
        {A::NextChoice, "nextChoice", QT_TR_NOOP("Ne&xt Spot or Ring"), {K(Qt::Key_BracketRight)}, {}},
        {A::PreviousChoice, "previousChoice", QT_TR_NOOP("Pre&vious Spot or Ring"), {K(Qt::Key_BracketLeft)}, {}},
        {A::TakeChoice, "takeChoice", QT_TR_NOOP("&Lay Tile or Place Figure There"), {K(Qt::Key_Space)}, {}},
        {A::NoFigure, "noFigure", QT_TR_NOOP("&No Figure"), {K(Qt::Key_N)}, {}},
        {A::ReturnAbbot, "returnAbbot", QT_TR_NOOP("Take Back &Abbot"), {K(Qt::Key_A)}, {}},
        {A::SuggestMove, "suggestMove", QT_TR_NOOP("&Suggest a Move"), {K(Qt::Key_H)}, {}},
        {A::ZoomIn, "zoomIn", QT_TR_NOOP("Zoom &In"), {K::ZoomIn, K(Qt::Key_Plus), K(Qt::Key_Equal)}, I::ZoomIn},
        {A::ZoomOut, "zoomOut", QT_TR_NOOP("Zoom &Out"), {K::ZoomOut, K(Qt::Key_Minus)}, I::ZoomOut},
        {A::FitAll, "fitAll", QT_TR_NOOP("&Fit Whole Board"), {K(Qt::Key_F), K(Qt::CTRL | Qt::Key_0)}, I::FitAll},
        {A::Centre, "centre", QT_TR_NOOP("&Centre on Your Tile"), {K(Qt::Key_C)}, I::Centre},
        {A::SidePanel, "sidePanel", QT_TR_NOOP("Side &Panel"), {K(Qt::Key_F9)}, {}},
        {A::Overview, "overview", QT_TR_NOOP("Board &Overview"), {K(Qt::Key_M)}, {}},
        {A::Tiles, "tiles", QT_TR_NOOP("&Tiles Left…"), {K(Qt::Key_T)}, I::Tiles},
        {A::Animations, "animations", QT_TR_NOOP("&Animations"), {}, {}},
        {A::HowToPlay, "howToPlay", QT_TR_NOOP("&How to Play"), {help}, {}},
        {A::Shortcuts, "shortcuts", QT_TR_NOOP("&Keyboard Shortcuts"), {K(Qt::CTRL | Qt::Key_Slash)}, {}},
        {A::About, "about", QT_TR_NOOP("&About Bastide"), {}, {}},
    };
    // clang-format on
}

GameActions::GameActions(QWidget* window, Retranslator* texts) : QObject(window)
{
    for (const Spec& spec : specs()) {
        auto* a = new QAction(window);
        texts->add([a, text = spec.text] { a->setText(tr(text)); });
        a->setObjectName(QString::fromLatin1(spec.name));
        a->setShortcuts(spec.keys);
        a->setShortcutContext(Qt::WindowShortcut);
        if (spec.icon)
            a->setIcon(Icons::icon(*spec.icon));
        window->addAction(a);
        m_actions[std::size_t(spec.id)] = a;
    }
    get(Preferences)->setMenuRole(QAction::PreferencesRole);
    get(Quit)->setMenuRole(QAction::QuitRole);
    for (Id id : {SidePanel, Overview})
        get(id)->setCheckable(true);
    get(Animations)->setCheckable(true);
    get(Animations)->setChecked(AppSettings::animationsEnabled());
}

void GameActions::update(const GameSession& session, bool canPlayAgain)
{
    using Phase = GameSession::Phase;
    const bool game = session.hasGame();
    const Phase phase = session.phase();
    const bool placing = phase == Phase::PlaceTile || phase == Phase::PlaceFigure;
    const bool figure = phase == Phase::PlaceFigure;
    get(PlayAgain)->setEnabled(canPlayAgain);
    get(Save)->setEnabled(game);
    get(SaveAs)->setEnabled(game);
    get(ReplayThis)->setEnabled(game && !session.isReplaying() && !session.game().moves().empty());
    get(ReplayGame)->setEnabled(!session.isReplaying());
    get(Undo)->setEnabled(session.canUndo());
    get(Redo)->setEnabled(session.canRedo());
    for (Id id : {RotateLeft, RotateRight, NextChoice, PreviousChoice, TakeChoice})
        get(id)->setEnabled(placing);
    for (Id id : {Confirm, StepBack, NoFigure})
        get(id)->setEnabled(figure);
    get(ReturnAbbot)->setEnabled(figure && session.figureOptions().canReturnAbbot);
    for (Id id : {Tiles, FitAll, Centre})
        get(id)->setEnabled(game);
}

} // namespace bastide
