// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/boardsplitter.h"

#include <QEvent>
#include <QSettings>
#include <algorithm>

namespace bastide {

namespace {
constexpr int DefaultWidth = 340;
} // namespace

BoardSplitter::BoardSplitter(QWidget* board, QWidget* side, QWidget* parent)
    : QSplitter(Qt::Horizontal, parent), m_side(side), m_width(DefaultWidth)
{
    setObjectName(QStringLiteral("boardSplitter"));
    // A handle wide enough to take hold of; the panel folds away when dragged shut, the board
    // never does.
    setHandleWidth(6);
    addWidget(board);
    addWidget(side);
    setCollapsible(0, false);
    setCollapsible(1, true);
    m_widthBeforeDrag = m_width;
    setStretchFactor(0, 1);
    setStretchFactor(1, 0);
    setSizes({1000, m_width});
    connect(this, &QSplitter::splitterMoved, this, &BoardSplitter::onMoved);
    handle(1)->installEventFilter(this);
}

bool BoardSplitter::eventFilter(QObject* watched, QEvent* event)
{
    // A drag that ends with the panel shut opens it again at the width it had before.
    if (watched == handle(1) && event->type() == QEvent::MouseButtonPress)
        m_widthBeforeDrag = m_width;
    return QSplitter::eventFilter(watched, event);
}

void BoardSplitter::setSideWidth(int width)
{
    m_width = std::clamp(width, m_side->minimumSizeHint().width(), m_side->maximumWidth());
    if (m_shown) {
        const int total = std::max(sizes().value(0) + sizes().value(1), 1000);
        setSizes({total - m_width, m_width});
    }
}

void BoardSplitter::setSideShown(bool shown)
{
    if (shown == m_shown)
        return;
    m_shown = shown;
    // Hidden rather than squeezed to nothing: no handle is left to catch the pointer, and
    // the panel's controls are out of the keyboard's way.
    m_side->setVisible(shown);
    if (shown)
        setSideWidth(m_width);
    save();
    emit sideShownChanged(shown);
}

void BoardSplitter::onMoved()
{
    const int width = sizes().value(1);
    if (width <= 0) {
        m_width = m_widthBeforeDrag;
        setSideShown(false);
        return;
    }
    m_width = width;
    save();
}

void BoardSplitter::restore(const QString& group)
{
    m_group = group;
    const QSettings settings;
    m_width = settings.value(group + QStringLiteral("/sideWidth"), DefaultWidth).toInt();
    setSideWidth(m_width);
    const bool shown = settings.value(group + QStringLiteral("/sidePanel"), true).toBool();
    if (shown != m_shown) {
        m_shown = shown;
        m_side->setVisible(shown);
        emit sideShownChanged(shown);
    }
}

void BoardSplitter::save() const
{
    if (m_group.isEmpty())
        return;
    // The width it has now, however it was given (a drag, or sizes set by the program).
    const int shown = sizes().value(1);
    QSettings settings;
    settings.setValue(m_group + QStringLiteral("/sideWidth"),
                      m_shown && shown > 0 ? shown : m_width);
    settings.setValue(m_group + QStringLiteral("/sidePanel"), m_shown);
}

} // namespace bastide
