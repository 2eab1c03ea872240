// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFrame>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace bastide {

class GameSession;
class ScoreRow;

/** The scores card: a row per player (score, supply, projection, whose turn) and how many
 *  tiles are left, with a button that lists them. */
class ScorePanel : public QFrame
{
    Q_OBJECT

public:
    explicit ScorePanel(GameSession* session, QWidget* parent = nullptr);

    int rowCount() const { return int(m_rows.size()); }
    ScoreRow* row(int player) const { return m_rows[std::size_t(player)]; }
    QString tilesLeftText() const;

    void refresh();

signals:
    void showTilesRequested();

private:
    void rebuildRows();

    GameSession* m_session;
    QVBoxLayout* m_rowsLayout;
    std::vector<ScoreRow*> m_rows;
    QLabel* m_tilesLeft;
    QPushButton* m_showTiles;
};

} // namespace bastide
