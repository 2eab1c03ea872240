// SPDX-FileCopyrightText: 2026 The Bastide developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "app/boardview.h"

#include "app/appsettings.h"
#include "app/boardscene.h"

#include <QApplication>
#include <QGestureEvent>
#include <QKeyEvent>
#include <QNativeGestureEvent>
#include <QPinchGesture>
#include <QScrollBar>
#include <QWheelEvent>
#include <cmath>

namespace bastide {

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), m_scene(scene)
{
    setObjectName(QStringLiteral("boardView"));
    setFrameShape(QFrame::NoFrame);
    setRenderHint(QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setDragMode(QGraphicsView::NoDrag);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    viewport()->grabGesture(Qt::PinchGesture);
    setAttribute(Qt::WA_AcceptTouchEvents);

    m_motion.setStartValue(0.0);
    m_motion.setEndValue(1.0);
    m_motion.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_motion, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        const qreal t = v.toReal();
        const qreal z =
            std::exp(std::log(m_fromZoom) + (std::log(m_toZoom) - std::log(m_fromZoom)) * t);
        if (m_wheelTarget > 0) {
            setZoomAt(z, m_wheelAnchor);
            return;
        }
        setTransform(QTransform::fromScale(z, z));
        updateSceneRect();
        centerOn(m_fromCentre + (m_toCentre - m_fromCentre) * t);
        emit viewMoved();
    });
    connect(&m_motion, &QVariantAnimation::finished, this, [this] { m_wheelTarget = 0; });
    connect(scene, &BoardScene::boardGrew, this, &BoardView::onBoardGrew);
    connect(scene, &BoardScene::focusRequested, this, [this](const QRectF& rect) {
        if (!isFollowingBoard())
            reveal(rect);
    });
    updateSceneRect();
}

void BoardView::updateSceneRect()
{
    // Room to pan the board to any edge of the window, whatever the zoom.
    QRectF board = m_scene->boardRect();
    if (board.isNull())
        board = QRectF(0, 0, 100, 100);
    const qreal z = std::max(zoom(), MinZoom);
    const qreal mx = viewport()->width() / z;
    const qreal my = viewport()->height() / z;
    setSceneRect(board.adjusted(-mx, -my, mx, my));
}

void BoardView::onBoardGrew()
{
    updateSceneRect();
    // The board stays where the player left it: a view that re-fits after every tile makes
    // the spot the player was looking at jump. Following play is a preference.
    if (isFollowingBoard())
        fitAll();
}

bool BoardView::isFollowingBoard() const
{
    return m_autoFit && AppSettings::followPlay();
}

void BoardView::showLaidTile(const QRectF& rect)
{
    if (AppSettings::followPlay()) {
        // Following play: the tile laid comes to the middle, close enough for its rings.
        animateTo(std::max(zoom(), 0.9), rect.center());
        return;
    }
    // Still, unless the figure rings would be too small to hit: then just close enough.
    constexpr qreal SmallestTile = 64;
    if (zoom() * rect.width() < SmallestTile)
        focusOn(rect, SmallestTile / rect.width());
    else
        reveal(rect);
}

