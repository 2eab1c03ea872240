// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/figurechoiceoverlay.h"

#include "app/boardart.h"
#include "app/boardlayers.h"
#include "app/boardscene.h"
#include "app/figureitem.h"
#include "app/highlightitem.h"
#include "app/ringlayout.h"
#include "app/targetitem.h"

namespace bastide {

FigureChoiceOverlay::FigureChoiceOverlay(BoardScene* scene) : QObject(scene), m_scene(scene) {}

void FigureChoiceOverlay::forgetItems()
{
    m_targets.clear();
    m_hoverTarget = nullptr;
    m_hoverHighlight = nullptr;
}

void FigureChoiceOverlay::clear()
{
    for (TargetItem* t : std::as_const(m_targets))
        delete t;
    m_targets.clear();
    m_hoverTarget = nullptr;
    if (m_hoverHighlight)
        m_hoverHighlight->hide();
    for (FigureItem* f : m_scene->figureItems())
        f->setReturnable(false);
}

void FigureChoiceOverlay::show(Placement laid)
{
    clear();
    const GameSession* session = m_scene->session();
    const Game& game = session->game();
    const TileTypeId type = game.currentTile();
    const int player = game.currentPlayer();
    const FigureOptions options = session->figureOptions();
    const PlayerColor color = game.setup().players[std::size_t(player)].color;
    const auto rings = RingLayout::rings(game.tileSet().type(type), m_scene->art()->geometry(type),
                                         options, laid.rotation, BoardScene::cellRect(laid.cell),
                                         TargetItem::Radius, TargetItem::MinRadius);
    for (const RingLayout::Ring& ring : rings) {
        auto* target =
            new TargetItem(m_scene->art(), ring.figure, ring.feature,
                           FigureItem::lookOf(ring.figure, ring.kind), color, ring.radius);
        target->setPos(ring.at);
        target->setRoom(ring.room);
        target->setZValue(BoardLayer::Target);
        target->setChosen(session->choice() == GameSession::Choice::Figure &&
                          session->chosenFigure() == FigurePlacement{ring.figure, ring.feature});
        m_scene->addItem(target);
        m_targets << target;
    }
    if (options.canReturnAbbot) {
        for (const PlacedFigure& f : game.figures()) {
            if (f.player == player && f.type == FigureType::Abbot) {
                if (FigureItem* item = m_scene->figureItem(f.id)) {
                    item->setReturnable(true);
                    item->setChosen(session->choice() == GameSession::Choice::ReturnAbbot);
                }
            }
        }
    }
}

void FigureChoiceOverlay::setHoverTarget(TargetItem* target)
{
    if (target == m_hoverTarget)
        return;
    if (m_hoverTarget)
        m_hoverTarget->setHovered(false);
    m_hoverTarget = target;
    if (!target) {
        if (m_hoverHighlight)
            m_hoverHighlight->hide();
        return;
    }
    target->setHovered(true);
    const GameSession* session = m_scene->session();
    const std::optional<Placement> pending = session->pendingPlacement();
    if (!pending)
        return;
    const TileTypeId type = session->game().currentTile();
    const QPainterPath region = m_scene->art()->geometry(type).region(
        target->feature(), pending->rotation, BoardScene::cellRect(pending->cell));
    const QColor color = m_scene->colorOf(session->game().currentPlayer());
    if (!m_hoverHighlight) {
        m_hoverHighlight = new HighlightItem(region, color);
        m_hoverHighlight->setZValue(BoardLayer::Highlight);
        m_scene->addItem(m_hoverHighlight);
    }
    m_hoverHighlight->setRegion(region, color);
    m_hoverHighlight->show();
}

} // namespace bastide
