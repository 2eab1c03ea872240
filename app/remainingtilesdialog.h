// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/ids.h"

#include <QDialog>
#include <vector>

class QFrame;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QScrollArea;
class QVBoxLayout;

namespace bastide {

class BoardArt;
class Game;
struct TileType;

/** Which tiles are still in the bag: every tile type of the deck drawn with the tile art
 *  and how many copies are left, the ones used up shown faded. With several sets in play
 *  (the river, the base game, expansions) each set has its heading across the dialog and
 *  its tiles in a grid below it. */
class RemainingTilesDialog : public QDialog
{
    Q_OBJECT

public:
    RemainingTilesDialog(const BoardArt* art, QWidget* parent = nullptr);

    void setGame(const Game& game);
    /** Copies left of the tile type with this id; -1 when not listed. */
    int countShown(const QString& id) const;
    QString summary() const;
    /** The names of the sets the tiles are grouped by, in order, when there are several. */
    QStringList headings() const;
    /** The headings above the sets' grids. */
    const std::vector<QLabel*>& headingLabels() const { return m_headings; }
    QString note() const;
    /** Names shown shortened or cut in the grids (tests check there are none). */
    QStringList cutNames() const;
    /** The grid of each set, in order; list() is the first. */
    const std::vector<QListWidget*>& lists() const { return m_lists; }
    QListWidget* list() const { return m_lists.empty() ? nullptr : m_lists.front(); }
    QScrollArea* scrollArea() const { return m_scroll; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateNote();
    QListWidget* addGrid();
    /** A tile type's picture with the count left on a badge, and its name. */
    QListWidgetItem* tileItem(const TileType& type, TileTypeId index, int count, qreal ratio) const;
    void addHeading(const QString& name);
    /** Sizes the grids' cells: tall enough for the longest name, and as wide as the width
     *  shared out between the columns that fit, so no empty column is left at the side;
     *  each grid as tall as its rows, the dialog scrolling them all as one. */
    void fitGrid();

    const BoardArt* m_art;
    QLabel* m_summary;
    QLabel* m_note;
    QScrollArea* m_scroll;
    QWidget* m_content;
    QVBoxLayout* m_contentLayout;
    std::vector<QLabel*> m_headings;
    std::vector<QFrame*> m_rules; // the line under each heading
    std::vector<QListWidget*> m_lists;
    bool m_river = false;
};

} // namespace bastide
