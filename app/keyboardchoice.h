// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"

#include <QObject>
#include <optional>

namespace bastide {

class BoardScene;

/**
 * Play from the keyboard: steps through the spots where the tile in hand fits, in reading
 * order, or once it is laid through the figure rings, and takes the one chosen.
 */
class KeyboardChoice : public QObject
{
    Q_OBJECT

public:
    explicit KeyboardChoice(BoardScene* scene);

    /** Moves the choice to the next (`step` 1) or previous (-1) spot or ring; false when
     *  there is nothing to choose. */
    bool move(int step);
    /** Lays the tile on the chosen spot, or places the figure on the chosen ring. */
    bool take();
    std::optional<Cell> cell() const { return m_cell; }

signals:
    /** A spot was chosen: the board shows the tile there and brings it into view. */
    void cellChosen(bastide::Cell cell);

private:
    bool moveSpot(int step);

    BoardScene* m_scene;
    std::optional<Cell> m_cell;
};

} // namespace bastide
