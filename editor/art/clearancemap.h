// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QPainterPath>
#include <QPointF>
#include <vector>

namespace bastide {

/**
 * How far each point of the unit tile square is from the nearest point outside a free
 * area (the tile border counts as outside), on a raster grid. Used to find roomy spots
 * for figures, shields and buildings in any shape a deck designer makes.
 */
class ClearanceMap
{
public:
    explicit ClearanceMap(const QPainterPath& freeArea, int resolution = 64);
    /** The free area is everything inside any of `freeAreas`. */
    explicit ClearanceMap(const std::vector<QPainterPath>& freeAreas, int resolution = 64);

    /** Marks a disc as taken (not free) and updates the distances. */
    void block(QPointF centre, qreal radius);
    /** Distance from `p` to the nearest point that is not free (0 outside the free area). */
    qreal at(QPointF p) const;
    /** The free point maximising min(clearance, cap) - bias * distance to `prefer`. */
    QPointF best(QPointF prefer, qreal bias, qreal cap = 1.0) const;
    /** Whether any point is free at all. */
    bool isEmpty() const;

private:
    void compute();
    QPointF cellCentre(int x, int y) const;

    int m_n;                  // cells per side inside the tile; the grid has a blocked border ring
    std::vector<bool> m_free; // (m_n + 2)^2
    std::vector<float> m_distance;
};

} // namespace bastide
