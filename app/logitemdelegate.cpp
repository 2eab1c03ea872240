// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/logitemdelegate.h"

#include <QAbstractItemView>

namespace bastide {

LogItemDelegate::LogItemDelegate(QAbstractItemView* view) : QStyledItemDelegate(view), m_view(view)
{}

QSize LogItemDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    // Measured at the width lines are drawn at: the viewport's, whatever rectangle the view
    // passed along.
    QStyleOptionViewItem measured(option);
    measured.rect.setWidth(m_view->viewport()->width());
    return QStyledItemDelegate::sizeHint(measured, index);
}

} // namespace bastide
