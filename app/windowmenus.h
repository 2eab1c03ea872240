// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>

class QMainWindow;

namespace bastide {

class GameActions;
class Retranslator;

/** The game window's menu bar and toolbar, laid out from its actions; the toolbar's tool
 *  tips repeat each action's words with its key. */
class WindowMenus
{
    Q_DECLARE_TR_FUNCTIONS(WindowMenus)

public:
    static void build(QMainWindow* window, const GameActions& actions, Retranslator* texts);

private:
    static void buildMenus(QMainWindow* window, const GameActions& actions, Retranslator* texts);
    static void buildToolBar(QMainWindow* window, const GameActions& actions, Retranslator* texts);
};

} // namespace bastide
