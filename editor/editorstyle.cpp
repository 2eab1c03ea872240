// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/editorstyle.h"

#include <QLabel>
#include <QPalette>
#include <QWidget>

namespace bastide {

QColor EditorStyle::parchment()
{
    return QColor(0xf1, 0xe8, 0xd6);
}

QColor EditorStyle::paper()
{
    return QColor(0xfb, 0xf7, 0xee);
}

QColor EditorStyle::ink()
{
    return QColor(0x3a, 0x30, 0x26);
}

QColor EditorStyle::mutedInk()
{
    return QColor(0x7a, 0x6a, 0x58);
}

QColor EditorStyle::accent()
{
    return QColor(0xb2, 0x5a, 0x3a);
}

QColor EditorStyle::selection()
{
    return QColor(0xe9, 0xcf, 0xa8);
}

QColor EditorStyle::problem()
{
    return QColor(0xb0, 0x3a, 0x2e);
}

QColor EditorStyle::good()
{
    return QColor(0x4d, 0x77, 0x32);
}

void EditorStyle::apply(QWidget* window)
{
    QPalette pal = window->palette();
    pal.setColor(QPalette::Window, parchment());
    pal.setColor(QPalette::Base, paper());
    pal.setColor(QPalette::AlternateBase, parchment().lighter(103));
    pal.setColor(QPalette::Button, QColor(0xf7, 0xef, 0xe0));
    pal.setColor(QPalette::WindowText, ink());
    pal.setColor(QPalette::Text, ink());
    pal.setColor(QPalette::ButtonText, ink());
    pal.setColor(QPalette::PlaceholderText, mutedInk());
    pal.setColor(QPalette::Highlight, selection());
    pal.setColor(QPalette::HighlightedText, ink());
    pal.setColor(QPalette::ToolTipBase, paper());
    pal.setColor(QPalette::ToolTipText, ink());
    pal.setColor(QPalette::Mid, QColor(0xd4, 0xc4, 0xa8));
    pal.setColor(QPalette::Dark, QColor(0xa8, 0x96, 0x7c));
    pal.setColor(QPalette::Disabled, QPalette::WindowText, mutedInk());
    pal.setColor(QPalette::Disabled, QPalette::Text, mutedInk());
    pal.setColor(QPalette::Disabled, QPalette::ButtonText, mutedInk());
    window->setPalette(pal);
    window->setStyleSheet(QStringLiteral(R"(
        QLabel#heading { font-weight: 600; font-size: 11pt; color: #3a3026; padding: 2px 0 4px 0; }
        QLabel#note { color: #7a6a58; }
        QFrame#panel { background: #fbf7ee; border: 1px solid #dccbb0; border-radius: 8px; }
        QListView, QListWidget { border: 1px solid #dccbb0; border-radius: 6px; background: #fbf7ee;
            alternate-background-color: #f6efe1; selection-background-color: #e9cfa8;
            selection-color: #3a3026; }
        QToolBar { spacing: 4px; }
        QFrame#tools { background: #fbf7ee; border: 1px solid #dccbb0; border-radius: 8px; }
        QFrame#tools QToolButton { padding: 3px; border: 1px solid transparent; border-radius: 6px; }
        QFrame#tools QToolButton:hover { background: #f1e4cc; }
        QFrame#tools QToolButton:checked { background: #e9cfa8; border: 1px solid #b98f5e; }
        QPushButton#play, QToolButton#play { background: #b25a3a; color: white; font-weight: 600;
            border: 1px solid #8a402a; border-radius: 6px; padding: 5px 14px; }
        QPushButton#play:disabled, QToolButton#play:disabled { background: #d9b8a6; color: #f7efe0;
            border-color: #c9a08a; }
        QTabWidget::pane { border: 1px solid #dccbb0; border-radius: 6px; background: #fbf7ee; top: -1px; }
        QTabBar::tab { padding: 5px 14px; border: 1px solid #dccbb0; border-bottom: none;
            border-top-left-radius: 6px; border-top-right-radius: 6px; background: #efe4cf; margin-right: 2px; }
        QTabBar::tab:selected { background: #fbf7ee; }
        QComboBox::drop-down { subcontrol-origin: padding; subcontrol-position: center right;
            width: 20px; border: none; }
        QComboBox::down-arrow { image: url(:/editor/arrow-down.svg); width: 10px; height: 10px; }
        QSpinBox { padding-right: 20px; }
        QSpinBox::up-button, QSpinBox::down-button { subcontrol-origin: border; width: 20px;
            border: none; border-left: 1px solid #e3d6bc; background: transparent; }
        QSpinBox::up-button { subcontrol-position: top right; border-top-right-radius: 5px; }
        QSpinBox::down-button { subcontrol-position: bottom right; border-bottom-right-radius: 5px; }
        QSpinBox::up-button:hover, QSpinBox::down-button:hover { background: #f1e4cc; }
        QSpinBox::up-arrow { image: url(:/editor/arrow-up.svg); width: 9px; height: 9px; }
        QSpinBox::down-arrow { image: url(:/editor/arrow-down.svg); width: 9px; height: 9px; }
    )"));
}

QLabel* EditorStyle::heading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setObjectName(QStringLiteral("heading"));
    return label;
}

QLabel* EditorStyle::note(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setObjectName(QStringLiteral("note"));
    label->setWordWrap(true);
    // A wrapped label may be given more height than its lines need; keep them at the top.
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

} // namespace bastide
