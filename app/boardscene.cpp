// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/boardscene.h"

#include "app/appsettings.h"
#include "app/boardart.h"
#include "app/bubbleitem.h"
#include "app/figureitem.h"
#include "app/floatingtextitem.h"
#include "app/gametexts.h"
#include "app/highlightitem.h"
#include "app/spotitem.h"
#include "app/targetitem.h"
#include "app/theme.h"
#include "app/tileitem.h"

#include <QPainter>
#include <QParallelAnimationGroup>
#include <QPropertyAnimation>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace bastide {

namespace {

constexpr qreal S = TileItem::Size;

// Stacking order of the board's layers.
constexpr qreal TileZ = 0;
constexpr qreal SpotZ = 1;
constexpr qreal GhostZ = 2;
constexpr qreal HighlightZ = 3;
constexpr qreal FigureZ = 4;
constexpr qreal TargetZ = 5;
constexpr qreal FloatZ = 8;
constexpr qreal BubbleZ = 10;

FigureKind lookOf(FigureType type, FeatureKind kind)
{
    if (type == FigureType::Abbot)
        return FigureKind::Abbot;
    return kind == FeatureKind::Field ? FigureKind::Farmer : FigureKind::Follower;
}

QString capitalized(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

void animate(QObject* target, const QByteArray& property, const QVariant& to, int ms,
             QEasingCurve curve = QEasingCurve::OutCubic)
{
    auto* a = new QPropertyAnimation(target, property, target);
    a->setDuration(ms);
    a->setEndValue(to);
    a->setEasingCurve(curve);
    a->start(QAbstractAnimation::DeleteWhenStopped);
}

} // namespace

BoardScene::BoardScene(GameSession* session, BoardArt* art, QObject* parent)
    : QGraphicsScene(parent), m_session(session), m_art(art)
{
    setItemIndexMethod(QGraphicsScene::NoIndex); // items move and change all the time
    connect(session, &GameSession::gameReset, this, &BoardScene::rebuild);
    connect(session, &GameSession::movePlayed, this, &BoardScene::onMovePlayed);
    connect(session, &GameSession::handChanged, this, &BoardScene::onHandChanged);
    connect(session, &GameSession::phaseChanged, this, &BoardScene::onHandChanged);
    connect(session, &GameSession::pendingChanged, this, &BoardScene::onPendingChanged);
    connect(&m_sequence, &StepSequence::finished, this, &BoardScene::scoresShown);
}

BoardScene::~BoardScene()
{
    m_sequence.disconnect(this);
}

QRectF BoardScene::cellRect(Cell c)
{
    return QRectF(c.x * S, c.y * S, S, S);
}

Cell BoardScene::cellAt(QPointF p)
{
    return Cell{int(std::floor(p.x() / S)), int(std::floor(p.y() / S))};
}

QRectF BoardScene::boardRect() const
{
    return m_board;
}

QRectF BoardScene::lastTileRect() const
{
    if (m_lastTile < 0 || m_lastTile >= int(m_tiles.size()))
        return m_board;
    return m_tiles[std::size_t(m_lastTile)]->sceneBoundingRect();
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
    m_sequence.flush();
    m_hoverTarget = nullptr;
    m_infoFigure = nullptr;
    m_targets.clear();
    m_spots.clear();
    m_figures.clear();
    m_tiles.clear();
    clear(); // deletes every item
    m_ghost = nullptr;
    m_pending = nullptr;
    m_hoverHighlight = nullptr;
    m_infoHighlight = nullptr;
    m_bubble = nullptr;
    m_lastTile = -1;
    m_board = QRectF();
    if (!m_session->hasGame())
        return;
    const Game& game = m_session->game();
    m_art->setTileSet(game.sharedSetup()->tiles);

    m_bubble = new BubbleItem;
    m_bubble->setZValue(BubbleZ);
    m_bubble->hide();
    addItem(m_bubble);

    for (int i = 0; i < game.board().placedCount(); ++i)
        addTile(i, false);
    for (const PlacedFigure& f : game.figures())
        addFigure(f, false);
    m_lastTile = game.board().placedCount() - 1;
    markLastTile();
    onHandChanged();
    emit boardGrew();
}

void BoardScene::addTile(int tileIndex, bool animateIn)
{
    const PlacedTile& t = m_session->game().board().tile(tileIndex);
    auto* item = new TileItem(m_art, t.type, t.rotation);
    item->setPos(cellRect(t.cell).topLeft());
    item->setZValue(TileZ);
    addItem(item);
    if (int(m_tiles.size()) <= tileIndex)
        m_tiles.resize(std::size_t(tileIndex) + 1, nullptr);
    m_tiles[std::size_t(tileIndex)] = item;
    m_board = m_board.isNull() ? cellRect(t.cell) : m_board.united(cellRect(t.cell));
    const int ms = AppSettings::duration(320);
    if (animateIn && ms > 0) {
        item->setOpacity(0.0);
        item->setScale(1.18);
        animate(item, "opacity", 1.0, ms);
        animate(item, "scale", 1.0, ms, QEasingCurve::OutBack);
    }
}

FigureItem* BoardScene::addFigure(const PlacedFigure& f, bool animateIn)
{
    const Board& board = m_session->game().board();
    const int tileIndex = board.segmentTile(f.segment);
    const PlacedTile& t = board.tile(tileIndex);
    const FeatureKind kind = board.kind(f.segment);
    const PlayerColor color = m_session->game().setup().players[f.player].color;
    auto* item = new FigureItem(m_art, f.segment, f.player, lookOf(f.type, kind), color);
    item->setZValue(FigureZ);
    item->setPos(anchorOf(f.segment));
    addItem(item);
    m_figures.insert(f.segment, item);
    Q_UNUSED(t);
    const int ms = AppSettings::duration(260);
    if (animateIn && ms > 0) {
        const QPointF end = item->pos();
        item->setPos(end - QPointF(0, 26));
        item->setOpacity(0.0);
        animate(item, "pos", end, ms, QEasingCurve::OutBounce);
        animate(item, "opacity", 1.0, ms / 2);
    }
    return item;
}

void BoardScene::removeFigure(FigureItem* item, bool animateOut)
{
    m_figures.remove(item->segment());
    if (item == m_infoFigure)
        hideFigureInfo();
    const int ms = AppSettings::duration(650);
    if (!animateOut || ms == 0) {
        delete item;
        return;
    }
    auto* group = new QParallelAnimationGroup(item);
    auto* rise = new QPropertyAnimation(item, "pos");
    rise->setDuration(ms);
    rise->setEndValue(item->pos() - QPointF(0, 40));
    rise->setEasingCurve(QEasingCurve::InCubic);
    auto* fade = new QPropertyAnimation(item, "opacity");
    fade->setDuration(ms);
    fade->setEndValue(0.0);
    group->addAnimation(rise);
    group->addAnimation(fade);
    connect(group, &QAbstractAnimation::finished, item, &QObject::deleteLater);
    group->start(QAbstractAnimation::DeleteWhenStopped);
}

QPointF BoardScene::anchorOf(int segment) const
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
    QSet<int> present;
    for (const PlacedFigure& f : m_session->game().figures()) {
        present.insert(f.segment);
        if (!m_figures.contains(f.segment))
            addFigure(f, false);
    }
    const QList<FigureItem*> items = m_figures.values();
    for (FigureItem* item : items) {
        if (!present.contains(item->segment()))
            removeFigure(item, false);
    }
}

