// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/geometry.h"

#include <QList>
#include <QObject>

namespace bastide {

class BoardScene;
class HighlightItem;
class TargetItem;

/**
 * The figure choice on a tile just laid: a ring for every figure the player may put there
 * (the chosen one filled), the hovered ring's feature lit in the player's colour, and the
 * player's abbot marked when it may be taken back.
 */
class FigureChoiceOverlay : public QObject
{
    Q_OBJECT

public:
    explicit FigureChoiceOverlay(BoardScene* scene);

    /** The scene has deleted every item (a new game): start again from nothing. */
    void forgetItems();
    /** Takes the rings away (the tile was picked up, or the turn was played). */
    void clear();
    /** Shows the choices for the tile laid at `laid`, as the session offers them. */
    void show(Placement laid);

    void setHoverTarget(TargetItem* target);
    TargetItem* hoverTarget() const { return m_hoverTarget; }
    QList<TargetItem*> targets() const { return m_targets; }

private:
    BoardScene* m_scene;
    QList<TargetItem*> m_targets;
    TargetItem* m_hoverTarget = nullptr;
    HighlightItem* m_hoverHighlight = nullptr;
};

} // namespace bastide
