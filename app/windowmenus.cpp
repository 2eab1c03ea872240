// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/windowmenus.h"

#include "app/gameactions.h"
#include "editor/retranslator.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

namespace bastide {

namespace {

constexpr int Separator = -1;

/** Adds the actions to a menu or toolbar in order, with separators where asked. */
template <class Container>
void fill(Container* container, const GameActions& actions, std::initializer_list<int> ids)
{
    for (int id : ids) {
        if (id == Separator)
            container->addSeparator();
        else
            container->addAction(actions.get(GameActions::Id(id)));
    }
}

QMenu* addMenu(QMainWindow* window, const char* name, const GameActions& actions,
               std::initializer_list<int> ids)
{
    QMenu* menu = window->menuBar()->addMenu(QString());
    menu->setObjectName(QString::fromLatin1(name));
    fill(menu, actions, ids);
    return menu;
}

} // namespace

void WindowMenus::build(QMainWindow* window, const GameActions& actions, Retranslator* texts)
{
    buildMenus(window, actions, texts);
    buildToolBar(window, actions, texts);
}

void WindowMenus::buildMenus(QMainWindow* window, const GameActions& actions, Retranslator* texts)
{
    using A = GameActions;
    QMenu* game = addMenu(window, "gameMenu", actions,
                          {A::NewGame, A::PlayAgain, Separator, A::Open, A::Save, A::SaveAs,
                           Separator, A::ReplayThis, A::ReplayGame, Separator, A::DeckEditor,
                           Separator, A::Preferences, Separator, A::Quit});
    QMenu* turn = addMenu(window, "turnMenu", actions,
                          {A::RotateRight, A::RotateLeft, Separator, A::NextChoice,
                           A::PreviousChoice, A::TakeChoice, Separator, A::NoFigure, A::ReturnAbbot,
                           A::Confirm, A::StepBack, Separator, A::SuggestMove, A::Undo, A::Redo});
    QMenu* view = addMenu(window, "viewMenu", actions,
                          {A::ZoomIn, A::ZoomOut, A::FitAll, A::Centre, Separator, A::SidePanel,
                           A::Overview, Separator, A::Tiles, Separator, A::Animations});
    QMenu* help =
        addMenu(window, "helpMenu", actions, {A::HowToPlay, A::Shortcuts, Separator, A::About});
    texts->add([game, turn, view, help] {
        game->setTitle(tr("&Game"));
        turn->setTitle(tr("&Turn"));
        view->setTitle(tr("&View"));
        help->setTitle(tr("&Help"));
    });
}

void WindowMenus::buildToolBar(QMainWindow* window, const GameActions& actions, Retranslator* texts)
{
    using A = GameActions;
    QToolBar* bar = window->addToolBar(QString());
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setIconSize(QSize(22, 22));
    bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    fill(bar, actions,
         {A::NewGame, A::Open, A::Save, Separator, A::Undo, A::Redo, Separator, A::RotateLeft,
          A::RotateRight, Separator, A::ZoomOut, A::ZoomIn, A::FitAll, A::Centre, Separator,
          A::Tiles});
    // After the actions' own texts, which the tooltips repeat.
    texts->add([bar] {
        bar->setWindowTitle(tr("Main"));
        for (QAction* a : bar->actions()) {
            if (!a->isSeparator() && !a->shortcut().isEmpty()) {
                a->setToolTip(tr("%1 (%2)").arg(
                    a->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")),
                    a->shortcut().toString(QKeySequence::NativeText)));
            }
        }
    });
}

} // namespace bastide
