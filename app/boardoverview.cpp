// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/boardoverview.h"

#include "app/boardart.h"
#include "app/boardscene.h"
#include "app/boardview.h"
#include "app/playercolors.h"
#include "app/theme.h"
#include "editor/retranslator.h"
#include "play/gamesession.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

namespace bastide {

namespace {
constexpr int Pad = 6;        // between the map's edge and the board drawn in it
constexpr int Margin = 12;    // between the map and the view's edges
constexpr int Width = 184;    // at most; less in a narrow view
constexpr int MinHeight = 64; // a long thin board still gets a map that can be hit
constexpr int MaxHeight = 150;
} // namespace

BoardOverview::BoardOverview(GameSession* session, const BoardArt* art, BoardView* view)
    : QWidget(view), m_session(session), m_art(art), m_view(view)
{
    setObjectName(QStringLiteral("boardOverview"));
    setCursor(Qt::PointingHandCursor);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    view->installEventFilter(this);
    view->addCover(this);
    auto refresh = [this] {
        place();
        update();
    };
    for (auto signal :
         {&GameSession::gameReset, &GameSession::pendingChanged, &GameSession::historyRewritten})
        connect(session, signal, this, refresh);
    connect(session, &GameSession::phaseChanged, this, refresh);
    connect(session, &GameSession::movePlayed, this, refresh);
    connect(view, &BoardView::viewMoved, this, qOverload<>(&QWidget::update));
    auto* texts = new Retranslator(this);
    texts->add([this] {
        setAccessibleName(tr("Board overview"));
        setToolTip(tr("The whole board: click or drag to look there"));
    });
    place();
}

QRectF BoardOverview::mapArea() const
{
    QRectF area;
    auto add = [&](Cell cell) {
        const QRectF r = BoardScene::cellRect(cell);
        area = area.isNull() ? r : area.united(r);
    };
    if (m_session->hasGame()) {
        const Board& board = m_session->game().board();
        for (int i = 0; i < board.placedCount(); ++i)
            add(board.tile(TileIndex(i)).cell);
        if (const std::optional<Placement> laid = m_session->pendingPlacement())
            add(laid->cell);
    }
    if (area.isNull())
        add(Cell{0, 0});
    // A cell round the tiles: where the next ones go is on the map too.
    const qreal s = BoardScene::cellRect(Cell{0, 0}).width();
    return area.adjusted(-s, -s, s, s);
}

QTransform BoardOverview::sceneToMap() const
{
    // The area's shape kept, centred in the map less its padding.
    const QRectF area = mapArea();
    const QRectF room = QRectF(rect()).adjusted(Pad, Pad, -Pad, -Pad);
    const qreal scale = std::min(room.width() / area.width(), room.height() / area.height());
    QRectF drawn(0, 0, area.width() * scale, area.height() * scale);
    drawn.moveCenter(room.center());
    return QTransform::fromTranslate(-area.left(), -area.top()) *
           QTransform::fromScale(scale, scale) *
           QTransform::fromTranslate(drawn.left(), drawn.top());
}

QPointF BoardOverview::toMap(QPointF p) const
{
    return sceneToMap().map(p);
}

QPointF BoardOverview::toScene(QPointF p) const
{
    return sceneToMap().inverted().map(p);
}

QRectF BoardOverview::viewFrame() const
{
    return sceneToMap().mapRect(m_view->mapToScene(m_view->viewport()->rect()).boundingRect());
}

void BoardOverview::place()
{
    QWidget* host = parentWidget();
    // The board's shape, within bounds: in a small view a fifth of its width and a quarter
    // of its height at most, so it keeps off the tiles being played.
    const QRectF area = mapArea();
    const int w = std::clamp(host->width() / 5, 96, Width);
    const int tallest = std::max(MinHeight, std::min(MaxHeight, host->height() / 4));
    const int h =
        std::clamp(int((w - 2 * Pad) * area.height() / area.width()) + 2 * Pad, MinHeight, tallest);
    setGeometry(host->width() - w - Margin, host->height() - h - Margin, w, h);
    raise();
}

bool BoardOverview::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        place();
    return QWidget::eventFilter(watched, event);
}

void BoardOverview::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF frame = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    QColor table = Theme::table().darker(125);
    table.setAlpha(225);
    p.setPen(QPen(QColor(255, 240, 215, 120), 1));
    p.setBrush(table);
    p.drawRoundedRect(frame, 8, 8);
    if (!m_session->hasGame())
        return;
    const Game& game = m_session->game();
    const Board& board = game.board();
    // Worked out once: the map's area spans every tile.
    const QTransform map = sceneToMap();
    const qreal cell = map.m11() * BoardScene::cellRect({}).width();
    auto cellOnMap = [&](Cell c) { return map.mapRect(BoardScene::cellRect(c)); };
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    for (int i = 0; i < board.placedCount(); ++i) {
        const PlacedTile& t = board.tile(TileIndex(i));
        m_art->paintTile(&p, t.type, t.rotation, cellOnMap(t.cell));
    }
    if (const std::optional<Placement> laid = m_session->pendingPlacement()) {
        const QRectF r = cellOnMap(laid->cell);
        m_art->paintTile(&p, game.currentTile(), laid->rotation, r);
        p.setPen(QPen(Theme::gold(), 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
    }
    // Figures as dots where they stand, in their players' colours.
    const qreal dot = std::clamp(cell * 0.22, 1.5, 3.5);
    for (const PlacedFigure& f : game.figures()) {
        const PlacedTile& t = board.tile(f.site.tile);
        const QRectF cellRect = BoardScene::cellRect(t.cell);
        // On a feature at its anchor; elsewhere (a tower top, a corner) the tile's middle.
        const QPointF at =
            map.map(f.site.kind == SiteKind::Feature
                        ? m_art->geometry(t.type).anchor(f.site.index, t.rotation, cellRect)
                        : cellRect.center());
        p.setPen(QPen(QColor(0, 0, 0, 140), 0.8));
        p.setBrush(PlayerColors::color(game.setup().players[f.player].color));
        p.drawEllipse(at, dot, dot);
    }
    // The part of the board in view.
    const QRectF seen = map.mapRect(m_view->mapToScene(m_view->viewport()->rect()).boundingRect())
                            .intersected(QRectF(rect()).adjusted(1, 1, -1, -1));
    if (!seen.isEmpty()) {
        p.setPen(QPen(QColor(255, 250, 235), 1.5));
        p.setBrush(QColor(255, 250, 235, 40));
        p.drawRect(seen);
    }
}

void BoardOverview::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_view->lookAt(toScene(event->position()));
    event->accept();
}

void BoardOverview::mouseMoveEvent(QMouseEvent* event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return QWidget::mouseMoveEvent(event);
    m_view->lookAt(toScene(event->position()));
    event->accept();
}

} // namespace bastide
