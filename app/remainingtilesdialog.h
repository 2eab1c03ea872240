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

private:
    const BoardArt* m_art;
    QLabel* m_summary;
    QListWidget* m_list;
};

} // namespace bastide
