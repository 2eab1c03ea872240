// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"
#include "engine/ids.h"

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <optional>

namespace bastide {

class BoardScene;
class BubbleItem;
class MovePreview;
class TargetItem;

/**
 * What the player could gain, shown on hover: over an empty spot, how many of the tiles
 * still to come fit it; over a figure ring of the tile just laid, what its feature is worth
 * now and if completed, and how many tiles to come could complete it. The figures are the
 * engine's (TileOutlook, MovePreview); this only words and places them.
 */
class OutlookOverlay : public QObject
{
    Q_OBJECT

public:
    explicit OutlookOverlay(BoardScene* scene);

    void forgetItems();
    void createItems();
    /** The pointer is over `cell`, empty or not; the spot's bubble shows after a pause. */
    void hoverCell(std::optional<Cell> cell);
    /** The pointer is over a figure ring (or none). */
    void hoverTarget(TargetItem* target);
    void hide();

    /** The words shown for an empty spot and a ring (tests read them without hovering). */
    QStringList spotLines(Cell cell) const;
    QStringList ringLines(const TargetItem* target) const;
    /** The lines a figure's bubble adds for its feature: worth if completed, tiles to come
     *  that could complete it. */
    QStringList featureLines(SegmentId segment) const;
    BubbleItem* bubble() const { return m_bubble; }
    /** Shows the spot's bubble now rather than after the pause (tests). */
    void showSpotNow();

private:
    void showBubble(const QStringList& lines, QPointF at);

    BoardScene* m_scene;
    BubbleItem* m_bubble = nullptr;
    std::optional<Cell> m_cell;
    const TargetItem* m_target = nullptr;
    QTimer m_pause;
};

} // namespace bastide
