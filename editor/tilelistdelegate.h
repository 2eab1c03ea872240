// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStyledItemDelegate>

namespace bastide {

/** Draws a tile row: the tile's picture, its id and name, how many copies, whether it is
 *  the start tile, spring or lake, and a red count when something is wrong with it. */
class TileListDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int Picture = 56;

    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    /** The tile's name as the row of `option` shows it, on as many lines as it needs up to
     *  three (a Russian or Ukrainian name often needs them), the last elided when even three
     *  do not hold it. */
    static QStringList nameLines(const QStyleOptionViewItem& option, const QModelIndex& index);

private:
    /** Where the copies badge goes in the row (at the end of the id's line), and where the
     *  id and the name go. */
    static QRectF countBadge(const QStyleOptionViewItem& option, const QModelIndex& index);
    static QRectF textArea(const QStyleOptionViewItem& option, const QModelIndex& index);
};

} // namespace bastide
