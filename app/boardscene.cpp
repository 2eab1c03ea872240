// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/boardscene.h"

#include "app/appsettings.h"
#include "app/boardart.h"
#include "app/boardlayers.h"
#include "app/figurechoiceoverlay.h"
#include "app/figureinfooverlay.h"
#include "app/figureitem.h"
#include "app/focushighlight.h"
#include "app/highlightitem.h"
#include "app/keyboardchoice.h"
#include "app/scoreshow.h"
#include "app/targetitem.h"
#include "app/theme.h"
#include "app/tileitem.h"
#include "app/tileplacementoverlay.h"

#include <QPainter>
#include <QSet>
#include <cmath>

namespace bastide {

namespace {

constexpr qreal S = TileItem::Size;

} // namespace

BoardScene::BoardScene(GameSession* session, BoardArt* art, QObject* parent)
    : QGraphicsScene(parent), m_session(session), m_art(art),
      m_placement(new TilePlacementOverlay(this)), m_figureChoice(new FigureChoiceOverlay(this)),
      m_scoreShow(new ScoreShow(this)), m_keyboard(new KeyboardChoice(this)),
      m_figureInfo(new FigureInfoOverlay(this)), m_focus(new FocusHighlight(this)),
      m_outlook(new OutlookOverlay(this))
{
    setItemIndexMethod(QGraphicsScene::NoIndex); // items move and change all the time
    connect(session, &GameSession::gameReset, this, &BoardScene::rebuild);
    connect(session, &GameSession::movePlayed, this, &BoardScene::onMovePlayed);
    connect(session, &GameSession::handChanged, this, &BoardScene::onHandChanged);
    connect(session, &GameSession::phaseChanged, this, &BoardScene::onHandChanged);
    connect(session, &GameSession::pendingChanged, this, &BoardScene::onPendingChanged);
    connect(m_scoreShow, &ScoreShow::finished, this, &BoardScene::scoresShown);
    connect(m_keyboard, &KeyboardChoice::cellChosen, this, [this](Cell cell) {
        pointerMoved(cellRect(cell).center());
        emit focusRequested(cellRect(cell));
    });
    connect(m_focus, &FocusHighlight::focusRequested, this, &BoardScene::focusRequested);
}

BoardScene::~BoardScene()
{
    m_scoreShow->disconnect(this);
}

QRectF BoardScene::cellRect(Cell c)
{
    return QRectF(c.x * S, c.y * S, S, S);
}

Cell BoardScene::cellAt(QPointF p)
{
    return Cell{int(std::floor(p.x() / S)), int(std::floor(p.y() / S))};
}

void BoardScene::extendBoard(const QRectF& rect)
{
    const QRectF before = m_board;
    m_board = m_board.isNull() ? rect : m_board.united(rect);
    if (m_board != before)
        emit boardGrew();
}

QRectF BoardScene::lastTileRect() const
{
    if (!m_lastTile.valid() || m_lastTile.index() >= m_tiles.size() || !m_tiles[m_lastTile.index()])
        return m_board;
    return m_tiles[m_lastTile.index()]->sceneBoundingRect();
}

void BoardScene::setSpotsVisible(bool visible)
{
    m_placement->setSpotsVisible(visible);
}

QColor BoardScene::colorOf(int player) const
{
    return playerColor(m_session->game().setup().players[std::size_t(player)].color);
}

void BoardScene::drawBackground(QPainter* p, const QRectF& rect)
{
    p->fillRect(rect, Theme::table());
    // Faint marks at the cell corners give the table a grain and the eye a grid. They are
    // small squares in device pixels: cheap to fill, the same size at any zoom.
    const QTransform t = p->worldTransform();
    if (t.m11() < 0.25 || t.type() > QTransform::TxScale)
        return;
    const int x0 = int(std::floor(rect.left() / S));
    const int x1 = int(std::ceil(rect.right() / S));
    const int y0 = int(std::floor(rect.top() / S));
    const int y1 = int(std::ceil(rect.bottom() / S));
    p->save();
    p->resetTransform();
    const QColor mark(255, 240, 215, 26);
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const QPointF at = t.map(QPointF(x * S, y * S));
            p->fillRect(QRect(qRound(at.x()) - 1, qRound(at.y()) - 1, 3, 3), mark);
        }
    }
    p->restore();
}

