// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/outlookoverlay.h"

#include "app/boardlayers.h"
#include "app/boardscene.h"
#include "app/bubbleitem.h"
#include "app/gametexts.h"
#include "app/targetitem.h"
#include "engine/movepreview.h"
#include "engine/tileoutlook.h"

namespace bastide {

namespace {

QString capitalized(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

OutlookOverlay::OutlookOverlay(BoardScene* scene) : QObject(scene), m_scene(scene)
{
    // A bubble on every spot the pointer crosses would flicker across the board: it waits
    // until the pointer rests.
    m_pause.setSingleShot(true);
    m_pause.setInterval(450);
    connect(&m_pause, &QTimer::timeout, this, &OutlookOverlay::showSpotNow);
    // A tile laid, picked up or a turn over: what the bubble said about the spot is gone.
    connect(scene->session(), &GameSession::pendingChanged, this, &OutlookOverlay::hide);
    connect(scene->session(), &GameSession::phaseChanged, this, &OutlookOverlay::hide);
}

void OutlookOverlay::forgetItems()
{
    m_bubble = nullptr;
    m_cell.reset();
    m_target = nullptr;
    m_pause.stop();
}

void OutlookOverlay::createItems()
{
    m_bubble = new BubbleItem;
    m_bubble->setZValue(BoardLayer::Bubble);
    m_bubble->hide();
    m_scene->addItem(m_bubble);
}

void OutlookOverlay::hoverCell(std::optional<Cell> cell)
{
    if (m_target)
        return;
    const GameSession* session = m_scene->session();
    // The spot the tile in hand was just laid on is taken, though the board has it only
    // once the turn ends.
    const std::optional<Placement> laid = session->pendingPlacement();
    const bool empty = cell && session->hasGame() && !session->game().isFinished() &&
                       !session->game().board().tileAt(*cell).valid() &&
                       !(laid && laid->cell == *cell);
    if (!empty) {
        m_cell.reset();
        m_pause.stop();
        if (m_bubble)
            m_bubble->hide();
        return;
    }
    if (m_cell == cell)
        return;
    m_cell = cell;
    if (m_bubble)
        m_bubble->hide();
    m_pause.start();
}

void OutlookOverlay::showSpotNow()
{
    m_pause.stop();
    if (!m_cell)
        return;
    const QStringList lines = spotLines(*m_cell);
    if (!lines.isEmpty())
        showBubble(lines, BoardScene::cellRect(*m_cell).center());
}

QStringList OutlookOverlay::spotLines(Cell cell) const
{
    const GameSession* session = m_scene->session();
    if (!session->hasGame() || session->game().isFinished())
        return {};
    const Game& game = session->game();
    if (const std::optional<Placement> laid = session->pendingPlacement();
        laid && laid->cell == cell)
        return {};
    // Only spots next to the map: a tile can go nowhere else.
    bool frontier = false;
    for (const FrontierCell& fc : game.board().frontier())
        frontier = frontier || fc.cell == cell;
    if (!frontier)
        return {};
    const TileOutlook outlook(game);
    const int unseen = outlook.unseenCount();
    return {
        tr("Empty spot"),
        //: %n tiles of the %1 still in the bag after the one in hand
        tr("Fits here: %n of the %1 tiles to come", "", outlook.tilesFitting(cell)).arg(unseen)};
}

QStringList OutlookOverlay::ringLines(const TargetItem* target) const
{
    const GameSession* session = m_scene->session();
    const std::optional<Placement> laid = session->pendingPlacement();
    if (!target || !laid)
        return {};
    const Game& game = session->game();
    Move move;
    move.tile = game.currentTile();
    move.placement = *laid;
    const MovePreview preview(game, move);
    const std::optional<ScoreEvent> now = preview.worthNow(target->feature());
    const std::optional<ScoreEvent> closed = preview.worthIfCompleted(target->feature());
    if (!now || !closed)
        return {};
    QStringList lines{capitalized(GameTexts::featureDescription(*now, game.rules().farmers))};
    if (now->kind == FeatureKind::Field) {
        lines << (game.rules().farmers == FarmerScoring::None
                      ? tr("Fields do not score in this game")
                      : tr("Worth %n point(s) now, scored at the end", "", now->points));
    } else if (now->complete) {
        lines << tr("Completed by this tile: %n point(s)", "", now->points);
    } else {
        //: A figure ring's preview, e.g. "8 now · 14 if completed"
        lines << tr("%1 now · %2 if completed").arg(now->points).arg(closed->points);
    }
    // What the expansions' figures do, in the words of the rules.
    switch (target->figure()) {
    case FigureType::Big:
        lines << tr("Big follower: counts as two followers when the majority is decided");
        break;
    case FigureType::Builder:
        lines << (now->kind == FeatureKind::City
                      ? tr("Builder: you will lay a second tile whenever you extend this city")
                      : tr("Builder: you will lay a second tile whenever you extend this road"));
        break;
    case FigureType::Pig:
        lines << tr("Pig: each completed city scores 1 point more for your farmers here");
        break;
    case FigureType::Follower:
    case FigureType::Abbot:
        break;
    }
    return lines;
}

QStringList OutlookOverlay::featureLines(SegmentId segment) const
{
    const GameSession* session = m_scene->session();
    if (!session->hasGame())
        return {};
    const Game& game = session->game();
    const ScoreEvent now = game.valueOf(segment);
    if (now.complete || now.kind == FeatureKind::Field || game.isFinished())
        return {};
    const ScoreEvent closed = TileOutlook::worthIfCompleted(game, segment);
    const int closing = TileOutlook(game).tilesClosing(segment);
    return {tr("%n point(s) if completed", "", closed.points),
            tr("%n tile(s) to come could complete it", "", closing)};
}

void OutlookOverlay::hoverTarget(TargetItem* target)
{
    if (target == m_target)
        return;
    m_target = target;
    m_cell.reset();
    m_pause.stop();
    if (!target) {
        if (m_bubble)
            m_bubble->hide();
        return;
    }
    const QStringList lines = ringLines(target);
    if (lines.isEmpty()) {
        if (m_bubble)
            m_bubble->hide();
        return;
    }
    showBubble(lines, target->scenePos());
}

void OutlookOverlay::showBubble(const QStringList& lines, QPointF at)
{
    if (!m_bubble)
        return;
    m_bubble->setLines(lines);
    m_bubble->setPos(at);
    m_bubble->show();
}

void OutlookOverlay::hide()
{
    m_cell.reset();
    m_target = nullptr;
    m_pause.stop();
    if (m_bubble)
        m_bubble->hide();
}

} // namespace bastide