void BoardScene::markLastTile()
{
    for (std::size_t i = 0; i < m_tiles.size(); ++i) {
        if (!m_tiles[i])
            continue;
        QColor frame;
        if (int(i) == m_lastTile && !m_session->history().empty()) {
            const TurnOutcome& last = m_session->history().back();
            if (last.tileIndex == m_lastTile)
                frame = colorOf(last.player);
        }
        m_tiles[i]->setFrame(frame);
        m_tiles[i]->setZValue(frame.isValid() ? TileZ + 0.5 : TileZ);
    }
}

void BoardScene::onMovePlayed(const TurnOutcome& o)
{
    clearPending();
    hideFigureInfo();
    if (o.tileIndex >= 0) {
        addTile(o.tileIndex, o.computer);
        m_lastTile = o.tileIndex;
        markLastTile();
        if (o.computer)
            emit focusRequested(m_tiles[std::size_t(o.tileIndex)]->sceneBoundingRect());
        if (o.move.place && !m_figures.contains(o.figuresDuring.back().segment))
            addFigure(o.figuresDuring.back(), true);
    }
    const int stepMs = AppSettings::duration(o.lastMove ? 1100 : 900);
    for (const ScoreEvent& e : o.events)
        m_sequence.add([this, e] { showScore(e); }, stepMs);
    m_sequence.add([this] { syncFigures(); }, 0);
    emit boardGrew();
}

