// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>

class QWidget;

namespace bastide {

/**
 * Keeps Tab in reading order for widgets made after their window: Qt puts such a widget at
 * the end of the window's focus chain, so the rows of a tile's features or an added
 * language's field would be reached last, after the bottom panes.
 */
class FocusChain
{
public:
    /** Puts `widgets`, in this order, into the Tab order where `place` stands: after the last
     *  widget before `place` that takes Tab (and is none of `widgets` or inside `place`). */
    static void insertAt(QWidget* place, const QList<QWidget*>& widgets);
    /** The widgets inside `parent` that take focus by Tab, in the order they were made. */
    static QList<QWidget*> tabStops(QWidget* parent);
};

} // namespace bastide