void BoardView::setZoomAt(qreal z, QPointF viewportPos)
{
    z = std::clamp(z, MinZoom, MaxZoom);
    const QPointF anchor = viewportTransform().inverted().map(viewportPos);
    setTransform(QTransform::fromScale(z, z));
    updateSceneRect();
    const QPointF moved = viewportTransform().map(anchor) - viewportPos;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(std::lround(moved.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + int(std::lround(moved.y())));
    emit viewMoved();
}

void BoardView::zoomBy(qreal factor, QPointF viewportPos)
{
    m_autoFit = false;
    const int ms = AppSettings::duration(140);
    const qreal base = m_wheelTarget > 0 && m_motion.state() == QAbstractAnimation::Running
                           ? m_wheelTarget
                           : zoom();
    const qreal target = std::clamp(base * factor, MinZoom, MaxZoom);
    if (ms == 0) {
        setZoomAt(target, viewportPos);
        return;
    }
    m_motion.stop();
    m_wheelTarget = target;
    m_wheelAnchor = viewportPos;
    m_fromZoom = zoom();
    m_toZoom = target;
    m_motion.setDuration(ms);
    m_motion.start();
}

void BoardView::zoomIn()
{
    zoomBy(1.25, QPointF(viewport()->rect().center()));
}

void BoardView::zoomOut()
{
    zoomBy(0.8, QPointF(viewport()->rect().center()));
}

void BoardView::animateTo(qreal z, QPointF centre)
{
    z = std::clamp(z, MinZoom, MaxZoom);
    m_motion.stop();
    m_wheelTarget = 0;
    const int ms = AppSettings::duration(380);
    if (ms == 0) {
        setTransform(QTransform::fromScale(z, z));
        updateSceneRect();
        centerOn(centre);
        emit viewMoved();
        return;
    }
    m_fromZoom = zoom();
    m_toZoom = z;
    m_fromCentre = mapToScene(viewport()->rect().center());
    m_toCentre = centre;
    m_motion.setDuration(ms);
    m_motion.start();
}

void BoardView::fitAll()
{
    m_autoFit = true;
    QRectF board = m_scene->boardRect();
    if (board.isNull())
        board = QRectF(-100, -100, 300, 300);
    board.adjust(-30, -30, 30, 30);
    // The hint banner covers the top of the board: fit below it.
    constexpr int Banner = 64;
    const qreal zx = viewport()->width() / board.width();
    const qreal zy = (viewport()->height() - Banner) / board.height();
    const qreal z = std::clamp(std::min({zx, zy, 1.5}), MinZoom, MaxZoom);
    animateTo(z, board.center() - QPointF(0, Banner / 2.0 / z));
}

void BoardView::centreOnTile(const QRectF& rect)
{
    m_autoFit = false;
    animateTo(std::max(zoom(), 0.7), rect.center());
}

void BoardView::lookAt(QPointF scenePos)
{
    m_motion.stop();
    m_wheelTarget = 0;
    m_autoFit = false;
    centerOn(scenePos);
    emit viewMoved();
}

void BoardView::reveal(const QRectF& rect)
{
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    bool covered = false;
    const QRect onView(viewport()->mapTo(this, mapFromScene(rect).boundingRect().topLeft()),
                       mapFromScene(rect).boundingRect().size());
    for (const QWidget* cover : std::as_const(m_covers))
        covered = covered || (cover->isVisible() && cover->geometry().intersects(onView));
    if (visible.adjusted(40, 40, -40, -40).contains(rect) && !covered)
        return;
    qreal z = zoom();
    if (rect.width() * z > viewport()->width() * 0.9 ||
        rect.height() * z > viewport()->height() * 0.9)
        z = std::min(viewport()->width() * 0.8 / rect.width(),
                     viewport()->height() * 0.8 / rect.height());
    animateTo(z, rect.center());
}

void BoardView::focusOn(const QRectF& rect, qreal z)
{
    if (zoom() >= z)
        reveal(rect);
    else
        animateTo(z, rect.center());
}

void BoardView::panBy(QPointF delta)
{
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - int(delta.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() - int(delta.y()));
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::RightButton) {
        emit rotateRequested(1);
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
        m_pressed = true;
        m_panning = event->button() == Qt::MiddleButton;
        m_pressPos = m_lastPos = event->position().toPoint();
        event->accept();
    }
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    if (m_pressed) {
        if (!m_panning &&
            (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            m_panning = true;
            viewport()->setCursor(Qt::ClosedHandCursor);
        }
        if (m_panning) {
            m_motion.stop();
            m_autoFit = false;
            panBy(pos - m_lastPos);
        }
        m_lastPos = pos;
        event->accept();
        return;
    }
    m_scene->pointerMoved(mapToScene(pos));
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_pressed)
        return;
    const QPoint pos = event->position().toPoint();
    const bool click = !m_panning && event->button() == Qt::LeftButton;
    const bool second = m_secondClick;
    m_pressed = false;
    m_panning = false;
    m_secondClick = false;
    viewport()->unsetCursor();
    if (click)
        m_scene->clicked(mapToScene(pos), second);
    m_scene->pointerMoved(mapToScene(pos));
    event->accept();
}

void BoardView::mouseDoubleClickEvent(QMouseEvent* event)
{
    // The scene is told it is the second click of a double-click: one that lays a tile must
    // not also drop a figure on the ring that has just appeared under the cursor.
    mousePressEvent(event);
    m_secondClick = m_pressed;
}

void BoardView::wheelEvent(QWheelEvent* event)
{
    const QPoint angle = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        if (angle.y() != 0)
            emit rotateRequested(angle.y() < 0 ? 1 : -1);
        event->accept();
        return;
    }
    if (angle.y() != 0) {
        zoomBy(std::pow(1.0015, angle.y()), event->position());
    } else if (!event->pixelDelta().isNull()) {
        m_autoFit = false;
        panBy(event->pixelDelta());
    }
    event->accept();
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    constexpr int Step = 90;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        break;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
        zoomOut();
        break;
    case Qt::Key_Left:
        m_autoFit = false;
        panBy(QPointF(Step, 0));
        break;
    case Qt::Key_Right:
        m_autoFit = false;
        panBy(QPointF(-Step, 0));
        break;
    case Qt::Key_Up:
        m_autoFit = false;
        panBy(QPointF(0, Step));
        break;
    case Qt::Key_Down:
        m_autoFit = false;
        panBy(QPointF(0, -Step));
        break;
    default:
        QGraphicsView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void BoardView::leaveEvent(QEvent* event)
{
    m_scene->pointerLeft();
    QGraphicsView::leaveEvent(event);
}

bool BoardView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::Gesture) {
        auto* gestures = static_cast<QGestureEvent*>(event);
        if (auto* pinch = static_cast<QPinchGesture*>(gestures->gesture(Qt::PinchGesture))) {
            if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged) {
                m_autoFit = false;
                const QPointF at = viewport()->mapFromGlobal(pinch->centerPoint().toPoint());
                setZoomAt(zoom() * pinch->scaleFactor(), at);
            }
            gestures->accept(pinch);
            return true;
        }
    }
    if (event->type() == QEvent::NativeGesture) {
        auto* native = static_cast<QNativeGestureEvent*>(event);
        if (native->gestureType() == Qt::ZoomNativeGesture) {
            m_autoFit = false;
            setZoomAt(zoom() * (1.0 + native->value()), native->position());
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    updateSceneRect();
    emit viewMoved();
}

void BoardView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    emit viewMoved();
}

} // namespace bastide
