// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QLabel;
class QListWidget;

namespace bastide {

class BoardArt;
class Game;

/** Which tiles are still in the bag: every tile type of the deck drawn with the tile art
 *  and how many copies are left, the ones used up shown faded. */
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
    QString note() const;
    /** Names shown shortened or cut in the list (tests check there are none). */
    QStringList cutNames() const;
    QListWidget* list() const { return m_list; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateNote();
    /** Sizes the list's cells: tall enough for the longest name, and as wide as the width
     *  shared out between the columns that fit, so no empty column is left at the side. */
    void fitGrid();

    const BoardArt* m_art;
    QLabel* m_summary;
    QLabel* m_note;
    QListWidget* m_list;
    bool m_river = false;
    int m_textHeight = 0;
};

} // namespace bastide
