// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QAction;
class QBoxLayout;
class QComboBox;
class QLabel;
class QListView;
class QSortFilterProxyModel;

namespace bastide {

class TileListModel;

/** The deck's tiles as a list with pictures, a filter by group and the buttons that add,
 *  duplicate, delete and reorder tiles. Tells which tile is selected. */
class TileListPanel : public QWidget
{
    Q_OBJECT

public:
    TileListPanel(TileListModel* model, QWidget* parent = nullptr);

    /** Buttons under the list, for the window's tile actions. */
    void setActions(const QList<QAction*>& actions);
    /** The selected tile's index in the deck, or -1. */
    int currentTile() const;
    /** Selects a tile, showing all groups if the filter hides it. */
    void setCurrentTile(int tile);
    QListView* view() const { return m_view; }
    /** Whether the group filter hides every tile of a deck that has some. */
    bool hidesEverything() const;
    /** The filter's choice as shown. */
    QString filterName() const;
    /** The group the filter shows ("base", "inns-cathedrals", ...), empty for all. */
    QString filterGroup() const;
    void setFilterGroup(const QString& group);
    /** The names the list shows cut short at its present width. */
    QStringList cutNames() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

signals:
    void currentTileChanged(int tile);
    /** The group filter changed what the list shows. */
    void filterChanged();

private:
    void applyFilter();
    /** The filter's choices: all, base, river and the deck's expansion sets. */
    void fillFilter();
    void updateSummary();

    TileListModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QBoxLayout* m_top;
    QLabel* m_heading;
    QComboBox* m_filter;
    QListView* m_view;
    QLabel* m_summary;
    QWidget* m_buttons;
    int m_current = -1;
};

} // namespace bastide
