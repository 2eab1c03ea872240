// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/keyboardchoice.h"

#include "app/boardscene.h"
#include "app/figurechoiceoverlay.h"
#include "app/targetitem.h"

#include <algorithm>

namespace bastide {

KeyboardChoice::KeyboardChoice(BoardScene* scene) : QObject(scene), m_scene(scene) {}

bool KeyboardChoice::move(int step)
{
    const GameSession* session = m_scene->session();
    if (!session->hasGame())
        return false;
    if (session->phase() == GameSession::Phase::PlaceTile)
        return moveSpot(step);
    FigureChoiceOverlay* rings = m_scene->figureChoice();
    const QList<TargetItem*> targets = rings->targets();
    if (session->phase() == GameSession::Phase::PlaceFigure && !targets.isEmpty()) {
        const int n = int(targets.size());
        const int at = int(targets.indexOf(rings->hoverTarget()));
        const int index = at < 0 ? (step > 0 ? 0 : n - 1) : ((at + step) % n + n) % n;
        rings->setHoverTarget(targets[index]);
        return true;
    }
    return false;
}

bool KeyboardChoice::moveSpot(int step)
{
    // The spots where the tile fits as turned now, in reading order; when it fits nowhere
    // this way, every spot (laying it there explains why it does not fit).
    const GameSession* session = m_scene->session();
    std::vector<Cell> cells;
    for (bool anyRotation : {false, true}) {
        for (const Placement& p : session->legalPlacements()) {
            const bool fits = anyRotation || p.rotation == session->rotation();
            if (fits && std::find(cells.begin(), cells.end(), p.cell) == cells.end())
                cells.push_back(p.cell);
        }
        if (!cells.empty())
            break;
    }
    if (cells.empty())
        return false;
    std::sort(cells.begin(), cells.end(),
              [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    const auto at = m_cell ? std::find(cells.begin(), cells.end(), *m_cell) : cells.end();
    const int n = int(cells.size());
    const int index =
        at == cells.end() ? (step > 0 ? 0 : n - 1) : ((int(at - cells.begin()) + step) % n + n) % n;
    m_cell = cells[std::size_t(index)];
    emit cellChosen(*m_cell);
    return true;
}

bool KeyboardChoice::take()
{
    GameSession* session = m_scene->session();
    if (!session->hasGame())
        return false;
    if (session->phase() == GameSession::Phase::PlaceTile) {
        // A choice left from an earlier turn may be taken by now.
        bool open = false;
        for (const Placement& p : session->legalPlacements())
            open = open || (m_cell && p.cell == *m_cell);
        if (!open && !moveSpot(1))
            return false;
        return session->layTile(*m_cell);
    }
    TargetItem* target = m_scene->figureChoice()->hoverTarget();
    if (session->phase() == GameSession::Phase::PlaceFigure && target)
        return session->placeFigure(target->figure(), target->feature());
    return false;
}

} // namespace bastide
