// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/fitwidthscrollarea.h"

#include <QEvent>
#include <QScrollBar>

namespace bastide {

FitWidthScrollArea::FitWidthScrollArea(QWidget* parent) : QScrollArea(parent)
{
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

int FitWidthScrollArea::contentsWidth() const
{
    // Room for the scroll bar is kept whether it shows or not: the width does not jump
    // when the contents start to scroll.
    const int bar = verticalScrollBar()->sizeHint().width();
    return (widget() ? widget()->minimumSizeHint().width() : 0) + bar + 2 * frameWidth();
}

QSize FitWidthScrollArea::minimumSizeHint() const
{
    return QSize(contentsWidth(), 60);
}

QSize FitWidthScrollArea::sizeHint() const
{
    const int height = widget() ? widget()->sizeHint().height() : 60;
    return QSize(contentsWidth(), height + 2 * frameWidth());
}

bool FitWidthScrollArea::eventFilter(QObject* watched, QEvent* event)
{
    const bool handled = QScrollArea::eventFilter(watched, event);
    // The contents changed what they need (a longer name, another language): so does this.
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return handled;
}

} // namespace bastide
