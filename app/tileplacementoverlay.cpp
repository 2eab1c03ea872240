// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/tileplacementoverlay.h"

#include "app/boardlayers.h"
#include "app/boardscene.h"
#include "app/spotitem.h"
#include "app/tileitem.h"

#include <QHash>

namespace bastide {

TilePlacementOverlay::TilePlacementOverlay(BoardScene* scene) : QObject(scene), m_scene(scene) {}

void TilePlacementOverlay::forgetItems()
{
    m_spots.clear();
    m_ghost = nullptr;
    m_laid = nullptr;
}

void TilePlacementOverlay::updateHand()
{
    updateSpots();
    const GameSession* session = m_scene->session();
    if (m_ghost && (!session->hasGame() || session->phase() != GameSession::Phase::PlaceTile))
        m_ghost->hide();
}

void TilePlacementOverlay::hover(Cell cell)
{
    const GameSession* session = m_scene->session();
    const Placement p{cell, session->rotation()};
    if (!session->isLegal(p)) {
        hideGhost();
        return;
    }
    const TileTypeId type = session->game().currentTile();
    if (!m_ghost) {
        m_ghost = new TileItem(m_scene->art(), type, p.rotation);
        m_ghost->setZValue(BoardLayer::Ghost);
        m_ghost->setOpacity(0.62);
        m_scene->addItem(m_ghost);
    }
    m_ghost->setTile(type, p.rotation);
    m_ghost->setPos(BoardScene::cellRect(p.cell).topLeft());
    m_ghost->show();
}

void TilePlacementOverlay::hideGhost()
{
    if (m_ghost)
        m_ghost->hide();
}

void TilePlacementOverlay::showLaidTile(Placement placement)
{
    hideGhost();
    const Game& game = m_scene->session()->game();
    const TileTypeId type = game.currentTile();
    if (!m_laid) {
        m_laid = new TileItem(m_scene->art(), type, placement.rotation);
        m_laid->setZValue(BoardLayer::Ghost);
        m_scene->addItem(m_laid);
    }
    m_laid->setTile(type, placement.rotation);
    m_laid->setPos(BoardScene::cellRect(placement.cell).topLeft());
    m_laid->setFrame(m_scene->colorOf(game.currentPlayer()));
    updateSpots();
}

void TilePlacementOverlay::clearLaidTile()
{
    delete m_laid;
    m_laid = nullptr;
}

void TilePlacementOverlay::setSpotsVisible(bool visible)
{
    m_spotsVisible = visible;
    for (SpotItem* spot : m_spots)
        spot->setVisible(visible);
}

void TilePlacementOverlay::updateSpots()
{
    for (SpotItem* spot : m_spots)
        delete spot;
    m_spots.clear();
    const GameSession* session = m_scene->session();
    if (!session->hasGame() || session->phase() != GameSession::Phase::PlaceTile)
        return;
    QHash<QPair<int, int>, bool> cells; // cell → fits as turned now
    for (const Placement& p : session->legalPlacements()) {
        bool& now = cells[qMakePair(p.cell.x, p.cell.y)];
        now = now || p.rotation == session->rotation();
    }
    QRectF covered;
    for (auto it = cells.cbegin(); it != cells.cend(); ++it) {
        auto* spot =
            new SpotItem(it.value() ? SpotItem::Mode::FitsNow : SpotItem::Mode::FitsTurned);
        spot->setPos(BoardScene::cellRect(Cell{it.key().first, it.key().second}).topLeft());
        spot->setZValue(BoardLayer::Spot);
        spot->setVisible(m_spotsVisible);
        m_scene->addItem(spot);
        m_spots.push_back(spot);
        covered = covered.united(spot->sceneBoundingRect());
    }
    if (!covered.isNull())
        m_scene->extendBoard(covered);
}

} // namespace bastide
