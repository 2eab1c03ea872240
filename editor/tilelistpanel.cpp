// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tilelistpanel.h"

#include "editor/editorstyle.h"
#include "editor/groupnames.h"
#include "editor/retranslator.h"
#include "editor/tilelistdelegate.h"
#include "editor/tilelistmodel.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace bastide {

TileListPanel::TileListPanel(TileListModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_proxy(new QSortFilterProxyModel(this)),
      m_filter(new QComboBox(this)), m_view(new QListView(this)), m_summary(nullptr),
      m_buttons(new QWidget(this))
{
    m_proxy->setSourceModel(model);
    m_proxy->setFilterRole(TileListModel::GroupRole);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    m_top = new QBoxLayout(QBoxLayout::LeftToRight);
    QLabel* heading = EditorStyle::heading(QString(), this);
    m_heading = heading;
    m_top->addWidget(heading);
    m_filter->setObjectName(QStringLiteral("groupFilter"));
    m_filter->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_top->addWidget(m_filter, 1);
    layout->addLayout(m_top);

    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new TileListDelegate(m_view));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setUniformItemSizes(true);
    m_view->setMouseTracking(true);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    model->setPictureSize(TileListDelegate::Picture, devicePixelRatioF());
    layout->addWidget(m_view, 1);

    m_summary = EditorStyle::note(QString(), this);
    layout->addWidget(m_summary);
    auto* buttons = new QHBoxLayout(m_buttons);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(4);
    layout->addWidget(m_buttons);

    connect(m_filter, &QComboBox::currentIndexChanged, this, &TileListPanel::applyFilter);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                const int tile = current.isValid() ? m_proxy->mapToSource(current).row() : -1;
                if (tile != m_current) {
                    m_current = tile;
                    emit currentTileChanged(tile);
                }
            });
    // Rows come and go under the selection; keep the window told where it went. The proxy
    // has remapped its rows only by the time the source model reports the change.
    auto follow = [this] {
        const QModelIndex current = m_view->selectionModel()->currentIndex();
        const int tile = current.isValid() ? m_proxy->mapToSource(current).row() : -1;
        if (tile != m_current) {
            m_current = tile;
            emit currentTileChanged(tile);
        }
        updateSummary();
        fillFilter();
    };
    connect(model, &QAbstractItemModel::rowsInserted, this, follow);
    connect(model, &QAbstractItemModel::rowsRemoved, this, follow);
    connect(model, &QAbstractItemModel::rowsMoved, this, follow);
    connect(model, &QAbstractItemModel::modelReset, this, follow);
    connect(m_proxy, &QAbstractItemModel::dataChanged, this, &TileListPanel::updateSummary);
    // A tile moved to a new group brings the group into the filter.
    connect(model, &QAbstractItemModel::dataChanged, this, &TileListPanel::fillFilter);
    auto* texts = new Retranslator(this);
    texts->add([this, heading] {
        heading->setText(tr("Tiles"));
        fillFilter();
        m_filter->setToolTip(tr("Show the tiles of one group only"));
        m_filter->setAccessibleName(tr("Tile group filter"));
        m_view->setAccessibleName(tr("Tiles of the deck"));
        // Tile names follow the language; the delegate words the marks when it paints.
        m_model->retranslate();
        updateSummary();
    });
}

void TileListPanel::fillFilter()
{
    // All groups, the base game and the river always (the river filter on a deck without
    // one says that it hides everything); then each expansion set the deck's tiles are in.
    QStringList groups{GroupNames::Base, GroupNames::River};
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QString group = m_model->index(row).data(TileListModel::GroupRole).toString();
        if (!groups.contains(group))
            groups << group;
    }
    const QString chosen = m_filter->currentData().toString();
    // A set chosen in the filter stays while it is chosen, even with no tile left in it.
    if (!chosen.isEmpty() && !groups.contains(chosen))
        groups << chosen;
    std::sort(groups.begin() + 2, groups.end());
    QStringList items{tr("All groups")};
    for (const QString& g : groups)
        items << GroupNames::display(g);
    bool same = m_filter->count() == items.size();
    for (int i = 0; same && i < items.size(); ++i)
        same = m_filter->itemText(i) == items[i] &&
               m_filter->itemData(i).toString() == (i == 0 ? QString() : groups[i - 1]);
    if (same)
        return;
    const QSignalBlocker block(m_filter);
    m_filter->clear();
    m_filter->addItem(items[0], QString());
    for (int i = 0; i < groups.size(); ++i)
        m_filter->addItem(items[i + 1], groups[i]);
    m_filter->setCurrentIndex(std::max(0, m_filter->findData(chosen)));
    // Room for the longest group name in any language, with the drop-down arrow.
    int widest = 0;
    for (int i = 0; i < m_filter->count(); ++i)
        widest = std::max(widest, m_filter->fontMetrics().horizontalAdvance(m_filter->itemText(i)));
    m_filter->setMinimumWidth(std::min(widest + 44, 220));
}

