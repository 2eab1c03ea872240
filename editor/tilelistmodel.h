// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QAbstractListModel>
#include <vector>

namespace bastide {

class ArtCache;
class DeckDocument;

/** The deck's tile types as list rows (picture, id, name, count, group, problems), kept in
 *  step with the document's fine-grained change signals. */
class TileListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        IdRole = Qt::UserRole + 1,
        NameRole,
        CountRole,
        GroupRole,    // the group as the file names it: "base", "river", "inns-cathedrals", ...
        MarkRole,     // "start", "spring", "lake" or empty
        ProblemsRole, // how many problems concern the tile
        PictureRole,  // QPixmap at the size set by setPictureSize
    };

    TileListModel(DeckDocument* document, ArtCache* cache, QObject* parent = nullptr);

    void setPictureSize(int pixels, qreal devicePixelRatio);
    /** Tells the views that the tiles' names are now wanted in another language. */
    void retranslate();
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    void refreshProblems();

    DeckDocument* m_document;
    ArtCache* m_cache;
    std::vector<int> m_problems; // per tile
    int m_pictureSize = 56;
    qreal m_ratio = 1.0;
};

} // namespace bastide
