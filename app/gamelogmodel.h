// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "play/turnoutcome.h"

#include <QAbstractListModel>
#include <QColor>

namespace bastide {

class GameSession;

/**
 * The game log: a line per turn and a line per score, worded from the session's history
 * ("Anna: city of 4 tiles and 1 shield, 10 points"). Each line keeps the board segment it
 * is about, so the board can highlight the feature or tile when a line is clicked.
 */
class GameLogModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        SegmentRole = Qt::UserRole + 1, // a segment of the feature, or -1
        TileRole,                       // board index of the tile laid, or -1
        PlayerRole,                     // the player the line is about, or -1
        IsScoreRole,
    };

    explicit GameLogModel(GameSession* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    /** Words every line again from the history, in the language now in use. */
    void retranslate();

private:
    struct Entry
    {
        QString text;
        int player = -1;
        SegmentId segment;
        TileIndex tile;
        bool score = false;
        bool heading = false;
    };

    void rebuild();
    void append(const TurnOutcome& outcome);
    std::vector<Entry> entriesFor(const TurnOutcome& outcome) const;

    GameSession* m_session;
    std::vector<Entry> m_entries;
};

} // namespace bastide