void BoardScene::showScore(const ScoreEvent& e)
{
    if (!m_session->hasGame())
        return;
    const Game& game = m_session->game();
    const Board& board = game.board();
    const int root = board.root(e.segment);
    QSet<int> standing;
    for (const PlacedFigure& f : game.figures())
        standing.insert(f.segment);
    const bool animated = AppSettings::animationsEnabled();
    const QList<FigureItem*> items = m_figures.values();
    for (FigureItem* item : items) {
        if (board.root(item->segment()) == root && !standing.contains(item->segment()))
            removeFigure(item, animated);
    }
    if (!animated)
        return;

    QList<int> winners;
    for (int p = 0; p < game.playerCount(); ++p) {
        if (e.winners & (1u << p))
            winners << p;
    }
    const QPainterPath path = featurePath(e.segment);
    const QColor color = winners.size() == 1 ? colorOf(winners.front()) : Theme::gold();
    auto* glow = new HighlightItem(path, color);
    glow->setZValue(HighlightZ);
    addItem(glow);
    glow->setOpacity(0.0);
    animate(glow, "opacity", 1.0, 180);
    QTimer::singleShot(AppSettings::duration(900), glow, [glow] {
        auto* fade = new QPropertyAnimation(glow, "opacity", glow);
        fade->setDuration(260);
        fade->setEndValue(0.0);
        connect(fade, &QAbstractAnimation::finished, glow, &QObject::deleteLater);
        fade->start();
    });

    const QPointF centre = isCentreKind(e.kind) || e.kind == FeatureKind::Field
                               ? anchorOf(e.segment)
                               : path.boundingRect().center();
    for (int i = 0; i < winners.size(); ++i) {
        auto* text = new FloatingTextItem(tr("+%1").arg(e.points), colorOf(winners[i]));
        text->setZValue(FloatZ);
        text->setPos(centre + QPointF((i - (winners.size() - 1) / 2.0) * 44, 0));
        addItem(text);
        auto* group = new QParallelAnimationGroup(text);
        auto* rise = new QPropertyAnimation(text, "pos");
        rise->setDuration(1100);
        rise->setEndValue(text->pos() - QPointF(0, 55));
        rise->setEasingCurve(QEasingCurve::OutCubic);
        auto* fade = new QPropertyAnimation(text, "opacity");
        fade->setDuration(1100);
        fade->setKeyValueAt(0.0, 0.0);
        fade->setKeyValueAt(0.15, 1.0);
        fade->setKeyValueAt(0.7, 1.0);
        fade->setKeyValueAt(1.0, 0.0);
        group->addAnimation(rise);
        group->addAnimation(fade);
        connect(group, &QAbstractAnimation::finished, text, &QObject::deleteLater);
        group->start(QAbstractAnimation::DeleteWhenStopped);
    }
}

