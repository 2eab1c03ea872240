// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"

#include <QObject>
#include <vector>

namespace bastide {

class BoardScene;
class SpotItem;
class TileItem;

/**
 * The tile in hand on the board: the spots where it fits (bright where it fits as turned
 * now, faint where it fits turned another way), the ghost under the pointer, and the tile
 * once laid and not yet confirmed, framed in its player's colour.
 */
class TilePlacementOverlay : public QObject
{
    Q_OBJECT

public:
    explicit TilePlacementOverlay(BoardScene* scene);

    /** The scene has deleted every item (a new game): start again from nothing. */
    void forgetItems();
    /** The tile in hand, its rotation or the phase changed: the spots and ghost follow. */
    void updateHand();
    /** The pointer is over `cell`: the ghost shows there when the tile fits as turned. */
    void hover(Cell cell);
    void hideGhost();
    /** The tile was laid at `placement` (or moved or turned there) and waits for the end of
     *  the turn. */
    void showLaidTile(Placement placement);
    void clearLaidTile();

    void setSpotsVisible(bool visible);
    bool spotsVisible() const { return m_spotsVisible; }
    int spotCount() const { return int(m_spots.size()); }
    TileItem* ghost() const { return m_ghost; }

private:
    void updateSpots();

    BoardScene* m_scene;
    std::vector<SpotItem*> m_spots;
    bool m_spotsVisible = true;
    TileItem* m_ghost = nullptr;
    TileItem* m_laid = nullptr;
};

} // namespace bastide
