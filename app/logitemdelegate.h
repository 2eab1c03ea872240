// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStyledItemDelegate>

class QAbstractItemView;

namespace bastide {

/** Draws the game log's lines, each as tall as its text wrapped at the width it is drawn
 *  in. A list view measures its lines once at its viewport's width and once at its whole
 *  width (scroll bar included); a line that wraps at one and not the other left a blank
 *  gap under it. */
class LogItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit LogItemDelegate(QAbstractItemView* view);

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    QAbstractItemView* m_view;
};

} // namespace bastide