QString TileListPanel::filterGroup() const
{
    return m_filter->currentData().toString();
}

void TileListPanel::setFilterGroup(const QString& group)
{
    fillFilter();
    m_filter->setCurrentIndex(std::max(0, m_filter->findData(group)));
}

void TileListPanel::setActions(const QList<QAction*>& actions)
{
    auto* layout = static_cast<QHBoxLayout*>(m_buttons->layout());
    for (QAction* action : actions) {
        auto* button = new QToolButton(m_buttons);
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        button->setIconSize(QSize(22, 22));
        layout->addWidget(button);
    }
    layout->addStretch(1);
}

int TileListPanel::currentTile() const
{
    return m_current;
}

void TileListPanel::setCurrentTile(int tile)
{
    if (tile < 0 || tile >= m_model->rowCount()) {
        m_view->selectionModel()->clearCurrentIndex();
        return;
    }
    QModelIndex index = m_proxy->mapFromSource(m_model->index(tile));
    if (!index.isValid()) {
        m_filter->setCurrentIndex(0);
        index = m_proxy->mapFromSource(m_model->index(tile));
    }
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    m_view->scrollTo(index);
}

bool TileListPanel::hidesEverything() const
{
    return m_proxy->rowCount() == 0 && m_model->rowCount() > 0;
}

QString TileListPanel::filterName() const
{
    return m_filter->currentText();
}

void TileListPanel::applyFilter()
{
    fillFilter(); // a set left with no tile goes once it is no longer chosen
    // The whole name: a set called "base-extra" is not the base game.
    const QString group = m_filter->currentData().toString();
    m_proxy->setFilterRegularExpression(
        group.isEmpty() ? QString()
                        : QStringLiteral("^%1$").arg(QRegularExpression::escape(group)));
    if (m_current >= 0) {
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(m_current));
        if (index.isValid())
            m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    }
    updateSummary();
    emit filterChanged();
}

void TileListPanel::updateSummary()
{
    int tiles = 0;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        tiles += m_proxy->index(row, 0).data(TileListModel::CountRole).toInt();
    //: Below the tile list.
    m_summary->setText(tr("Types: %1 · Tiles: %2").arg(m_proxy->rowCount()).arg(tiles));
}

void TileListPanel::resizeEvent(QResizeEvent* event)
{
    // The filter beside the heading where both fit, under it where the panel is narrow (a
    // long group name in a window 1024 px wide), never running past the panel's edge.
    const int oneRow = m_heading->sizeHint().width() + m_top->spacing() + m_filter->minimumWidth();
    m_top->setDirection(event->size().width() >= oneRow ? QBoxLayout::LeftToRight
                                                        : QBoxLayout::TopToBottom);
    QWidget::resizeEvent(event);
}

QStringList TileListPanel::cutNames() const
{
    QStringList cut;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        QStyleOptionViewItem option;
        option.initFrom(m_view->viewport());
        option.rect = m_view->visualRect(index);
        option.font = m_view->font();
        option.fontMetrics = QFontMetrics(option.font);
        const QString name = index.data(TileListModel::NameRole).toString();
        // Shown whole when the lines hold every letter of it (a line may break after a
        // hyphen, so spaces aside) and no ellipsis.
        QString shown = TileListDelegate::nameLines(option, index).join(QString());
        if (shown.remove(QLatin1Char(' ')) != QString(name).remove(QLatin1Char(' ')))
            cut << name;
    }
    return cut;
}

} // namespace bastide