void BoardScene::rebuild()
{
    // Whatever was still to be shown belongs to the game that is gone.
    m_scoreShow->cancel();
    m_placement->forgetItems();
    m_figureChoice->forgetItems();
    m_figureInfo->forgetItems();
    m_focus->forgetItems();
    m_outlook->forgetItems();
    m_figures.clear();
    m_tiles.clear();
    m_builderGlow = nullptr;
    clear(); // deletes every item
    m_lastTile = TileIndex();
    m_board = QRectF();
    if (!m_session->hasGame())
        return;
    const Game& game = m_session->game();
    m_art->setTileSet(game.sharedSetup()->tiles);
    m_figureInfo->createItems();
    m_outlook->createItems();

    for (int i = 0; i < game.board().placedCount(); ++i)
        addTile(TileIndex(i), false);
    syncFigures();
    m_lastTile = TileIndex(game.board().placedCount() - 1);
    markLastTile();
    onHandChanged();
    emit boardGrew();
}

void BoardScene::addTile(TileIndex tileIndex, bool animateIn)
{
    const PlacedTile& t = m_session->game().board().tile(tileIndex);
    auto* item = new TileItem(m_art, t.type, t.rotation);
    item->setPos(cellRect(t.cell).topLeft());
    item->setZValue(BoardLayer::Tile);
    addItem(item);
    if (m_tiles.size() <= tileIndex.index())
        m_tiles.resize(tileIndex.index() + 1, nullptr);
    m_tiles[tileIndex.index()] = item;
    m_board = m_board.isNull() ? cellRect(t.cell) : m_board.united(cellRect(t.cell));
    const int ms = AppSettings::duration(320);
    if (animateIn && ms > 0) {
        item->setOpacity(0.0);
        item->setScale(1.18);
        animateProperty(item, "opacity", 1.0, ms);
        animateProperty(item, "scale", 1.0, ms, QEasingCurve::OutBack);
    }
}

FigureItem* BoardScene::addFigure(const PlacedFigure& f, bool animateIn)
{
    const Board& board = m_session->game().board();
    // Off a feature a figure stands up (on a tower top).
    const FeatureKind kind = f.segment.valid() ? board.kind(f.segment) : FeatureKind::City;
    const PlayerColor color = m_session->game().setup().players[f.player].color;
    auto* item =
        new FigureItem(m_art, f.segment, f.player, FigureItem::lookOf(f.type, kind), color, f.id);
    item->setZValue(BoardLayer::Figure);
    item->setPos(anchorOf(f.site));
    addItem(item);
    m_figures.insert(f.id, item);
    const int ms = AppSettings::duration(260);
    if (animateIn && ms > 0) {
        const QPointF end = item->pos();
        item->setPos(end - QPointF(0, 26));
        item->setOpacity(0.0);
        animateProperty(item, "pos", end, ms, QEasingCurve::OutBounce);
        animateProperty(item, "opacity", 1.0, ms / 2);
    }
    return item;
}

void BoardScene::removeFigure(FigureItem* item, bool animateOut)
{
    m_figures.remove(item->id());
    if (item == m_figureInfo->figure())
        m_figureInfo->hide();
    const int ms = AppSettings::duration(650);
    if (animateOut && ms > 0)
        item->leave(ms);
    else
        delete item;
}

FigureItem* BoardScene::figureOn(SegmentId segment) const
{
    for (FigureItem* item : m_figures) {
        if (item->segment() == segment)
            return item;
    }
    return nullptr;
}