QPainterPath BoardScene::featurePath(int segment) const
{
    const Board& board = m_session->game().board();
    QPainterPath path;
    int count = 0;
    board.forEachSegment(segment, [&](int s) {
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
    updateSpots();
    updateGhost();
}

void BoardScene::setSpotsVisible(bool visible)
{
    m_spotsVisible = visible;
    for (SpotItem* spot : m_spots)
        spot->setVisible(visible);
}

void BoardScene::updateSpots()
{
    for (SpotItem* spot : m_spots)
        delete spot;
    m_spots.clear();
    if (!m_session->hasGame() || m_session->phase() != GameSession::Phase::PlaceTile)
        return;
    QHash<QPair<int, int>, bool> cells; // cell → fits as turned now
    for (const Placement& p : m_session->legalPlacements()) {
        bool& now = cells[qMakePair(p.cell.x, p.cell.y)];
        now = now || p.rotation == m_session->rotation();
    }
    const QRectF before = m_board;
    for (auto it = cells.cbegin(); it != cells.cend(); ++it) {
        auto* spot =
            new SpotItem(it.value() ? SpotItem::Mode::FitsNow : SpotItem::Mode::FitsTurned);
        spot->setPos(cellRect(Cell{it.key().first, it.key().second}).topLeft());
        spot->setZValue(SpotZ);
        spot->setVisible(m_spotsVisible);
        addItem(spot);
        m_spots.push_back(spot);
        m_board = m_board.united(spot->sceneBoundingRect());
    }
    if (m_board != before)
        emit boardGrew();
}

void BoardScene::updateGhost()
{
    if (m_ghost && (!m_session->hasGame() || m_session->phase() != GameSession::Phase::PlaceTile))
        m_ghost->hide();
}

void BoardScene::onPendingChanged()
{
    for (TargetItem* t : std::as_const(m_targets))
        delete t;
    m_targets.clear();
    m_hoverTarget = nullptr;
    if (m_hoverHighlight)
        m_hoverHighlight->hide();
    for (FigureItem* f : std::as_const(m_figures))
        f->setReturnable(false);
    const std::optional<Placement> pending = m_session->pendingPlacement();
    if (!pending) {
        clearPending();
        updateSpots();
        return;
    }
    if (m_ghost)
        m_ghost->hide();
    const Game& game = m_session->game();
    const int type = game.currentTile();
    const int player = game.currentPlayer();
    if (!m_pending) {
        m_pending = new TileItem(m_art, type, pending->rotation);
        m_pending->setZValue(GhostZ);
        addItem(m_pending);
    }
    m_pending->setTile(type, pending->rotation);
    m_pending->setPos(cellRect(pending->cell).topLeft());
    m_pending->setFrame(colorOf(player));
    updateSpots();

    const FigureOptions options = m_session->figureOptions();
    const FeatureGeometry& geometry = m_art->geometry(type);
    const TileType& tile = game.tileSet().type(type);
    const PlayerColor color = game.setup().players[std::size_t(player)].color;
    const QRectF rect = cellRect(pending->cell);
    struct Spot
    {
        FigureType figure;
        int feature;
        FeatureKind kind;
        QPointF at;
    };
    std::vector<Spot> spots;
    for (int f = 0; f < int(tile.features.size()); ++f) {
        const bool follower = options.followers & (1u << f);
        const bool abbot = options.abbot & (1u << f);
        const FeatureKind kind = tile.features[std::size_t(f)].kind;
        const QPointF anchor = geometry.anchor(f, pending->rotation, rect);
        if (follower && abbot) { // a monastery takes a monk or the abbot: side by side
            spots.push_back(
                {FigureType::Follower, f, kind, anchor - QPointF(TargetItem::Radius + 2, 0)});
            spots.push_back(
                {FigureType::Abbot, f, kind, anchor + QPointF(TargetItem::Radius + 2, 0)});
        } else if (follower || abbot) {
            spots.push_back({follower ? FigureType::Follower : FigureType::Abbot, f, kind, anchor});
        }
    }
    // Small features sit close together (a corner field beside a road): push rings that
    // would overlap apart, keeping them on the tile.
    const qreal gap = 2 * TargetItem::Radius + 3;
    const QRectF inside = rect.adjusted(TargetItem::Radius, TargetItem::Radius, -TargetItem::Radius,
                                        -TargetItem::Radius);
    for (int round = 0; round < 12; ++round) {
        bool moved = false;
        for (std::size_t i = 0; i < spots.size(); ++i) {
            for (std::size_t j = i + 1; j < spots.size(); ++j) {
                QPointF d = spots[j].at - spots[i].at;
                const qreal len = std::hypot(d.x(), d.y());
                if (len >= gap)
                    continue;
                d = len > 0.01 ? d / len : QPointF(1, 0);
                const QPointF push = d * ((gap - len) / 2 + 0.5);
                spots[i].at -= push;
                spots[j].at += push;
                moved = true;
            }
        }
        for (Spot& spot : spots) {
            spot.at.setX(std::clamp(spot.at.x(), inside.left(), inside.right()));
            spot.at.setY(std::clamp(spot.at.y(), inside.top(), inside.bottom()));
        }
        if (!moved)
            break;
    }
    for (const Spot& spot : spots) {
        auto* target =
            new TargetItem(m_art, spot.figure, spot.feature, lookOf(spot.figure, spot.kind), color);
        target->setPos(spot.at);
        target->setZValue(TargetZ);
        target->setChosen(m_session->choice() == GameSession::Choice::Figure &&
                          m_session->chosenFigure() == FigurePlacement{spot.figure, spot.feature});
        addItem(target);
        m_targets << target;
    }
    if (options.canReturnAbbot) {
        for (const PlacedFigure& f : game.figures()) {
            if (f.player == player && f.type == FigureType::Abbot) {
                if (FigureItem* item = m_figures.value(f.segment)) {
                    item->setReturnable(true);
                    item->setChosen(m_session->choice() == GameSession::Choice::ReturnAbbot);
                }
            }
        }
    }
}

void BoardScene::clearPending()
{
    for (TargetItem* t : std::as_const(m_targets))
        delete t;
    m_targets.clear();
    m_hoverTarget = nullptr;
    if (m_hoverHighlight)
        m_hoverHighlight->hide();
    delete m_pending;
    m_pending = nullptr;
    for (FigureItem* f : std::as_const(m_figures))
        f->setReturnable(false);
}

void BoardScene::pointerMoved(QPointF pos)
{
    if (!m_session->hasGame())
        return;
    const GameSession::Phase phase = m_session->phase();
    if (phase == GameSession::Phase::PlaceTile) {
        const Placement p{cellAt(pos), m_session->rotation()};
        if (m_session->isLegal(p)) {
            const int type = m_session->game().currentTile();
            if (!m_ghost) {
                m_ghost = new TileItem(m_art, type, p.rotation);
                m_ghost->setZValue(GhostZ);
                m_ghost->setOpacity(0.62);
                addItem(m_ghost);
            }
            m_ghost->setTile(type, p.rotation);
            m_ghost->setPos(cellRect(p.cell).topLeft());
            m_ghost->show();
        } else if (m_ghost) {
            m_ghost->hide();
        }
    }
    TargetItem* target = nullptr;
    FigureItem* figure = nullptr;
    for (QGraphicsItem* item : items(pos)) {
        if (!target && item->type() == TargetItem::Type)
            target = static_cast<TargetItem*>(item);
        if (!figure && item->type() == FigureItem::Type)
            figure = static_cast<FigureItem*>(item);
    }
    setHoverTarget(target);
    if (figure && !target)
        showFigureInfo(figure);
    else
        hideFigureInfo();
}

bool BoardScene::moveKeyboardChoice(int step)
{
    if (!m_session->hasGame())
        return false;
    if (m_session->phase() == GameSession::Phase::PlaceTile) {
        // The spots where the tile fits as turned now, in reading order; when it fits
        // nowhere this way, every spot (laying it there explains why it does not fit).
        std::vector<Cell> cells;
        for (bool anyRotation : {false, true}) {
            for (const Placement& p : m_session->legalPlacements()) {
                const bool fits = anyRotation || p.rotation == m_session->rotation();
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
        const auto at = m_keyCell ? std::find(cells.begin(), cells.end(), *m_keyCell) : cells.end();
        const int n = int(cells.size());
        const int index = at == cells.end() ? (step > 0 ? 0 : n - 1)
                                            : ((int(at - cells.begin()) + step) % n + n) % n;
        m_keyCell = cells[std::size_t(index)];
        pointerMoved(cellRect(*m_keyCell).center());
        emit focusRequested(cellRect(*m_keyCell));
        return true;
    }
    if (m_session->phase() == GameSession::Phase::PlaceFigure && !m_targets.isEmpty()) {
        const int n = int(m_targets.size());
        const int at = int(m_targets.indexOf(m_hoverTarget));
        const int index = at < 0 ? (step > 0 ? 0 : n - 1) : ((at + step) % n + n) % n;
        setHoverTarget(m_targets[index]);
        return true;
    }
    return false;
}

bool BoardScene::takeKeyboardChoice()
{
    if (!m_session->hasGame())
        return false;
    if (m_session->phase() == GameSession::Phase::PlaceTile) {
        // A choice left from an earlier turn may be taken by now.
        bool open = false;
        for (const Placement& p : m_session->legalPlacements())
            open = open || (m_keyCell && p.cell == *m_keyCell);
        if (!open && !moveKeyboardChoice(1))
            return false;
        return m_session->layTile(*m_keyCell);
    }
    if (m_session->phase() == GameSession::Phase::PlaceFigure && m_hoverTarget)
        return m_session->placeFigure(m_hoverTarget->figure(), m_hoverTarget->feature());
    return false;
}

void BoardScene::pointerLeft()
{
    if (m_ghost)
        m_ghost->hide();
    setHoverTarget(nullptr);
    hideFigureInfo();
}

void BoardScene::setHoverTarget(TargetItem* target)
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
    const std::optional<Placement> pending = m_session->pendingPlacement();
    if (!pending)
        return;
    const int type = m_session->game().currentTile();
    const QPainterPath region =
        m_art->geometry(type).region(target->feature(), pending->rotation, cellRect(pending->cell));
    const QColor color = colorOf(m_session->game().currentPlayer());
    if (!m_hoverHighlight) {
        m_hoverHighlight = new HighlightItem(region, color);
        m_hoverHighlight->setZValue(HighlightZ);
        addItem(m_hoverHighlight);
    }
    m_hoverHighlight->setRegion(region, color);
    m_hoverHighlight->show();
}

void BoardScene::showFigureInfo(FigureItem* item)
{
    if (item == m_infoFigure)
        return;
    m_infoFigure = item;
    const Game& game = m_session->game();
    const ScoreEvent value = game.valueOf(item->segment());
    const QStringList names = m_session->playerNames();
    QStringList owners;
    for (int p = 0; p < names.size(); ++p) {
        if (value.winners & (1u << p))
            owners << names[p];
    }
    QStringList lines;
    lines << capitalized(GameTexts::featureDescription(value, game.rules().farmers));
    if (owners.isEmpty())
        lines << tr("Worth %n point(s) now", "", value.points);
    else
        lines
            << tr("Worth %n point(s) now to %1", "", value.points).arg(GameTexts::nameList(owners));
    if (value.kind == FeatureKind::Field && game.rules().farmers == FarmerScoring::None)
        lines.back() = tr("Fields do not score in this game");
    if (value.complete && value.kind != FeatureKind::Field)
        lines << tr("Completed");
    m_bubble->setLines(lines);
    m_bubble->setPos(item->scenePos());
    m_bubble->show();
    const QColor color = colorOf(item->player());
    const QPainterPath path = featurePath(item->segment());
    if (!m_infoHighlight) {
        m_infoHighlight = new HighlightItem(path, color);
        m_infoHighlight->setZValue(HighlightZ);
        addItem(m_infoHighlight);
    }
    m_infoHighlight->setRegion(path, color);
    m_infoHighlight->show();
}

void BoardScene::hideFigureInfo()
{
    m_infoFigure = nullptr;
    if (m_bubble)
        m_bubble->hide();
    if (m_infoHighlight)
        m_infoHighlight->hide();
}

void BoardScene::clicked(QPointF pos)
{
    if (!m_session->hasGame())
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
        const Cell cell = cellAt(pos);
        const std::optional<Placement> pending = m_session->pendingPlacement();
        if (pending && !(pending->cell == cell) && m_session->game().board().tileAt(cell) < 0) {
            while (m_session->phase() == GameSession::Phase::PlaceFigure)
                m_session->stepBack();
            m_session->layTile(cell);
        }
        break;
    }
    default:
        break;
    }
}

void BoardScene::highlightFeature(int segment)
{
    if (!m_session->hasGame() || segment < 0 || segment >= m_session->game().board().segmentCount())
        return;
    delete m_focusHighlight;
    const QPainterPath path = featurePath(segment);
    m_focusHighlight = new HighlightItem(path, Theme::gold());
    m_focusHighlight->setZValue(HighlightZ);
    addItem(m_focusHighlight);
    emit focusRequested(path.boundingRect());
    if (AppSettings::animationsEnabled()) {
        QPointer<HighlightItem> glow = m_focusHighlight;
        QTimer::singleShot(2600, glow, [glow] {
            if (glow) {
                auto* fade = new QPropertyAnimation(glow, "opacity", glow);
                fade->setDuration(400);
                fade->setEndValue(0.0);
                connect(fade, &QAbstractAnimation::finished, glow, &QObject::deleteLater);
                fade->start();
            }
        });
    }
}

void BoardScene::highlightTile(int tileIndex)
{
    if (tileIndex < 0 || tileIndex >= int(m_tiles.size()))
        return;
    delete m_focusHighlight;
    QPainterPath path;
    path.addRect(m_tiles[std::size_t(tileIndex)]->sceneBoundingRect().adjusted(2, 2, -2, -2));
    m_focusHighlight = new HighlightItem(path, Theme::gold());
    m_focusHighlight->setZValue(HighlightZ);
    addItem(m_focusHighlight);
    emit focusRequested(path.boundingRect());
    if (AppSettings::animationsEnabled()) {
        QPointer<HighlightItem> glow = m_focusHighlight;
        QTimer::singleShot(2000, glow, [glow] {
            if (glow)
                glow->deleteLater();
        });
    }
}

} // namespace bastide
