// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/focuschain.h"

#include <QWidget>

namespace bastide {

namespace {

bool takesTab(const QWidget* w)
{
    return (w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus;
}

} // namespace

void FocusChain::insertAt(QWidget* place, const QList<QWidget*>& widgets)
{
    if (widgets.isEmpty())
        return;
    // QWidget::setTabOrder() takes only widgets that take focus: start from the last one
    // before `place` in the chain.
    QWidget* previous = place->previousInFocusChain();
    while (previous != place &&
           (!takesTab(previous) || widgets.contains(previous) || place->isAncestorOf(previous)))
        previous = previous->previousInFocusChain();
    if (previous == place)
        return; // nothing before it takes Tab: the chain's own order stands
    for (QWidget* w : widgets) {
        if (!takesTab(w))
            continue;
        QWidget::setTabOrder(previous, w);
        previous = w;
    }
}

QList<QWidget*> FocusChain::tabStops(QWidget* parent)
{
    QList<QWidget*> stops;
    for (QWidget* w : parent->findChildren<QWidget*>()) {
        // A spin box's own line edit hands its focus to the spin box.
        if (takesTab(w) && !w->focusProxy())
            stops << w;
    }
    return stops;
}

} // namespace bastide