QPointF BoardScene::anchorOf(const Site& site) const
{
    const Board& board = m_session->game().board();
    const PlacedTile& t = board.tile(site.tile);
    const QRectF cell = cellRect(t.cell);
    switch (site.kind) {
    case SiteKind::Feature:
        return anchorOf(t.segment(site.index));
    case SiteKind::Corner: {
        const QPointF corners[] = {cell.topLeft(), cell.topRight(), cell.bottomRight(),
                                   cell.bottomLeft()};
        return corners[site.index & 3];
    }
    case SiteKind::TowerTop:
    case SiteKind::Tile:
        break;
    }
    return cell.center();
}

QPointF BoardScene::anchorOf(SegmentId segment) const
{
    const Board& board = m_session->game().board();
    const PlacedTile& t = board.tile(board.segmentTile(segment));
    return m_art->geometry(t.type).anchor(board.segmentFeature(segment), t.rotation,
                                          cellRect(t.cell));
}

void BoardScene::syncFigures()
{
    if (!m_session->hasGame())
        return;
    const Game& game = m_session->game();
    QSet<FigureId> present;
    for (const PlacedFigure& f : game.figures()) {
        present.insert(f.id);
        if (!m_figures.contains(f.id))
            addFigure(f, false);
    }
    // A finished board keeps every figure placed in the game, those that scored and went
    // back to their players faded where they stood, so the players can see who held what.
    if (game.isFinished()) {
        for (const TurnOutcome& o : m_session->history()) {
            if (!o.placed || present.contains(o.placed->id))
                continue;
            present.insert(o.placed->id);
            FigureItem* item = m_figures.value(o.placed->id);
            if (!item)
                item = addFigure(*o.placed, false);
            item->setOpacity(ScoredFigureOpacity);
        }
    }
    const QList<FigureItem*> items = m_figures.values();
    for (FigureItem* item : items) {
        if (!present.contains(item->id()))
            removeFigure(item, false);
    }
}

void BoardScene::markLastTile()
{
    for (std::size_t i = 0; i < m_tiles.size(); ++i) {
        if (!m_tiles[i])
            continue;
        QColor frame;
        if (TileIndex(int(i)) == m_lastTile && !m_session->history().empty()) {
            const TurnOutcome& last = m_session->history().back();
            if (last.tileIndex == m_lastTile)
                frame = colorOf(last.player);
        }
        m_tiles[i]->setFrame(frame);
        m_tiles[i]->setZValue(frame.isValid() ? BoardLayer::LastTile : BoardLayer::Tile);
    }
}

void BoardScene::onMovePlayed(const TurnOutcome& o)
{
    clearTurn();
    m_figureInfo->hide();
    if (o.tileIndex.valid()) {
        addTile(o.tileIndex, o.computer);
        m_lastTile = o.tileIndex;
        markLastTile();
        if (o.computer)
            emit focusRequested(m_tiles[o.tileIndex.index()]->sceneBoundingRect());
        if (o.placed && !m_figures.contains(o.placed->id))
            addFigure(*o.placed, true);
    }
    m_scoreShow->queue(o);
    emit boardGrew();
}

QPainterPath BoardScene::featurePath(SegmentId segment) const
{
    const Board& board = m_session->game().board();
    QPainterPath path;
    int count = 0;
    board.forEachSegment(segment, [&](SegmentId s) {
        const PlacedTile& t = board.tile(board.segmentTile(s));
        const QPainterPath part =
            m_art->geometry(t.type).region(board.segmentFeature(s), t.rotation, cellRect(t.cell));
        // Uniting merges the tiles' pieces into one outline, so the rim runs round the
        // feature and not along every tile edge; very large fields are only added.
        path = ++count <= 48 ? path.united(part) : (path.addPath(part), path);
    });
    return path;
}

void BoardScene::onHandChanged()
{
    m_placement->updateHand();
    markBuilderFeature();
}

