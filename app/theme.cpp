// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyleFactory>

namespace bastide {

QColor Theme::paper()
{
    return QColor(0xf3, 0xeb, 0xdb);
}
QColor Theme::card()
{
    return QColor(0xfb, 0xf7, 0xee);
}
QColor Theme::cardBorder()
{
    return QColor(0xdf, 0xd0, 0xb3);
}
QColor Theme::ink()
{
    return QColor(0x3a, 0x30, 0x26);
}
QColor Theme::mutedInk()
{
    return QColor(0x7d, 0x6c, 0x59);
}
QColor Theme::accent()
{
    return QColor(0xb2, 0x5a, 0x3a);
}
QColor Theme::accentDark()
{
    return QColor(0x8a, 0x40, 0x2a);
}
QColor Theme::gold()
{
    return QColor(0xe8, 0xb9, 0x34);
}
QColor Theme::table()
{
    return QColor(0x4f, 0x41, 0x35);
}
QColor Theme::warning()
{
    return QColor(0xa8, 0x33, 0x24);
}

void Theme::apply(QApplication& app)
{
    if (QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion")))
        app.setStyle(fusion);
    QPalette pal;
    pal.setColor(QPalette::Window, paper());
    pal.setColor(QPalette::WindowText, ink());
    pal.setColor(QPalette::Base, card());
    pal.setColor(QPalette::AlternateBase, paper());
    pal.setColor(QPalette::Text, ink());
    pal.setColor(QPalette::PlaceholderText, mutedInk());
    pal.setColor(QPalette::Button, QColor(0xee, 0xe3, 0xcc));
    pal.setColor(QPalette::ButtonText, ink());
    pal.setColor(QPalette::Highlight, accent());
    pal.setColor(QPalette::HighlightedText, Qt::white);
    pal.setColor(QPalette::ToolTipBase, card());
    pal.setColor(QPalette::ToolTipText, ink());
    pal.setColor(QPalette::Link, accentDark());
    pal.setColor(QPalette::Mid, cardBorder());
    pal.setColor(QPalette::Disabled, QPalette::WindowText, mutedInk().lighter(130));
    pal.setColor(QPalette::Disabled, QPalette::Text, mutedInk().lighter(130));
    pal.setColor(QPalette::Disabled, QPalette::ButtonText, mutedInk().lighter(130));
    app.setPalette(pal);
    app.setStyleSheet(styleSheet());
}

QString Theme::styleSheet()
{
    // Combo boxes and spin boxes are left to Fusion and the palette on purpose: a rule that
    // gives them a border or background makes the style sheet draw the whole widget, and
    // then the arrows it has no rule for vanish (spin boxes), the drop-down button is a dark
    // bracket, and a combo's popup paints its hovered item white on white.
    return QStringLiteral(R"(
QToolTip { color: #3a3026; background: #fbf7ee; border: 1px solid #cdbb98; padding: 4px 6px; }
QMenuBar { background: #efe4cf; border-bottom: 1px solid #dccbab; }
QMenuBar::item { padding: 4px 10px; background: transparent; border-radius: 4px; }
QMenuBar::item:selected { background: #e3d3b3; }
QMenu { background: #fbf7ee; border: 1px solid #cdbb98; padding: 4px; }
QMenu::item { padding: 5px 26px 5px 24px; border-radius: 4px; }
QMenu::item:selected { background: #b25a3a; color: white; }
QMenu::item:disabled { color: #b5a58f; }
QMenu::separator { height: 1px; background: #e2d5bb; margin: 4px 8px; }
QToolBar { background: #efe4cf; border: none; border-bottom: 1px solid #dccbab; spacing: 2px; padding: 3px 6px; }
QToolBar::separator { width: 1px; background: #d8c7a6; margin: 5px 6px; }
QToolButton { border: 1px solid transparent; border-radius: 6px; padding: 4px 6px; color: #3a3026; }
QToolButton:hover { background: #e5d6b8; border-color: #d3c09c; }
QToolButton:pressed, QToolButton:checked { background: #dcc8a3; }
QToolButton:disabled { color: #b5a58f; }
QStatusBar { background: #efe4cf; border-top: 1px solid #dccbab; color: #5e5040; }
QPushButton { background: #f1e7d3; border: 1px solid #cbb894; border-radius: 7px; padding: 6px 14px; color: #3a3026; min-height: 20px; }
QPushButton:hover { background: #f7efe0; border-color: #b8a27a; }
QPushButton:pressed { background: #e2d3b4; }
QPushButton:disabled { color: #b3a48f; background: #f0e9dc; border-color: #e0d5c0; }
QPushButton:checked { background: #e4d1ab; border-color: #a98e62; }
QPushButton[primary="true"] { background: #b25a3a; border-color: #8a402a; color: white; font-weight: bold; }
QPushButton[primary="true"]:hover { background: #c0684a; }
QPushButton[primary="true"]:pressed { background: #8a402a; }
QPushButton[primary="true"]:disabled { background: #d9b7a8; border-color: #cfa898; color: #f6ede8; }
QFrame#card { background: #fbf7ee; border: 1px solid #dfd0b3; border-radius: 10px; }
QLabel#cardTitle { color: #7d6c59; font-weight: bold; letter-spacing: 1px; }
QListView, QTableView, QTableWidget { background: #fbf7ee; border: 1px solid #dfd0b3; border-radius: 6px; selection-background-color: #ecd9b6; selection-color: #3a3026; }
QListView::item { padding: 3px 2px; }
QHeaderView::section { background: #efe4cf; border: none; border-bottom: 1px solid #dccbab; padding: 4px 6px; font-weight: bold; color: #5e5040; }
QLineEdit { background: #fffdf8; border: 1px solid #cbb894; border-radius: 5px; padding: 4px 6px; min-height: 20px; }
QLineEdit:focus { border-color: #b25a3a; }
QGroupBox { border: 1px solid #dfd0b3; border-radius: 8px; margin-top: 14px; padding: 10px 8px 8px 8px; background: #fbf7ee; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #7d6c59; font-weight: bold; }
QScrollBar:vertical { background: transparent; width: 10px; margin: 2px; }
QScrollBar::handle:vertical { background: #d3c3a4; border-radius: 4px; min-height: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; width: 0; }
QSplitter::handle { background: #e3d6bc; }
)");
}

} // namespace bastide
