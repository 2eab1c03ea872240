// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/tilelistmodel.h"

#include "art/artcache.h"
#include "editor/deckdocument.h"

#include <QLocale>
#include <QPixmap>

namespace bastide {

TileListModel::TileListModel(DeckDocument* document, ArtCache* cache, QObject* parent)
    : QAbstractListModel(parent), m_document(document), m_cache(cache)
{
    connect(document, &DeckDocument::tileChanged, this,
            [this](int row) { emit dataChanged(index(row), index(row)); });
    // The document reports a change once it is made, so rows are announced after the fact;
    // data() checks every row against the document, and nothing reads rows in between.
    connect(document, &DeckDocument::tileInserted, this, [this](int row) {
        beginInsertRows({}, row, row);
        endInsertRows();
    });
    connect(document, &DeckDocument::tileRemoved, this, [this](int row) {
        beginRemoveRows({}, row, row);
        endRemoveRows();
    });
    connect(document, &DeckDocument::tileMoved, this, [this](int from, int to) {
        // The document has moved already; Qt wants the destination as an index before the
        // move, one past `to` when moving down.
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
        endMoveRows();
    });
    connect(document, &DeckDocument::deckReset, this, [this] {
        beginResetModel();
        endResetModel();
    });
    connect(document, &DeckDocument::problemsChanged, this, &TileListModel::refreshProblems);
    refreshProblems();
}

void TileListModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {NameRole, Qt::DisplayRole});
}

void TileListModel::setPictureSize(int pixels, qreal devicePixelRatio)
{
    m_pictureSize = pixels;
    m_ratio = devicePixelRatio;
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {PictureRole});
}

int TileListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_document->tileCount();
}

QVariant TileListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_document->isValidIndex(index.row()))
        return {};
    const TileType& t = m_document->tile(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case IdRole:
        return t.id;
    case NameRole:
        return localized(t.name, QLocale().name().section(QLatin1Char('_'), 0, 0));
    case CountRole:
        return t.count;
    case GroupRole:
        return t.groupName();
    case MarkRole:
        if (t.group == TileGroup::River)
            return t.start ? QStringLiteral("spring") : t.end ? QStringLiteral("lake") : QString();
        return t.start ? QStringLiteral("start") : QString();
    case ProblemsRole:
        return std::size_t(index.row()) < m_problems.size() ? m_problems[std::size_t(index.row())]
                                                            : 0;
    case PictureRole:
        return m_cache->tile(t, Rotation(0), m_pictureSize, m_ratio);
    default:
        return {};
    }
}

void TileListModel::refreshProblems()
{
    std::vector<int> counts(std::size_t(m_document->tileCount()), 0);
    for (const Problem& p : m_document->problems()) {
        if (p.tile >= 0 && std::size_t(p.tile) < counts.size())
            ++counts[std::size_t(p.tile)];
    }
    if (counts == m_problems)
        return;
    m_problems = std::move(counts);
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {ProblemsRole});
}

} // namespace bastide