void BoardScene::markBuilderFeature()
{
    // In a double turn the road or city of the builder that gave it glows, so the player
    // sees why a second tile came.
    // The engine names the feature that gave the second part.
    SegmentId segment;
    const auto phase = m_session->phase();
    if (m_session->hasGame() &&
        (phase == GameSession::Phase::PlaceTile || phase == GameSession::Phase::PlaceFigure ||
         phase == GameSession::Phase::ComputerTurn))
        segment = m_session->game().secondPartCause();
    if (!segment.valid()) {
        if (m_builderGlow)
            m_builderGlow->hide();
        return;
    }
    const QColor color = colorOf(m_session->game().currentPlayer());
    if (!m_builderGlow) {
        m_builderGlow = new HighlightItem(featurePath(segment), color);
        m_builderGlow->setObjectName(QStringLiteral("builderGlow"));
        m_builderGlow->setZValue(BoardLayer::Highlight);
        addItem(m_builderGlow);
    } else {
        m_builderGlow->setRegion(featurePath(segment), color);
    }
    m_builderGlow->show();
}

void BoardScene::onPendingChanged()
{
    m_figureChoice->clear();
    const std::optional<Placement> pending = m_session->pendingPlacement();
    if (!pending) {
        m_placement->clearLaidTile();
        m_placement->updateHand();
        return;
    }
    m_placement->showLaidTile(*pending);
    m_figureChoice->show(*pending);
}

void BoardScene::clearTurn()
{
    m_outlook->hide();
    m_figureChoice->clear();
    m_placement->clearLaidTile();
}

void BoardScene::pointerMoved(QPointF pos)
{
    if (!m_session->hasGame())
        return;
    if (m_session->phase() == GameSession::Phase::PlaceTile)
        m_placement->hover(cellAt(pos));
    TargetItem* target = nullptr;
    FigureItem* figure = nullptr;
    for (QGraphicsItem* item : items(pos)) {
        if (!target && item->type() == TargetItem::Type)
            target = static_cast<TargetItem*>(item);
        // A figure with no segment is drawn, not placed (the hint's ghost): it has no
        // feature to describe.
        if (!figure && item->type() == FigureItem::Type &&
            static_cast<FigureItem*>(item)->segment().valid())
            figure = static_cast<FigureItem*>(item);
    }
    m_figureChoice->setHoverTarget(target);
    m_outlook->hoverTarget(target);
    if (figure && !target)
        m_figureInfo->show(figure);
    else
        m_figureInfo->hide();
    m_outlook->hoverCell(target || figure ? std::nullopt : std::optional<Cell>(cellAt(pos)));
}

void BoardScene::pointerLeft()
{
    m_placement->hideGhost();
    m_figureChoice->setHoverTarget(nullptr);
    m_figureInfo->hide();
    m_outlook->hide();
}

bool BoardScene::moveKeyboardChoice(int step)
{
    return m_keyboard->move(step);
}

bool BoardScene::takeKeyboardChoice()
{
    return m_keyboard->take();
}

void BoardScene::clicked(QPointF pos, bool secondOfDouble)
{
    if (!m_session->hasGame() || secondOfDouble)
        return;
    switch (m_session->phase()) {
    case GameSession::Phase::PlaceTile:
        m_session->layTile(cellAt(pos));
        break;
    case GameSession::Phase::PlaceFigure: {
        for (QGraphicsItem* item : items(pos)) {
            if (item->type() == TargetItem::Type) {
                auto* target = static_cast<TargetItem*>(item);
                m_session->placeFigure(target->figure(), target->feature());
                return;
            }
            if (item->type() == FigureItem::Type &&
                static_cast<FigureItem*>(item)->isReturnable()) {
                m_session->chooseReturnAbbot();
                return;
            }
        }
        // A click on another empty spot picks the tile up and lays it there instead.
        m_session->moveLaidTile(cellAt(pos));
        break;
    }
    default:
        break;
    }
}

void BoardScene::highlightFeature(SegmentId segment)
{
    m_focus->showFeature(segment);
}

void BoardScene::highlightTile(TileIndex tileIndex)
{
    if (tileIndex.valid() && tileIndex.index() < m_tiles.size())
        m_focus->showTile(m_tiles[tileIndex.index()]->sceneBoundingRect());
}

} // namespace bastide
