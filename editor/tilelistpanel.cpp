// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tilelistpanel.h"

#include "editor/editorstyle.h"
#include "editor/retranslator.h"
#include "editor/tilelistdelegate.h"
#include "editor/tilelistmodel.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
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
    auto* top = new QHBoxLayout;
    QLabel* heading = EditorStyle::heading(QString(), this);
    top->addWidget(heading, 1);
    m_filter->addItem(QString(), QString());
    m_filter->addItem(QString(), QStringLiteral("base"));
    m_filter->addItem(QString(), QStringLiteral("river"));
    top->addWidget(m_filter);
    layout->addLayout(top);

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
    };
    connect(model, &QAbstractItemModel::rowsInserted, this, follow);
    connect(model, &QAbstractItemModel::rowsRemoved, this, follow);
    connect(model, &QAbstractItemModel::rowsMoved, this, follow);
    connect(model, &QAbstractItemModel::modelReset, this, follow);
    connect(m_proxy, &QAbstractItemModel::dataChanged, this, &TileListPanel::updateSummary);
    auto* texts = new Retranslator(this);
    texts->add([this, heading] {
        heading->setText(tr("Tiles"));
        m_filter->setItemText(0, tr("All groups"));
        m_filter->setItemText(1, tr("Base game"));
        m_filter->setItemText(2, tr("River"));
        // Room for the longest group name in any language, with the drop-down arrow.
        int widest = 0;
        for (int i = 0; i < m_filter->count(); ++i)
            widest =
                std::max(widest, m_filter->fontMetrics().horizontalAdvance(m_filter->itemText(i)));
        m_filter->setMinimumWidth(widest + 44);
        m_filter->setToolTip(tr("Show the tiles of one group only"));
        m_filter->setAccessibleName(tr("Tile group filter"));
        m_view->setAccessibleName(tr("Tiles of the deck"));
        // Tile names follow the language; the delegate words the marks when it paints.
        m_model->retranslate();
        updateSummary();
    });
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
    m_proxy->setFilterFixedString(m_filter->currentData().toString());
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

} // namespace bastide
